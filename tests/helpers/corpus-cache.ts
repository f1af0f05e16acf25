// Generated corpora (./corpus.ts) written once and kept by content hash: the hash of the generator's
// source and the options names a folder under the system temp folder, so test files (and later
// runs on the same machine) that ask for the same corpus read the same files instead of writing
// 2,000 pages again. A corpus from here is shared: build it with --out elsewhere, never write into it.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus, type Corpus, type CorpusOptions } from './corpus.ts';

const GENERATOR = fileURLToPath(new URL('./corpus.ts', import.meta.url));
const CACHE = join(tmpdir(), 'zapsite-test-corpora');

export function cachedCorpus(opts: CorpusOptions): Corpus {
  const key = createHash('sha256')
    .update(readFileSync(GENERATOR))
    .update(JSON.stringify({ ...opts, seed: opts.seed ?? 1 }))
    .digest('hex')
    .slice(0, 20);
  const root = join(CACHE, key);
  // corpus.json is written last, so a folder without it is not a corpus yet.
  const described = join(root, 'corpus.json');
  if (existsSync(described)) return JSON.parse(readFileSync(described, 'utf8')) as Corpus;
  // Written aside, then renamed into place in one step: two files asking at once both write,
  // one rename wins and the other's copy is thrown away; nobody reads half a corpus.
  mkdirSync(CACHE, { recursive: true });
  const aside = `${root}.${process.pid}.${Date.now()}`;
  const corpus = { ...writeCorpus(aside, opts), root };
  writeFileSync(join(aside, 'corpus.json'), JSON.stringify(corpus));
  try {
    renameSync(aside, root);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    rmSync(aside, { recursive: true, force: true });
  }
  return corpus;
}
