// Site code that reads the Docusaurus config's presets, plugins or themes from siteConfig
// (`siteConfig.presets[0][1].docs.lastVersion`, a common way for a versions page or a link to learn
// the docs options): Docusaurus gives pages the whole config through JSON. Migrate names those keys
// in docusaurusSiteConfig as references into the Docusaurus config, every build runs that config
// and gives site code the value as JSON (a function in an object left out, in an array null).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
if (process.env.LAMPS_OUT) throw new Error('the oil is out');
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        blog: false,
        docs: {
          routeBasePath: 'manual',
          includeCurrentVersion: true,
          remarkPlugins: [function wickPlugin() {}],
        },
        sitemap: { changefreq: 'weekly', createSitemapItems: async (params) => params.defaultCreateSitemapItems(params) },
      },
    ],
  ],
  plugins: [function lampPlugin() { return { name: 'lamp-plugin' }; }],
};
`;

const PAGE = `import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Options() {
  const { siteConfig } = useDocusaurusContext();
  const [name, options] = siteConfig.presets[0];
  return (
    <Layout title="Options">
      <main>
        <p id="preset">{name} at /{options.docs.routeBasePath}/</p>
        <p id="docs">{JSON.stringify(options.docs)}</p>
        <p id="sitemap">{JSON.stringify(options.sitemap)}</p>
        <p id="plugins">{JSON.stringify(siteConfig.plugins)}</p>
      </main>
    </Layout>
  );
}
`;

const site = migratedSite('site-config-presets', {
  'docusaurus.config.js': CONFIG,
  'docs/intro.md': '# Intro\n\nLight the lamp.\n',
  'src/pages/options.js': PAGE,
});

const text = (html: string, id: string) =>
  new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1]?.replaceAll('&quot;', '"');

describe('siteConfig.presets and .plugins read by site code', () => {
  it('are carried over as references to the Docusaurus config, where site code reads them', async () => {
    expect(site.migrated.code).toBe(0);
    expect(site.migrated.stdout).toContain(
      'docusaurusSiteConfig.presets <- presets (src/pages/options.js reads siteConfig.presets: taken from docusaurus.config.js at each build, as JSON, as Docusaurus gives it to pages)',
    );
    const written = (await readFile(join(site.root, 'zapsite.config.ts'), 'utf8')).replace(/\s+/g, ' ');
    expect(written).toContain("presets: { docusaurusConfig: './docusaurus.config.js', path: ['presets'] }");
    expect(written).toContain("plugins: { docusaurusConfig: './docusaurus.config.js', path: ['plugins'] }");
    // Nothing reads the themes, which the config does not set.
    expect(written).not.toContain("path: ['themes']");
  });

  it('give the page the values as JSON gives them', async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[/);
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'options/index.html'), 'utf8');
    expect(text(html, 'preset')).toBe('classic at /manual/');
    // The remark plugin is null in its array, the sitemap's function is left out of its object.
    expect(JSON.parse(text(html, 'docs')!)).toEqual({
      routeBasePath: 'manual',
      includeCurrentVersion: true,
      remarkPlugins: [null],
    });
    expect(JSON.parse(text(html, 'sitemap')!)).toEqual({ changefreq: 'weekly' });
    expect(JSON.parse(text(html, 'plugins')!)).toEqual([null]);
  });

  it('stop the build at the Docusaurus config, named, when it cannot run', async () => {
    const failed = await zapsite(['build', '--root', site.root, '--out', site.out], { LAMPS_OUT: '1' });
    expect(failed.code).toBe(2);
    const all = failed.stdout + failed.stderr;
    expect(all).toContain('error[plugin-docusaurus-config]');
    expect(all).toMatch(
      /docusaurus\.config\.js could not be run to take the siteConfig values site code reads written in it: the oil is out/,
    );
    expect(all).toContain('docusaurus.config.js:2:');
  });
});
