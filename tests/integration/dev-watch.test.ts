// Saves the dev server must never miss. chokidar passes on at most one 'change' per file every
// 50 ms; a second save inside that window, after a rebuild has already read the file, used to be
// lost, and the server kept showing the first version (in CI: an editor-style save that truncates,
// stalls, then writes left "content/docs/guide/index.mdx is empty" on screen for good).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rawEventPath } from '../../generator/dev/watch-targets.ts';
import { startDevServer, type DevForTest } from '../helpers/dev-server.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

const GUIDE = (body: string) => `---\ntitle: Guide\n---\n\n${body}\n`;

let site: TempSite;
let dev: DevForTest;

const guideFile = () => join(site.root, 'content/docs/guide/index.mdx');
const guidePage = async () => (await fetch(`${dev.origin}/docs/guide/`)).text();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitForGuide = (text: string) =>
  dev.waitUntil(async () => (await guidePage()).includes(text), `The page never showed "${text}"`);

beforeAll(async () => {
  site = await copyFixture('dev-site');
  await writeFile(join(site.root, 'NOTES.md'), 'Not part of the site.\n');
  await writeFile(join(site.root, 'static/extra.txt'), 'A static file no page links to.\n');
  // No debounce: the rebuild reads the file as soon as the first change is seen, which is
  // what puts the second save inside chokidar's window.
  dev = await startDevServer(site.root, { debounceMs: 0 });
});

afterAll(async () => {
  await dev?.server.close();
  await site?.remove();
});

describe('zapsite dev, watching', () => {
  it('names the file of a raw watch event from the file itself or from its folder', () => {
    expect(rawEventPath('/site/content/docs/a.md', 'a.md')).toBe('/site/content/docs/a.md');
    expect(rawEventPath('/site/content/docs', 'a.md')).toBe('/site/content/docs/a.md');
    expect(rawEventPath('/site/content/docs', null)).toBe('/site/content/docs');
  });

  it('shows a save that lands just after a rebuild read the truncated file', async () => {
    for (let round = 1; round <= 5; round++) {
      const file = await open(guideFile(), 'w'); // truncated: the server sees an empty file
      await sleep(25); // it reports that; then the text arrives, well inside 50 ms of the first change
      await file.writeFile(GUIDE(`Saved text, round ${round}.`));
      await file.close();
      await waitForGuide(`Saved text, round ${round}.`);
    }
    await dev.server.idle();
    expect(dev.server.errors).toEqual([]);
    // Reading files raises no watch event: left alone, the server stays idle. (The pause first
    // lets a slow duplicate event of the last save land; a rebuild feeding itself never stops.)
    await sleep(200);
    await dev.server.idle();
    const seen = dev.events.length;
    await sleep(500);
    expect(dev.events.slice(seen)).toEqual([]);
  });

  it('shows the second of two atomic saves (write a copy, rename it over) made 20 ms apart', async () => {
    for (let round = 1; round <= 5; round++) {
      for (const which of ['First', 'Second']) {
        await writeFile(`${guideFile()}.tmp`, GUIDE(`${which} atomic save, round ${round}.`));
        await rename(`${guideFile()}.tmp`, guideFile());
        if (which === 'First') await sleep(20);
      }
      await waitForGuide(`Second atomic save, round ${round}.`);
    }
  });

  it.each(['content/docs/guide/_category_.json', 'static/extra.txt'])(
    'takes the deletion of %s without a passing error',
    async (file) => {
      await dev.server.idle();
      const seen = dev.events.length;
      await rm(join(site.root, file));
      await dev.waitUntil(() => dev.events.slice(seen).some((e) => e.type === 'built'), 'No rebuild after the delete');
      await sleep(200);
      await dev.server.idle();
      expect(dev.events.slice(seen).filter((e) => e.type === 'failed')).toEqual([]);
      expect(dev.server.errors).toEqual([]);
    },
  );

  it('does not rebuild for a file in the site folder that is not part of the site', async () => {
    await dev.server.idle();
    const seen = dev.events.length;
    await writeFile(join(site.root, 'NOTES.md'), 'Still not part of the site.\n');
    await sleep(500);
    expect(dev.events.slice(seen)).toEqual([]);
  });

  it('shows the second of two saves made 20 ms apart', async () => {
    for (let round = 1; round <= 5; round++) {
      await writeFile(guideFile(), GUIDE(`First save, round ${round}.`));
      await sleep(20);
      await writeFile(guideFile(), GUIDE(`Second save, round ${round}.`));
      await waitForGuide(`Second save, round ${round}.`);
    }
  });
});
