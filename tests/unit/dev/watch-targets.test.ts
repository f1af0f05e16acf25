// What dev watches and how it sorts a changed path (generator/dev/watch-targets.ts).
import { describe, expect, it } from 'vitest';
import { globBase, isIgnored, rawEventPath, WatchTargets } from '../../../generator/dev/watch-targets.ts';
import { join } from 'node:path';
import type { ResolvedConfig } from '../../../generator/config/schema.ts';

const config = {
  root: '/site',
  docs: { path: 'guides' },
  blog: { path: 'news' },
  pages: { path: 'content/pages' },
  staticDir: 'public',
  docsInstances: [],
  blogInstances: [],
  markdown: {},
} as unknown as ResolvedConfig;

describe('WatchTargets', () => {
  it('grows with the config and hands out each new target once', () => {
    const t = new WatchTargets('/site', '/theme');
    const first = t.update(undefined);
    expect(first).toEqual([
      '/site/content',
      '/site/static',
      '/site/remote',
      // Translations, read by the locale dev serves.
      '/site/i18n',
      '/site/zapsite.config.ts',
      '/site/zapsite.config.mts',
      '/site/zapsite.config.js',
      '/site/zapsite.config.mjs',
      '/theme',
    ]);
    const fresh = t.update(config, [
      '/site/zapsite.config.ts',
      '/site/navbar.ts',
      '/site/node_modules/x/index.js',
      '/elsewhere/shared.ts',
    ]);
    // A site with docs also watches its versions (versions.json and the versioned folders).
    expect(fresh).toEqual([
      '/site/guides',
      '/site/news',
      '/site/content/pages',
      '/site/public',
      '/site/versions.json',
      '/site/versioned_docs',
      '/site/versioned_sidebars',
      '/site/navbar.ts',
    ]);
    expect(t.update(config)).toEqual([]);
    expect(t.contains('/site/guides/intro.md')).toBe(true);
    expect(t.contains('/site/guidesX/intro.md')).toBe(false);
    expect(t.contains('/site/README.md')).toBe(false);
  });

  it('tells the config, the theme and its stylesheets apart', () => {
    const t = new WatchTargets('/site', '/theme');
    t.update(config, ['/site/navbar.ts']);
    expect(t.isConfig('/site/zapsite.config.mjs')).toBe(true);
    expect(t.isConfig('/site/navbar.ts')).toBe(true);
    expect(t.isConfig('/site/sub/zapsite.config.ts')).toBe(false);
    expect(t.isTheme('/theme/layout.tsx')).toBe(true);
    expect(t.isStyle('/theme/styles/base.css')).toBe(true);
    expect(t.isStyle('/theme/layout.tsx')).toBe(false);
  });
});

describe('isIgnored and rawEventPath', () => {
  it('skips editor files, dot-files and dependencies', () => {
    for (const p of ['/s/.intro.md.swp', '/s/intro.md~', '/s/a.tmp', '/s/.git', '/s/node_modules/x/a.md'])
      expect(isIgnored(p), p).toBe(true);
    expect(isIgnored('/s/content/intro.md')).toBe(false);
  });

  it('names the file a raw event is about', () => {
    expect(rawEventPath('/s/content', 'intro.md')).toBe('/s/content/intro.md');
    expect(rawEventPath('/s/content/intro.md', 'intro.md')).toBe('/s/content/intro.md');
    expect(rawEventPath('/s/content', null)).toBe('/s/content');
  });
});

describe('globBase', () => {
  it('cuts a glob at its first pattern segment and leaves a plain path alone', () => {
    expect(globBase('/site/docs/**/*.md')).toBe(join('/site', 'docs'));
    expect(globBase('/site/data/{a,b}.json')).toBe(join('/site', 'data'));
    expect(globBase('/site/data/shelf.json')).toBe('/site/data/shelf.json');
  });
});

describe("WatchTargets' blog data files", () => {
  it("watches an authors map named outside the blog's folder as a config input, and one inside as content", () => {
    const t = new WatchTargets('/site', '/theme');
    const blog = { path: 'news', authorsMapPath: '../people/authors.json', tags: 'labels.yml' };
    const fresh = t.update({ ...config, blog } as unknown as ResolvedConfig, ['/site/zapsite.config.ts']);
    expect(fresh).toContain('/site/people/authors.json');
    expect(t.isConfig('/site/people/authors.json')).toBe(true);
    expect(fresh).not.toContain('/site/news/labels.yml');
    expect(t.contains('/site/news/labels.yml')).toBe(true);
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
