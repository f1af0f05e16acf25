// Documents pulled from another repository at build time, with a kept copy for offline builds.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/schema.ts';
import { decodeText } from './scan.ts';
import type { Diagnostic, SourceFile } from '../types.ts';

type RemoteSource = ResolvedConfig['remoteContent'][number];

export interface RemoteResult {
  sources: SourceFile[];
  diagnostics: Diagnostic[];
  /** One line per source for the reporter, e.g. "core-api: offline, using the kept copy". */
  notes: string[];
}

export function keptCopyPath(root: string, source: RemoteSource, doc: string): string {
  return join(root, 'remote', source.name, doc);
}

async function fetchText(url: string, timeoutMs: number): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const text = decodeText(new Uint8Array(await res.arrayBuffer()));
  if (text === undefined) throw new Error('not text');
  return text;
}

function docsRelPath(config: ResolvedConfig, source: RemoteSource, doc: string): string {
  const docsPath = config.docs ? config.docs.path : 'content/docs';
  const outDir = source.outDir.replace(/^\/+|\/+$/g, '').replace(new RegExp(`^${docsPath.split('/').pop()}/`), '');
  return `${outDir}/${doc}`;
}

/**
 * Fetch each configured document; when a fetch fails (offline, timeout, 404) use the kept copy
 * under remote/<name>/. With `offline`, the network is not tried at all.
 */
export async function loadRemoteContent(config: ResolvedConfig, opts: { offline?: boolean } = {}): Promise<RemoteResult> {
  const out: RemoteResult = { sources: [], diagnostics: [], notes: [] };
  await Promise.all(
    config.remoteContent.map(async (source) => {
      let fetched = 0;
      let kept = 0;
      let reason = '';
      await Promise.all(
        source.documents.map(async (doc) => {
          const keptPath = keptCopyPath(config.root, source, doc);
          let text: string | undefined;
          if (!opts.offline) {
            try {
              text = await fetchText(new URL(doc, source.sourceBaseUrl.replace(/\/?$/, '/')).href, source.timeoutMs);
              fetched++;
            } catch (error) {
              reason ||= describeFetchError(error);
            }
          }
          if (text === undefined) {
            try {
              text = await readFile(keptPath, 'utf8');
              kept++;
            } catch {
              out.diagnostics.push({
                code: 'remote-missing',
                severity: 'error',
                message: `Remote document "${doc}" of "${source.name}" could not be fetched (${reason || 'offline'}) and has no kept copy.`,
                hint: 'Run `zapsite sync-remote` with network access to keep a copy under remote/.',
                file: `remote/${source.name}/${doc}`,
              });
              return;
            }
          }
          out.sources.push({ absPath: keptPath, relPath: `remote/${source.name}/${doc}`, contentPath: docsRelPath(config, source, doc), kind: 'doc', text });
        }),
      );
      if (kept) out.notes.push(`${source.name}: ${opts.offline ? 'offline mode' : `could not fetch (${reason})`}, using the kept copy of ${kept} document${kept === 1 ? '' : 's'}`);
      else if (fetched) out.notes.push(`${source.name}: fetched ${fetched} document${fetched === 1 ? '' : 's'}`);
    }),
  );
  out.sources.sort((a, b) => a.relPath.localeCompare(b.relPath));
  return out;
}

/** `zapsite sync-remote`: fetch every document and refresh the kept copy. Fails on any error. */
export async function syncRemoteContent(config: ResolvedConfig): Promise<{ written: string[]; diagnostics: Diagnostic[] }> {
  const written: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const source of config.remoteContent) {
    for (const doc of source.documents) {
      const url = new URL(doc, source.sourceBaseUrl.replace(/\/?$/, '/')).href;
      try {
        const text = await fetchText(url, source.timeoutMs);
        const path = keptCopyPath(config.root, source, doc);
        await mkdir(join(path, '..'), { recursive: true });
        await writeFile(path, text);
        written.push(`remote/${source.name}/${doc}`);
      } catch (error) {
        diagnostics.push({ code: 'remote-fetch', severity: 'error', message: `Could not fetch ${url}: ${describeFetchError(error)}.`, hint: 'Check the network and the source URL in remoteContent.' });
      }
    }
  }
  return { written, diagnostics };
}

function describeFetchError(error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timed out';
  return e.cause?.code ?? e.message ?? String(error);
}
