// Docusaurus's `markdown.preprocessor` and `markdown.parseFrontMatter`, written in a Docusaurus
// config: migrate carries them over as references into zapsite.config.ts and every build runs them
// as Docusaurus does. The preprocessor's text is rendered (a partial's too); parseFrontMatter, given
// the file as written, gives the front matter pages, sidebars and `{frontMatter.x}` read, and the
// body a title comes from. One that throws is one error at its line, naming the files.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture } from '../helpers/build.ts';
import { build, createBuildCache } from '../../generator/pipeline.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, migratedSite, put } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Kilns',
  url: 'https://kilns.example.com',
  baseUrl: '/',
  markdown: {
    preprocessor: ({ filePath, fileContent }) =>
      fileContent.replaceAll('@@CONE@@', filePath.endsWith('.mdx') ? 'cone 6 (mdx)' : 'cone 6'),
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      if (process.env.KILN_FM_FAIL && params.filePath.includes('glazes')) throw new Error('the kiln is cold');
      result.frontMatter.pagination_next = null;
      result.frontMatter.pagination_prev = null;
      if (params.filePath.endsWith('firing.md')) result.frontMatter.title = 'Firing schedule';
      result.frontMatter.shade = 'celadon';
      return { ...result, content: result.content.replace('Draft note.', 'Bisque first, then glaze.') };
    },
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
};
`;

describe('markdown.preprocessor and markdown.parseFrontMatter of a migrated Docusaurus config', () => {
  const site = migratedSite('markdown-functions', {
    'docusaurus.config.js': CONFIG,
    'sidebars.js': "module.exports = { docs: ['firing', 'glazes', 'loading'] };\n",
    'docs/firing.md': '---\ntitle: Firing\n---\n\nDraft note.\n\nTake the kiln to @@CONE@@ slowly.\n',
    'docs/glazes.mdx':
      "import Safety from './_safety.md';\n\n# Glazes\n\nThis glaze is {frontMatter.shade}, fired at @@CONE@@.\n\n<Safety />\n",
    'docs/_safety.md': 'Never open the lid above @@CONE@@.\n',
    'docs/loading.md': '# Loading\n\nShelves first.\n',
    'src/pages/index.md': '# Kilns\n',
  });
  const html = (path: string) => readFile(join(site.out, path), 'utf8');
  // The page's body: its description is made from the file as written, as Docusaurus makes it.
  const content = (page: string) => /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '';

  it('are carried over as references to the config', async () => {
    expect(site.migrated.code).toBe(0);
    const said = site.migrated.stdout;
    expect(said).toContain('markdown.preprocessor (a function, taken from docusaurus.config.js at each build)');
    expect(said).toContain('markdown.parseFrontMatter (a function, taken from docusaurus.config.js at each build)');
    expect(said).not.toContain('cannot run in zapsite');
    const written = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(written).toContain(
      "preprocessor: { docusaurusConfig: './docusaurus.config.js', path: ['markdown', 'preprocessor'] }",
    );
    expect(written).toContain(
      "parseFrontMatter: { docusaurusConfig: './docusaurus.config.js', path: ['markdown', 'parseFrontMatter'] }",
    );
  });

  it("renders the preprocessor's text: a .md doc's, an .mdx doc's and its partial's", async () => {
    // Keys the function adds are the site's code's, not a writer's slip: no front-matter-unread.
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[/);
    expect(site.built.code).toBe(0);
    const firing = content(await html('docs/firing/index.html'));
    expect(firing).toContain('Take the kiln to cone 6 slowly.');
    expect(firing).not.toContain('@@CONE@@');
    const glazes = content(await html('docs/glazes/index.html'));
    expect(glazes).toContain('fired at cone 6 (mdx).');
    expect(glazes).toContain('Never open the lid above cone 6.');
    expect(glazes).not.toContain('@@CONE@@');
  });

  it('takes the front matter parseFrontMatter gives: title, pagination and {frontMatter.x}', async () => {
    const firing = await html('docs/firing/index.html');
    expect(firing).toContain('<title>Firing schedule | Kilns</title>');
    expect(firing).toContain('<h1>Firing schedule</h1>');
    // Every doc's pagination_prev and _next are null: no "Docs pages" navigation anywhere.
    for (const doc of ['firing', 'glazes', 'loading'])
      expect(await html(`docs/${doc}/index.html`)).not.toContain('aria-label="Docs pages"');
    // The sidebar's label is the title it gave.
    expect(await html('docs/loading/index.html')).toContain(
      'href="/docs/firing"><span class="linkLabel_WmDU">Firing schedule</span>',
    );
    expect(await html('docs/glazes/index.html')).toContain('This glaze is celadon, fired at');
  });

  it('takes the description from the content it returns, as Docusaurus takes the excerpt', async () => {
    expect(await html('docs/firing/index.html')).toContain(
      '<meta name="description" content="Bisque first, then glaze."/>',
    );
  });

  it('one that throws is one error at its line in docusaurus.config.js, naming the files', async () => {
    const failed = await zapsite(['build', '--root', site.root, '--out', join(site.out, '..', 'out-2')], {
      KILN_FM_FAIL: '1',
    });
    expect(failed.code).toBe(1);
    const all = failed.stdout + failed.stderr;
    expect(all.match(/error\[markdown-function\]/g)).toHaveLength(1);
    expect(all).toContain('The markdown.parseFrontMatter function failed on a file: the kiln is cold');
    const line = CONFIG.split('\n').findIndex((l) => l.includes("throw new Error('the kiln is cold')")) + 1;
    expect(all).toContain(`docusaurus.config.js:${line}:`);
    expect(all).toContain('docs/glazes.mdx');
  });
});

/** The classic fixture with `markdown` (its value, as TypeScript) in its zapsite.config.ts. */
const classicWithMarkdown = (markdown: string) =>
  copyFixtureWithConfig('classic-site', (config) =>
    config.replace(
      "docs: { path: 'docs', sidebarPath: 'sidebars.ts' },",
      `docs: { path: 'docs', sidebarPath: 'sidebars.ts' },\n  markdown: ${markdown},`,
    ),
  );

describe('markdown functions written in zapsite.config.ts', () => {
  it('runs them, and one that returns what is not text is an error at its key naming the files', async () => {
    const site = await classicWithMarkdown(
      "{\n    preprocessor: ({ fileContent }) =>\n      fileContent.includes('@@NONE@@') ? undefined : fileContent.replaceAll('@@LAMP@@', 'brass lamp'),\n  }",
    );
    try {
      await put(site.root, 'docs/guide/brass.md', '# Brass\n\nPolish the @@LAMP@@.\n');
      const good = await buildFixture(site.root);
      expect(good.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(good.writer.text('docs/guide/brass/index.html')).toContain('Polish the brass lamp.');
      await put(site.root, 'docs/guide/tin.md', '# Tin\n\n@@NONE@@\n');
      await put(site.root, 'docs/guide/zinc.md', '# Zinc\n\n@@NONE@@\n');
      const bad = await buildFixture(site.root);
      expect(bad.ok).toBe(false);
      const problems = bad.diagnostics.filter((d) => d.code === 'markdown-function');
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({
        severity: 'error',
        message: "The markdown.preprocessor function failed on 2 files: it returned undefined, not the file's text",
        file: 'zapsite.config.ts',
      });
      expect(problems[0]!.affects?.sort()).toEqual(['docs/guide/tin.md', 'docs/guide/zinc.md']);
    } finally {
      await site.remove();
    }
  }, 120_000);
});

describe('markdown.preprocessor in a dev rebuild', () => {
  it('runs on each file as written, not again on its last result, when the cache keeps the file', async () => {
    const site = await classicWithMarkdown("{ preprocessor: ({ fileContent }) => fileContent + '\\nMark.\\n' }");
    try {
      await put(site.root, 'docs/guide/brass.md', '# Brass\n\nPolish it.\n');
      const cache = createBuildCache();
      const once = async (changed?: Set<string>) => {
        const writer = new MemoryWriter();
        await build({ root: site.root, writer, offline: true, cache, ...(changed ? { changedPaths: changed } : {}) });
        return writer.text('docs/guide/brass/index.html') ?? '';
      };
      expect((await once()).match(/<p>Mark\.<\/p>/g)).toHaveLength(1);
      // Another file changes; brass.md's object comes from the cache.
      const oil = join(site.root, 'docs/guide/oil.md');
      await put(site.root, 'docs/guide/oil.md', '# Oil\n\nParaffin.\n');
      expect((await once(new Set([oil]))).match(/<p>Mark\.<\/p>/g)).toHaveLength(1);
    } finally {
      await site.remove();
    }
  }, 120_000);
});
