// The decision whether a folder may be the output, from plain facts (the integration test,
// out-dir-safety, gathers them from real folders through the CLI).
import { describe, expect, it } from 'vitest';
import { isWithin, outDirProblem, type OutDirFacts } from '../../../generator/emit/out-dir.ts';

const facts = (over: Partial<OutDirFacts>): OutDirFacts => ({
  out: '/work/site/build',
  root: '/work/site',
  repoRoot: '/work',
  sources: [
    { path: '/work/site/content/docs', what: 'docs folder (docs.path)' },
    { path: '/work/site/static', what: 'static folder (staticDir)' },
    { path: '/work/site/node_modules', what: 'node_modules folder' },
  ],
  kind: 'missing',
  marked: false,
  force: false,
  ...over,
});

describe('outDirProblem', () => {
  it('accepts a new folder, an empty one, a marked one, the default build/ and any folder with force', () => {
    expect(outDirProblem(facts({}))).toBeUndefined();
    expect(outDirProblem(facts({ out: '/work/dist', kind: 'empty' }))).toBeUndefined();
    expect(outDirProblem(facts({ out: '/work/dist', kind: 'folder', marked: true }))).toBeUndefined();
    expect(outDirProblem(facts({ kind: 'folder' }))).toBeUndefined();
    expect(outDirProblem(facts({ out: '/work/dist', kind: 'folder', force: true }))).toBeUndefined();
    // A sibling whose name starts like a source folder's is not inside it.
    expect(outDirProblem(facts({ out: '/work/site/static-out' }))).toBeUndefined();
  });

  it('refuses the site folder and every folder above it, even with force', () => {
    expect(outDirProblem(facts({ out: '/work/site', kind: 'folder', force: true }))?.message).toMatch(
      /is the site folder/,
    );
    expect(outDirProblem(facts({ out: '/', kind: 'folder', force: true }))?.message).toMatch(/holds the site folder/);
    expect(outDirProblem(facts({ out: '/work', repoRoot: undefined, kind: 'folder' }))?.message).toMatch(
      /holds the site folder/,
    );
  });

  it('refuses the repository root and its .git folder', () => {
    expect(outDirProblem(facts({ out: '/work', kind: 'folder', force: true }))?.message).toMatch(/repository root/);
    expect(outDirProblem(facts({ out: '/work/.git/x' }))?.message).toMatch(/inside the repository's \.git folder/);
  });

  it('refuses a source folder, a folder inside one and a folder holding one, naming it', () => {
    expect(outDirProblem(facts({ out: '/work/site/static', force: true }))?.message).toMatch(
      /is the site's static folder/,
    );
    expect(outDirProblem(facts({ out: '/work/site/content/docs/a' }))?.message).toMatch(
      /is inside the site's docs folder/,
    );
    expect(outDirProblem(facts({ out: '/work/site/content' }))?.message).toMatch(/holds the site's docs folder/);
    expect(outDirProblem(facts({ out: '/work/site/node_modules/x' }))?.message).toMatch(/node_modules folder/);
  });

  it('refuses a file even with force, and a folder of other files without force', () => {
    expect(outDirProblem(facts({ out: '/work/notes.txt', kind: 'file', force: true }))?.message).toMatch(/is a file/);
    const foreign = outDirProblem(facts({ out: '/work/photos', kind: 'folder' }));
    expect(foreign?.message).toMatch(/no zapsite build wrote \(it has no \.zapsite-output\)/);
    expect(foreign?.hint).toMatch(/--force/);
  });
});

describe('isWithin', () => {
  it('compares whole path segments', () => {
    expect(isWithin('/a/b', '/a')).toBe(true);
    expect(isWithin('/a', '/a')).toBe(true);
    expect(isWithin('/ab', '/a')).toBe(false);
    expect(isWithin('/a/..b', '/a')).toBe(true);
    expect(isWithin('/a', '/a/b')).toBe(false);
    expect(isWithin('/anything', '/')).toBe(true);
  });
});
