// docs/ARCHITECTURE.md and docs/PERFORMANCE.md are a map of the code: every file they name in
// backticks is a file of this repository, and a function named beside a path is in that file. A
// rename or a removal that leaves the map behind fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/paths.ts';

const FILES = fg.sync(['**/*.{ts,tsx,js,mjs,css,xsl}'], {
  cwd: REPO,
  ignore: ['node_modules/**', 'build/**', 'test-results/**', '.ci/**'],
});
/** A name as the docs write it: from the repository root (`generator/cache.ts`) or from its folder (`cache.ts`). */
const exists = (name: string) => FILES.some((f) => f === name || f.endsWith(`/${name}`));
// Source files only: a URL (`/search-index.json`) or a file a build writes is not in the tree.
const NAMED_FILE = /`([\w@-][\w./@-]*\.(?:tsx?|m?js|css|xsl))`/g;
// "`generator/render/sidebar.ts` (`pageSidebar`)": a file from the root and what it holds.
const NAMED_FUNCTION = /`((?:generator|cli|theme|bench|tests|bin)\/[\w./-]+\.tsx?)` \(`([\w.]+)`/g;

describe.each(['docs/ARCHITECTURE.md', 'docs/PERFORMANCE.md'])('%s', (doc) => {
  const text = readFileSync(join(REPO, doc), 'utf8');

  it('names only files that exist', () => {
    const named = [...new Set([...text.matchAll(NAMED_FILE)].map((m) => m[1]!))];
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((n) => !exists(n))).toEqual([]);
  });

  it('names functions where they are', () => {
    const missing: string[] = [];
    for (const [, path, name] of text.matchAll(NAMED_FUNCTION)) {
      const source = readFileSync(join(REPO, path!), 'utf8');
      for (const part of name!.split('.'))
        if (!new RegExp(`\\b${part}\\b`).test(source)) missing.push(`${part} in ${path}`);
    }
    expect(missing).toEqual([]);
  });
});
