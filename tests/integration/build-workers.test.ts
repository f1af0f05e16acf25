// Build workers must not change a single byte: the same sites built on the main thread alone and
// with one and two workers write identical folders. And a worker's failure fails the build.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { build } from '../../generator/pipeline.ts';
import { BuildPool } from '../../generator/workers/pool.ts';
import { writeCorpus } from '../helpers/corpus.ts';
import { zaparooSiteFolder } from '../helpers/zaparoo-build.ts';
import { FIXTURES, REPO } from '../helpers/paths.ts';
import { ZapsiteError } from '../../generator/diagnostics.ts';
import { compileInProcess, type MdxCompileOptions } from '../../generator/content/mdx-compile.ts';
import { resolverFactory, type PoolContext } from '../../generator/content/render-pool.ts';
import type { Diagnostic } from '../../generator/types.ts';

const tmp = mkdtempSync(join(tmpdir(), 'zapsite-workers-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every file of an output folder with its bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const f of fg.sync('**/*', { cwd: dir, onlyFiles: true, dot: true }).sort())
    out.set(f, readFileSync(join(dir, f)));
  return out;
}

async function buildWith(root: string, workers: number): Promise<Map<string, Buffer>> {
  const outDir = join(tmp, `${root.split('/').pop()}-${workers}`);
  const result = await build({ root, outDir, offline: true, workers });
  const files = snapshot(outDir);
  expect(result.files).toBe(files.size);
  return files;
}

function expectSame(a: Map<string, Buffer>, b: Map<string, Buffer>) {
  expect([...b.keys()]).toEqual([...a.keys()]);
  const differing = [...a].filter(([path, bytes]) => !bytes.equals(b.get(path)!)).map(([path]) => path);
  // Where the first differing file parts, so a rare difference can be read from the CI log.
  const first = differing[0];
  const index = first ? [...a.get(first)!].findIndex((byte, i) => byte !== b.get(first)![i]) : -1;
  // One file a prefix of the other: they part where the shorter ends.
  const at = first && index < 0 ? Math.min(a.get(first)!.length, b.get(first)!.length) : index;
  const around = (bytes: Buffer) => bytes.subarray(Math.max(0, at - 120), at + 120).toString();
  expect(
    differing,
    first ? `${first} differs from byte ${at}:\n${around(a.get(first)!)}\n---\n${around(b.get(first)!)}` : '',
  ).toEqual([]);
}

/** Builds a broken site alone, with one worker and with two: each must report the same diagnostics, returned. */
async function sameFailures(root: string): Promise<Diagnostic[]> {
  const failures = async (workers: number): Promise<Diagnostic[]> => {
    const error = await build({
      root,
      outDir: join(tmp, `${root.split('/').pop()}-${workers}`),
      offline: true,
      workers,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZapsiteError);
    return (error as ZapsiteError).diagnostics;
  };
  const alone = await failures(0);
  expect(await failures(1)).toEqual(alone);
  expect(await failures(2)).toEqual(alone);
  return alone;
}

/**
 * An MDX corpus for a test to break: `rewrite` changes one of its docs, `lineOf` finds a line in one.
 * 60 pages: the threads share them out a few at a time, so which thread meets a broken page varies
 * with any size; each build here runs three times (alone, one worker, two), so its size is paid thrice.
 */
function mdxCorpus(name: string) {
  const corpus = writeCorpus(join(tmp, name), { pages: 60, mdx: true });
  const docs = join(corpus.root, 'content/docs');
  const rewrite = (file: string, change: (text: string) => string) =>
    writeFileSync(join(docs, file), change(readFileSync(join(docs, file), 'utf8')));
  const lineOf = (file: string, part: string) =>
    readFileSync(join(docs, file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(part)) + 1;
  return { corpus, rewrite, lineOf };
}

describe('build workers', () => {
  it('write the Zaparoo site byte for byte as the main thread alone does', async () => {
    // The main thread's build of the site, kept for every file that reads it (zaparoo-build.ts).
    const alone = snapshot(await zaparooSiteFolder());
    // Docs, blog posts, MDX pages, redirects and images all went through.
    expect([...alone.keys()]).toEqual(
      expect.arrayContaining(['index.html', 'docs/index.html', 'blog/index.html', '404.html', 'sitemap.xml']),
    );
    expectSame(alone, await buildWith(REPO, 1));
    expectSame(alone, await buildWith(REPO, 2));
  });

  it('write a nested docs corpus byte for byte too (sidebars pruned in the worker)', async () => {
    const corpus = writeCorpus(join(tmp, 'corpus'), { pages: 120 });
    const alone = await buildWith(corpus.root, 0);
    const docs = [...alone.keys()].filter((p) => p.startsWith('docs/') && p.endsWith('.html'));
    expect(docs.length).toBeGreaterThanOrEqual(120);
    // The pages carry a pruned sidebar: the check below would be empty if they carried none.
    expect(alone.get(docs[docs.length - 1]!)!.toString()).toContain('aria-current="page"');
    expectSame(alone, await buildWith(corpus.root, 2));
  });

  it('write an MDX corpus byte for byte too (its files compiled in the workers)', async () => {
    const corpus = writeCorpus(join(tmp, 'mdx-corpus'), { pages: 120, mdx: true });
    const alone = await buildWith(corpus.root, 0);
    const last = corpus.pages[corpus.pages.length - 1]!;
    const html = alone.get(`${last.url.slice(1)}index.html`)!.toString();
    // The imported component rendered, and the code blocks were highlighted after it.
    expect(html).toContain(`<span class="badge badge--plain">${last.categories[2]}</span>`);
    expect(html).toContain('color:var(--zs-code-token-');
    expectSame(alone, await buildWith(corpus.root, 1));
    expectSame(alone, await buildWith(corpus.root, 2));
  });

  it('write a Docusaurus-style site byte for byte too: React pages, Docusaurus modules, <Head>, @theme/CodeBlock', async () => {
    const root = join(FIXTURES, 'docusaurus-modules');
    const alone = await buildWith(root, 0);
    const home = alone.get('index.html')!.toString();
    // What only the per-page context and <Head> give: a worker that lost either would differ here.
    expect(home).toContain('You are at <code>/bench/</code> with 3 readers for MiSTer.');
    expect(home).toContain('<meta name="theme-color" content="#1d6b57"');
    expect(home).toContain('<title>Welcome to the bench');
    expect(alone.get('showcase/index.html')!.toString()).toContain('/bench/showcase/');
    // The CodeBlock found in the rendered HTML was highlighted as a fenced block is.
    expect(alone.get('docs/setup/index.html')!.toString()).toMatch(/reader\.js[\s\S]*color:var\(--zs-code-token-/);
    expectSame(alone, await buildWith(root, 1));
    expectSame(alone, await buildWith(root, 2));
  });

  it('report a broken link in a React page rendered on a worker as the main thread does', async () => {
    const root = join(tmp, 'docusaurus-broken');
    cpSync(join(FIXTURES, 'docusaurus-modules'), root, {
      recursive: true,
      filter: (src) => !src.includes('/node_modules'),
    });
    writeFileSync(
      join(root, 'src/pages/lost.tsx'),
      'import Layout from \'@theme/Layout\';\nimport Link from \'@docusaurus/Link\';\n\nexport default function Lost() {\n  return (\n    <Layout title="Lost reader">\n      <p>\n        The <Link to="/docs/gone-reader">old reader notes</Link> moved.\n      </p>\n    </Layout>\n  );\n}\n',
    );
    const alone = await sameFailures(root);
    // Placed where the page writes the link, though React's output has no positions.
    const written = '        The <Link to="/docs/gone-reader">old reader notes</Link> moved.';
    expect(alone).toEqual([
      expect.objectContaining({
        file: 'src/pages/lost.tsx',
        message: expect.stringContaining('/docs/gone-reader'),
        line: 8,
        column: written.indexOf('/docs') + 1,
        sourceLine: written,
      }),
    ]);
  });

  it('report bad MDX compiled in a worker where it is, as the main thread does', async () => {
    const { corpus, rewrite, lineOf } = mdxCorpus('mdx-bad');
    const [unclosed, broken] = [corpus.pages[25]!, corpus.pages[50]!];
    rewrite(unclosed.file, (t) => t.replace(/<Badge (.*) \/>/, '<Badge $1>'));
    rewrite(broken.file, (t) => t.replace(/\n## /, '\nRead [the gone notes](./gone-page.mdx) first.\n\n## '));
    const alone = await sameFailures(corpus.root);
    expect(alone).toEqual([
      expect.objectContaining({
        code: 'mdx-syntax',
        file: `content/docs/${unclosed.file}`,
        line: expect.any(Number),
        column: expect.any(Number),
        sourceLine: expect.any(String),
      }),
      expect.objectContaining({
        file: `content/docs/${broken.file}`,
        line: lineOf(broken.file, 'gone-page.mdx'),
        column: 6,
        sourceLine: expect.stringContaining('./gone-page.mdx'),
      }),
    ]);
  });

  it('report a page that throws while rendering on a worker at its line, through the bundle source maps', async () => {
    const { corpus, rewrite, lineOf } = mdxCorpus('mdx-throws');
    const [expression, component] = [corpus.pages[15]!, corpus.pages[50]!];
    rewrite(expression.file, (t) => t.replace(/\n## /, '\nThe reader reports {[].missing.length} tags.\n\n## '));
    writeFileSync(
      join(corpus.root, 'src/components/Fuse.tsx'),
      'export default function Fuse({ volts }: { volts: number }) {\n  if (volts > 5) throw new Error(`the fuse blew at ${volts} V`);\n  return <b>{volts} V</b>;\n}\n',
    );
    rewrite(component.file, (t) =>
      t.replace(
        /\n## /,
        "\nimport Fuse from '@site/src/components/Fuse';\n\nThe MiSTer draws <Fuse volts={12} /> from its supply.\n\n## ",
      ),
    );
    const alone = await sameFailures(corpus.root);
    expect(alone).toHaveLength(2);
    expect(alone).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'mdx-render',
          file: `content/docs/${expression.file}`,
          line: lineOf(expression.file, '[].missing'),
          sourceLine: expect.stringContaining('[].missing.length'),
        }),
        expect.objectContaining({
          code: 'mdx-render',
          message: expect.stringContaining('the fuse blew at 12 V'),
          file: 'src/components/Fuse.tsx',
          line: 2,
          sourceLine: expect.stringContaining('throw new Error'),
        }),
      ]),
    );
  });
});

const ctx: PoolContext = {
  resolver: {
    baseUrl: '/',
    trailingSlash: true,
    contentDirs: { doc: '/site/content/docs' },
    siteDir: '/site',
    fileUrls: [],
    pages: [],
    assets: [],
    contentAssets: [],
    staticFiles: [],
  },
  latestPosts: [],
  baseUrl: '/',
  onBrokenMarkdownLinks: 'throw',
  onBrokenImages: 'throw',
};
const file = (name: string) => ({
  absPath: `/site/content/docs/${name}.md`,
  relPath: `content/docs/${name}.md`,
  contentPath: `${name}.md`,
  kind: 'doc' as const,
  text: `# ${name}\n\nText.\n`,
});

const moduleUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

describe('BuildPool', () => {
  it('compiles MDX on a worker to what this thread makes: the module, its links and components, a located syntax error', async () => {
    const pool = new BuildPool(1);
    const components = { names: new Set(['Admonition', 'Tabs']), render: () => '' };
    pool.useTheme(
      moduleUrl(
        `export const createContentComponents = () => ({ names: new Set(['Admonition', 'Tabs']), render: () => '' });`,
      ),
    );
    const mdx = (name: string, text: string) => ({
      file: { ...file(name), absPath: `/site/content/docs/${name}.mdx`, relPath: `content/docs/${name}.mdx`, text },
      body: text,
      url: `/docs/${name}/`,
    });
    const jobs = [
      mdx(
        'good',
        `import Gauge from './Gauge';\n\n# Good\n\nSee [the other page](/docs/other/) and <Gauge level={3} />.\n\n<Tabs>\n\n:::tip[Careful]\nTap once.\n:::\n\n</Tabs>\n\n\`\`\`bash\nzaparoo run\n\`\`\`\n`,
      ),
      mdx('unclosed', '# Unclosed\n\nA <Gauge level={3}> with no end.\n'),
    ];
    const opts: MdxCompileOptions = { located: ['Admonition'], atProp: 'data-at', fastPath: true };
    try {
      const there = await pool.compileMdx(jobs, ctx, opts);
      const here = await compileInProcess(
        jobs,
        { ...ctx, resolverFor: resolverFactory(ctx.resolver) },
        components,
        opts,
      );
      // The same, but for how long each compile took.
      const timeless = (m: typeof here) => new Map([...m].map(([path, { ms: _ms, ...r }]) => [path, r]));
      expect(timeless(there)).toEqual(timeless(here));
      expect([...there.values()].every((r) => r.ms > 0)).toBe(true);
      const good = there.get(jobs[0]!.file.absPath)!;
      expect(good.compiled!.js).toContain('MDXContent');
      expect(good.found.links).toEqual([expect.objectContaining({ raw: '/docs/other/', kind: 'link' })]);
      expect(good.found.components).toEqual(['Tabs', 'Admonition']);
      expect([...good.compiled!.facts.components.keys()]).toEqual(['Gauge', 'Tabs']);
      const bad = there.get(jobs[1]!.file.absPath)!;
      expect(bad.compiled).toBeUndefined();
      expect(bad.found.diagnostics).toEqual([
        expect.objectContaining({
          code: 'mdx-syntax',
          file: 'content/docs/unclosed.mdx',
          line: expect.any(Number),
          sourceLine: expect.any(String),
        }),
      ]);
    } finally {
      await pool.close();
    }
  });

  it('rejects with the theme error when a worker cannot load the theme', async () => {
    const pool = new BuildPool(1);
    try {
      pool.useTheme(moduleUrl('throw new Error("the theme exploded");'));
      const f = file('a');
      await expect(pool.content([{ file: f, body: f.text, url: '/docs/a/' }], ctx)).rejects.toThrow(
        /the theme exploded/,
      );
    } finally {
      await pool.close();
    }
  });

  const page = (url: string) => ({
    path: `${url.slice(1)}index.html`,
    data: {
      page: { url, layout: 'page' as const, title: url, noindex: false, html: '', hideToc: false, frontMatter: {} },
      toc: [],
    },
  });
  const site = {} as Parameters<BuildPool['pages']>[1]['site'];
  const pageTheme = moduleUrl(`
    export const createContentComponents = () => ({ names: new Set(), render: () => '' });
    export const renderPage = (d) => { if (d.page.url === '/bad/') throw new Error('page /bad/ broke'); return '<p>' + d.page.url + '</p>'; };
  `);

  it('renders each page once, whichever thread claims it', async () => {
    const dir = join(tmp, 'pool-claims');
    const pool = new BuildPool(1);
    try {
      pool.useTheme(pageTheme);
      const pages = Array.from({ length: 300 }, (_, i) => page(`/p${i}/`));
      const run = pool.pages(dir, { root: tmp, site, assets: {} as never, sidebars: {} }, pages);
      const here: string[] = [];
      // The main thread is slow here (as while it builds the search index): the worker takes the rest.
      // Its first page waits for the worker's first, however long the worker takes to start.
      const workerWrote = () => existsSync(dir) && readdirSync(dir).length > 0;
      const written = await run.finish(async (p) => {
        here.push(p.path);
        do await new Promise((r) => setTimeout(r, 5));
        while (here.length === 1 && !workerWrote());
      });
      const there = readdirSync(dir).map((d) => `${d}/index.html`);
      expect(written).toBe(300);
      expect(here.length).toBeGreaterThan(0);
      expect(there.length).toBeGreaterThan(0);
      expect(here.filter((p) => there.includes(p))).toEqual([]);
      expect([...here, ...there].sort()).toEqual(pages.map((p) => p.path).sort());
    } finally {
      await pool.close();
    }
  });

  it("places what site code inside a worker's page threw at the site's line, naming the page", async () => {
    const dir = join(tmp, 'pool-site-throws');
    const root = join(tmp, 'site-throws');
    mkdirSync(join(root, 'src/theme'), { recursive: true });
    const footer = join(root, 'src/theme/Footer.mjs');
    writeFileSync(footer, "export function footer() {\n  throw new Error('the wick is out');\n}\n");
    const pool = new BuildPool(1);
    try {
      pool.useTheme(
        moduleUrl(`
          import { footer } from ${JSON.stringify(pathToFileURL(footer).href)};
          export const createContentComponents = () => ({ names: new Set(), render: () => '' });
          export const renderPage = () => footer();
        `),
      );
      const pages = Array.from({ length: 20 }, (_, i) => page(`/lamp${i}/`));
      const run = pool.pages(dir, { root, site, assets: {} as never, sidebars: {} }, pages);
      // This thread is busy, as while it builds the search index, until the worker has claimed a
      // page and failed on it (however long the worker takes to start).
      const workerFailed = async () => {
        while (!(pool as unknown as { failure?: Error }).failure) await new Promise((r) => setTimeout(r, 10));
      };
      const failed = await run.finish(workerFailed).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(ZapsiteError);
      expect((failed as ZapsiteError).diagnostics).toMatchObject([
        {
          code: 'mdx-render',
          message: 'A component threw while rendering: the wick is out',
          file: 'src/theme/Footer.mjs',
          line: 2,
          sourceLine: "  throw new Error('the wick is out');",
          affects: [expect.stringMatching(/^\/lamp\d+\/$/)],
        },
      ]);
    } finally {
      await pool.close();
    }
  });

  it('fails the pages when one page throws in a worker, after writing the ones before it', async () => {
    const dir = join(tmp, 'pool-pages');
    const pool = new BuildPool(1);
    try {
      pool.useTheme(pageTheme);
      const pages = [page('/one/'), page('/bad/'), page('/three/')];
      const run = pool.pages(dir, { root: tmp, site, assets: {} as never, sidebars: {} }, pages);
      // The main thread joins only once the worker has written the first page and so, a moment
      // later, claimed the second.
      while (!existsSync(join(dir, 'one/index.html'))) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 100));
      const here: string[] = [];
      await expect(run.finish(async (p) => void here.push(p.path))).rejects.toThrow(/page \/bad\/ broke/);
      expect(readFileSync(join(dir, 'one/index.html'), 'utf8')).toBe('<p>/one/</p>');
      expect(existsSync(join(dir, 'bad/index.html'))).toBe(false);
      expect(here.filter((p) => p !== 'three/index.html')).toEqual([]);
    } finally {
      await pool.close();
    }
    expect(readdirSync(dir)).toEqual(['one']);
  });
});
