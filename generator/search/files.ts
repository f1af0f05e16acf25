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
  // Each versioned docs instance's tags, so hits of another version (or instance) show its label.
  const versionLabels = Object.fromEntries(
    [{ id: 'default', ...input.graph }, ...input.graph.instances]
      .filter((i) => i.versioned)
      .flatMap((i) => i.versions.map((v) => [`docs-${i.id}-${v.version.name}`, v.version.label])),
  );
  return buildLocalIndex(eachRecord(recordsInput(input)), Object.keys(versionLabels).length ? { versionLabels } : {})
    .files;
}
