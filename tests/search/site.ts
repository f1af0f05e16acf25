// Build the search fixture site (tests/search/site), optionally with hosted search settings written
// into a copy of its config, and read the records back out of the built index.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { createLocalIndex, type LocalIndex } from '../../theme/shared/search/local.ts';
import type { SearchRecord } from '../../theme/shared/search/types.ts';

export const SEARCH_SITE = fileURLToPath(new URL('./site/', import.meta.url));

export interface SearchConfig {
  appId?: string;
  apiKey?: string;
  hosts?: string[];
  fallbackToLocal?: boolean;
  replaceSearchResultPathname?: { from: string; to: string };
  askAi?: boolean;
}

/** A temporary copy of the fixture with extra search settings; remove it with `cleanup`. */
export async function copySite(search: SearchConfig): Promise<{ root: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'zs-search-site-'));
  await cp(SEARCH_SITE, root, { recursive: true });
  const file = join(root, 'zapsite.config.ts');
  const text = await readFile(file, 'utf8');
  const replaced = text.replace(
    "search: { indexName: 'fixture' }",
    `search: ${JSON.stringify({ indexName: 'fixture', ...search })}`,
  );
  if (replaced === text)
    throw new Error('tests/search/site/zapsite.config.ts no longer has the search line copySite rewrites.');
  await writeFile(file, replaced);
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}

export async function buildSite(search?: SearchConfig): Promise<FixtureOutcome> {
  if (!search) return mustBuild(await buildFixture(SEARCH_SITE));
  const copy = await copySite(search);
  try {
    return mustBuild(await buildFixture(copy.root));
  } finally {
    await copy.cleanup();
  }
}

function mustBuild(out: FixtureOutcome): FixtureOutcome {
  if (!out.ok)
    throw new Error(
      `The search fixture did not build:\n${out.diagnostics.map((d) => `${d.file ?? ''}:${d.line ?? ''} ${d.message}`).join('\n')}`,
    );
  return out;
}

/** The local index of a build, read through the same client the browser uses. */
export function localIndexOf(files: ReadonlyMap<string, Buffer>, baseUrl = '/'): LocalIndex {
  return createLocalIndex({
    baseUrl,
    fetchJson: async (url) => {
      const data = files.get(url.slice(baseUrl.length));
      if (!data) throw new Error(`No file ${url} in the build.`);
      return JSON.parse(data.toString('utf8'));
    },
  });
}

export async function recordsOf(files: ReadonlyMap<string, Buffer>): Promise<SearchRecord[]> {
  return localIndexOf(files).allRecords();
}
