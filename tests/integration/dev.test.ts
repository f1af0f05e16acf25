// The real dev server on a free port, over a copy of tests/fixtures/dev-site: edits, broken
// edits, recoveries, added and deleted pages and folders, config and stylesheet changes, each
// observed the way a browser observes them (server-sent events and HTTP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdir, mkdtemp, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DevServer, type DevEvent } from '../../generator/dev/dev-server.ts';
import { THEME_DIR } from '../../generator/render/theme.ts';
import { shardPath } from '../../theme/shared/search/local-format.ts';
import { EventStream, WAIT_MS, type Sse } from '../helpers/event-stream.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/dev-site/', import.meta.url));
let tmp: string;
let root: string;
let themeDir: string;
let server: DevServer;
let origin: string;
let events: EventStream;
const terminal: string[] = [];
const built: DevEvent[] = [];

const get = (path: string) => fetch(origin + path, { redirect: 'manual' });
const text = async (path: string) => (await get(path)).text();
const rawStatus = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(origin + '/', { path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
const write = (rel: string, body: string) => writeFile(join(root, rel), body);
const reloadWith = (key: string) => (e: Sse) =>
  e.event === 'reload' && (e.data.changed === null || e.data.changed.includes(key));

const GUIDE = (body: string, front = 'title: Guide\ndescription: How to do it.') =>
  `---\n${front}\n---\n\n${body}\n\n## Setup\n\nSet it up.\n`;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-dev-'));
  root = join(tmp, 'site');
  themeDir = join(tmp, 'theme');
  await cp(FIXTURE, root, { recursive: true });
  // The stylesheet test edits a private copy of the theme's styles, never the shared theme.
  await cp(THEME_DIR, themeDir, { recursive: true });
  server = new DevServer({
    root,
    port: 0,
    themeDir,
    debounceMs: 100,
    log: (l) => terminal.push(l),
    warn: (l) => terminal.push(l),
  });
  server.on((e) => built.push(e));
  const bound = await server.start();
  origin = bound.url.replace(/\/$/, '');
  events = await EventStream.open(`${origin}/__zapsite/events`);
});

afterAll(async () => {
  events?.close();
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('zapsite dev', () => {
  it('serves the search index, built just after the pages (a request waits for it, never a 404)', async () => {
    const manifest = (await (await get('/search-index.json')).json()) as { n: number; shards: string[] };
    expect(manifest.n).toBeGreaterThan(0);
    const shard = await get(`/${shardPath(manifest.shards[0]!)}`);
    expect(shard.status).toBe(200);
    expect(Object.keys(await shard.json())).not.toHaveLength(0);
  });

  it('serves the site from memory with the reload client in every page, clean URLs and the 404 page', async () => {
    expect(server.bound!.host).toBe('127.0.0.1');
    const hello = await events.waitFor(0, 'hello', (e) => e.event === 'hello');
    expect(hello.data.generation).toBe(server.generation);

    const res = await get('/docs/guide/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('The guide text is ORIGINAL.');
    expect(html).toMatch(
      /<script src="\/__zapsite\/client\.js" data-page="docs\/guide\/index\.html" data-generation="[^"]+" data-base="\/"><\/script><\/body><\/html>$/,
    );

    const redirect = await get('/docs/guide');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/docs/guide/');
    expect((await get('/docs/guide/index.html')).status).toBe(200);

    const missing = await get('/no/such/page/');
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Page not found');
    expect(missingHtml).toContain('data-page="404.html"');

    const client = await get('/__zapsite/client.js');
    expect(client.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const js = await client.text();
    // The bundled client (generator/dev/client/reload-client.ts) opens the stream at this path.
    expect(js).toMatch(/EVENTS_PATH = "\/__zapsite\/events";[\s\S]*new EventSource\(EVENTS_PATH\)/);
    // The overlay writes diagnostics as text: no HTML sink anywhere in the client.
    expect(js).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    // fetch() would resolve the dots itself; the raw path goes out as written.
    expect(await rawStatus('/%2e%2e/%2e%2e/etc/passwd')).toBe(400);
    expect(await rawStatus('/../../etc/passwd')).toBe(400);
  });

  it('rebuilds on an edit and names the pages that changed', async () => {
    const mark = events.mark();
    await write('content/docs/guide/index.mdx', GUIDE('The guide text is EDITED ONE.'));
    const reload = await events.waitFor(mark, 'reload', reloadWith('docs/guide/index.html'));
    expect(reload.data.changed).not.toContain('index.html');
    expect(reload.data.generation).toBe(server.generation);
    const html = await text('/docs/guide/');
    expect(html).toContain('EDITED ONE');
    expect(html).not.toContain('ORIGINAL');
  });

  it('shows broken MDX as an overlay payload with file:line:column and keeps serving the last good page', async () => {
    const mark = events.mark();
    const terminalMark = terminal.length;
    await write('content/docs/guide/index.mdx', GUIDE('The guide text is BROKEN.\n\nHere is <span class="x" broken'));
    const failure = await events.waitFor(mark, 'build-error', (e) => e.event === 'build-error');
    const d = failure.data.diagnostics[0];
    expect(d.code).toBe('mdx-syntax');
    expect(d.location).toBe('content/docs/guide/index.mdx:8:31');
    expect([d.file, d.line, d.column]).toEqual(['content/docs/guide/index.mdx', 8, 31]);
    expect(d.frame).toContain('  --> content/docs/guide/index.mdx:8:31');
    expect(d.frame).toContain('8 | Here is <span class="x" broken');
    expect(d.frame).toMatch(/\n {2}\| {31}\^/);
    // The terminal prints the same frame.
    expect(terminal.slice(terminalMark).join('\n')).toContain(d.frame);

    const res = await get('/docs/guide/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('EDITED ONE');
    expect(html).not.toContain('BROKEN');

    const state = await (await get('/__zapsite/state')).json();
    expect(state.ok).toBe(false);
    expect(state.report.diagnostics[0].location).toBe('content/docs/guide/index.mdx:8:31');

    // A page opened now gets the overlay at once, right after the hello.
    const late = await EventStream.open(`${origin}/__zapsite/events`);
    try {
      const first = await late.waitFor(0, 'build-error', (e) => e.event === 'build-error', 5000);
      expect(late.events.map((e) => e.event).slice(0, 2)).toEqual(['hello', 'build-error']);
      expect(first.data.diagnostics[0].location).toBe('content/docs/guide/index.mdx:8:31');
    } finally {
      late.close();
    }
  });

  it('recovers on the next good save: the overlay clears and the page reloads', async () => {
    const mark = events.mark();
    await write('content/docs/guide/index.mdx', GUIDE('The guide text is FIXED TWO.'));
    await events.waitFor(mark, 'reload', reloadWith('docs/guide/index.html'));
    const kinds = events.since(mark).map((e) => e.event);
    expect(kinds.indexOf('ok')).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf('ok')).toBeLessThan(kinds.indexOf('reload'));
    expect(await text('/docs/guide/')).toContain('FIXED TWO');
    expect((await (await get('/__zapsite/state')).json()).ok).toBe(true);
  });

  it('reports bad front matter and a broken link at their positions, then recovers', async () => {
    let mark = events.mark();
    await write('content/docs/guide/index.mdx', GUIDE('Body.', 'title: [Guide\ndescription: How to do it.'));
    let failure = await events.waitFor(mark, 'build-error', (e) => e.event === 'build-error');
    expect(failure.data.diagnostics[0].code).toBe('front-matter-yaml');
    expect(failure.data.diagnostics[0].location).toMatch(/^content\/docs\/guide\/index\.mdx:[23]:\d+$/);

    mark = events.mark();
    await write('content/docs/guide/index.mdx', GUIDE('Body.\n\nSee [the missing page](/docs/missing/).'));
    failure = await events.waitFor(mark, 'build-error', (e) => e.event === 'build-error');
    const broken = failure.data.diagnostics.find((x: { code: string }) => x.code === 'broken-link');
    expect(broken, JSON.stringify(failure.data)).toBeDefined();
    expect(broken.location).toMatch(/^content\/docs\/guide\/index\.mdx:8:\d+$/);
    expect(broken.frame).toContain('/docs/missing/');

    mark = events.mark();
    await write('content/docs/guide/index.mdx', GUIDE('The guide text is FIXED THREE.'));
    await events.waitFor(mark, 'ok', (e) => e.event === 'ok');
    await events.waitFor(mark, 'reload', reloadWith('docs/guide/index.html'));
    expect(await text('/docs/guide/')).toContain('FIXED THREE');
  });

  it('adds, renames and deletes pages and whole folders', async () => {
    let mark = events.mark();
    await write('content/docs/extra.md', '---\ntitle: Extra\n---\n\nAn EXTRA page.\n');
    await events.waitFor(mark, 'reload', reloadWith('docs/extra/index.html'));
    expect(await text('/docs/extra/')).toContain('An EXTRA page.');
    // Other pages list it in their sidebar.
    expect(await text('/docs/guide/')).toContain('href="/docs/extra/"');

    mark = events.mark();
    await mkdir(join(root, 'content/docs/more'));
    await write('content/docs/more/_category_.json', '{ "label": "More", "position": 3 }');
    await write('content/docs/more/alpha.md', '---\ntitle: Alpha\n---\n\nALPHA body.\n');
    await write('content/docs/more/beta.md', '---\ntitle: Beta\n---\n\nBETA body.\n');
    await events.waitFor(mark, 'reload', reloadWith('docs/more/beta/index.html'));
    await events.waitFor(mark, 'reload', reloadWith('docs/more/alpha/index.html'));
    expect(await text('/docs/more/alpha/')).toContain('ALPHA body.');

    mark = events.mark();
    await rename(join(root, 'content/docs/more'), join(root, 'content/docs/moved'));
    await events.waitFor(mark, 'reload', reloadWith('docs/moved/alpha/index.html'));
    await events.waitFor(mark, 'reload', reloadWith('docs/more/alpha/index.html'));
    expect(await text('/docs/moved/alpha/')).toContain('ALPHA body.');
    expect((await get('/docs/more/alpha/')).status).toBe(404);

    mark = events.mark();
    await unlink(join(root, 'content/docs/extra.md'));
    await events.waitFor(mark, 'reload', reloadWith('docs/extra/index.html'));
    expect((await get('/docs/extra/')).status).toBe(404);
    expect(await text('/docs/guide/')).not.toContain('href="/docs/extra/"');

    mark = events.mark();
    await rm(join(root, 'content/docs/moved'), { recursive: true });
    await events.waitFor(mark, 'reload', reloadWith('docs/moved/beta/index.html'));
    expect((await get('/docs/moved/beta/')).status).toBe(404);
    expect(events.since(mark).some((e) => e.event === 'build-error')).toBe(false);
  });

  it('turns a burst of saves into fewer rebuilds and ends on the last one', async () => {
    const mark = events.mark();
    const builds = built.length;
    for (let i = 1; i <= 5; i++)
      writeFileSync(join(root, 'content/docs/guide/index.mdx'), GUIDE(`The guide text is BURST ${i}.`));
    const deadline = Date.now() + WAIT_MS;
    while (!(await text('/docs/guide/')).includes('BURST 5')) {
      if (Date.now() > deadline)
        throw new Error(`The last save never showed; events: ${JSON.stringify(events.since(mark))}`);
      await events.waitFor(events.mark(), 'reload', (e) => e.event === 'reload', deadline - Date.now());
    }
    await Promise.race([
      server.idle(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('the dev server never became idle')), WAIT_MS)),
    ]);
    const rebuilds = built.slice(builds).filter((e) => e.type === 'built').length;
    expect(rebuilds).toBeGreaterThanOrEqual(1);
    expect(rebuilds).toBeLessThan(5);
  });

  it('rebuilds every page on a config change, shows a broken config and recovers', async () => {
    const configPath = join(root, 'zapsite.config.ts');
    const good = await readFile(configPath, 'utf8');
    let mark = events.mark();
    await writeFile(configPath, good.replace("title: 'Dev Fixture'", "title: 'Dev Fixture Renamed'"));
    const reload = await events.waitFor(mark, 'reload', reloadWith('docs/guide/index.html'));
    if (reload.data.changed)
      expect(reload.data.changed).toEqual(
        expect.arrayContaining(['index.html', 'docs/index.html', 'docs/guide/index.html', '404.html']),
      );
    expect(await text('/docs/guide/')).toContain('<title>Guide | Dev Fixture Renamed</title>');

    mark = events.mark();
    await writeFile(configPath, good.replace("title: 'Dev Fixture',", "title: 'Dev Fixture',,"));
    const failure = await events.waitFor(mark, 'build-error', (e) => e.event === 'build-error');
    const d = failure.data.diagnostics[0];
    expect(d.code).toBe('config-syntax');
    expect(d.location).toMatch(/^zapsite\.config\.ts:5:\d+$/);
    expect(await text('/docs/guide/')).toContain('Dev Fixture Renamed');

    mark = events.mark();
    await writeFile(configPath, good);
    await events.waitFor(mark, 'ok', (e) => e.event === 'ok');
    await events.waitFor(mark, 'reload', reloadWith('docs/guide/index.html'));
    expect(await text('/docs/guide/')).toContain('<title>Guide | Dev Fixture</title>');
  });

  it('swaps the stylesheet without a reload on a CSS-only change, and reports a broken one', async () => {
    const cssPath = join(themeDir, 'styles/site.css');
    const good = await readFile(cssPath, 'utf8');
    const before = (await text('/docs/guide/')).match(/href="(\/assets\/css\/site-[A-Z0-9]+\.css)"/)?.[1];
    expect(before).toBeDefined();

    let mark = events.mark();
    await writeFile(cssPath, `${good}\n.zs-dev-marker { --zs-dev-marker: 42px; }\n`);
    const swap = await events.waitFor(mark, 'css', (e) => e.event === 'css');
    expect(swap.data.previous).toBe(before);
    expect(swap.data.href).toMatch(/^\/assets\/css\/site-[A-Z0-9]+\.css$/);
    expect(swap.data.href).not.toBe(before);
    expect(events.since(mark).filter((e) => e.event === 'reload')).toEqual([]);
    const css = await get(swap.data.href);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toMatch(/\.zs-dev-marker\{--zs-dev-marker: ?42px\}/);
    // A reload (or a page opened later) gets the new stylesheet too.
    const html = await text('/docs/guide/');
    expect(html).toContain(`href="${swap.data.href}"`);
    expect(html).not.toContain(`href="${before}"`);

    mark = events.mark();
    await writeFile(cssPath, `@import "./no-such-file.css";\n${good}`);
    const failure = await events.waitFor(mark, 'build-error', (e) => e.event === 'build-error');
    expect(failure.data.diagnostics[0].location).toMatch(/styles\/site\.css:1:\d+$/);
    expect(failure.data.diagnostics[0].message).toContain('no-such-file.css');

    mark = events.mark();
    await writeFile(cssPath, good);
    await events.waitFor(mark, 'ok', (e) => e.event === 'ok');
    const back = await events.waitFor(mark, 'css', (e) => e.event === 'css');
    expect(back.data.previous).toBe(swap.data.href);
    expect(await (await get(back.data.href)).text()).not.toContain('zs-dev-marker');
  });
});
