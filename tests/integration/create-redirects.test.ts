// The client-redirects plugin's rules beyond its list, as Docusaurus runs them: `createRedirects` is
// called with each page's path (no base URL, the 404 page too) and each old path it returns
// redirects there, as the config's redirects do (a page and two `_redirects` lines); one where a page
// is is left out with a warning; a function that throws is one error at the function. The extension
// rules: /page.html to /page (written in page.html/index.html, the page keeping its links), /page to
// /page.html. Then a Docusaurus site whose function migrate carries over as a reference into its
// config, which every build runs to call it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { zapsite } from '../helpers/cli.ts';
import { buildWithEditedConfig, copyFixtureWithConfig, migratedSite, put, type TempSite } from './temp-site.ts';

/** Where a redirect page sends the browser, or undefined when the page is no redirect. */
const target = (html: string | undefined) =>
  /<meta http-equiv="refresh" content="0; url=([^"]*)">/.exec(html ?? '')?.[1];

const CREATE_REDIRECTS = `createRedirects: (existingPath) => {
    if (existingPath === '/404.html') return '/lost/';
    if (existingPath.startsWith('/docs/guide/')) return existingPath.replace('/docs/guide/', '/lamp-guide/');
    if (existingPath === '/docs/intro/') return ['/start/', '/blog/'];
    return undefined;
  },`;

describe('createRedirects in zapsite.config.ts', () => {
  let site: TempSite;
  let out: FixtureOutcome;

  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (config) =>
      config
        .replace("baseUrl: '/',", `baseUrl: '/lantern/',\n  onDuplicateRoutes: 'warn',\n  ${CREATE_REDIRECTS}`)
        .replace(
          "theme: { name: 'classic'",
          "redirects: [{ from: '/old-oil/', to: '/docs/guide/oil/' }],\n  theme: { name: 'classic'",
        ),
    );
    // A link to an old path is a link to its redirect page, which the build knows.
    await put(
      site.root,
      'docs/guide/wicks.md',
      '# Wicks\n\nTrim the wick. Back to [the start](/start/) or [the oil](/lamp-guide/oil/).\n',
    );
    out = await buildFixture(site.root);
  }, 120_000);
  afterAll(() => site.remove());

  it('builds, warning of the one redirect that would replace a page', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.ok).toBe(true);
    expect(out.diagnostics.filter((d) => d.code === 'redirect-clash')).toMatchObject([
      {
        severity: 'warning',
        message:
          "A redirect made by createRedirects would take the place of a page of the site, so it is left out (onDuplicateRoutes: 'warn'): /blog/ -> /docs/intro/ (the generated blog-list page is there).",
        file: 'zapsite.config.ts',
      },
    ]);
  });

  it('writes a redirect page for each path it returns, from every page path given without the base URL', () => {
    expect(target(out.writer.text('lamp-guide/oil/index.html'))).toBe('/lantern/docs/guide/oil/');
    expect(target(out.writer.text('lamp-guide/wicks/index.html'))).toBe('/lantern/docs/guide/wicks/');
    expect(target(out.writer.text('start/index.html'))).toBe('/lantern/docs/intro/');
    expect(target(out.writer.text('lost/index.html'))).toBe('/lantern/404.html');
    // The config's own redirects are still there.
    expect(target(out.writer.text('old-oil/index.html'))).toBe('/lantern/docs/guide/oil/');
  });

  it('lists them in _redirects as the config redirects are', () => {
    const lines = out.writer.text('_redirects')!.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '/lantern/old-oil /lantern/docs/guide/oil/ 301',
        '/lantern/lamp-guide/oil /lantern/docs/guide/oil/ 301',
        '/lantern/lamp-guide/oil/ /lantern/docs/guide/oil/ 301',
        '/lantern/start /lantern/docs/intro/ 301',
        '/lantern/start/ /lantern/docs/intro/ 301',
        '/lantern/lost/ /lantern/404.html 301',
      ]),
    );
    expect(lines.filter((l) => l.startsWith('/lantern/blog'))).toEqual([]);
  });

  it('leaves a page where it returns the path of one', () => {
    const blog = out.writer.text('blog/index.html');
    expect(target(blog)).toBeUndefined();
    expect(blog).toContain('First light');
  });

  it('stops the build at a function that throws, naming the paths it threw for', async () => {
    const { outcome: failed, edited: throwing } = await buildWithEditedConfig(site, (config) =>
      config.replace(
        "if (existingPath === '/404.html') return '/lost/';",
        "if (existingPath.startsWith('/docs/guide/')) throw new Error('the guide has no old paths');",
      ),
    );
    expect(failed.ok).toBe(false);
    const problems = failed.diagnostics.filter((d) => d.code === 'create-redirects-function');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      severity: 'error',
      message: 'The createRedirects function threw: the guide has no old paths',
      file: 'zapsite.config.ts',
      line: throwing.split('\n').findIndex((l) => l.trimStart().startsWith('createRedirects:')) + 1,
    });
    expect(problems[0]!.affects?.sort()).toEqual(['/docs/guide/oil/', '/docs/guide/wicks/']);
  });
});

describe('redirectExtensions', () => {
  let site: TempSite;
  let out: FixtureOutcome;

  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (config) =>
      config
        .replace('  trailingSlash: true,\n', '')
        .replace(
          "theme: { name: 'classic'",
          "redirectExtensions: { from: ['html'], to: ['html'] },\n  theme: { name: 'classic'",
        ),
    );
    await put(site.root, 'src/pages/legacy.html.md', '# Legacy\n\nThe old lamp room.\n');
    out = await buildFixture(site.root);
  }, 120_000);
  afterAll(() => site.remove());

  it('builds', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.ok).toBe(true);
  });

  it('sends /page.html to each page, written in page.html/index.html beside the page', () => {
    expect(target(out.writer.text('docs/intro.html/index.html'))).toBe('/docs/intro');
    expect(target(out.writer.text('docs/guide/oil.html/index.html'))).toBe('/docs/guide/oil');
    expect(out.writer.text('docs/intro.html')).toBeUndefined();
    expect(out.writer.text('docs/intro/index.html')).toContain('A lantern needs a wick');
    expect(out.writer.text('_redirects')!.split('\n')).toEqual(
      expect.arrayContaining(['/docs/intro.html /docs/intro 301', '/docs/intro.html/ /docs/intro 301']),
    );
  });

  it('keeps links to the page on the page, not on the redirect from another spelling of its path', () => {
    const home = out.writer.text('index.html')!;
    expect(home).toContain('href="/docs/intro"');
    expect(home).not.toContain('href="/docs/intro.html"');
  });

  it('sends /page to a page at /page.html', () => {
    expect(out.writer.text('legacy.html')).toContain('The old lamp room.');
    expect(target(out.writer.text('legacy/index.html'))).toBe('/legacy.html');
  });
});

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html'],
        redirects: [{ from: '/old-home', to: '/' }],
        createRedirects(existingPath) {
          if (process.env.LAMPS_REDIRECTS_FAIL) throw new Error('the map is lost');
          if (existingPath.startsWith('/docs/guide/')) return [existingPath.replace('/docs/guide/', '/guide/')];
          return undefined;
        },
      },
    ],
  ],
};
`;

describe('createRedirects of a migrated Docusaurus config', () => {
  const site = migratedSite('create-redirects', {
    'docusaurus.config.js': CONFIG,
    'sidebars.js': "module.exports = { docs: ['intro', 'guide/setup'] };\n",
    'docs/intro.md': '# Intro\n\nLight the lamp.\n',
    'docs/guide/setup.md': '# Setup\n\nFill the lamp.\n',
    'src/pages/index.md': '# Lamps\n',
  });
  const html = (path: string) => readFile(join(site.out, path), 'utf8').catch(() => undefined);

  it('is carried over as a reference to the config, with the extensions, and no note', async () => {
    expect(site.migrated.code).toBe(0);
    const report = site.migrated.stdout;
    expect(report).toContain(
      'createRedirects <- @docusaurus/plugin-client-redirects (a function, taken from docusaurus.config.js at each build)',
    );
    expect(report).toContain('redirectExtensions <- @docusaurus/plugin-client-redirects fromExtensions ["html"]');
    expect(report).not.toContain('redirects made by a function are not carried over');
    expect(report).not.toContain('has no zapsite equivalent');
    const written = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(written).toContain(
      "createRedirects: { docusaurusConfig: './docusaurus.config.js', path: ['plugins', 0, 1, 'createRedirects'] }",
    );
    expect(written).toContain("redirectExtensions: { from: ['html'] }");
  });

  it('the build calls it: each old path it returns is a redirect page and a _redirects line', async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[/);
    expect(site.built.code).toBe(0);
    expect(target(await html('guide/setup/index.html'))).toBe('/docs/guide/setup');
    expect(target(await html('docs/intro.html/index.html'))).toBe('/docs/intro');
    expect(target(await html('old-home/index.html'))).toBe('/');
    const lines = (await html('_redirects'))!.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['/guide/setup /docs/guide/setup 301', '/docs/intro.html /docs/intro 301']),
    );
  });

  it('one that throws is an error at its line in docusaurus.config.js', async () => {
    const failed = await zapsite(['build', '--root', site.root, '--out', join(site.out, '..', 'out-2')], {
      LAMPS_REDIRECTS_FAIL: '1',
    });
    expect(failed.code).toBe(1);
    const all = failed.stdout + failed.stderr;
    expect(all).toContain('error[create-redirects-function]');
    expect(all).toContain('The createRedirects function threw: the map is lost');
    const line = CONFIG.split('\n').findIndex((l) => l.includes("throw new Error('the map is lost')")) + 1;
    expect(all).toContain(`docusaurus.config.js:${line}:`);
  });
});
