// The search files of a build: the local index (manifest, term shards, store chunks).
import { relative } from 'node:path';
import type { ExtrasInput, OutFile } from '../emit/extras.ts';
import { ZapsiteError, EXIT_USAGE } from '../diagnostics.ts';
import { searchSetupProblem } from '../../theme/shared/search/hosted.ts';
import { buildRecords } from './records.ts';
import { buildLocalIndex } from './local-index.ts';
import type { SearchRecord } from '../../theme/shared/search/types.ts';

export function recordsFor(input: ExtrasInput): SearchRecord[] {
  return buildRecords({ pages: input.graph.pages, rendered: input.rendered, sidebar: input.graph.sidebar, baseUrl: input.config.baseUrl, docsTag: input.site.search.docsTag });
}

export function searchFiles(input: ExtrasInput): OutFile[] {
  const problem = searchSetupProblem(input.config.search);
  if (problem) {
    throw new ZapsiteError(
      [{ code: 'search-setup', severity: 'error', message: problem, hint: 'Set both search.appId and search.apiKey, or neither to use the local index only.', file: input.config.configFile ? relative(input.config.root, input.config.configFile) : undefined }],
      EXIT_USAGE,
    );
  }
  return buildLocalIndex(recordsFor(input)).files;
}
