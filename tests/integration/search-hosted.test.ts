import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeHosts, type FakeHost } from '../search/server.ts';
import { buildSite, localIndexOf } from '../search/site.ts';
import {
  ATTRIBUTES_TO_RETRIEVE,
  ApiError,
  HOST_STATUS_TTL,
  SearchSetupError,
  UnreachableHostsError,
  createHostedClient,
  createTransport,
  configuredHosts,
  defaultHosts,
  hostStatusKey,
} from '../../theme/shared/search/hosted.ts';
import { createSearchBackend, errorView } from '../../theme/shared/search/backend.ts';
import { memoryStorage, safeStorage } from '../../theme/shared/search/stored-searches.ts';
import type { SearchRecord, SearchSettings } from '../../theme/shared/search/types.ts';
import type { LocalIndex } from '../../theme/shared/search/local.ts';

let records: SearchRecord[];
let local: LocalIndex;
let hosts: FakeHost[];

beforeAll(async () => {
  const files = (await buildSite()).writer.files;
  local = localIndexOf(files);
  records = await local.allRecords();
  hosts = await startFakeHosts(3, records);
});
afterAll(async () => {
  await Promise.all(hosts.map((h) => h.close()));
});
afterEach(() => {
  for (const h of hosts) {
    h.setMode({ kind: 'ok' });
    h.requests.length = 0;
  }
});

const settings = (over: Partial<SearchSettings> = {}): SearchSettings => ({
  indexName: 'fixture',
  hosted: { appId: 'APPID', apiKey: 'search-key', hosts: hosts.map((h) => h.url) },
  fallbackToLocal: true,
  insights: false,
  searchPagePath: 'search',
  askAi: false,
  docsTag: 'docs-default-current',
  baseUrl: '/',
  ...over,
});
// Short timeouts keep the timeout cases quick (a host held 3 s against 1 s); every other case
// waits as long as a loaded machine may need, so that a slow answer is never taken for a dead host.
// The defaults are checked on their own below.
const fast = { connect: 1_000, read: 1_000, write: 1_000 };
const patient = { connect: 4_000, read: 4_000, write: 4_000 };
const client = (storage = memoryStorage(), now?: () => number, timeouts = patient) =>
  createHostedClient(
    { ...settings().hosted!, indexName: 'fixture', docsTag: 'docs-default-current' },
    { storage, now, timeouts },
  );

describe('hosted search client', () => {
  it('sends the multi-query request the hosted service expects and reads hits, nbHits and queryID', async () => {
    const r = await client().search({ query: 'pn532 reader' });
    const [req] = hosts[0]!.searches();
    expect(req!.path).toBe('/1/indexes/*/queries');
    expect(req!.headers['x-algolia-application-id']).toBe('APPID');
    expect(req!.headers['x-algolia-api-key']).toBe('search-key');
    expect(req!.body).toEqual({
      requests: [
        {
          indexName: 'fixture',
          query: 'pn532 reader',
          attributesToRetrieve: [
            'hierarchy.lvl0',
            'hierarchy.lvl1',
            'hierarchy.lvl2',
            'hierarchy.lvl3',
            'hierarchy.lvl4',
            'hierarchy.lvl5',
            'hierarchy.lvl6',
            'content',
            'type',
            'url',
          ],
          attributesToSnippet: [
            'hierarchy.lvl1:10',
            'hierarchy.lvl2:10',
            'hierarchy.lvl3:10',
            'hierarchy.lvl4:10',
            'hierarchy.lvl5:10',
            'hierarchy.lvl6:10',
            'content:10',
          ],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          page: 0,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    expect(ATTRIBUTES_TO_RETRIEVE).toHaveLength(10);
    expect(r.source).toBe('hosted');
    expect(r.nbHits).toBe(
      records.filter(
        (x) =>
          /pn532/i.test(JSON.stringify(x.hierarchy) + x.content) &&
          /reader/i.test(JSON.stringify(x.hierarchy) + x.content),
      ).length,
    );
    expect(r.queryID).toMatch(/^q-/);
    expect(r.hits[0]!.url).toMatch(/^https:\/\/search\.example\.com\/docs\/readers\/pn532\//);
    expect(hosts[1]!.searches()).toHaveLength(0);
  });

  it('asks for 5-word snippets on narrow screens and for the requested page', async () => {
    await client().search({ query: 'reader', snippetWords: 5, page: 2 });
    const body = hosts[0]!.searches()[0]!.body as { requests: { attributesToSnippet: string[]; page: number }[] };
    expect(body.requests[0]!.attributesToSnippet.every((a) => a.endsWith(':5'))).toBe(true);
    expect(body.requests[0]!.page).toBe(2);
  });

  it("filters by the page's docs version and every other docs instance's, as contextual search does", async () => {
    await createHostedClient(
      {
        ...settings().hosted!,
        indexName: 'fixture',
        docsTag: 'docs-community-1.0',
        docsTags: ['docs-default-current', 'docs-api-2.1'],
      },
      { storage: memoryStorage(), timeouts: patient },
    ).search({ query: 'reader' });
    const body = hosts[0]!.searches()[0]!.body as { requests: { facetFilters: unknown }[] };
    expect(body.requests[0]!.facetFilters).toEqual([
      'language:en',
      [
        'docusaurus_tag:default',
        'docusaurus_tag:docs-community-1.0',
        'docusaurus_tag:docs-default-current',
        'docusaurus_tag:docs-api-2.1',
      ],
    ]);
  });

  it("filters by the page's locale, on a site in another language", async () => {
    await createHostedClient(
      { ...settings().hosted!, indexName: 'fixture', docsTag: 'docs-default-current', language: 'fr' },
      { storage: memoryStorage(), timeouts: patient },
    ).search({ query: 'lecteur' });
    const body = hosts[0]!.searches()[0]!.body as { requests: { facetFilters: unknown[] }[] };
    expect(body.requests[0]!.facetFilters[0]).toBe('language:fr');
  });

  it('tries the read host first, then the three fallback hosts in random order', () => {
    const seq = (values: number[]) => () => values.shift() ?? 0;
    const a = defaultHosts('APP', seq([0.1, 0.1]));
    const b = defaultHosts('APP', seq([0.9, 0.9]));
    const reads = (list: typeof a) => list.filter((h) => h.accept !== 'write').map((h) => h.url);
    expect(reads(a)[0]).toBe('https://APP-dsn.algolia.net');
    expect(reads(a).slice(1).sort()).toEqual([
      'https://APP-1.algolianet.com',
      'https://APP-2.algolianet.com',
      'https://APP-3.algolianet.com',
    ]);
    expect(reads(a)).not.toEqual(reads(b));
    expect(a.find((h) => h.accept === 'write')?.url).toBe('https://APP.algolia.net');
    expect(configuredHosts(['127.0.0.1:9', 'http://x:1/']).map((h) => h.url)).toEqual([
      'https://127.0.0.1:9',
      'http://x:1',
    ]);
  });

  it('moves on from a host that closes the socket or answers 5xx, and skips them next time', async () => {
    hosts[0]!.setMode({ kind: 'refuse' });
    hosts[1]!.setMode({ kind: 'status', status: 503 });
    const storage = memoryStorage();
    const c = client(storage);
    const r = await c.search({ query: 'reader' });
    expect(r.hits.length).toBeGreaterThan(0);
    expect(hosts.map((h) => h.searches().length)).toEqual([1, 1, 1]);
    expect(c.transport.states()).toMatchObject({
      [hosts[0]!.url]: { status: 'down' },
      [hosts[1]!.url]: { status: 'down' },
      [hosts[2]!.url]: { status: 'up' },
    });
    // Marks are kept in storage: a new client (the next page) skips the dead hosts at once.
    expect(JSON.parse(storage.getItem(hostStatusKey('APPID'))!)[hosts[0]!.url].status).toBe('down');
    await client(storage).search({ query: 'reader' });
    expect(hosts.map((h) => h.searches().length)).toEqual([1, 1, 2]);
  });

  it('forgets a host mark after 120 s', async () => {
    let t = 1_000_000;
    const storage = memoryStorage();
    hosts[0]!.setMode({ kind: 'status', status: 500 });
    await client(storage, () => t).search({ query: 'reader' });
    hosts[0]!.setMode({ kind: 'ok' });
    t += HOST_STATUS_TTL;
    await client(storage, () => t).search({ query: 'reader' });
    expect(hosts[0]!.searches()).toHaveLength(1);
    t += 1;
    await client(storage, () => t).search({ query: 'reader' });
    expect(hosts[0]!.searches()).toHaveLength(2);
    expect(HOST_STATUS_TTL).toBe(120_000);
  });

  it('marks a host timed out when the response does not start in time, and tries it after the others', async () => {
    hosts[0]!.setMode({ kind: 'delay', ms: 3_000 });
    const storage = memoryStorage();
    const c = client(storage, undefined, fast);
    await c.search({ query: 'reader' });
    expect(c.transport.states()[hosts[0]!.url]!.status).toBe('timed out');
    expect(hosts[1]!.searches()).toHaveLength(1);
    // Timed-out hosts stay in the plan, after the hosts that are up.
    hosts[1]!.setMode({ kind: 'refuse' });
    hosts[2]!.setMode({ kind: 'refuse' });
    hosts[0]!.setMode({ kind: 'ok' });
    await client(storage).search({ query: 'reader' });
    expect(hosts.map((h) => h.searches().length)).toEqual([2, 2, 1]);
  });

  it('marks a host timed out when the body is too slow after the headers', async () => {
    hosts[0]!.setMode({ kind: 'slow-body', ms: 3_000 });
    const c = client(undefined, undefined, fast);
    const r = await c.search({ query: 'reader' });
    expect(r.hits.length).toBeGreaterThan(0);
    expect(c.transport.states()[hosts[0]!.url]!.status).toBe('timed out');
  });

  it('keeps host marks in memory when storage fails', async () => {
    const broken = {
      getItem: () => {
        throw new Error('no');
      },
      setItem: () => {
        throw new Error('no');
      },
      removeItem: () => {
        throw new Error('no');
      },
    };
    hosts[0]!.setMode({ kind: 'status', status: 502 });
    const c = client(safeStorage(() => broken));
    await c.search({ query: 'reader' });
    await c.search({ query: 'reader' });
    expect(hosts[0]!.searches()).toHaveLength(1);
    expect(hosts[1]!.searches()).toHaveLength(2);
  });

  it('stops at a 4xx answer: the request is wrong, another host would say the same', async () => {
    hosts[0]!.setMode({ kind: 'status', status: 403, message: 'Invalid Application-ID or API key' });
    await expect(client().search({ query: 'reader' })).rejects.toThrow(
      new ApiError('Invalid Application-ID or API key', 403),
    );
    expect(hosts[1]!.searches()).toHaveLength(0);
  });

  it('refuses a half configuration, naming what is missing', () => {
    expect(() =>
      createHostedClient({ appId: 'APP', indexName: 'x', docsTag: 't' }, { storage: memoryStorage() }),
    ).toThrow(SearchSetupError);
    expect(() =>
      createHostedClient({ appId: 'APP', indexName: 'x', docsTag: 't' }, { storage: memoryStorage() }),
    ).toThrow(/search\.apiKey is missing/);
    expect(() =>
      createHostedClient({ apiKey: 'K', indexName: 'x', docsTag: 't' }, { storage: memoryStorage() }),
    ).toThrow(/search\.appId is missing/);
  });
});

describe('hosted timeouts', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 1 s to connect and 2 s to read, longer on each retry', async () => {
    vi.useFakeTimers();
    const aborts: { host: string; at: number }[] = [];
    const start = Date.now();
    // A fetch that never answers: only the timeouts end it.
    const hanging = ((url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        init.signal!.addEventListener('abort', () => {
          aborts.push({ host: new URL(url).host, at: Date.now() - start });
          reject(new Error('aborted'));
        });
      })) as unknown as typeof fetch;
    const transport = createTransport({
      appId: 'A',
      apiKey: 'K',
      hosts: configuredHosts(['h1:1', 'h2:1', 'h3:1']),
      storage: memoryStorage(),
      fetch: hanging,
    });
    const done = transport.request('read', '/1/indexes/*/queries', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await done;
    expect(error).toBeInstanceOf(UnreachableHostsError);
    expect(aborts).toEqual([
      { host: 'h1:1', at: 1_000 },
      { host: 'h2:1', at: 1_000 + 2_000 },
      { host: 'h3:1', at: 1_000 + 2_000 + 3_000 },
    ]);
    expect((error as UnreachableHostsError).attempts.map((a) => a.outcome)).toEqual([
      'timed out',
      'timed out',
      'timed out',
    ]);
  });

  it('gives the body the read timeout (30 s for writes) once the headers are in', async () => {
    vi.useFakeTimers();
    let abortedAt = -1;
    const start = Date.now();
    const slowBody = ((_url: string, init: RequestInit) =>
      Promise.resolve({
        status: 200,
        text: () =>
          new Promise((_, reject) =>
            init.signal!.addEventListener('abort', () => {
              abortedAt = Date.now() - start;
              reject(new Error('aborted'));
            }),
          ),
      })) as unknown as typeof fetch;
    const read = createTransport({
      appId: 'A',
      apiKey: 'K',
      hosts: configuredHosts(['h1:1']),
      storage: memoryStorage(),
      fetch: slowBody,
    });
    const r1 = read.request('read', '/x', {}).catch(() => null);
    await vi.advanceTimersByTimeAsync(5_000);
    await r1;
    expect(abortedAt).toBe(2_000);
    const write = createTransport({
      appId: 'A',
      apiKey: 'K',
      hosts: configuredHosts(['h1:1']),
      storage: memoryStorage(),
      fetch: slowBody,
    });
    const t0 = Date.now() - start;
    const r2 = write.request('write', '/x', {}).catch(() => null);
    await vi.advanceTimersByTimeAsync(40_000);
    await r2;
    expect(abortedAt - t0).toBe(30_000);
  });
});

describe('search backend', () => {
  it('answers from the local index when every host fails and fallback is on', async () => {
    for (const h of hosts) h.setMode({ kind: 'refuse' });
    const backend = createSearchBackend(settings(), { storage: memoryStorage(), local, timeouts: patient });
    const r = await backend.search({ query: 'pn532' });
    expect(r.source).toBe('local');
    expect(r.hits[0]!.url).toBe('/docs/readers/pn532/');
    expect(hosts.map((h) => h.searches().length)).toEqual([1, 1, 1]);
  });

  it('reports the error view when every host fails and fallback is off', async () => {
    for (const h of hosts) h.setMode({ kind: 'status', status: 500 });
    const backend = createSearchBackend(settings({ fallbackToLocal: false }), {
      storage: memoryStorage(),
      local,
      timeouts: patient,
    });
    const error = await backend.search({ query: 'pn532' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableHostsError);
    expect(errorView(error)).toEqual({
      title: 'Unable to fetch results',
      help: 'You might want to check your network connection.',
    });
  });

  it('uses the local index alone when no hosted service is configured', async () => {
    const backend = createSearchBackend(settings({ hosted: undefined }), { storage: memoryStorage(), local });
    expect((await backend.search({ query: 'ntag215' })).source).toBe('local');
    expect(hosts.every((h) => h.requests.length === 0)).toBe(true);
  });
});
