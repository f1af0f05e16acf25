// The MDX module cache on disk is bounded: filled past its bound, the entries used longest ago
// go, never the running build's nor one used in the last two minutes, and nothing beside the
// cache's own entries is touched.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boundModuleCache, ModuleCacheWriter } from '../../generator/content/mdx-module-cache.ts';

let dir: string;
const KB = 1024;
const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'zs-mdx-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Mark an entry as last used `hoursAgo` hours ago. */
const age = (path: string, hoursAgo: number) => {
  const at = new Date(Date.now() - hoursAgo * HOUR);
  utimesSync(path, at, at);
};

describe('the MDX module cache', () => {
  it('names bundles and pages by their content, and writes a page once', () => {
    const cache = new ModuleCacheWriter(dir);
    const bundle = cache.writeBundle([{ path: 'components-AB.js', data: 'export const A = 1;\n' }]);
    expect(cache.writeBundle([{ path: 'components-AB.js', data: 'export const A = 1;\n' }])).toBe(bundle);
    const page = cache.writePage('export default 1;\n', Buffer.from('{"version":3}'));
    expect(cache.writePage('export default 1;\n', Buffer.from('{"version":3}'))).toBe(page);
    expect(cache.writePage('export default 2;\n', undefined)).not.toBe(page);
    expect(readFileSync(page, 'utf8')).toBe('export default 1;\n');
    expect(readFileSync(`${page}.map`, 'utf8')).toBe('{"version":3}');
    expect(readdirSync(join(dir, 'pages')).sort()).toHaveLength(3); // two pages, one map
  });

  it('evicts the entries used longest ago once past its bound, keeping the running build and recent ones', () => {
    const writer = new ModuleCacheWriter(dir);
    const versions = [1, 2, 3, 4].map((n) => writer.writeBundle([{ path: `m-${n}.js`, data: 'x'.repeat(100 * KB) }]));
    const pages = [1, 2, 3].map((n) =>
      writer.writePage(`export default ${n};${' '.repeat(50 * KB)}`, Buffer.from('{}')),
    );
    // Oldest first: version 1, page 1, version 2, page 2, version 3 (in use by the build), then the recent ones.
    age(versions[0]!, 10);
    age(pages[0]!, 9);
    age(`${pages[0]!}.map`, 9);
    age(versions[1]!, 8);
    age(pages[1]!, 7);
    age(`${pages[1]!}.map`, 7);
    age(versions[2]!, 6);
    const beside = join(dir, 'not-an-entry.txt');
    writeFileSync(beside, 'left alone');
    mkdirSync(join(dir, 'modules'));
    const name = (path: string) => path.slice(dir.length + 1);
    const keep = new Set([name(versions[2]!)]);

    // 4 x 100 KB + 3 x 50 KB (and a little) = 550 KB; a bound of 320 KB takes version 1, page 1 and version 2.
    const removed = boundModuleCache(dir, keep, 320 * KB);
    expect(removed).toEqual([name(versions[0]!), name(pages[0]!), name(versions[1]!)]);
    for (const gone of [versions[0]!, pages[0]!, `${pages[0]!}.map`, versions[1]!])
      expect(existsSync(gone)).toBe(false);
    for (const kept of [pages[1]!, versions[2]!, versions[3]!, pages[2]!]) expect(existsSync(kept)).toBe(true);
    expect(readFileSync(beside, 'utf8')).toBe('left alone');
    expect(existsSync(join(dir, 'modules'))).toBe(true);

    // Still past a tiny bound: page 2 goes; the build's version and the recent entries stay.
    expect(boundModuleCache(dir, keep, 1)).toEqual([name(pages[1]!)]);
    expect(existsSync(versions[2]!)).toBe(true);
    expect(existsSync(versions[3]!)).toBe(true);
    expect(existsSync(pages[2]!)).toBe(true);
  });

  it('counts an entry reused by a build as used now', () => {
    const writer = new ModuleCacheWriter(dir);
    const old = writer.writeBundle([{ path: 'm.js', data: 'x'.repeat(100 * KB) }]);
    const newer = writer.writeBundle([{ path: 'n.js', data: 'y'.repeat(100 * KB) }]);
    age(old, 10);
    age(newer, 5);
    // A later build reuses the oldest: the other one is now the oldest.
    new ModuleCacheWriter(dir).writeBundle([{ path: 'm.js', data: 'x'.repeat(100 * KB) }]);
    age(newer, 5);
    expect(boundModuleCache(dir, new Set(), 150 * KB, Date.now() + 3 * 60_000)).toEqual([newer.slice(dir.length + 1)]);
    expect(existsSync(old)).toBe(true);
  });

  it('checks its bound on the first write, then once a megabyte more is written, counted across builds', () => {
    const count = () => readFileSync(join(dir, 'written-since-check'), 'utf8');
    // A build in a process of its own each: nothing is shared between the writers but the folder.
    const build = (name: string, bytes: number) => {
      const w = new ModuleCacheWriter(dir);
      w.writeBundle([{ path: `${name}.js`, data: 'x'.repeat(bytes) }]);
      w.finish();
    };
    build('first', 10 * KB);
    // No count yet: this build checked, and the count starts again from nothing.
    expect(count()).toBe('0');
    build('second', 300 * KB);
    build('third', 300 * KB);
    expect(count()).toBe(String(600 * KB));
    // A build that reuses everything writes nothing and leaves the count as it was.
    build('second', 300 * KB);
    expect(count()).toBe(String(600 * KB));
    // Past a megabyte since the last check: this one checks and starts the count again.
    build('fourth', 500 * KB);
    expect(count()).toBe('0');
    // A damaged count is read as none: the next build checks.
    writeFileSync(join(dir, 'written-since-check'), 'not a number');
    build('fifth', 1 * KB);
    expect(count()).toBe('0');
    // The count is not an entry: a check leaves it alone.
    boundModuleCache(dir, new Set(), 1, Date.now() + 3 * 60_000);
    expect(existsSync(join(dir, 'written-since-check'))).toBe(true);
  });
});
