// What the parser-parity tests share (tests/integration/parser-parity-*.test.ts): a site built
// with `markdown.fastPath` on and off must write identical folders. The tests are split over
// files by input (the Zaparoo site, the fixtures, the corpora) so the two test workers share the
// slow micromark builds out instead of one file running them all at the end of a run.
import { expect } from 'vitest';
import { build } from '../../generator/pipeline.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { readAs } from '../../generator/content/mdx-fast-path.ts';
import { mdxCompatibility } from '../../generator/content/mdx-compat.ts';
import { splitRuns } from '../../generator/content/mdx-split-parse.ts';
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';

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
  return files.filter((f) => readAs(f, readFileSync(f, 'utf8'), { format: config.markdown.format }) !== 'mdx').length;
}

/** How many MDX files of a site have Markdown runs that markdown-it reads (mdx-split-parse.ts). */
function splitFiles(root: string): number {
  const files = fg.sync('**/*.{md,mdx}', { cwd: root, ignore: ['node_modules/**', 'build/**'], absolute: true });
  return files.filter((f) => {
    const runs = splitRuns(mdxCompatibility(readFileSync(f, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')));
    return runs?.some((r) => r.mdx) && runs.some((r) => !r.mdx);
  }).length;
}

/**
 * `fastBuilt`: the site's own build with its config as it is (fast path on), when a kept copy of it
 * exists (tests/helpers/zaparoo-build.ts), instead of building it again here.
 */
export async function expectSameSite(
  root: string,
  format?: 'md',
  split = false,
  fastBuilt?: () => Promise<Map<string, string>>,
): Promise<void> {
  expect(split ? splitFiles(root) : await fastFiles(root)).toBeGreaterThan(0);
  const fast = fastBuilt && !format ? await fastBuilt() : await outputs(root, true, format);
  const slow = await outputs(root, false, format);
  expect({
    onlyFast: [...fast.keys()].filter((k) => !slow.has(k)),
    onlySlow: [...slow.keys()].filter((k) => !fast.has(k)),
  }).toEqual({ onlyFast: [], onlySlow: [] });
  const differing = [...fast].filter(([path, text]) => slow.get(path) !== text).map(([path]) => path);
  expect(differing).toEqual([]);
}
