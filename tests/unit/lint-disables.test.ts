// The shape rules (.oxlintrc.shape.json) hold only if no file turns them off for itself: a lint
// comment may quiet one line (`-next-line`, `-line`), never the rest of a file or a block.
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/paths.ts';
import { findInSources } from '../helpers/source-scan.ts';

/** A lint comment that turns a rule off from here on (oxlint reads eslint's spelling too). */
const WIDE_DISABLE = /\b(?:ox|es)lint-disable(?!-next-line\b|-line\b)\b/;

function wideDisables(text: string): string[] {
  return text.split('\n').filter((l) => /^\s*(\/\/|\/\*|\*)/.test(l) && WIDE_DISABLE.test(l));
}

describe('lint comments', () => {
  it('quiet single lines only, in every file the lint reads', () => {
    const files = fg.sync('{bin,cli,generator,theme,bench,scripts,tests}/**/*.{ts,tsx,js}', {
      cwd: REPO,
      ignore: ['tests/fixtures/**', 'tests/search/site/**', 'tests/unit/lint-disables.test.ts'],
    });
    expect(files.length).toBeGreaterThan(300);
    expect(findInSources(files, wideDisables)).toEqual({});
  });

  it('finds a file-wide or block disable and passes a single-line one (the scan is not blind)', () => {
    expect(wideDisables('/* oxlint-disable max-lines */')).toHaveLength(1);
    expect(wideDisables('// eslint-disable max-lines-per-function')).toHaveLength(1);
    expect(wideDisables('/* eslint-disable */')).toHaveLength(1);
    expect(wideDisables('  // oxlint-disable-next-line max-params')).toEqual([]);
    expect(wideDisables('  // eslint-disable-next-line no-control-regex')).toEqual([]);
    expect(wideDisables('const x = 1; // oxlint-disable-line no-unused-vars')).toEqual([]);
  });
});
