// The scan stage: the site's own files (through the dev cache when there is one) and the remote
// documents, read side by side.
import { scanSite, type ScanResult } from './scan.ts';
import { loadRemoteContent } from './remote.ts';
import type { Memo } from '../cache.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { Diagnostic, SourceFile } from '../types.ts';

export interface Sources {
  scan: ScanResult;
  /** Local then remote Markdown and MDX files. */
  files: SourceFile[];
  /** One line per remote source that fell back to its kept copy. */
  notes: string[];
  diagnostics: Diagnostic[];
}

export async function readSources(config: ResolvedConfig, opts: { offline?: boolean }, memo: Memo): Promise<Sources> {
  const [scan, remote] = await Promise.all([
    memo.scan(config, () => scanSite(config)),
    loadRemoteContent(config, { offline: opts.offline }),
  ]);
  return {
    scan,
    files: [...scan.sources, ...remote.sources],
    notes: remote.notes,
    diagnostics: [...scan.diagnostics, ...remote.diagnostics],
  };
}
