// The markdown-it fast path against micromark (see parser-parity-site.test.ts) on the generated
// 1,000-page corpus: the size is the point (every kind of page and link the generator writes).
import { describe, it } from 'vitest';
import { cachedCorpus } from '../helpers/corpus-cache.ts';
import { expectSameSite } from '../helpers/parser-parity.ts';

describe('the markdown-it fast path against micromark', () => {
  it('builds the generated 1,000-page corpus byte for byte', async () => {
    const corpus = cachedCorpus({ pages: 1000, blogPosts: 20 });
    await expectSameSite(corpus.root);
  }, 1_200_000);
});
