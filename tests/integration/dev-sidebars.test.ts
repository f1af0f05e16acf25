// zapsite dev on a site with a sidebars file: an edit to the file shows on the next page load,
// and a broken edit shows its located error while the last good pages keep being served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DevServer, type DevEvent } from '../../generator/dev/dev-server.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite;
let server: DevServer;
let origin: string;
const events: DevEvent[] = [];
const terminal: string[] = [];
const intro = async () => (await fetch(`${origin}/docs/intro/`)).text();

async function waitUntil(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}. Terminal:\n${terminal.join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  site = await copyFixture('sidebars-file');
  server = new DevServer({
    root: site.root,
    port: 0,
    cacheFile: undefined,
    log: (l) => terminal.push(l),
    warn: (l) => terminal.push(l),
  });
  server.on((e) => events.push(e));
  origin = (await server.start()).url.replace(/\/$/, '');
});
afterAll(async () => {
  await server?.close();
  await site?.remove();
});

describe('zapsite dev with a sidebars file', () => {
  it('rebuilds when the sidebars file changes, and reports a broken edit at its line', async () => {
    expect(await intro()).toContain('Community forum');
    const file = join(site.root, 'sidebars.ts');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace("label: 'Community forum'", "label: 'Forum board'"));
    await waitUntil(async () => (await intro()).includes('Forum board'), 'The sidebar never showed the edit');

    await writeFile(file, text.replace("'setup/install',", "'setup/instal',"));
    await waitUntil(() => events.some((e) => e.type === 'failed'), 'No build error was reported');
    const failed = events.find((e) => e.type === 'failed');
    expect(failed?.type === 'failed' && failed.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['sidebars-unknown-doc', 'sidebars.ts', 12],
    ]);
    // The last good build is still served.
    expect(await intro()).toContain('Forum board');
  });
});
