// A failed build must leave the previous output whole: the DiskWriter writes into a sibling
// folder and swaps it in only when everything succeeded.
import { afterEach, describe, expect, it } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fg from 'fast-glob';
import { build } from '../../generator/pipeline.ts';
import { ZapsiteError } from '../../generator/diagnostics.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite | undefined;
afterEach(async () => {
  await site?.remove();
  site = undefined;
});

/** Every file under a folder with its bytes, to compare two states of the output. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await fg('**/*', { cwd: dir, onlyFiles: true, dot: true });
  const out = new Map<string, string>();
  for (const f of files.sort()) out.set(f, (await readFile(join(dir, f))).toString('base64'));
  return out;
}

describe('build output on disk', () => {
  it('keeps the previous output whole when a later build fails, and leaves no temporary folders', async () => {
    site = await copyFixture('basic');
    const outDir = join(site.dir, 'out');

    const first = await build({ root: site.root, outDir, offline: true });
    expect(first.pages).toBeGreaterThan(0);
    const before = await snapshot(outDir);
    expect([...before.keys()]).toEqual(
      expect.arrayContaining(['index.html', 'docs/index.html', 'docs/guide/index.html', '404.html', 'img/dot.svg']),
    );
    expect(first.files).toBe(before.size);

    // Break a page: a link to nowhere.
    const intro = join(site.root, 'content/docs/intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')) + '\nSee [nowhere](/docs/nowhere/).\n');
    const failed = await build({ root: site.root, outDir, offline: true }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ZapsiteError);
    expect((failed as ZapsiteError).diagnostics.map((d) => d.code)).toEqual(['broken-link']);

    expect(await snapshot(outDir)).toEqual(before);
    expect((await readdir(site.dir)).sort()).toEqual(['out', 'site']);
  });

  it('replaces the output completely on a successful rebuild, dropping files that are gone', async () => {
    site = await copyFixture('basic');
    const outDir = join(site.dir, 'out');
    await build({ root: site.root, outDir, offline: true });
    const intro = join(site.root, 'content/docs/intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')).replace('title: Introduction', 'title: Welcome'));
    await writeFile(
      join(site.root, 'content/pages/index.md'),
      '---\ntitle: Home\ndescription: The home page.\n---\n\nWelcome.\n',
    );
    // A stale file in the old output must not survive the swap.
    await writeFile(join(outDir, 'stale.html'), 'old');

    await build({ root: site.root, outDir, offline: true });
    const after = await snapshot(outDir);
    expect(after.has('stale.html')).toBe(false);
    expect(Buffer.from(after.get('docs/index.html')!, 'base64').toString()).toContain(
      '<title>Welcome | Fixture</title>',
    );
    expect((await readdir(site.dir)).sort()).toEqual(['out', 'site']);
  });
});
