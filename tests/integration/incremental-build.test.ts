// A dev rebuild from the cache with the list of edited files must give exactly what a full
// build gives, and must fall back to a full scan for anything it cannot patch.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, createBuildCache, type BuildCache } from '../../generator/pipeline.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { rescanChanged, scanSite } from '../../generator/content/scan.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite;
beforeEach(async () => {
  site = await copyFixture('basic');
});
afterEach(() => site.remove());

async function buildInto(cache?: BuildCache, changedPaths?: Set<string>): Promise<Map<string, string>> {
  const writer = new MemoryWriter();
  await build({ root: site.root, writer, offline: true, cache, changedPaths });
  return new Map([...writer.files].map(([k, v]) => [k, v.toString('utf8')]));
}

describe('incremental rebuilds', () => {
  it('rebuilds an edited doc and category file from the cached scan, identical to a full build', async () => {
    const cache = createBuildCache();
    await buildInto(cache);
    const doc = join(site.root, 'content/docs/intro.md');
    const category = join(site.root, 'content/docs/guide/_category_.json');
    await writeFile(
      doc,
      (await readFile(doc, 'utf8')) + '\n## Added later\n\nA paragraph written after the first build.\n',
    );
    await writeFile(category, JSON.stringify({ label: 'Renamed guide', position: 1 }));
    const incremental = await buildInto(cache, new Set([doc, category]));
    const full = await buildInto();
    expect(incremental.get('docs/index.html')).toContain('A paragraph written after the first build.');
    expect(incremental.get('docs/index.html')).toContain('Renamed guide');
    expect([...incremental.keys()].sort()).toEqual([...full.keys()].sort());
    for (const [path, text] of full) expect(incremental.get(path), path).toBe(text);
  });

  it('patches only known files: keeps unchanged sources as they were, gives up on unknown paths', async () => {
    const { config } = await loadConfig(site.root);
    const prev = await scanSite(config);
    const doc = join(site.root, 'content/docs/intro.md');
    await writeFile(doc, '# Intro\n\nNew text.\n');
    const next = await rescanChanged(prev, new Set([doc]), config);
    expect(next).toBeDefined();
    expect(next!.sources.find((f) => f.absPath === doc)!.text).toBe('# Intro\n\nNew text.\n');
    for (const f of next!.sources) if (f.absPath !== doc) expect(prev.sources).toContain(f);
    expect(await rescanChanged(prev, new Set([join(site.root, 'content/docs/new-page.md')]), config)).toBeUndefined();
    // An edit that empties a page needs the full scan, which reports it.
    await writeFile(doc, '');
    expect(await rescanChanged(prev, new Set([doc]), config)).toBeUndefined();
    // So does a deleted file, of any kind: the dev server can name one before chokidar reports it
    // removed (from a raw watch event), and that must not fail the rebuild.
    const category = join(site.root, 'content/docs/guide/_category_.json');
    await rm(category);
    expect(await rescanChanged(prev, new Set([category]), config)).toBeUndefined();
  });

  it('compiles an MDX page once: an edited component re-renders it from the kept compile, an edited page compiles again', async () => {
    await site.remove();
    site = await copyFixture('mdx-site');
    const cache = createBuildCache();
    await buildInto(cache);
    const intro = join(site.root, 'content/docs/intro.mdx');
    const first = cache.compiled.get(intro);
    expect(first).toBeDefined();

    const badge = join(site.root, 'src/components/ReaderBadge.tsx');
    await writeFile(
      badge,
      (await readFile(badge, 'utf8')).replace('<small>({link})</small>', '<small>[{link}]</small>'),
    );
    const afterComponent = await buildInto(cache, new Set([badge]));
    // The same compile (not a new one), yet the page shows the component as it is now.
    expect(cache.compiled.get(intro)).toBe(first);
    expect(afterComponent.get('docs/index.html')).toContain('<small>[USB serial]</small>');

    await writeFile(
      intro,
      (await readFile(intro, 'utf8')).replace('which makes {1 + 2} years', 'which makes {2 + 2} years'),
    );
    const afterPage = await buildInto(cache, new Set([intro]));
    expect(cache.compiled.get(intro)).not.toBe(first);
    expect(afterPage.get('docs/index.html')).toContain('which makes 4 years');
    const full = await buildInto();
    for (const [path, text] of full) expect(afterPage.get(path), path).toBe(text);
  });
});
