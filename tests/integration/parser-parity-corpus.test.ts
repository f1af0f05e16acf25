// The markdown-it fast path against micromark (see parser-parity-site.test.ts) on the generated
// 1,000-page corpus: the size is the point (every kind of page and link the generator writes).
import { afterAll, describe, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCorpus } from '../helpers/corpus.ts';
import { expectSameSite } from '../helpers/parser-parity.ts';

const tmp = mkdtempSync(join(tmpdir(), 'zapsite-parity-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the markdown-it fast path against micromark', () => {
  it('builds the generated 1,000-page corpus byte for byte', async () => {
    const corpus = writeCorpus(join(tmp, 'corpus'), { pages: 1000, blogPosts: 20 });
    await expectSameSite(corpus.root);
  }, 1_200_000);
});
