// What a dev server keeps per MDX save (issue 35). The MDX module cache names each entry by its
// content, so saving one page writes that page alone: the bundle of what the pages import keeps
// its folder, and so its URL, and Node (which never releases a module it has loaded) does not
// load the site's components again under a new one. Before, each save wrote a new folder with the
// whole bundle and every page, and the server imported all of it again, save after save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CACHE_DIR } from '../../generator/content/mdx-render.ts';
import { startDevServer, type DevForTest } from '../helpers/dev-server.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

const SAVES = 12;
let site: TempSite;
let dev: DevForTest;

/** The cache's bundle folders made for this site (their source maps name its temporary folder). */
async function bundlesOfThisSite(): Promise<string[]> {
  const mine: string[] = [];
  for (const name of await readdir(CACHE_DIR)) {
    if (!/^[0-9a-f]{16}$/.test(name)) continue;
    const files = await readdir(join(CACHE_DIR, name)).catch(() => [] as string[]);
    for (const f of files.filter((f) => f.endsWith('.map')))
      if ((await readFile(join(CACHE_DIR, name, f), 'utf8').catch(() => '')).includes(basename(site.dir))) {
        mine.push(name);
        break;
      }
  }
  return mine.sort();
}

/** The cache's page files holding this text. */
async function pagesWith(text: string): Promise<string[]> {
  const files = (await readdir(join(CACHE_DIR, 'pages'))).filter((f) => f.endsWith('.js'));
  const hits: string[] = [];
  for (const f of files)
    if ((await readFile(join(CACHE_DIR, 'pages', f), 'utf8').catch(() => '')).includes(text)) hits.push(f);
  return hits;
}

beforeAll(async () => {
  // Pages render on a dev worker replaced after this many renders (dev-mdx-worker.ts): the saves
  // below go through three of them.
  process.env.ZAPSITE_DEV_WORKER_RENDERS = '5';
  site = await copyFixture('mdx-site');
  dev = await startDevServer(site.root);
});

afterAll(async () => {
  delete process.env.ZAPSITE_DEV_WORKER_RENDERS;
  await dev?.server.close();
  await site?.remove();
});

describe('zapsite dev, MDX saves', () => {
  it('writes only the saved page to the module cache; the bundle keeps its folder; each save renders, worker after worker', async () => {
    const page = join(site.root, 'content/docs/intro.mdx');
    const original = await readFile(page, 'utf8');
    const before = await bundlesOfThisSite();
    expect(before.length).toBeGreaterThan(0);
    const marker = `Saved in ${basename(site.dir)}`;
    for (let i = 1; i <= SAVES; i++) {
      // As an editor saves: a copy written, then renamed over the page.
      await writeFile(`${page}.tmp`, `${original}\n${marker}, save ${i}.\n`);
      await rename(`${page}.tmp`, page);
      await dev.waitUntil(
        async () => (await (await fetch(`${dev.origin}/docs/`)).text()).includes(`${marker}, save ${i}.`),
        `The page never showed save ${i}`,
      );
    }
    await dev.server.idle();
    expect(dev.server.errors).toEqual([]);
    // The last worker renders the page's components as the first did: an element prop and an island.
    const html = await (await fetch(`${dev.origin}/docs/`)).text();
    expect(html).toContain('PN532');
    expect(html).toContain('Taps so far');
    expect(await bundlesOfThisSite()).toEqual(before);
    // One page file per save, each written once.
    for (let i = 1; i <= SAVES; i++) expect(await pagesWith(`${marker}, save ${i}.`)).toHaveLength(1);
  });
});
