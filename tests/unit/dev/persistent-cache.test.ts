// The dev cache file between sessions (generator/dev/persistent-cache.ts): what flush() promises.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuildCache } from '../../../generator/pipeline.ts';
import { createPersistentCache } from '../../../generator/dev/persistent-cache.ts';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('the persistent dev cache', () => {
  it('has the file written when flush() returns, even while an earlier save is still writing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'zapsite-persistent-'));
    const file = join(dir, 'cache', 'dev-content.json');
    // The code version takes a while (it stats every input of the CLI bundle): the first write is
    // still waiting on it when the second flush() is called, as when the save timer fires just
    // before the dev server closes.
    let release!: (v: string) => void;
    const version = new Promise<string>((r) => (release = r));
    const warnings: string[] = [];
    const persistent = createPersistentCache(
      file,
      () => version,
      (w) => warnings.push(w),
    );
    const cache = createBuildCache();
    persistent.save(cache, 'theme-1');
    const byTimer = persistent.flush();
    const byClose = persistent.flush();
    let closed = false;
    void byClose.then(() => (closed = true));
    await new Promise((r) => setImmediate(r));
    expect(closed).toBe(false);
    release('code-1');
    await byClose;
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ content: [] });
    await byTimer;
    expect(warnings).toEqual([]);
  });

  it('loads in the next session what the last one saved, and nothing under another theme', async () => {
    dir = mkdtempSync(join(tmpdir(), 'zapsite-persistent-'));
    const file = join(dir, 'dev-content.json');
    const first = createPersistentCache(
      file,
      async () => 'code-1',
      () => {},
    );
    const cache = createBuildCache();
    cache.content.set('/site/content/a.md', { key: 'k', value: { html: '<p>a</p>' } } as never);
    first.save(cache, 'theme-1');
    await first.flush();
    const again = createBuildCache();
    expect(
      await createPersistentCache(
        file,
        async () => 'code-1',
        () => {},
      ).load(again, 'theme-1'),
    ).toBe(1);
    expect(again.content.get('/site/content/a.md')).toEqual({ key: 'k', value: { html: '<p>a</p>' } });
    expect(
      await createPersistentCache(
        file,
        async () => 'code-1',
        () => {},
      ).load(createBuildCache(), 'theme-2'),
    ).toBe(0);
  });
});
