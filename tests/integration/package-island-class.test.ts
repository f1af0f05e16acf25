// A package's class component that draws itself in the browser, in componentDidMount (react-github-btn
// paints its GitHub button so): migrate marks it interactive from its package module, as it does a
// component with hooks, and the build makes it its island, so the method runs in the browser as it
// does under Docusaurus. One whose class has no such method stays plain HTML.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('package-island-class', {
  'docusaurus.config.js': `module.exports = {
  title: 'Wickworks',
  url: 'https://wickworks.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
};
`,
  'node_modules/lamp-badges/package.json': JSON.stringify({ name: 'lamp-badges', version: '1.0.0', main: 'index.js' }),
  'node_modules/lamp-badges/index.js': `import React, { PureComponent } from 'react';
export default class LampBadge extends PureComponent {
  render() {
    return React.createElement('a', { className: 'lamp-badge', href: this.props.href }, this.props.children);
  }
  componentDidMount() {
    this.setState({ painted: true });
  }
}
export class LampPlate extends PureComponent {
  render() {
    return React.createElement('span', { className: 'lamp-plate' }, this.props.children);
  }
}
`,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import LampBadge, { LampPlate } from 'lamp-badges';
export default function Home() {
  return (
    <Layout title="Wickworks">
      <main>
        <LampBadge href="https://wickworks.example.org/stars">Star</LampBadge>
        <LampPlate>Since 1890</LampPlate>
      </main>
    </Layout>
  );
}
`,
});

describe("a package's class component with componentDidMount", () => {
  it('is marked interactive by migrate and hydrates as its island; one without the method is not', async () => {
    expect(site.migrated.code).toBe(0);
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/interactive: \{ LampBadge: 'visible' \}/);
    expect(config).toMatch(/interactiveFrom: \{ LampBadge: 'lamp-badges' \}/);
    expect(site.migrated.stdout).toContain('componentDidMount');
    expect(site.built.stderr).toBe('');
    expect(site.built.code).toBe(0);
    const home = await readFile(join(site.out, 'index.html'), 'utf8');
    expect(home).toMatch(
      /data-island="LampBadge"[^>]*><a class="lamp-badge" href="https:\/\/wickworks\.example\.org\/stars">Star<\/a>/,
    );
    expect(home).toContain('<span class="lamp-plate">Since 1890</span>');
    expect(home).not.toContain('data-island="LampPlate"');
  });
});
