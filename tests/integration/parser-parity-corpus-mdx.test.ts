// MDX files read in runs against micromark on the whole file (see parser-parity-site.test.ts) on
// a generated 300-page corpus written as .mdx.
import { describe, it } from 'vitest';
import { cachedCorpus } from '../helpers/corpus-cache.ts';
import { expectSameSite } from '../helpers/parser-parity.ts';

describe('MDX files read in runs against micromark on the whole file', () => {
  it('builds a 300-page corpus written as .mdx byte for byte', async () => {
    const corpus = cachedCorpus({ pages: 300, mdx: true });
    await expectSameSite(corpus.root, undefined, true);
  }, 1_200_000);
});
