// `editUrl` written as a function, as Docusaurus allows and translated sites mostly write it: the
// docs function is called with { version, versionDocsDirPath, docPath, permalink, locale } and the
// blog's with { blogDirPath, blogPath, permalink, locale }; front matter custom_edit_url still wins,
// and undefined means no link. A function that throws is one error at the function, naming the
// files. Then a Docusaurus site whose functions migrate carries over as references into its config,
// which every build runs to call them.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { zapsite } from '../helpers/cli.ts';
import { buildWithEditedConfig, copyFixtureWithConfig, migratedSite, put, type TempSite } from './temp-site.ts';

/** The href of a page's "Edit this page" link, or undefined when it has none. */
const editLink = (html: string | undefined) =>
  /<a href="([^"]*)" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">/.exec(html ?? '')?.[1];

const DOCS_EDIT_URL = `editUrl: ({ version, versionDocsDirPath, docPath, permalink, locale }) =>
      docPath === 'guide/oil.md'
        ? undefined
        : \`https://lamps.example.org/edit/\${locale}/\${version}/\${versionDocsDirPath}/\${docPath}#\${permalink}\`,`;
const BLOG_EDIT_URL = `editUrl: ({ blogDirPath, blogPath, permalink, locale }) =>
      \`https://lamps.example.org/posts/\${locale}/\${blogDirPath}/\${blogPath}#\${permalink}\`,`;

describe('editUrl functions in zapsite.config.ts', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  const page = (url: string) => out.writer.text(`${url.replace(/^\//, '')}index.html`);

  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (config) =>
      config
        .replace(
          "docs: { path: 'docs', sidebarPath: 'sidebars.ts' },",
          `docs: {\n    path: 'docs',\n    sidebarPath: 'sidebars.ts',\n    ${DOCS_EDIT_URL}\n  },`,
        )
        .replace("blog: { path: 'blog' },", `blog: {\n    path: 'blog',\n    ${BLOG_EDIT_URL}\n  },`),
    );
    // A released version, so each doc's version and folder are its own.
    await put(site.root, 'versions.json', '["1.0"]\n');
    await put(site.root, 'versioned_docs/version-1.0/intro.md', '# Introduction\n\nThe 1.0 lantern.\n');
    await put(site.root, 'versioned_sidebars/version-1.0-sidebars.json', '{ "guide": ["intro"] }\n');
    await put(
      site.root,
      'docs/guide/wicks.md',
      '---\ncustom_edit_url: https://elsewhere.example/wicks\n---\n\n# Wicks\n',
    );
    await put(site.root, 'docs/guide/spark.md', '# Spark\n\nStrike away from you.\n');
    await put(site.root, 'docs/guide/flame.md', '---\ncustom_edit_url: null\n---\n\n# Flame\n\nBlue is clean.\n');
    out = await buildFixture(site.root);
  }, 120_000);
  afterAll(() => site.remove());

  it('builds', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.ok).toBe(true);
  });

  it("calls the docs function with each doc's version, its folder, its path and permalink, and the locale", () => {
    expect(editLink(page('/docs/next/intro/'))).toBe(
      'https://lamps.example.org/edit/en/current/docs/intro.md#/docs/next/intro',
    );
    expect(editLink(page('/docs/intro/'))).toBe(
      'https://lamps.example.org/edit/en/1.0/versioned_docs/version-1.0/intro.md#/docs/intro',
    );
    expect(editLink(page('/docs/next/guide/spark/'))).toBe(
      'https://lamps.example.org/edit/en/current/docs/guide/spark.md#/docs/next/guide/spark',
    );
  });

  it('gives no link where the function returns undefined; custom_edit_url wins, null hides it', () => {
    expect(page('/docs/next/guide/oil/')).toContain('<h1>Oil</h1>');
    expect(editLink(page('/docs/next/guide/oil/'))).toBeUndefined();
    expect(editLink(page('/docs/next/guide/wicks/'))).toBe('https://elsewhere.example/wicks');
    expect(page('/docs/next/guide/flame/')).toContain('Blue is clean.');
    expect(editLink(page('/docs/next/guide/flame/'))).toBeUndefined();
  });

  it("calls the blog function with the post's folder, its path, its permalink and the locale", () => {
    expect(editLink(page('/blog/2026/01/10/first-light/'))).toBe(
      'https://lamps.example.org/posts/en/blog/2026-01-10-first-light.md#/blog/2026/01/10/first-light',
    );
  });

  it('stops the build at the function that throws, naming the files it threw for', async () => {
    const { outcome: failed, edited: throwing } = await buildWithEditedConfig(site, (config) =>
      config.replace(
        "docPath === 'guide/oil.md'",
        "docPath.startsWith('guide/') ? (() => { throw new Error('no guide edits'); })() : docPath === 'x'",
      ),
    );
    expect(failed.ok).toBe(false);
    const problems = failed.diagnostics.filter((d) => d.code === 'edit-url-function');
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem).toMatchObject({
      severity: 'error',
      message: 'The editUrl function of docs threw: no guide edits',
      file: 'zapsite.config.ts',
      line: throwing.split('\n').findIndex((l) => l.trimStart().startsWith('editUrl: ({ version')) + 1,
    });
    expect(problem!.affects?.sort()).toEqual(['docs/guide/oil.md', 'docs/guide/spark.md']);
  });
});

const CONFIG = `// @ts-check
const repo = 'https://github.com/acme/lamps';

/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.js',
          editUrl: ({ versionDocsDirPath, docPath, locale }) => {
            if (process.env.LAMPS_EDIT_FAIL) throw new Error('the lamp is out');
            return \`\${repo}/edit/main/\${versionDocsDirPath}/\${docPath}?lang=\${locale}\`;
          },
        },
        blog: {
          editUrl: ({ blogDirPath, blogPath }) => \`\${repo}/edit/main/\${blogDirPath}/\${blogPath}\`,
        },
      },
    ],
  ],
};
`;

describe('editUrl functions of a migrated Docusaurus config', () => {
  const site = migratedSite('edit-url-functions', {
    'docusaurus.config.js': CONFIG,
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    'docs/intro.md': '# Intro\n\nLight the lamp.\n',
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n\n<!-- truncate -->\n\nMore.\n',
    'src/pages/index.md': '# Lamps\n',
  });
  const html = (path: string) => readFile(join(site.out, path), 'utf8');

  it('are carried over as references to the config, with no note', async () => {
    expect(site.migrated.code).toBe(0);
    expect(site.migrated.stdout).toContain('docs.editUrl (a function, taken from docusaurus.config.js at each build)');
    expect(site.migrated.stdout).toContain('blog.editUrl (a function, taken from docusaurus.config.js at each build)');
    expect(site.migrated.stdout).not.toContain('editUrl function is not carried over');
    expect(site.migrated.stdout).toContain('Every setting was carried over.');
    const written = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(written).toContain(
      "editUrl: { docusaurusConfig: './docusaurus.config.js', path: ['presets', 0, 1, 'docs', 'editUrl'] }",
    );
    expect(written).toContain(
      "editUrl: { docusaurusConfig: './docusaurus.config.js', path: ['presets', 0, 1, 'blog', 'editUrl'] }",
    );
  });

  it('the build calls them: each doc and post has the link its function gives', async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[/);
    expect(site.built.code).toBe(0);
    expect(editLink(await html('docs/intro/index.html'))).toBe(
      'https://github.com/acme/lamps/edit/main/docs/intro.md?lang=en',
    );
    expect(editLink(await html('blog/2024/01/02/hello/index.html'))).toBe(
      'https://github.com/acme/lamps/edit/main/blog/2024-01-02-hello.md',
    );
  });

  it('one that throws is an error at its line in docusaurus.config.js', async () => {
    const failed = await zapsite(['build', '--root', site.root, '--out', join(site.out, '..', 'out-2')], {
      LAMPS_EDIT_FAIL: '1',
    });
    expect(failed.code).toBe(1);
    const all = failed.stdout + failed.stderr;
    expect(all).toContain('error[edit-url-function]');
    expect(all).toContain('The editUrl function of docs threw: the lamp is out');
    const line = CONFIG.split('\n').findIndex((l) => l.includes("throw new Error('the lamp is out')")) + 1;
    expect(all).toContain(`docusaurus.config.js:${line}:`);
    expect(all).toContain('docs/intro.md');
  });

  it('a config that no longer has the function there is a located error, exit 2', async () => {
    const file = join(site.root, 'docusaurus.config.js');
    const changed = CONFIG.replace('editUrl: ({ blogDirPath', 'editLink: ({ blogDirPath');
    await writeFile(file, changed);
    try {
      const failed = await zapsite(['build', '--root', site.root, '--out', join(site.out, '..', 'out-3')]);
      expect(failed.code).toBe(2);
      const all = failed.stdout + failed.stderr;
      expect(all).toContain('error[plugin-docusaurus-config]');
      expect(all).toContain('docusaurus.config.js has no editUrl at presets.0.1.blog.editUrl: that is undefined.');
      const line = changed.split('\n').findIndex((l) => l.trimStart().startsWith('blog: {')) + 1;
      expect(all).toContain(`docusaurus.config.js:${line}:`);
    } finally {
      await writeFile(file, CONFIG);
    }
  });
});
