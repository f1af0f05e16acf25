// Restarting `zapsite dev` reuses the Markdown rendered in the last session, re-renders what
// changed since, and ignores a cache written by other code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DevServer } from '../../generator/dev/dev-server.ts';
import { codeVersion } from '../../cli/bundle.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/dev-site/', import.meta.url));

let dir: string;
let root: string;
let cacheFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-dev-cache-'));
  root = join(dir, 'site');
  cacheFile = join(dir, 'cache', 'dev-content.json');
  await cp(FIXTURE, root, { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Start a dev server, fetch some pages, stop it; what it logged and served. */
async function session(paths: string[]): Promise<{ log: string[]; pages: Map<string, string> }> {
  const log: string[] = [];
  const server = new DevServer({
    root,
    port: 0,
    cacheFile,
    codeVersion: () => codeVersion(),
    log: (l) => log.push(l),
    warn: (l) => log.push(l),
  });
  const bound = await server.start();
  const pages = new Map<string, string>();
  try {
    for (const p of paths) pages.set(p, await (await fetch(`http://127.0.0.1:${bound.port}${p}`)).text());
  } finally {
    await server.close();
  }
  return { log, pages };
}

describe('the dev server cache between sessions', () => {
  it('keeps rendered Markdown for the next start and renders only what changed', async () => {
    const first = await session(['/docs/', '/docs/guide/']);
    expect(existsSync(cacheFile), first.log.join('\n')).toBe(true);
    expect(first.log.join('\n')).not.toContain('kept from the last session');
    const saved = JSON.parse(await readFile(cacheFile, 'utf8')) as { content: [string, unknown][] };
    expect(saved.content.map(([p]) => p.slice(root.length + 1)).sort()).toEqual([
      'content/docs/guide/index.mdx',
      'content/docs/intro.md',
      'content/pages/index.md',
    ]);

    const intro = join(root, 'content/docs/intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')) + '\nWritten between two sessions.\n');
    const second = await session(['/docs/', '/docs/guide/']);
    expect(second.log.join('\n')).toContain("(3 pages' Markdown kept from the last session)");
    // The edited page is rendered again (its text is part of its key); the other is the same page.
    expect(second.pages.get('/docs/')).toContain('Written between two sessions.');
    // Each session has its own generation id in the live-reload tag; the page itself is the same.
    const page = (html: string | undefined) => html!.replace(/ data-generation="[^"]*"/, '');
    expect(page(second.pages.get('/docs/guide/'))).toBe(page(first.pages.get('/docs/guide/')));
  });

  it('ignores a cache made by other code', async () => {
    const saved = JSON.parse(await readFile(cacheFile, 'utf8')) as { version: string };
    saved.version = 'another-version';
    await writeFile(cacheFile, JSON.stringify(saved));
    const third = await session(['/docs/']);
    expect(third.log.join('\n')).not.toContain('kept from the last session');
    expect(third.pages.get('/docs/')).toContain('Written between two sessions.');
  });
});
