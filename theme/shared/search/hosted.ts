// The hosted search client, written with fetch (no SDK). It follows the hosted client's retry rules:
// the read host first, then the fallback hosts in random order; a host that fails (network error, 5xx)
// is marked down and one that times out is marked timed out; a mark expires after 120 s; marks are kept
// in local storage (memory when storage fails) so the next page skips a dead host at once.
import { HIGHLIGHT_POST, HIGHLIGHT_PRE, HITS_PER_PAGE, LANGUAGE, SNIPPET_WORDS } from './constants.ts';
import type { KeyValueStorage } from './stored-searches.ts';
import { HIT_TYPES, LEVELS, type Hierarchy, type SearchHit, type SearchParams, type SearchResponse } from './types.ts';

export class SearchSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchSetupError';
  }
}

/** Both the application id and the API key, or neither: anything else is a setup mistake to name. */
function searchSetupProblem(cfg: { appId?: string; apiKey?: string }): string | null {
  const hasId = !!cfg.appId;
  const hasKey = !!cfg.apiKey;
  if (hasId === hasKey) return null;
  return hasId
    ? 'Hosted search is not set up: search.apiKey is missing (search.appId is set). Both are needed.'
    : 'Hosted search is not set up: search.appId is missing (search.apiKey is set). Both are needed.';
}

function assertSearchSetup(cfg: { appId?: string; apiKey?: string }): void {
  const problem = searchSetupProblem(cfg);
  if (problem) throw new SearchSetupError(problem);
}

/** Milliseconds: connect (until the response headers), then read (searches) or write (events). */
const TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const;
export const HOST_STATUS_TTL = 120_000;

type Accept = 'read' | 'write' | 'readWrite';
export interface Host {
  url: string;
  accept: Accept;
}

function shuffle<T>(list: T[], random: () => number = Math.random): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

export function defaultHosts(appId: string, random: () => number = Math.random): Host[] {
  return [
    { url: `https://${appId}-dsn.algolia.net`, accept: 'read' },
    { url: `https://${appId}.algolia.net`, accept: 'write' },
    ...shuffle(
      [1, 2, 3].map((i): Host => ({ url: `https://${appId}-${i}.algolianet.com`, accept: 'readWrite' })),
      random,
    ),
  ];
}

/** Hosts from the config, in the order given (tests rely on it): "host:port" means https. */
export function configuredHosts(list: readonly string[]): Host[] {
  return list.map((h) => ({
    url: (/^https?:\/\//i.test(h) ? h : `https://${h}`).replace(/\/+$/, ''),
    accept: 'readWrite',
  }));
}

type Status = 'up' | 'down' | 'timed out';
interface HostState {
  status: Status;
  lastUpdate: number;
}

export class UnreachableHostsError extends Error {
  readonly attempts: { host: string; outcome: 'down' | 'timed out' }[];
  constructor(attempts: { host: string; outcome: 'down' | 'timed out' }[]) {
    super(`Unreachable hosts: ${attempts.map((a) => `${a.host} (${a.outcome})`).join(', ') || 'none configured'}.`);
    this.name = 'UnreachableHostsError';
    this.attempts = attempts;
  }
}

export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface TransportOptions {
  appId: string;
  apiKey: string;
  hosts: Host[];
  storage: KeyValueStorage;
  fetch?: typeof fetch;
  now?: () => number;
  timeouts?: Partial<Record<keyof typeof TIMEOUTS, number>>;
}

export interface Transport {
  request(kind: 'read' | 'write', path: string, body: unknown): Promise<unknown>;
  /** Host states as stored, for tests and diagnostics. */
  states(): Record<string, HostState>;
}

export const hostStatusKey = (appId: string) => `zapsite-search-hosts-${appId}`;

export function createTransport(opts: TransportOptions): Transport {
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const now = opts.now ?? (() => Date.now());
  const timeouts = { ...TIMEOUTS, ...opts.timeouts };
  const key = hostStatusKey(opts.appId);

  const readStates = (): Record<string, HostState> => {
    try {
      const raw = opts.storage.getItem(key);
      const parsed = raw ? (JSON.parse(raw) as unknown) : {};
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      const out: Record<string, HostState> = {};
      for (const [url, v] of Object.entries(parsed as Record<string, unknown>)) {
        const s = v as Partial<HostState> | null;
        if (
          s &&
          (s.status === 'up' || s.status === 'down' || s.status === 'timed out') &&
          typeof s.lastUpdate === 'number'
        )
          out[url] = { status: s.status, lastUpdate: s.lastUpdate };
      }
      return out;
    } catch {
      return {};
    }
  };
  const mark = (url: string, status: Status) => {
    const states = readStates();
    states[url] = { status, lastUpdate: now() };
    try {
      opts.storage.setItem(key, JSON.stringify(states));
    } catch {
      /* the storage falls back to memory itself; nothing else to do */
    }
  };

  /** Hosts to try, in order: up (or expired) first, then timed out; all of them when none qualify. */
  const plan = (kind: 'read' | 'write'): Host[] => {
    const hosts = opts.hosts.filter((h) => h.accept === 'readWrite' || h.accept === kind);
    const states = readStates();
    const t = now();
    const expired = (s: HostState) => t - s.lastUpdate > HOST_STATUS_TTL;
    const up = hosts.filter((h) => {
      const s = states[h.url];
      return !s || s.status === 'up' || expired(s);
    });
    const timedOut = hosts.filter((h) => {
      const s = states[h.url];
      return s && s.status === 'timed out' && !expired(s);
    });
    const available = [...up, ...timedOut];
    return available.length ? available : hosts;
  };

  return {
    states: readStates,
    async request(kind, path, body) {
      const failures: { host: string; outcome: 'down' | 'timed out' }[] = [];
      const init: RequestInit = {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-algolia-application-id': opts.appId,
          'x-algolia-api-key': opts.apiKey,
        },
        body: JSON.stringify(body),
      };
      let retryCount = 0;
      for (const host of plan(kind)) {
        // Each retry waits longer than the one before, as the hosted client does.
        const factor = retryCount + 1;
        const r = await attempt(doFetch, host.url + path, init, {
          connectMs: timeouts.connect * factor,
          responseMs: timeouts[kind] * factor,
        });
        retryCount++;
        if (r.outcome === 'ok') {
          const family = Math.floor(r.status / 100);
          if (family === 2) {
            try {
              const json = JSON.parse(r.text) as unknown;
              mark(host.url, 'up');
              return json;
            } catch {
              mark(host.url, 'down');
              failures.push({ host: host.url, outcome: 'down' });
              continue;
            }
          }
          if (family === 4) {
            mark(host.url, 'up');
            let message = `Search request failed with status ${r.status}.`;
            try {
              const m = (JSON.parse(r.text) as { message?: unknown }).message;
              if (typeof m === 'string') message = m;
            } catch {
              /* keep the generic message */
            }
            throw new ApiError(message, r.status);
          }
        }
        const outcome = r.outcome === 'timed out' ? 'timed out' : 'down';
        mark(host.url, outcome);
        failures.push({ host: host.url, outcome });
      }
      throw new UnreachableHostsError(failures);
    },
  };
}

/**
 * One request to one host: `connectMs` to get the response's head, then `responseMs` for its body;
 * a timeout and a failure are told apart, as the host's state records them.
 */
async function attempt(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit,
  { connectMs, responseMs }: { connectMs: number; responseMs: number },
): Promise<{ outcome: 'ok' | 'down' | 'timed out'; status: number; text: string }> {
  const ctrl = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, ms);
  };
  try {
    arm(connectMs);
    const res = await doFetch(url, { ...init, signal: ctrl.signal });
    arm(responseMs);
    const text = await res.text();
    return { outcome: 'ok', status: res.status, text };
  } catch {
    return { outcome: timedOut ? 'timed out' : 'down', status: 0, text: '' };
  } finally {
    clearTimeout(timer);
  }
}

export const ATTRIBUTES_TO_RETRIEVE = [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'];

interface QueryOptions {
  indexName: string;
  language?: string;
  docsTag: string;
  docsTags?: string[];
  clickAnalytics?: boolean;
}

/** One request of the multi-query batch. */
function searchRequest(params: SearchParams, o: QueryOptions) {
  const words = params.snippetWords ?? SNIPPET_WORDS;
  return {
    indexName: o.indexName,
    query: params.query,
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
    attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: HIGHLIGHT_PRE,
    highlightPostTag: HIGHLIGHT_POST,
    hitsPerPage: params.hitsPerPage ?? HITS_PER_PAGE,
    page: params.page ?? 0,
    facetFilters: [
      `language:${o.language ?? LANGUAGE}`,
      ['docusaurus_tag:default', ...[o.docsTag, ...(o.docsTags ?? [])].map((t) => `docusaurus_tag:${t}`)],
    ],
    ...(o.clickAnalytics ? { clickAnalytics: true } : {}),
  };
}

function cleanHierarchy(v: unknown): Hierarchy | null {
  if (!v || typeof v !== 'object') return null;
  const h = {} as Hierarchy;
  for (const l of LEVELS) {
    const x = (v as Record<string, unknown>)[l];
    h[l] = typeof x === 'string' ? x : null;
  }
  return h;
}

/** results[0]: hits (malformed ones dropped), nbHits, queryID. */
function parseSearchResponse(json: unknown): SearchResponse {
  const r = (json as { results?: unknown[] } | null)?.results?.[0] as Record<string, unknown> | undefined;
  if (!r || !Array.isArray(r.hits)) throw new ApiError('The search service answered without results.', 200);
  const hits: SearchHit[] = [];
  for (const raw of r.hits as Record<string, unknown>[]) {
    if (!raw || typeof raw !== 'object') continue;
    const hierarchy = cleanHierarchy(raw.hierarchy);
    if (typeof raw.objectID !== 'string' || typeof raw.url !== 'string' || !hierarchy) continue;
    const type = (HIT_TYPES as readonly string[]).includes(raw.type as string)
      ? (raw.type as SearchHit['type'])
      : 'content';
    hits.push({
      objectID: raw.objectID,
      url: raw.url,
      type,
      content: typeof raw.content === 'string' ? raw.content : null,
      hierarchy,
      _highlightResult:
        typeof raw._highlightResult === 'object' && raw._highlightResult
          ? (raw._highlightResult as SearchHit['_highlightResult'])
          : undefined,
      _snippetResult:
        typeof raw._snippetResult === 'object' && raw._snippetResult
          ? (raw._snippetResult as SearchHit['_snippetResult'])
          : undefined,
    });
  }
  const nbHits = typeof r.nbHits === 'number' ? r.nbHits : hits.length;
  const hitsPerPage = typeof r.hitsPerPage === 'number' && r.hitsPerPage > 0 ? r.hitsPerPage : HITS_PER_PAGE;
  return {
    hits,
    nbHits,
    page: typeof r.page === 'number' ? r.page : 0,
    nbPages: typeof r.nbPages === 'number' ? r.nbPages : Math.ceil(nbHits / hitsPerPage),
    queryID: typeof r.queryID === 'string' ? r.queryID : undefined,
    source: 'hosted',
  };
}

export interface HostedClient {
  search(params: SearchParams): Promise<SearchResponse>;
  transport: Transport;
}

export function createHostedClient(
  cfg: {
    appId?: string;
    apiKey?: string;
    hosts?: readonly string[];
    indexName: string;
    docsTag: string;
    docsTags?: string[];
    language?: string;
    insights?: boolean;
  },
  deps: Omit<TransportOptions, 'appId' | 'apiKey' | 'hosts'> & { random?: () => number },
): HostedClient {
  assertSearchSetup(cfg);
  if (!cfg.appId || !cfg.apiKey)
    throw new SearchSetupError('Hosted search is not set up: search.appId and search.apiKey are missing.');
  const hosts = cfg.hosts?.length ? configuredHosts(cfg.hosts) : defaultHosts(cfg.appId, deps.random);
  const transport = createTransport({ ...deps, appId: cfg.appId, apiKey: cfg.apiKey, hosts });
  return {
    transport,
    async search(params) {
      const body = {
        requests: [
          searchRequest(params, {
            indexName: cfg.indexName,
            docsTag: cfg.docsTag,
            docsTags: cfg.docsTags,
            language: cfg.language,
            clickAnalytics: cfg.insights,
          }),
        ],
      };
      return parseSearchResponse(await transport.request('read', '/1/indexes/*/queries', body));
    },
  };
}
