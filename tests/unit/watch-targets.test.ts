// What dev watches for a site plugin's getPathsToWatch: a glob becomes its folder, and a change
// inside that folder counts as a config change (the plugins run again).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { globBase, WatchTargets } from '../../generator/dev/watch-targets.ts';

describe('globBase', () => {
  it('cuts a glob at its first pattern segment and leaves a plain path alone', () => {
    expect(globBase('/site/docs/**/*.md')).toBe(join('/site', 'docs'));
    expect(globBase('/site/data/{a,b}.json')).toBe(join('/site', 'data'));
    expect(globBase('/site/data/shelf.json')).toBe('/site/data/shelf.json');
  });
});

describe("WatchTargets' plugin inputs", () => {
  it('watches them and treats a change inside one as a config change', () => {
    const t = new WatchTargets('/site', '/theme');
    const fresh = t.plugins(undefined, ['/site/plugins/shelf.js', '/elsewhere/notes/**/*.txt']);
    expect(fresh).toEqual(expect.arrayContaining(['/site/plugins/shelf.js', '/elsewhere/notes']));
    expect(t.isConfig('/site/plugins/shelf.js')).toBe(true);
    expect(t.isConfig('/elsewhere/notes/a/b.txt')).toBe(true);
    expect(t.isConfig('/elsewhere/notebook.txt')).toBe(false);
    expect(t.isConfig('/site/src/pages/index.tsx')).toBe(false);
  });
});
