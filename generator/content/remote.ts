// Documents pulled from another repository at build time, with a kept copy for offline builds.
import { readFile, writeFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ResolvedConfig } from '../config/schema.ts';
import { decodeText } from './scan.ts';
import type { Diagnostic, SourceFile } from '../types.ts';
import { diag } from '../diagnostics.ts';

type RemoteSource = ResolvedConfig['remoteContent'][number];

export interface RemoteResult {
  sources: SourceFile[];
  diagnostics: Diagnostic[];
  /** One line per source for the reporter, e.g. "core-api: offline mode, using the kept copy of 3 documents". */
  notes: string[];
}

function keptCopyPath(root: string, source: RemoteSource, doc: string): string {
  return join(root, 'remote', source.name, doc);
}

/** A document name is a file name ("Reader‐Setup & Tips.md"): each segment is percent-encoded whole, so "#", "?", "&" and "%" are part of the name. */
function documentUrl(source: RemoteSource, doc: string): string {
  return new URL(doc.split('/').map(encodeURIComponent).join('/'), source.sourceBaseUrl.replace(/\/?$/, '/')).href;
}

async function fetchText(url: string, timeoutMs: number): Promise<string> {
  // The signal also covers reading the body, so a server that trickles bytes cannot hold the build.
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`HTTP ${res.status}`);
  }
  const text = decodeText(new Uint8Array(await res.arrayBuffer()));
  if (text === undefined) throw new Error('the response is not text');
  return text;
}

/**
 * Where the documents sit among the docs, as a path under the docs folder. outDir may be written
 * as a URL path ("docs/core/api"), as a path under the docs folder ("core/api"), or with the
 * docs folder itself ("content/docs/core/api").
 */
function docsRelPath(config: ResolvedConfig, source: RemoteSource, doc: string): string {
  let outDir = source.outDir.replace(/^\/+|\/+$/g, '');
  if (config.docs) {
    const prefixes = [config.docs.path, config.docs.routeBasePath, config.docs.path.split('/').pop()!].map((p) =>
      p.replace(/^\/+|\/+$/g, ''),
    );
    for (const prefix of prefixes) {
      if (!prefix) continue;
      if (outDir === prefix) {
        outDir = '';
        break;
      }
      if (outDir.startsWith(`${prefix}/`)) {
        outDir = outDir.slice(prefix.length + 1);
        break;
      }
    }
  }
  return outDir ? `${outDir}/${doc}` : doc;
}

async function readKeptCopy(path: string): Promise<string | undefined> {
  try {
    return decodeText(new Uint8Array(await readFile(path)));
  } catch {
    return undefined;
  }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * Fetch each configured document; when a fetch fails (offline, timeout, 404) use the kept copy
 * under remote/<name>/. With `offline`, the network is not tried at all.
 */
export async function loadRemoteContent(
  config: ResolvedConfig,
  opts: { offline?: boolean } = {},
): Promise<RemoteResult> {
  const out: RemoteResult = { sources: [], diagnostics: [], notes: [] };
  if (config.remoteContent.length && !config.docs) {
    // Remote documents become docs pages; without the docs section they would vanish without a word.
    out.diagnostics.push(
      diag({
        code: 'remote-needs-docs',
        args: { sources: config.remoteContent.map((s) => s.name) },
        file: config.configFile ? config.configFile.slice(config.root.length + 1) : undefined,
      }),
    );
    return out;
  }
  await Promise.all(
    config.remoteContent.map(async (source) => {
      const fetched: string[] = [];
      const kept: string[] = [];
      const reasons: string[] = [];
      await Promise.all(
        source.documents.map(async (doc) => {
          const keptPath = keptCopyPath(config.root, source, doc);
          const relPath = `remote/${source.name}/${doc}`;
          let text: string | undefined;
          let reason = 'offline mode';
          if (!opts.offline) {
            try {
              text = await fetchText(documentUrl(source, doc), source.timeoutMs);
              fetched.push(doc);
            } catch (error) {
              reason = describeFetchError(error, source.timeoutMs);
            }
          }
          if (text === undefined) {
            text = await readKeptCopy(keptPath);
            if (text === undefined) {
              out.diagnostics.push(
                diag({
                  code: 'remote-missing',
                  args: { doc, source: source.name, url: documentUrl(source, doc), reason, kept: relPath },
                  file: relPath,
                }),
              );
              return;
            }
            kept.push(doc);
            if (!reasons.includes(reason)) reasons.push(reason);
          }
          out.sources.push({
            absPath: keptPath,
            relPath,
            contentPath: docsRelPath(config, source, doc),
            kind: 'doc',
            text,
          });
        }),
      );
      const why = reasons.join(', ');
      if (kept.length && !fetched.length) {
        out.notes.push(
          `${source.name}: ${opts.offline ? 'offline mode' : `could not fetch (${why})`}, using the kept copy of ${plural(kept.length, 'document')}`,
        );
      } else if (kept.length) {
        out.notes.push(
          `${source.name}: fetched ${plural(fetched.length, 'document')}; could not fetch ${kept.sort().join(', ')} (${why}), using the kept copy`,
        );
      } else if (fetched.length) {
        out.notes.push(`${source.name}: fetched ${plural(fetched.length, 'document')}`);
      }
    }),
  );
  out.sources.sort((a, b) => a.relPath.localeCompare(b.relPath));
  return out;
}

/**
 * `zapsite sync-remote`: fetch every document and refresh the kept copy. All or nothing: when any
 * fetch fails nothing is written, so the kept copy stays one consistent snapshot.
 */
export async function syncRemoteContent(
  config: ResolvedConfig,
): Promise<{ written: string[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const texts: { path: string; relPath: string; text: string }[] = [];
  for (const source of config.remoteContent) {
    for (const doc of source.documents) {
      const url = documentUrl(source, doc);
      try {
        const text = await fetchText(url, source.timeoutMs);
        texts.push({ path: keptCopyPath(config.root, source, doc), relPath: `remote/${source.name}/${doc}`, text });
      } catch (error) {
        diagnostics.push(
          diag({
            code: 'remote-fetch',
            args: { url, error: describeFetchError(error, source.timeoutMs) },
          }),
        );
      }
    }
  }
  if (diagnostics.length) return { written: [], diagnostics };
  const written: string[] = [];
  for (const t of texts) {
    // Write beside the file and rename, so an interrupted sync never leaves half a document.
    const tmp = `${t.path}.${process.pid}.tmp`;
    await mkdir(dirname(t.path), { recursive: true });
    try {
      await writeFile(tmp, t.text);
      await rename(tmp, t.path);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    written.push(t.relPath);
  }
  return { written, diagnostics };
}

const NETWORK_ERRORS: Record<string, string> = {
  ENOTFOUND: 'host not found; the network may be unreachable',
  EAI_AGAIN: 'host not found; the network may be unreachable',
  ENETUNREACH: 'network unreachable',
  EHOSTUNREACH: 'host unreachable',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  UND_ERR_SOCKET: 'connection closed by the server',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
};

function describeFetchError(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `timed out after ${timeoutMs} ms`;
  const code = e.cause?.code;
  if (code) return NETWORK_ERRORS[code] ?? code;
  return e.cause?.message ?? e.message ?? String(error);
}
