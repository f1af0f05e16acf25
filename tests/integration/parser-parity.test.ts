// The markdown-it fast path must never change a byte: the same sites built with `markdown.fastPath`
// on and off (every .md file through micromark, or through the MDX compiler when `.md` is MDX)
// write identical folders. Spec examples are held to micromark in tests/unit/content/parser-parity.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../generator/pipeline.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { readAs } from '../../generator/content/mdx-fast-path.ts';
import { mdxCompatibility } from '../../generator/content/mdx-compat.ts';
import { splitRuns } from '../../generator/content/mdx-split-parse.ts';
import { writeCorpus } from '../helpers/corpus.ts';
import { FIXTURES, REPO } from '../helpers/build.ts';
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';

const tmp = mkdtempSync(join(tmpdir(), 'zapsite-parity-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function outputs(root: string, fastPath: boolean, format?: 'md'): Promise<Map<string, string>> {
  const { config } = await loadConfig(root);
  const writer = new MemoryWriter();
  await build({
    root,
    writer,
    offline: true,
    config: { ...config, markdown: { ...config.markdown, fastPath, format: format ?? config.markdown.format } },
  });
  const out = new Map<string, string>();
  for (const [path, data] of writer.files) out.set(path, Buffer.from(data).toString('utf8'));
  return out;
}

/** How many .md files of a site the fast path reads (the test means nothing if none). */
async function fastFiles(root: string): Promise<number> {
  const { config } = await loadConfig(root);
  const files = fg.sync('**/*.md', { cwd: root, ignore: ['node_modules/**', 'build/**'], absolute: true });
  return files.filter((f) => readAs(f, readFileSync(f, 'utf8'), config.markdown.format) !== 'mdx').length;
}

/** How many MDX files of a site have Markdown runs that markdown-it reads (mdx-split-parse.ts). */
function splitFiles(root: string): number {
  const files = fg.sync('**/*.{md,mdx}', { cwd: root, ignore: ['node_modules/**', 'build/**'], absolute: true });
  return files.filter((f) => {
    const runs = splitRuns(mdxCompatibility(readFileSync(f, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')));
    return runs?.some((r) => r.mdx) && runs.some((r) => !r.mdx);
  }).length;
}

async function expectSameSite(root: string, format?: 'md', split = false): Promise<void> {
  expect(split ? splitFiles(root) : await fastFiles(root)).toBeGreaterThan(0);
  const fast = await outputs(root, true, format);
  const slow = await outputs(root, false, format);
  expect({
    onlyFast: [...fast.keys()].filter((k) => !slow.has(k)),
    onlySlow: [...slow.keys()].filter((k) => !fast.has(k)),
  }).toEqual({ onlyFast: [], onlySlow: [] });
  const differing = [...fast].filter(([path, text]) => slow.get(path) !== text).map(([path]) => path);
  expect(differing).toEqual([]);
}

describe('the markdown-it fast path against micromark', () => {
  it('builds the Zaparoo site byte for byte as micromark and the MDX compiler do', async () => {
    await expectSameSite(REPO);
  }, 180_000);

  it('reads the Zaparoo site as CommonMark (format md) byte for byte as remark-parse does', async () => {
    await expectSameSite(REPO, 'md');
  }, 180_000);

  it.each(['basic', 'blog-features', 'links-site', 'theme-kitchen', 'mdx-site', 'remote-site', 'mermaid'])(
    'builds the %s fixture byte for byte',
    async (name) => {
      await expectSameSite(FIXTURES + name);
    },
    120_000,
  );

  it('builds the generated 1,000-page corpus byte for byte', async () => {
    const corpus = writeCorpus(join(tmp, 'corpus'), { pages: 1000, blogPosts: 20 });
    await expectSameSite(corpus.root);
  }, 600_000);
});

// An MDX file's Markdown runs are read by markdown-it and its JSX, expressions and ESM by micromark
// (content/mdx-split-parse.ts); with the fast path off, micromark reads the whole file.
describe('MDX files read in runs against micromark on the whole file', () => {
  it.each(['mdx-runs', 'mdx-site', 'docusaurus-modules', 'theme-kitchen'])(
    'builds the %s fixture byte for byte',
    async (name) => {
      await expectSameSite(FIXTURES + name, undefined, true);
    },
    120_000,
  );

  it('builds a 300-page corpus written as .mdx byte for byte', async () => {
    const corpus = writeCorpus(join(tmp, 'corpus-mdx'), { pages: 300, mdx: true });
    await expectSameSite(corpus.root, undefined, true);
  }, 600_000);
});
