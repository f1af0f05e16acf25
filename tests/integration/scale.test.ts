// Issue 9: a page's HTML must not grow with the site. Two generated sites of the same shape,
// 100 and 2,000 docs pages, built into memory; the shape is asserted, never the time.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Corpus, CorpusPage } from '../helpers/corpus.ts';
import { cachedCorpus } from '../helpers/corpus-cache.ts';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';

interface Built {
  corpus: Corpus;
  out: FixtureOutcome;
}

let small: Built;
let large: Built;

async function buildCorpus(pages: number): Promise<Built> {
  // Built into memory from the shared copy (progress.test.ts builds the same 2,000 pages).
  const corpus = cachedCorpus({ pages });
  const out = await buildFixture(corpus.root);
  if (!out.ok)
    throw new Error(
      `The ${pages}-page corpus did not build:\n${out.diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`).join('\n')}`,
    );
  return { corpus, out };
}

const htmlFiles = (b: Built) => [...b.out.writer.files.entries()].filter(([path]) => path.endsWith('.html'));
const largestHtml = (b: Built) => Math.max(...htmlFiles(b).map(([, data]) => data.length));
const outPath = (url: string) => `${url.slice(1)}index.html`;
const html = (b: Built, page: CorpusPage) => b.out.writer.text(outPath(page.url))!;
/** Every distinct /docs/... URL a page's HTML mentions, in links, props or scripts. */
const docsUrls = (text: string) => new Set(text.match(/\/docs\/[a-z0-9/-]*\//g) ?? []);

beforeAll(async () => {
  // One after the other: two builds at once would only fight over two cores.
  small = await buildCorpus(100);
  large = await buildCorpus(2000);
}, 600_000);

describe('scale: page weight does not grow with the site', () => {
  it('builds every docs page of both corpora', () => {
    for (const b of [small, large]) {
      const missing = b.corpus.pages.filter((p) => !b.out.writer.files.has(outPath(p.url)));
      expect(missing.map((p) => p.url)).toEqual([]);
    }
    expect(large.corpus.pages.length).toBe(2000);
  });

  it('keeps the largest page of 2,000 pages within 1.3x of the largest of 100', () => {
    const ratio = largestHtml(large) / largestHtml(small);
    expect(ratio).toBeLessThanOrEqual(1.3);
  });

  it('leaves the labels and URLs of far, collapsed categories out of a docs page', () => {
    // A leaf page in the first category; everything inside the last category is far from it
    // (the last category's own page is not: the collapsed top-level entry links to it).
    const page = large.corpus.pages.find((p) => p.categories.length === 3 && p.categories[0] === 'readers')!;
    const text = html(large, page);
    const far = large.corpus.pages.filter(
      (p) => p.categories[0] === 'operations' && p.categories.length > 1 && !page.linksTo.includes(p.url),
    );
    const farCategories = large.corpus.categories.filter((c) => c.dir.startsWith('operations/'));
    expect(far.length).toBeGreaterThan(150);

    const leakedPages = far.filter((p) => text.includes(p.title) || text.includes(`${p.url}"`));
    const leakedCategories = farCategories.filter((c) => text.includes(c.label));
    expect(leakedPages.map((p) => p.title)).toEqual([]);
    expect(leakedCategories.map((c) => c.label)).toEqual([]);

    // The checks look at a real sidebar: the page's own group and the top-level categories are there.
    const siblings = large.corpus.pages.filter(
      (p) => p !== page && p.categories.join('/') === page.categories.join('/'),
    );
    expect(siblings.length).toBeGreaterThan(3);
    for (const s of siblings) expect(text).toContain(s.title);
    const operations = large.corpus.categories.find((c) => c.dir === 'operations')!;
    expect(text).toContain(operations.label);
  });

  it('publishes the whole sidebar once, in the sidebar JSON file, instead of in pages', () => {
    const sidebarFiles = [...large.out.writer.files.keys()].filter((p) => /^assets\/sidebar-[^/]+\.json$/.test(p));
    expect(sidebarFiles).toHaveLength(1);
    const json = large.out.writer.text(sidebarFiles[0]!)!;
    const far = large.corpus.pages.filter((p) => p.categories[0] === 'operations' && p.categories.length === 3);
    expect(far.filter((p) => !json.includes(p.title)).map((p) => p.title)).toEqual([]);
  });

  it('no page of 2,000 carries the route table: each mentions under 10% of the docs URLs', () => {
    const total = large.corpus.pages.length;
    let worst = { path: '', count: 0 };
    for (const [path, data] of htmlFiles(large)) {
      const count = docsUrls(data.toString('utf8')).size;
      if (count > worst.count) worst = { path, count };
    }
    // The whole table would be 2,000; a pruned sidebar, breadcrumbs, prev/next and content links are a few dozen.
    expect(worst.count, `${worst.path} mentions ${worst.count} docs URLs`).toBeLessThan(total / 10);
  });
});
