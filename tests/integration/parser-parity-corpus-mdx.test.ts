// MDX files read in runs against micromark on the whole file (see parser-parity-site.test.ts) on
// a generated 300-page corpus written as .mdx.
import { afterAll, describe, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCorpus } from '../helpers/corpus.ts';
import { expectSameSite } from '../helpers/parser-parity.ts';

const tmp = mkdtempSync(join(tmpdir(), 'zapsite-parity-mdx-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('MDX files read in runs against micromark on the whole file', () => {
  it('builds a 300-page corpus written as .mdx byte for byte', async () => {
    const corpus = writeCorpus(join(tmp, 'corpus-mdx'), { pages: 300, mdx: true });
    await expectSameSite(corpus.root, undefined, true);
  }, 1_200_000);
});
