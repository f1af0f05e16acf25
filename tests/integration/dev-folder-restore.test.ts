// A watched folder that goes away and comes back: `mv content /tmp/c && mv /tmp/c content`, or a
// checkout that deletes the folder and writes its files again one by one. chokidar forgets a
// folder once it is deleted; the dev server used to stop seeing it, so the errors of the build
// without it stayed on screen and every later edit was lost until a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startDevServer, type DevForTest } from '../helpers/dev-server.ts';
import { EventStream } from '../helpers/event-stream.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite;
let dev: DevForTest;
let events: EventStream;

const content = () => join(site.root, 'content');
const guidePage = async () => (await fetch(`${dev.origin}/docs/guide/`)).text();
const GUIDE = (body: string) => `---\ntitle: Guide\n---\n\n${body}\n`;

/** The folder's files, by path under it, to write back later. */
async function snapshot(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path.slice(dir.length + 1), await readFile(path));
    }
  return files;
}

/** A removal shows: the build without the folder fails (the config's navbar links to its pages). */
async function seeRemoval(seen: number): Promise<void> {
  await dev.waitUntil(() => dev.events.slice(seen).some((e) => e.type === 'failed'), 'The removal was never seen');
}

/** Back to a clean build, then an edit is served and the open page told to reload. */
async function seeEditAfterRestore(text: string): Promise<void> {
  await dev.waitUntil(
    async () => (await dev.server.idle(), dev.server.errors.length === 0),
    'The errors of the build without the folder stayed after it came back',
  );
  const mark = events.mark();
  await writeFile(join(content(), 'docs/guide/index.mdx'), GUIDE(text));
  await dev.waitUntil(async () => (await guidePage()).includes(text), `The page never showed "${text}"`);
  const reload = await events.waitFor(
    mark,
    'reload',
    (e) => e.event === 'reload' && (e.data.changed === null || e.data.changed.includes('docs/guide/index.html')),
  );
  expect(reload.data.generation).toBe(dev.server.generation);
  await dev.server.idle();
  expect(dev.server.errors).toEqual([]);
}

beforeAll(async () => {
  site = await copyFixture('dev-site');
  dev = await startDevServer(site.root);
  events = await EventStream.open(`${dev.origin}/__zapsite/events`);
});

afterAll(async () => {
  events?.close();
  await dev?.server.close();
  await site?.remove();
});

describe('zapsite dev, a watched folder deleted and restored', () => {
  it('sees edits again after the content folder is moved away and back', async () => {
    for (let round = 1; round <= 2; round++) {
      const seen = dev.events.length;
      await rename(content(), join(site.dir, 'content-away'));
      await seeRemoval(seen);
      await rename(join(site.dir, 'content-away'), content());
      await seeEditAfterRestore(`Edited after moving back, round ${round}.`);
    }
  });

  it('sees edits again after the content folder is deleted and written back file by file', async () => {
    const files = await snapshot(content());
    const seen = dev.events.length;
    await rm(content(), { recursive: true });
    await seeRemoval(seen);
    // As a checkout writes them: the folder first, then each file, a moment apart.
    await mkdir(content());
    for (const [path, data] of files) {
      await mkdir(join(content(), path, '..'), { recursive: true });
      await writeFile(join(content(), path), data);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await seeEditAfterRestore('Edited after the folder was written back.');
  });
});
