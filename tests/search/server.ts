// A stand-in for one host of the hosted search service, speaking its wire format over node:http on
// 127.0.0.1 (port 0). Start one per "host". Each can be told to answer, to answer late (after the
// headers or before them), to close the socket, or to fail with a status; every request is recorded.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { queryTerms } from '../../theme/shared/search/tokenize.ts';
import { highlight, snippet, type Segment } from '../../theme/shared/search/highlight.ts';
import { LEVELS, type SearchRecord } from '../../theme/shared/search/types.ts';
import { listenOnFreePort } from '../../generator/server/listen.ts';

export type HostMode =
  /** Answer at once. */
  | { kind: 'ok' }
  /** Hold the response (headers included) for `ms`: past the connect timeout. */
  | { kind: 'delay'; ms: number }
  /** Send the headers at once and the body after `ms`: past the read timeout. */
  | { kind: 'slow-body'; ms: number }
  /** Close the socket without answering. */
  | { kind: 'refuse' }
  /** Answer with this status (5xx: the host is down; 4xx: the request is wrong). */
  | { kind: 'status'; status: number; message?: string };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeHost {
  /** http://127.0.0.1:port: what a config's `hosts` entry points at. */
  url: string;
  requests: RecordedRequest[];
  /** Only the POSTs (browsers add OPTIONS preflights). */
  searches(): RecordedRequest[];
  setMode(mode: HostMode): void;
  close(): Promise<void>;
}

// The hosted service inserts tags into the stored text as it is, without escaping it.
const wire = (segments: Segment[]) => segments.map((s) => (s.match ? `<mark>${s.text}</mark>` : s.text)).join('');

function words(spec: string | undefined): number {
  const m = /:(\d+)$/.exec(spec ?? '');
  return m ? Number(m[1]) : 10;
}

/** A plain search over the records: every query term must start a word somewhere in the record. */
export function answer(records: readonly SearchRecord[], request: Record<string, unknown>) {
  const query = String(request.query ?? '');
  const terms = queryTerms(query).map((t) => t.term);
  const hitsPerPage = Number(request.hitsPerPage ?? 20);
  const page = Number(request.page ?? 0);
  const snippetWords = words(
    (request.attributesToSnippet as string[] | undefined)?.find((a) => a.startsWith('content')),
  );
  const textOf = (r: SearchRecord) => [...LEVELS.map((l) => r.hierarchy[l] ?? ''), r.content ?? ''].join(' ');
  const matched = terms.length ? records.filter((r) => terms.every((t) => highlight(textOf(r), [t]).matched)) : [];
  // Headings before text, then the order of the site.
  const rankOf = (r: SearchRecord) => (r.type === 'content' ? 7 : Number(r.type.slice(3)));
  const sorted = [...matched].sort((a, b) => rankOf(a) - rankOf(b));
  const slice = sorted.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const hits = slice.map((r) => {
    const hierarchyHl: Record<string, { value: string; matchLevel: string }> = {};
    const hierarchySn: Record<string, { value: string; matchLevel: string }> = {};
    for (const l of LEVELS) {
      const v = r.hierarchy[l];
      if (!v) continue;
      const h = highlight(v, terms);
      hierarchyHl[l] = { value: wire(h.segments), matchLevel: h.matched ? 'full' : 'none' };
      const s = snippet(v, terms, snippetWords);
      hierarchySn[l] = { value: wire(s.segments), matchLevel: s.matched ? 'full' : 'none' };
    }
    return {
      objectID: r.objectID,
      url: `https://search.example.com${r.url}`,
      type: r.type,
      content: r.content,
      hierarchy: r.hierarchy,
      _highlightResult: {
        hierarchy: hierarchyHl,
        ...(r.content ? { content: { value: wire(highlight(r.content, terms).segments), matchLevel: 'full' } } : {}),
      },
      _snippetResult: {
        hierarchy: hierarchySn,
        ...(r.content
          ? { content: { value: wire(snippet(r.content, terms, snippetWords).segments), matchLevel: 'full' } }
          : {}),
      },
    };
  });
  return {
    hits,
    nbHits: matched.length,
    page,
    nbPages: Math.ceil(matched.length / hitsPerPage),
    hitsPerPage,
    query,
    queryID: `q-${query.length}-${matched.length}`,
    index: request.indexName,
  };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key',
};

export async function startFakeHost(
  records: readonly SearchRecord[],
  mode: HostMode = { kind: 'ok' },
): Promise<FakeHost> {
  let current = mode;
  const requests: RecordedRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void, res: ServerResponse) => {
    const t = setTimeout(() => {
      timers.delete(t);
      if (!res.destroyed) fn();
    }, ms);
    timers.add(t);
    res.on('close', () => {
      clearTimeout(t);
      timers.delete(t);
    });
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* recorded as text */
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const mode = current;
      if (mode.kind === 'refuse') {
        req.socket.destroy();
        return;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
        return;
      }
      if (mode.kind === 'status') {
        res.writeHead(mode.status, { ...CORS, 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: mode.message ?? `status ${mode.status}`, status: mode.status }));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/1/indexes/*/queries') {
        res.writeHead(404, { ...CORS, 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Not found', status: 404 }));
        return;
      }
      const requestsIn = (body as { requests?: Record<string, unknown>[] } | undefined)?.requests ?? [];
      const payload = JSON.stringify({ results: requestsIn.map((r) => answer(records, r)) });
      if (mode.kind === 'delay') {
        later(
          mode.ms,
          () => {
            res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
            res.end(payload);
          },
          res,
        );
      } else if (mode.kind === 'slow-body') {
        res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
        res.flushHeaders();
        later(mode.ms, () => res.end(payload), res);
      } else {
        res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
        res.end(payload);
      }
    });
  });
  const { port } = await listenOnFreePort(server, { host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    searches: () => requests.filter((r) => r.method === 'POST'),
    setMode(m) {
      current = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function startFakeHosts(count: number, records: readonly SearchRecord[]): Promise<FakeHost[]> {
  return Promise.all(Array.from({ length: count }, () => startFakeHost(records)));
}
