// The build cache file (generator/build-cache-file.ts): pages are written out as they are rendered
// instead of held until the build ends, the next build reuses them, and a failed build leaves the
// last file whole and nothing unfinished beside it.
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openBuildCache } from '../../generator/build-cache-file.ts';
import { memoFor } from '../../generator/cache.ts';
import type { PageRenderData } from '../../generator/types.ts';

let root: string;
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function siteRoot(): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'zapsite-build-cache-'));
  await mkdir(join(root, 'node_modules'));
  return root;
}
const cacheDir = () => join(root, 'node_modules/.cache/zapsite/build');

/** More pages than one record holds, with characters past U+00FF (kept as UTF-8). */
const URLS = Array.from({ length: 40 }, (_, i) => `/docs/reader-${i}/`);
const data = (url: string, html = `<p>Tap → launch on ${url}</p>`) =>
  ({ site: {}, assets: {}, page: { url, html } }) as unknown as PageRenderData;

/** One build's pages through the cache: returns the URLs it had to render. */
async function renderPages(notes: string[], html?: (url: string) => string) {
  const kept = (await openBuildCache(root, 'code-1', '/theme-1.js', (n) => notes.push(n)))!;
  const rendered: string[] = [];
  const page = memoFor(kept.cache, undefined, true).pages({ theme: 'classic' }, (d) => {
    rendered.push(d.page.url);
    return `<!DOCTYPE html><main>${d.page.html}</main>`;
  });
  const out = URLS.map((url) => page(url, data(url, html?.(url))));
  return { kept, rendered, out };
}

describe('the build cache file', () => {
  it('writes each page as it is rendered, holds none of them, and the next build reuses them all', async () => {
    await siteRoot();
    const notes: string[] = [];
    const first = await renderPages(notes);
    expect(first.rendered).toEqual(URLS);
    // Written out, not held: the map the next build looks pages up in stays empty here.
    expect(first.kept.cache.pages.size).toBe(0);
    expect((await readdir(cacheDir())).filter((n) => n.endsWith('.tmp'))).toHaveLength(1);
    await first.kept.save();
    expect((await readdir(cacheDir())).filter((n) => n.endsWith('.tmp'))).toEqual([]);

    const second = await renderPages(notes);
    expect(second.rendered).toEqual([]);
    expect(second.out).toEqual(first.out);
    expect(second.out[0]).toBe('<!DOCTYPE html><main><p>Tap → launch on /docs/reader-0/</p></main>');
    // A reused page is written again (a page not rendered this build is gone from the next file).
    await second.kept.save();
    const third = await renderPages(notes, (url) =>
      url === URLS[3] ? '<p>Edited</p>' : `<p>Tap → launch on ${url}</p>`,
    );
    expect(third.rendered).toEqual([URLS[3]]);
    expect(notes).toEqual([]);
  });

  it('leaves the last file whole and no unfinished one when a build is discarded', async () => {
    await siteRoot();
    const first = await renderPages([]);
    await first.kept.save();
    const [name] = await readdir(cacheDir());
    const before = await readFile(join(cacheDir(), name!));
    const failed = await renderPages([], (url) => `<p>Changed ${url}</p>`);
    expect(failed.rendered).toEqual(URLS);
    failed.kept.discard();
    expect(await readdir(cacheDir())).toEqual([name]);
    expect((await readFile(join(cacheDir(), name!))).equals(before)).toBe(true);
    expect((await renderPages([])).rendered).toEqual([]);
  });
});
