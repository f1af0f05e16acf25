// The search files of a build: the local index (manifest, term shards, store chunks).
// (A half-configured hosted search is rejected earlier, when the config loads.)
import type { ExtrasInput, OutFile } from '../emit/extras.ts';
import { eachRecord, type RecordsInput } from './records.ts';
import { buildLocalIndex } from './local-index.ts';

function recordsInput(input: ExtrasInput): RecordsInput {
  return {
    pages: input.graph.pages,
    rendered: input.rendered,
    sidebars: input.graph.sidebars,
    baseUrl: input.config.baseUrl,
    docsTag: input.site.search.docsTag,
  };
}

export function searchFiles(input: ExtrasInput): OutFile[] {
  const versionLabels = input.graph.versioned
    ? Object.fromEntries(input.graph.versions.map((v) => [`docs-default-${v.version.name}`, v.version.label]))
    : undefined;
  return buildLocalIndex(eachRecord(recordsInput(input)), versionLabels ? { versionLabels } : {}).files;
}
