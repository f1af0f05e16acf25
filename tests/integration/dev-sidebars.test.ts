// zapsite dev on a site with a sidebars file: an edit to the file shows on the next page load,
// and a broken edit shows its located error while the last good pages keep being served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startDevServer, type DevForTest } from '../helpers/dev-server.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite;
let dev: DevForTest;
const intro = async () => (await fetch(`${dev.origin}/docs/intro/`)).text();

beforeAll(async () => {
  site = await copyFixture('sidebars-file');
  dev = await startDevServer(site.root);
});
afterAll(async () => {
  await dev?.server.close();
  await site?.remove();
});

describe('zapsite dev with a sidebars file', () => {
  it('rebuilds when the sidebars file changes, and reports a broken edit at its line', async () => {
    expect(await intro()).toContain('Community forum');
    const file = join(site.root, 'sidebars.ts');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace("label: 'Community forum'", "label: 'Forum board'"));
    await dev.waitUntil(
      async () => (await intro()).includes('Forum board'),
      'The sidebar never showed the edit',
      30_000,
    );

    await writeFile(file, text.replace("'setup/install',", "'setup/instal',"));
    await dev.waitUntil(() => dev.events.some((e) => e.type === 'failed'), 'No build error was reported', 30_000);
    const failed = dev.events.find((e) => e.type === 'failed');
    expect(failed?.type === 'failed' && failed.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['sidebars-unknown-doc', 'sidebars.ts', 12],
    ]);
    // The last good build is still served.
    expect(await intro()).toContain('Forum board');
  });
});
