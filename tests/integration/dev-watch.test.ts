// Saves the dev server must never miss. chokidar passes on at most one 'change' per file every
// 50 ms; a second save inside that window, after a rebuild has already read the file, used to be
// lost, and the server kept showing the first version (in CI: an editor-style save that truncates,
// stalls, then writes left "content/docs/guide/index.mdx is empty" on screen for good).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, open, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DevServer, type DevEvent } from '../../generator/dev/dev-server.ts';
import { rawEventPath } from '../../generator/dev/watch-targets.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/dev-site/', import.meta.url));
const WAIT_MS = 20_000;
const GUIDE = (body: string) => `---\ntitle: Guide\n---\n\n${body}\n`;

let tmp: string;
let root: string;
let server: DevServer;
let origin: string;
const events: DevEvent[] = [];
const terminal: string[] = [];

const guideFile = () => join(root, 'content/docs/guide/index.mdx');
const guidePage = async () => (await fetch(`${origin}/docs/guide/`)).text();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds; fails with what the server said. */
async function waitUntil(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await done())) {
    if (Date.now() > deadline)
      throw new Error(
        `${what}. Terminal:\n${terminal.join('\n')}\nEvents: ${JSON.stringify(events.map((e) => e.type))}`,
      );
    await sleep(20);
  }
}

const waitForGuide = (text: string) =>
  waitUntil(async () => (await guidePage()).includes(text), `The page never showed "${text}"`);

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-dev-watch-'));
  root = join(tmp, 'site');
  await cp(FIXTURE, root, { recursive: true });
  await writeFile(join(root, 'NOTES.md'), 'Not part of the site.\n');
  await writeFile(join(root, 'static/extra.txt'), 'A static file no page links to.\n');
  // No debounce: the rebuild reads the file as soon as the first change is seen, which is
  // what puts the second save inside chokidar's window.
  server = new DevServer({
    root,
    port: 0,
    debounceMs: 0,
    cacheFile: undefined,
    log: (l) => terminal.push(l),
    warn: (l) => terminal.push(l),
  });
  server.on((e) => events.push(e));
  origin = (await server.start()).url.replace(/\/$/, '');
});

afterAll(async () => {
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
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
    await server.idle();
    expect(server.errors).toEqual([]);
    // Reading files raises no watch event: left alone, the server stays idle. (The pause first
    // lets a slow duplicate event of the last save land; a rebuild feeding itself never stops.)
    await sleep(200);
    await server.idle();
    const seen = events.length;
    await sleep(500);
    expect(events.slice(seen)).toEqual([]);
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
      await server.idle();
      const seen = events.length;
      await rm(join(root, file));
      await waitUntil(() => events.slice(seen).some((e) => e.type === 'built'), 'No rebuild after the delete');
      await sleep(200);
      await server.idle();
      expect(events.slice(seen).filter((e) => e.type === 'failed')).toEqual([]);
      expect(server.errors).toEqual([]);
    },
  );

  it('does not rebuild for a file in the site folder that is not part of the site', async () => {
    await server.idle();
    const seen = events.length;
    await writeFile(join(root, 'NOTES.md'), 'Still not part of the site.\n');
    await sleep(500);
    expect(events.slice(seen)).toEqual([]);
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
