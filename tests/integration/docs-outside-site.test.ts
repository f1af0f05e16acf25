// A site in website/ whose docs live one level up (`docs.path: '../docs'`, a monorepo's layout), and
// a doc that imports a package installed in the site's node_modules only. Docusaurus's webpack looks
// in the site's node_modules after those above the importing file, so it builds; zapsite stopped
// with `Could not resolve "pebble-caps"` (sweep 9), as esbuild looked above ../docs alone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('docs-outside-site', {
  'docusaurus.config.js': `module.exports = {
  title: 'Pebbles',
  url: 'https://pebbles.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { path: '../docs', routeBasePath: '/', sidebarPath: false }, blog: false }]],
};
`,
  'node_modules/pebble-caps/package.json': '{ "name": "pebble-caps", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/pebble-caps/index.js': `const React = require('react');
module.exports = function Caps(props) {
  return React.createElement('em', { className: 'pebble-caps' }, String(props.children).toUpperCase());
};
`,
  '../docs/index.mdx': `---
title: Pebbles
---
import Caps from 'pebble-caps';

Sort them <Caps>gently</Caps>.
`,
});

describe('docs outside the site folder', () => {
  it("import the site's packages, as under Docusaurus", async () => {
    expect(site.built.code, site.built.stderr).toBe(0);
    const html = await readFile(join(site.out, 'index.html'), 'utf8');
    expect(html).toContain('Sort them <em class="pebble-caps">GENTLY</em>.');
  });
});
