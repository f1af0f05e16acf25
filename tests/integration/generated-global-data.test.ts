// `@generated/globalData`, as @docusaurus/plugin-vercel-analytics reads its options back from it: a
// site's plugin stores a value with setGlobalData, its client module and a React page import the
// module, and both find the value under the plugin's name and id, beside the docs plugin's data.
// Before, the import stopped the build with error[unknown-generated-module].
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('generated-global-data', {
  'docusaurus.config.js': `module.exports = {
  title: 'Kites',
  url: 'https://kites.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: [
    function kiteBeacon() {
      return {
        name: 'kite-beacon',
        getClientModules() {
          return [require.resolve('./kite-beacon.js')];
        },
        async contentLoaded({ actions }) {
          actions.setGlobalData({ channel: 'orange-kite' });
        },
      };
    },
  ],
};
`,
  'kite-beacon.js': `import globalData from '@generated/globalData';
if (typeof window !== 'undefined') window.kiteChannel = globalData['kite-beacon'].default.channel + '-from-client';
`,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import globalData from '@generated/globalData';

export default function Home() {
  return (
    <Layout title="Kites">
      <p id="channel">{globalData['kite-beacon'].default.channel}</p>
      <p id="docs">{globalData['docusaurus-plugin-content-docs'].default.path}</p>
    </Layout>
  );
}
`,
  'docs/intro.md': '# Intro\n\nFly it on a calm day.\n',
});

describe('@generated/globalData', () => {
  it("gives a page the plugins' global data by name and id, the docs plugin's too", async () => {
    expect(site.built.stderr).not.toMatch(/^error/m);
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'index.html'), 'utf8');
    expect(html).toContain('<p id="channel">orange-kite</p>');
    expect(html).toContain('<p id="docs">/docs</p>');
  });

  it("gives it to the plugin's client module in the browser bundle", async () => {
    const dir = join(site.out, 'assets/js');
    const texts = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')));
    const client = texts.find((t) => t.includes('-from-client'));
    expect(client).toBeDefined();
    expect(client).toContain('orange-kite');
  });
});
