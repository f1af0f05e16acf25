// The markdown-it fast path against micromark (see parser-parity-site.test.ts) on the fixtures:
// whole .md files, and MDX files read in runs.
import { describe, it } from 'vitest';
import { FIXTURES } from '../helpers/paths.ts';
import { expectSameSite } from '../helpers/parser-parity.ts';

describe('the markdown-it fast path against micromark', () => {
  it.each(['basic', 'blog-features', 'links-site', 'theme-kitchen', 'mdx-site', 'remote-site', 'mermaid'])(
    'builds the %s fixture byte for byte',
    async (name) => {
      await expectSameSite(FIXTURES + name);
    },
    600_000,
  );
});

// An MDX file's Markdown runs are read by markdown-it and its JSX, expressions and ESM by micromark
// (content/mdx-split-parse.ts); with the fast path off, micromark reads the whole file.
describe('MDX files read in runs against micromark on the whole file', () => {
  it.each(['mdx-runs', 'mdx-site', 'docusaurus-modules', 'theme-kitchen'])(
    'builds the %s fixture byte for byte',
    async (name) => {
      await expectSameSite(FIXTURES + name, undefined, true);
    },
    600_000,
  );
});
