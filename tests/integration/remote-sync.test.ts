// The real CLI against a local stand-in server: `sync-remote` rewrites the kept copy (or leaves it
// whole when a fetch fails), and `build` prints one note line per remote source.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startRemoteServer, type RemoteServer } from '../helpers/remote-server.ts';
import { remoteSite } from '../helpers/remote-site.ts';
import type { TempSite } from './temp-site.ts';
import { zapsite } from '../helpers/cli.ts';

const SERVED = {
  index: ['---', 'title: Served overview', '---', '', 'Served overview, synced.', ''].join('\n'),
  methods: ['---', 'title: Served methods', '---', '', 'Served methods, synced.', ''].join('\n'),
  events: ['---', 'title: Events', '---', '', 'Served events: new in this sync.', ''].join('\n'),
  guide: ['---', 'title: Guide', '---', '', 'Served guide of a second source.', ''].join('\n'),
};

let server: RemoteServer;
const sites: TempSite[] = [];

beforeAll(async () => {
  server = await startRemoteServer();
});
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.remove()));
});
afterAll(async () => {
  await server.close();
});

async function site(prefix: string, documents = ['index.md', 'methods.md']): Promise<TempSite> {
  const s = await remoteSite([
    { name: 'ext-api', sourceBaseUrl: server.base(prefix), outDir: 'docs/ext/api', documents, timeoutMs: 2000 },
  ]);
  sites.push(s);
  return s;
}

const read = (root: string, rel: string) => readFile(join(root, rel), 'utf8');

describe('zapsite sync-remote', () => {
  it('rewrites the kept copy with the served text and prints one "updated" line per document', async () => {
    server.set('/s1/index.md', { body: SERVED.index });
    server.set('/s1/methods.md', { body: SERVED.methods });
    server.set('/s1/events.md', { body: SERVED.events });
    server.set('/s1dev/guide.md', { body: SERVED.guide });
    const s = await remoteSite([
      {
        name: 'ext-api',
        sourceBaseUrl: server.base('s1'),
        outDir: 'docs/ext/api',
        documents: ['index.md', 'methods.md', 'events.md'],
        timeoutMs: 2000,
      },
      // A source with no remote/<name>/ folder yet: sync creates it.
      {
        name: 'ext-dev',
        sourceBaseUrl: server.base('s1dev'),
        outDir: 'docs/ext/dev',
        documents: ['guide.md'],
        timeoutMs: 2000,
      },
    ]);
    sites.push(s);
    expect(existsSync(join(s.root, 'remote/ext-dev'))).toBe(false);
    const r = await zapsite(['sync-remote', '--root', s.root]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      '  updated remote/ext-api/index.md',
      '  updated remote/ext-api/methods.md',
      '  updated remote/ext-api/events.md',
      '  updated remote/ext-dev/guide.md',
    ]);
    expect(await read(s.root, 'remote/ext-api/index.md')).toBe(SERVED.index);
    expect(await read(s.root, 'remote/ext-api/methods.md')).toBe(SERVED.methods);
    expect(await read(s.root, 'remote/ext-api/events.md')).toBe(SERVED.events);
    expect(await read(s.root, 'remote/ext-dev/guide.md')).toBe(SERVED.guide);
  });

  it('exits 1, names the URL and status, and leaves the kept copy unchanged when the server answers 404', async () => {
    const s = await site('s2');
    const before = [await read(s.root, 'remote/ext-api/index.md'), await read(s.root, 'remote/ext-api/methods.md')];
    const r = await zapsite(['sync-remote', '--root', s.root]);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('updated');
    expect(r.stderr).toContain(`error[remote-fetch]: Could not fetch ${server.base('s2')}index.md: HTTP 404.`);
    expect(r.stderr).toContain(`error[remote-fetch]: Could not fetch ${server.base('s2')}methods.md: HTTP 404.`);
    expect([await read(s.root, 'remote/ext-api/index.md'), await read(s.root, 'remote/ext-api/methods.md')]).toEqual(
      before,
    );
  });

  it('changes nothing when only one document fails, so the kept copy stays one snapshot', async () => {
    server.set('/s3/index.md', { body: SERVED.index });
    server.set('/s3/methods.md', { status: 500 });
    const s = await site('s3');
    const before = [await read(s.root, 'remote/ext-api/index.md'), await read(s.root, 'remote/ext-api/methods.md')];
    const r = await zapsite(['sync-remote', '--root', s.root]);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('updated');
    expect(r.stderr).toContain(`Could not fetch ${server.base('s3')}methods.md: HTTP 500.`);
    expect(r.stderr).not.toContain(`${server.base('s3')}index.md`);
    expect([await read(s.root, 'remote/ext-api/index.md'), await read(s.root, 'remote/ext-api/methods.md')]).toEqual(
      before,
    );
  });
});

describe('zapsite build with remote content', () => {
  it('prints one note line saying the kept copy was used, and builds', async () => {
    server.set('/b1/index.md', { status: 404 });
    server.set('/b1/methods.md', { status: 404 });
    const s = await site('b1');
    const r = await zapsite(['build', '--root', s.root, '--out', join(s.dir, 'out')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const notes = r.stdout.split('\n').filter((l) => l.includes('ext-api'));
    expect(notes).toEqual(['  note: ext-api: could not fetch (HTTP 404), using the kept copy of 2 documents']);
    expect(await readFile(join(s.dir, 'out/docs/ext/api/methods/index.html'), 'utf8')).toContain(
      'Kept methods: this text comes from the kept copy of methods.md.',
    );
  });

  it('with --offline sends no request and says offline mode', async () => {
    server.set('/b2/index.md', { body: SERVED.index });
    server.set('/b2/methods.md', { body: SERVED.methods });
    const s = await site('b2');
    const r = await zapsite(['build', '--offline', '--root', s.root, '--out', join(s.dir, 'out')]);
    expect(r.code).toBe(0);
    expect(server.requests.filter((p) => p.startsWith('/b2/'))).toEqual([]);
    expect(r.stdout.split('\n').filter((l) => l.includes('ext-api'))).toEqual([
      '  note: ext-api: offline mode, using the kept copy of 2 documents',
    ]);
  });
});
