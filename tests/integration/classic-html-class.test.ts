// The classic theme's page furniture a migrated site styles itself against, read from a real build
// of the classic fixture (copied, given a docs version of its own): the class names Docusaurus
// puts on <html> per kind of page (a site hides its version dropdown off the docs with
// `html:not(.docs-doc-page)`), the dropdown's own `className` carried from the config, and the
// version badge and banner over a versioned doc.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

const htmlClass = (html: string) => /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];

describe('the classic theme on a versioned site', () => {
  let site: TempSite;
  let out: string;
  let build: Awaited<ReturnType<typeof zapsite>>;
  const page = (rel: string) => readFile(join(out, rel), 'utf8');

  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (config) =>
      config
        .replace(
          "docs: { path: 'docs', sidebarPath: 'sidebars.ts' },",
          "docs: { path: 'docs', sidebarPath: 'sidebars.ts', lastVersion: '1.0', versions: { current: { label: 'Tomorrow', banner: 'unreleased' }, '1.0': { label: 'Steady', badge: true } } },",
        )
        .replace(
          "{ href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },",
          "{ type: 'docsVersionDropdown', position: 'right', className: 'lamp-versions' },\n      { href: 'https://lamps.example.org/lantern', label: 'Source', position: 'right' },",
        ),
    );
    out = join(site.dir, 'out');
    await put(site.root, 'versions.json', '["1.0"]');
    await put(site.root, 'versioned_docs/version-1.0/intro.md', '# Introduction\n\nThe steady lamp.\n');
    await put(site.root, 'versioned_sidebars/version-1.0-sidebars.json', '{ "guide": ["intro"] }');
    await put(site.root, 'src/pages/plain.md', '# Plain\n\nA page.\n');
    await put(
      site.root,
      'src/pages/landing.mdx',
      '---\nwrapperClassName: lamp-landing\n---\n\n# Landing\n\nWelcome.\n',
    );
    build = await zapsite(['build', '--root', site.root, '--out', out]);
  }, 120_000);
  afterAll(() => site.remove());

  it('builds', () => {
    expect(build.stderr).not.toMatch(/^error/m);
    expect(build.code).toBe(0);
  });

  it("puts Docusaurus's wrapper, plugin and page class names on <html>", async () => {
    expect(htmlClass(await page('docs/intro/index.html'))).toEqual([
      'docs-wrapper',
      'plugin-docs',
      'plugin-id-default',
      'docs-version-1.0',
      'docs-doc-page',
      'docs-doc-id-intro',
    ]);
    expect(htmlClass(await page('docs/next/intro/index.html'))).toContain('docs-version-current');
    expect(htmlClass(await page('blog/index.html'))).toEqual([
      'blog-wrapper',
      'blog-list-page',
      'plugin-blog',
      'plugin-id-default',
    ]);
    expect(htmlClass(await page('blog/2026/01/10/first-light/index.html'))).toContain('blog-post-page');
    // The fixture's home page is a React page: no mdx-page class.
    expect(htmlClass(await page('index.html'))).toEqual(['plugin-pages', 'plugin-id-default']);
    // A Markdown page's wrapper class, or the one its `wrapperClassName` front matter names.
    expect(htmlClass(await page('plain/index.html'))).toEqual([
      'mdx-wrapper',
      'mdx-page',
      'plugin-pages',
      'plugin-id-default',
    ]);
    expect(htmlClass(await page('landing/index.html'))).toEqual([
      'lamp-landing',
      'mdx-page',
      'plugin-pages',
      'plugin-id-default',
    ]);
    expect(build.stderr).not.toContain('wrapperClassName');
  });

  it("gives the version dropdown the config's className, on its toggle as Docusaurus does", async () => {
    // Off the docs the toggle is not marked active; on a doc of a version it is.
    expect(await page('index.html')).toMatch(/<a class="navbar__link lamp-versions"[^>]*role="button"/);
    expect(await page('docs/intro/index.html')).toMatch(
      /<a class="navbar__link navbar__link--active lamp-versions"[^>]*role="button"/,
    );
  });

  it('shows the badge over a doc of a version with one, and the banner over an unreleased version', async () => {
    const steady = await page('docs/intro/index.html');
    expect(steady).toContain('<span class="theme-doc-version-badge badge badge--secondary">Version: Steady</span>');
    expect(steady).not.toContain('theme-doc-version-banner');
    const next = await page('docs/next/intro/index.html');
    expect(next).toMatch(/<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">/);
    // Docusaurus's words (DocVersionBanner), the version's label in bold, the link's text "latest version".
    expect(next).toContain('<div>This is unreleased documentation for Lantern Notes <b>Tomorrow</b> version.</div>');
    expect(next).toContain(
      '<div class="margin-top--md">For up-to-date documentation, see the <b><a href="/docs/intro/">latest version</a></b> (Steady).</div>',
    );
  });
});
