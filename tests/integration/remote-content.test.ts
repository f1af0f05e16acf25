// Remote content in a build: fetched from a local stand-in server, or taken from the kept copy
// under remote/ when the fetch fails, with one reporter note per source saying which.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { build, type BuildResult } from '../../generator/pipeline.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { ZapsiteError } from '../../generator/diagnostics.ts';
import type { Diagnostic } from '../../generator/types.ts';
import { FIXTURES } from '../helpers/paths.ts';
import { startRemoteServer, type RemoteServer } from '../helpers/remote-server.ts';
import { remoteSite, type SourceConfig } from '../helpers/remote-site.ts';
import type { TempSite } from './temp-site.ts';

const SERVED_INDEX = [
  '---',
  'title: Served overview',
  '---',
  '',
  'Served overview: this text came over HTTP. See the [methods](./methods.md).',
  '',
].join('\n');
const SERVED_METHODS = [
  '---',
  'title: Served methods',
  '---',
  '',
  'Served methods: this text came over HTTP.',
  '',
  '## Calls',
  '',
  'Every call, as served.',
  '',
].join('\n');
const KEPT_INDEX_TEXT = 'Kept overview: this text comes from the kept copy of index.md.';
const KEPT_METHODS_TEXT = 'Kept methods: this text comes from the kept copy of methods.md.';

interface Outcome {
  ok: boolean;
  result?: BuildResult;
  writer: MemoryWriter;
  diagnostics: Diagnostic[];
  exitCode: number;
  notes: string[];
}

let server: RemoteServer;
const sites: TempSite[] = [];
let prefixes = 0;

beforeAll(async () => {
  server = await startRemoteServer();
});
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.remove()));
});
afterAll(async () => {
  await server.close();
});

/** A fresh URL prefix on the server, with its documents answering as given. */
function source(
  docs: Record<string, Parameters<RemoteServer['set']>[1]>,
  over: Partial<SourceConfig> = {},
): SourceConfig & { prefix: string } {
  const prefix = `t${++prefixes}`;
  for (const [doc, b] of Object.entries(docs)) server.set(`/${prefix}/${doc}`, b);
  return {
    prefix,
    name: 'ext-api',
    sourceBaseUrl: server.base(prefix),
    outDir: 'docs/ext/api',
    documents: ['index.md', 'methods.md'],
    timeoutMs: 2000,
    ...over,
  };
}

function requestsFor(prefix: string): string[] {
  return server.requests.filter((p) => p.startsWith(`/${prefix}/`)).sort();
}

async function buildSite(
  sources: SourceConfig[],
  opts: { offline?: boolean; docs?: false; checkOnly?: boolean } = {},
): Promise<Outcome> {
  const site = await remoteSite(sources, { docs: opts.docs });
  sites.push(site);
  const writer = new MemoryWriter();
  const notes: string[] = [];
  try {
    const result = await build({
      root: site.root,
      writer,
      offline: opts.offline,
      checkOnly: opts.checkOnly,
      reporter: { stage() {}, note: (l) => void notes.push(l) },
    });
    return { ok: true, result, writer, diagnostics: result.warnings, exitCode: 0, notes };
  } catch (error) {
    if (error instanceof ZapsiteError)
      return { ok: false, writer, diagnostics: error.diagnostics, exitCode: error.exitCode, notes };
    throw error;
  }
}

function expectBuilt(out: Outcome): void {
  if (!out.ok)
    throw new Error(
      `The build failed:\n${out.diagnostics.map((d) => `${d.code}: ${d.message} (${d.file}:${d.line})`).join('\n')}`,
    );
}

/** The text of the page's Markdown body and its h1. */
function pageAt(out: Outcome, url: string): { h1: string; body: string; hrefs: string[] } {
  const html = out.writer.text(`${url.slice(1)}index.html`);
  if (html === undefined)
    throw new Error(
      `No page at ${url}; pages: ${[...out.writer.files.keys()].filter((k) => k.endsWith('.html')).join(', ')}`,
    );
  const doc = parseDocument(html);
  const md = findOne((e) => e.name === 'div' && getAttributeValue(e, 'class') === 'markdown', doc.children);
  const h1 = findOne((e) => e.name === 'h1', doc.children);
  return {
    h1: h1 ? textContent(h1).trim() : '',
    body: md ? textContent(md) : '',
    hrefs: md ? findAll((e) => e.name === 'a', md.children).map((a) => getAttributeValue(a, 'href') ?? '') : [],
  };
}

async function keptFiles(): Promise<string[]> {
  return Promise.all(
    ['index.md', 'methods.md'].map((d) => readFile(join(FIXTURES, 'remote-site/remote/ext-api', d), 'utf8')),
  );
}

describe('remote content: fetched', () => {
  it('turns each served document into a page under outDir, with the served text, and notes that it fetched them', async () => {
    const src = source({ 'index.md': { body: SERVED_INDEX }, 'methods.md': { body: SERVED_METHODS } });
    const out = await buildSite([src]);
    expectBuilt(out);
    const index = pageAt(out, '/docs/ext/api/');
    expect(index.h1).toBe('Served overview');
    expect(index.body).toContain('Served overview: this text came over HTTP.');
    expect(index.body).not.toContain('Kept overview');
    // A relative link between two remote documents resolves like one between two content files.
    expect(index.hrefs).toContain('/docs/ext/api/methods/');
    const methods = pageAt(out, '/docs/ext/api/methods/');
    expect(methods.h1).toBe('Served methods');
    expect(methods.body).toContain('Served methods: this text came over HTTP.');
    expect(methods.body).not.toContain('Kept methods');
    expect(out.notes).toEqual(['ext-api: fetched 2 documents']);
    expect(requestsFor(src.prefix)).toEqual([`/${src.prefix}/index.md`, `/${src.prefix}/methods.md`]);
    // A build reads the kept copy but never rewrites it: that is sync-remote's job.
    const site = sites[0]!;
    expect(await readFile(join(site.root, 'remote/ext-api/index.md'), 'utf8')).toBe((await keptFiles())[0]);
  });

  it.each([['docs/ext/api'], ['/docs/ext/api/'], ['ext/api'], ['content/docs/ext/api']])(
    'places the documents at /docs/ext/api/ when outDir is written "%s"',
    async (outDir) => {
      const src = source({ 'index.md': { body: SERVED_INDEX }, 'methods.md': { body: SERVED_METHODS } }, { outDir });
      const out = await buildSite([src], { checkOnly: true });
      expectBuilt(out);
      expect(out.result!.urls).toEqual(expect.arrayContaining(['/docs/ext/api/', '/docs/ext/api/methods/']));
      expect(out.result!.urls.filter((u) => u.includes('/api/'))).toHaveLength(2);
    },
  );

  it('builds a fetched document that has no kept copy yet', async () => {
    const events = ['---', 'title: Events', '---', '', 'Served events: no kept copy of this one exists.', ''].join(
      '\n',
    );
    const src = source(
      { 'index.md': { body: SERVED_INDEX }, 'methods.md': { body: SERVED_METHODS }, 'events.md': { body: events } },
      { documents: ['index.md', 'methods.md', 'events.md'] },
    );
    const out = await buildSite([src]);
    expectBuilt(out);
    expect(pageAt(out, '/docs/ext/api/events/').body).toContain('Served events: no kept copy of this one exists.');
    expect(out.notes).toEqual(['ext-api: fetched 3 documents']);
  });
});

describe('remote content: the kept copy when the fetch fails', () => {
  it(
    'uses the kept copy when the server answers too late, notes the time-out, and gives up on the request',
    { timeout: 30_000 },
    async () => {
      // The server never answers: if the time-out were not honoured, the build would hang and the test time out.
      const src = source({ 'index.md': { hang: true }, 'methods.md': { hang: true } }, { timeoutMs: 300 });
      const out = await buildSite([src]);
      expectBuilt(out);
      expect(pageAt(out, '/docs/ext/api/').body).toContain(KEPT_INDEX_TEXT);
      expect(pageAt(out, '/docs/ext/api/methods/').body).toContain(KEPT_METHODS_TEXT);
      expect(out.notes).toEqual([
        'ext-api: could not fetch (timed out after 300 ms), using the kept copy of 2 documents',
      ]);
      // Both requests were cut off by the client rather than left open.
      expect(server.abandoned.filter((p) => p.startsWith(`/${src.prefix}/`)).sort()).toEqual([
        `/${src.prefix}/index.md`,
        `/${src.prefix}/methods.md`,
      ]);
    },
  );

  it.each([[404], [500]])('uses the kept copy on HTTP %i and names the status in the note', async (status) => {
    const src = source({ 'index.md': { status }, 'methods.md': { status } });
    const out = await buildSite([src]);
    expectBuilt(out);
    expect(pageAt(out, '/docs/ext/api/').body).toContain(KEPT_INDEX_TEXT);
    expect(pageAt(out, '/docs/ext/api/methods/').body).toContain(KEPT_METHODS_TEXT);
    expect(out.notes).toEqual([`ext-api: could not fetch (HTTP ${status}), using the kept copy of 2 documents`]);
  });

  it('uses the kept copy when the server drops the connection', async () => {
    const src = source({ 'index.md': { close: true }, 'methods.md': { close: true } });
    const out = await buildSite([src]);
    expectBuilt(out);
    expect(pageAt(out, '/docs/ext/api/').body).toContain(KEPT_INDEX_TEXT);
    expect(out.notes).toEqual([
      'ext-api: could not fetch (connection closed by the server), using the kept copy of 2 documents',
    ]);
  });

  it('mixes a fetched document with the kept copy of one that failed, and names the failed one', async () => {
    const src = source({ 'index.md': { body: SERVED_INDEX }, 'methods.md': { status: 404 } });
    const out = await buildSite([src]);
    expectBuilt(out);
    expect(pageAt(out, '/docs/ext/api/').body).toContain('Served overview: this text came over HTTP.');
    expect(pageAt(out, '/docs/ext/api/methods/').body).toContain(KEPT_METHODS_TEXT);
    expect(out.notes).toEqual([
      'ext-api: fetched 1 document; could not fetch methods.md (HTTP 404), using the kept copy',
    ]);
  });

  it('with offline: true sends no request at all and uses the kept copy', async () => {
    const src = source({ 'index.md': { body: SERVED_INDEX }, 'methods.md': { body: SERVED_METHODS } });
    const before = server.requests.length;
    const out = await buildSite([src], { offline: true });
    expectBuilt(out);
    expect(server.requests.length).toBe(before);
    expect(requestsFor(src.prefix)).toEqual([]);
    expect(pageAt(out, '/docs/ext/api/').body).toContain(KEPT_INDEX_TEXT);
    expect(pageAt(out, '/docs/ext/api/methods/').body).toContain(KEPT_METHODS_TEXT);
    expect(out.notes).toEqual(['ext-api: offline mode, using the kept copy of 2 documents']);
  });
});

describe('remote content: failures', () => {
  it('fails with remote-missing, naming the document and hinting sync-remote, when a document has no kept copy and the fetch fails', async () => {
    const src = source(
      { 'index.md': { status: 404 }, 'methods.md': { status: 404 }, 'events.md': { status: 404 } },
      { documents: ['index.md', 'methods.md', 'events.md'] },
    );
    const out = await buildSite([src]);
    expect(out.ok).toBe(false);
    expect(out.exitCode).toBe(1);
    const missing = out.diagnostics.filter((d) => d.code === 'remote-missing');
    // Only events.md: the other two have kept copies.
    expect(missing).toHaveLength(1);
    expect(missing[0]!.severity).toBe('error');
    expect(missing[0]!.file).toBe('remote/ext-api/events.md');
    expect(missing[0]!.message).toContain('"events.md"');
    expect(missing[0]!.message).toContain(`${src.sourceBaseUrl}events.md`);
    expect(missing[0]!.message).toContain('HTTP 404');
    expect(missing[0]!.hint).toContain('zapsite sync-remote');
    expect(out.writer.files.size).toBe(0);
  });

  it('fails with remote-missing in offline mode for a document that was never kept', async () => {
    const src = source({}, { documents: ['index.md', 'events.md'] });
    const out = await buildSite([src], { offline: true });
    expect(out.exitCode).toBe(1);
    const missing = out.diagnostics.filter((d) => d.code === 'remote-missing');
    expect(missing.map((d) => d.file)).toEqual(['remote/ext-api/events.md']);
    expect(missing[0]!.message).toContain('offline mode');
    expect(requestsFor(src.prefix)).toEqual([]);
  });

  it('fails on a broken link in a fetched document, pointing at the remote file, line and column', async () => {
    const lines = [
      '---',
      'title: Served methods',
      '---',
      '',
      'Served methods.',
      '',
      'The old list moved: see [the old list](/docs/ext/old-list/) for details.',
      '',
    ];
    const src = source({ 'index.md': { body: SERVED_INDEX }, 'methods.md': { body: lines.join('\n') } });
    const out = await buildSite([src]);
    expect(out.ok).toBe(false);
    expect(out.exitCode).toBe(1);
    const broken = out.diagnostics.filter((d) => d.code === 'broken-link');
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({
      severity: 'error',
      file: 'remote/ext-api/methods.md',
      line: 7,
      column: lines[6]!.indexOf('[the old list]') + 1,
      sourceLine: lines[6],
    });
    expect(broken[0]!.message).toContain('/docs/ext/old-list/');
    expect(out.writer.files.size).toBe(0);
  });

  it('fails with remote-needs-docs when remote content is configured but docs are off', async () => {
    const src = source({ 'index.md': { body: SERVED_INDEX }, 'methods.md': { body: SERVED_METHODS } });
    const out = await buildSite([src], { docs: false });
    expect(out.exitCode).toBe(1);
    const d = out.diagnostics.find((x) => x.code === 'remote-needs-docs');
    expect(d).toBeDefined();
    expect(d!.message).toContain('ext-api');
    expect(d!.file).toBe('zapsite.config.ts');
  });
});
