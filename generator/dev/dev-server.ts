// `zapsite dev`: the site built into memory, served on 127.0.0.1, rebuilt when a source changes,
// and open pages told over server-sent events. A failed rebuild never stops the server: it keeps
// the last good pages, shows the diagnostics in an overlay and in the terminal, and recovers on
// the next good save.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { build, createBuildCache, type BuildCache } from '../pipeline.ts';
import { loadConfig } from '../config/load.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import { loadTheme, THEME_DIR, type LoadedTheme } from '../render/theme.ts';
import { MemoryWriter } from '../emit/writer.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import { contentTypeFor } from '../server/content-type.ts';
import { parseRequestPath, resolveSitePath } from '../server/request-path.ts';
import { listenOnFreePort, type Bound } from '../server/listen.ts';
import { CLIENT_JS, CLIENT_PATH, EVENTS_PATH, clientTag, injectClient } from './client-script.ts';
import { diagnosticsFor, toOverlay, type ErrorReport } from './build-errors.ts';
import { bundleStylesheet, StylesheetError } from './stylesheet.ts';
import { cacheFileFor, createPersistentCache, type PersistentCache } from './persistent-cache.ts';

export interface DevServerOptions {
  root: string;
  host?: string;
  /** 0 for any free port. Taken ports move on to the next one. Default 3000. */
  port?: number;
  /**
   * The theme folder to watch; styles under <themeDir>/styles/ are bundled from here on a
   * CSS-only change. Default: the theme the generator renders with.
   */
  themeDir?: string;
  /** Wait this long after the last change before rebuilding, so one save is one rebuild. */
  debounceMs?: number;
  includeDrafts?: boolean;
  /**
   * Where rendered pages are kept between sessions; undefined for none. Default: the site's
   * node_modules/.cache/zapsite/ (none when the site has no node_modules).
   */
  cacheFile?: string;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export type DevEvent =
  | { type: 'built'; generation: string; changed: string[]; ms: number }
  | { type: 'css'; generation: string; href: string; previous: string }
  | { type: 'failed'; diagnostics: Diagnostic[] };

/** The local search index: its manifest and its hashed shards and chunks. */
function isSearchFile(path: string): boolean {
  return path === 'search-index.json' || path.startsWith('assets/search/');
}

/** More changed files than this and clients are told "everything". */
const CHANGED_LIST_LIMIT = 300;
const HEARTBEAT_MS = 15_000;

/** Editors' swap and backup files, dot-files (the scan skips them too), dependencies. */
function isIgnored(path: string): boolean {
  const name = basename(path);
  return name.startsWith('.') || name.endsWith('~') || /\.(swp|swx|swo|tmp)$/.test(name) || path.includes(`${sep}node_modules${sep}`);
}

/**
 * The file a raw watch event is about. A file's own watcher reports its base name; a folder's
 * watcher reports the name of the file inside it.
 */
export function rawEventPath(watchedPath: string, name: string | null): string {
  return name && basename(watchedPath) !== name ? join(watchedPath, name) : watchedPath;
}

export class DevServer {
  readonly root: string;
  readonly themeDir: string;
  private readonly opts: DevServerOptions;
  private readonly log: (line: string) => void;
  private readonly warn: (line: string) => void;
  private readonly serverId = randomBytes(4).toString('hex');
  private buildCount = 0;
  private config: ResolvedConfig | undefined;
  private configInputs = new Set<string>();
  private theme: LoadedTheme | undefined;
  private configStale = true;
  private themeStale = true;
  /** Rendered content and the island bundle kept between rebuilds; replaced when code changes. */
  private cache: BuildCache = createBuildCache();
  /** The last good build, by path under the site folder. */
  private site = new Map<string, Buffer>();
  private hasSite = false;
  private cssUrl = '';
  private contentErrors: Diagnostic[] = [];
  private styleErrors: Diagnostic[] = [];
  private readonly clients = new Set<ServerResponse>();
  private readonly pending = new Set<string>();
  private structural = false;
  private searchReady: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private busy = false;
  private idleWaiters: (() => void)[] = [];
  private firstBuild: Promise<void> | undefined;
  private watcher: FSWatcher | undefined;
  private readonly watched = new Set<string>();
  private server: Server | undefined;
  private closed = false;
  private readonly listeners = new Set<(e: DevEvent) => void>();
  private readonly persistent: PersistentCache;
  bound: Bound | undefined;

  constructor(opts: DevServerOptions) {
    this.opts = opts;
    this.root = resolve(opts.root);
    this.themeDir = resolve(opts.themeDir ?? THEME_DIR);
    this.log = opts.log ?? ((l) => process.stdout.write(l + '\n'));
    this.warn = opts.warn ?? ((l) => process.stderr.write(l + '\n'));
    this.persistent = createPersistentCache('cacheFile' in opts ? opts.cacheFile : cacheFileFor(this.root), this.warn);
  }

  get generation(): string {
    return `${this.serverId}-${this.buildCount}`;
  }

  /** Diagnostics shown right now (empty when the last build succeeded). */
  get errors(): Diagnostic[] {
    const seen = new Set<string>();
    return [...this.contentErrors, ...this.styleErrors].filter((d) => {
      const k = formatDiagnostic(d);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }

  /** Pages connected to the event stream. */
  get clientCount(): number {
    return this.clients.size;
  }

  on(listener: (e: DevEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<Bound> {
    this.server = createServer((req, res) => this.handle(req, res));
    this.bound = await listenOnFreePort(this.server, { host: this.opts.host ?? '127.0.0.1', port: this.opts.port ?? 3000 });
    this.heartbeat = setInterval(() => this.broadcastRaw(': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.firstBuild = this.runQueue(['(start)']);
    // Watching starts alongside the first build (the config's own folders are added once it has
    // loaded), so an edit made while it builds is not missed.
    await Promise.all([this.firstBuild, this.startWatching()]);
    return this.bound;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    for (const c of this.clients) c.end();
    this.clients.clear();
    // All at once, so the port is free as soon as the sockets close.
    const server = this.server;
    const serverClosed = server
      ? new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        })
      : undefined;
    await Promise.all([serverClosed, this.watcher?.close(), this.persistent.flush()]);
  }

  /** Resolves once no rebuild is queued or running. */
  idle(): Promise<void> {
    if (!this.busy && !this.pending.size && !this.timer) return Promise.resolve();
    return new Promise((done) => this.idleWaiters.push(done));
  }

  // ---- watching and rebuilding ----

  private watchTargets(): string[] {
    const c = this.config;
    const dirs = ['content', 'static', 'remote'];
    if (c) {
      if (c.docs) dirs.push(c.docs.path);
      if (c.blog) dirs.push(c.blog.path);
      dirs.push(c.pages.path, c.staticDir);
    }
    const targets = dirs.map((d) => join(this.root, d));
    for (const name of ['zapsite.config.ts', 'zapsite.config.mts', 'zapsite.config.js', 'zapsite.config.mjs']) targets.push(join(this.root, name));
    // Docs versions and sidebars files: a change to any of them is a full scan (scan.ts rescanChanged does not know them).
    if (c?.docs) {
      for (const name of ['versions.json', 'versioned_docs', 'versioned_sidebars']) targets.push(join(this.root, name));
      if (typeof c.docs.sidebarPath === 'string') targets.push(join(this.root, c.docs.sidebarPath));
    }
    for (const input of this.configInputs) if (input.startsWith(this.root + sep)) targets.push(input);
    targets.push(this.themeDir);
    return [...new Set(targets)];
  }

  private async startWatching(): Promise<void> {
    if (this.closed) return;
    const targets = this.watchTargets();
    for (const t of targets) this.watched.add(t);
    this.watcher = watch(targets, { ignoreInitial: true, ignored: isIgnored });
    this.watcher.on('all', (event: string, path: string) => this.changed(resolve(path), event));
    // chokidar passes on at most one 'change' per file in 50 ms. A second save inside that
    // window, after a rebuild has read the first, would be lost (two quick saves; an editor that
    // truncates, stalls, then writes, or renames a copy over the file), so every raw event counts
    // too, for the path it names. A path that is gone counts as removed (a full scan), since the
    // raw event can come before chokidar's 'unlink'. Duplicates merge in the pending set; reading
    // a file raises no event, so rebuilds do not feed themselves.
    this.watcher.on('raw', (_event: string, name: string | null, details: unknown) => {
      const watchedPath = (details as { watchedPath?: string } | undefined)?.watchedPath;
      if (!watchedPath) return;
      const path = rawEventPath(resolve(watchedPath), name);
      if (!isIgnored(path) && this.isWatchTarget(path)) this.changed(path, existsSync(path) ? 'change' : 'unlink');
    });
    this.watcher.on('error', (error: unknown) => this.warn(`  watch error: ${(error as Error).message}`));
    await new Promise<void>((done) => this.watcher!.once('ready', () => done()));
  }

  /**
   * Whether a path is one of the watch targets or inside one. chokidar watches the site's folder
   * itself to see a missing target appear, and its raw events name every file there.
   */
  private isWatchTarget(path: string): boolean {
    for (const t of this.watched) if (path === t || path.startsWith(t + sep)) return true;
    return false;
  }

  private refreshWatchTargets(): void {
    if (!this.watcher) return;
    const fresh = this.watchTargets().filter((t) => !this.watched.has(t));
    for (const t of fresh) this.watched.add(t);
    if (fresh.length) this.watcher.add(fresh);
  }

  private changed(path: string, event = 'change'): void {
    if (this.closed) return;
    this.pending.add(path);
    // An added or removed file changes the file lists: the next build scans everything.
    if (event !== 'change') this.structural = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runQueue([]);
    }, this.opts.debounceMs ?? 10);
  }

  private isConfigInput(path: string): boolean {
    return this.configInputs.has(path) || (resolve(path, '..') === this.root && /^zapsite\.config\.m?[jt]s$/.test(basename(path)));
  }

  private isStyle(path: string): boolean {
    return path.startsWith(join(this.themeDir, 'styles') + sep);
  }

  /** One rebuild at a time; changes that arrive meanwhile are handled right after. */
  private async runQueue(initial: string[]): Promise<void> {
    for (const p of initial) this.pending.add(p);
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.pending.size && !this.closed) {
        const batch = [...this.pending];
        const structural = this.structural;
        this.pending.clear();
        this.structural = false;
        try {
          await this.process(batch, structural);
        } catch (error) {
          // process() reports its own failures; anything escaping is a bug, never fatal here.
          this.warn(`  dev server error: ${(error as Error).stack ?? error}`);
        }
      }
    } finally {
      this.busy = false;
      if (!this.pending.size && !this.timer) for (const w of this.idleWaiters.splice(0)) w();
    }
  }

  private async process(batch: string[], structural: boolean): Promise<void> {
    if (batch.some((p) => this.isConfigInput(p))) this.configStale = true;
    // The bundle holds the stylesheet too: any theme change makes it stale.
    if (batch.some((p) => p.startsWith(this.themeDir + sep))) this.cache.bundle = undefined;
    if (batch.some((p) => p.startsWith(this.themeDir + sep) && !this.isStyle(p))) this.themeStale = true;
    const cssOnly = this.hasSite && !this.configStale && !this.themeStale && this.contentErrors.length === 0 && batch.every((p) => this.isStyle(p));
    const names = batch.filter((p) => p !== '(start)').map((p) => (p.startsWith(this.root + sep) ? p.slice(this.root.length + 1) : p));
    if (cssOnly) return this.rebuildStylesheet(names);
    return this.rebuildSite(names, structural ? undefined : new Set(batch));
  }

  private async rebuildStylesheet(names: string[]): Promise<void> {
    const started = performance.now();
    try {
      const sheet = await bundleStylesheet({ themeDir: this.themeDir, entry: this.theme!.theme.styleEntry, baseUrl: this.config!.baseUrl });
      const hadErrors = this.styleErrors.length > 0;
      this.styleErrors = [];
      const previous = this.cssUrl;
      if (sheet.url === previous) {
        if (hadErrors) this.recovered();
        return;
      }
      const next = new Map<string, Buffer>();
      for (const [k, v] of this.site) {
        if (k.startsWith('assets/css/')) continue;
        // Pages name the stylesheet by URL; swap it so a reload keeps the new one.
        next.set(k, k.endsWith('.html') ? Buffer.from(v.toString('utf8').split(previous).join(sheet.url)) : v);
      }
      for (const [k, v] of sheet.files) next.set(k, v);
      this.site = next;
      this.cssUrl = sheet.url;
      this.buildCount++;
      if (hadErrors) this.recovered();
      this.log(`  stylesheet ${names.join(', ')} -> ${sheet.url} in ${Math.round(performance.now() - started)} ms`);
      this.send('css', { generation: this.generation, href: sheet.url, previous });
      this.emit({ type: 'css', generation: this.generation, href: sheet.url, previous });
    } catch (error) {
      const { diagnostics } = diagnosticsFor(error);
      this.styleErrors = diagnostics;
      this.reportFailure(diagnostics, error instanceof StylesheetError ? undefined : (error as Error).stack);
    }
  }

  private async rebuildSite(names: string[], changedPaths: Set<string> | undefined): Promise<void> {
    const started = performance.now();
    try {
      // The config and the theme are bundled by esbuild; on a first start both load at once.
      const themeLoad = this.themeStale || !this.theme ? loadTheme() : undefined;
      themeLoad?.catch(() => {}); // awaited below, after the config
      if (this.configStale || !this.config) {
        const loaded = await loadConfig(this.root);
        this.config = loaded.config;
        this.configInputs = new Set(loaded.inputs.filter((p) => !p.includes(`${sep}node_modules${sep}`)).map((p) => resolve(p)));
        // The sidebars file is read by every build; an edit to it rebuilds as a config edit does.
        const docs = loaded.config.docs;
        if (docs && typeof docs.sidebarPath === 'string') this.configInputs.add(resolve(this.root, docs.sidebarPath));
        this.configStale = false;
        this.refreshWatchTargets();
        this.cache = createBuildCache();
      }
      if (themeLoad) {
        this.theme = await themeLoad;
        this.themeStale = false;
        this.cache = createBuildCache();
      }
      const theme = this.theme!;
      let reused = 0;
      if (!this.hasSite && this.cache.content.size === 0) reused = await this.persistent.load(this.cache, theme.url);
      const writer = new MemoryWriter();
      // The search index is made after the pages are served and the reload is sent: it is the
      // slowest part of a rebuild and the page a visitor is looking at does not need it.
      // Requests for its files wait for it (see respond).
      const result = await build({ root: this.root, config: this.config, theme, writer, offline: true, includeDrafts: this.opts.includeDrafts ?? true, cache: this.cache, changedPaths, deferSearch: true });
      for (const w of result.warnings) this.warn('\n' + formatDiagnostic(w));
      const next = writer.files;
      // Until the new index exists, the old one stands in (so it does not count as removed).
      for (const [k, v] of this.site) if (isSearchFile(k) && !next.has(k)) next.set(k, v);
      const changed: string[] = [];
      for (const [k, v] of next) {
        const old = this.site.get(k);
        if (!old || !old.equals(v)) changed.push(k);
      }
      for (const k of this.site.keys()) if (!next.has(k)) changed.push(k);
      const first = !this.hasSite;
      const hadErrors = this.contentErrors.length > 0 || this.styleErrors.length > 0;
      this.site = next;
      this.hasSite = true;
      this.cssUrl = this.findStylesheet();
      this.contentErrors = [];
      this.styleErrors = [];
      if (changed.length) this.buildCount++;
      const ms = performance.now() - started;
      if (first) this.log(`  built ${result.pages} pages in ${formatMs(ms)}${reused ? ` (${reused} pages' Markdown kept from the last session)` : ''}`);
      else this.log(`  rebuilt in ${formatMs(ms)}: ${changed.length} file${changed.length === 1 ? '' : 's'} changed${names.length ? ` (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''})` : ''}`);
      this.persistent.save(this.cache, theme.url);
      if (hadErrors) this.recovered();
      if (changed.length && !first) this.send('reload', { generation: this.generation, changed: changed.length > CHANGED_LIST_LIMIT ? null : changed });
      if (first && this.clients.size) this.send('reload', { generation: this.generation, changed: null });
      this.emit({ type: 'built', generation: this.generation, changed, ms });
      const makeSearch = result.searchFiles;
      if (makeSearch) {
        this.searchReady = new Promise<void>((done) =>
          setImmediate(() => {
            try {
              const files = makeSearch();
              for (const k of [...this.site.keys()]) if (isSearchFile(k)) this.site.delete(k);
              for (const f of files) this.site.set(f.path, Buffer.from(f.data));
            } catch (error) {
              this.warn(`  the search index could not be built: ${(error as Error).stack ?? error}`);
            } finally {
              done();
            }
          }),
        );
      }
    } catch (error) {
      const { diagnostics, stack } = diagnosticsFor(error);
      this.contentErrors = diagnostics;
      this.reportFailure(diagnostics, stack);
    }
  }

  private findStylesheet(): string {
    const base = this.config?.baseUrl ?? '/';
    for (const k of this.site.keys()) if (k.startsWith('assets/css/') && k.endsWith('.css')) return base + k;
    return '';
  }

  private reportFailure(diagnostics: Diagnostic[], stack?: string): void {
    const all = this.errors;
    this.warn('');
    for (const d of diagnostics) this.warn(formatDiagnostic(d) + '\n');
    if (stack) this.warn(stack);
    this.warn(`  ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}: ${this.hasSite ? 'still serving the last good build' : 'nothing to serve yet'}; fix and save to rebuild.`);
    this.send('build-error', this.errorReport(all));
    this.emit({ type: 'failed', diagnostics: all });
  }

  private recovered(): void {
    if (this.errors.length) return;
    this.log('  fixed: the build is clean again.');
    this.send('ok', { generation: this.generation });
  }

  private errorReport(list = this.errors): ErrorReport {
    return { generation: this.generation, diagnostics: list.map(toOverlay) };
  }

  private emit(e: DevEvent): void {
    for (const l of this.listeners) l(e);
  }

  // ---- HTTP ----

  private send(event: string, data: unknown): void {
    this.broadcastRaw(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private broadcastRaw(chunk: string): void {
    for (const c of this.clients) c.write(chunk);
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    void this.respond(req, res).catch((error) => {
      this.warn(`  request ${req.url} failed: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal error in the dev server; see the terminal.\n');
      } else res.destroy();
    });
  }

  private async respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Method not allowed.\n');
    }
    const parsed = parseRequestPath(req.url);
    if (!parsed.ok) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end(`Bad request: ${parsed.reason}.\n`);
    }
    if (parsed.path === EVENTS_PATH) return this.openEvents(req, res);
    if (parsed.path === CLIENT_PATH) return this.sendBody(req, res, 200, 'text/javascript; charset=utf-8', Buffer.from(CLIENT_JS));
    if (parsed.path === '/__zapsite/state') {
      const state = { generation: this.generation, ok: this.errors.length === 0, building: this.busy, report: this.errorReport() };
      return this.sendBody(req, res, 200, 'application/json; charset=utf-8', Buffer.from(JSON.stringify(state)));
    }
    await this.firstBuild;
    if (!this.hasSite) return this.sendHtml(req, res, 503, 'index.html', Buffer.from(FIRST_BUILD_FAILED));
    const base = this.config?.baseUrl ?? '/';
    let path = parsed.path;
    if (base !== '/') {
      if (path === base.slice(0, -1)) return this.redirect(res, base + parsed.query);
      if (!path.startsWith(base)) return this.notFound(req, res);
      path = path.slice(base.length - 1);
    }
    if (isSearchFile(path.slice(1))) await this.searchReady;
    const site = this.site;
    const where = await resolveSitePath(path, parsed.query, (key) => (site.has(key) ? 'file' : 'none'));
    if (where.kind === 'redirect') return this.redirect(res, (base === '/' ? '' : base.slice(0, -1)) + where.location);
    if (where.kind !== 'file') return this.notFound(req, res);
    const data = site.get(where.key)!;
    if (where.key.endsWith('.html')) return this.sendHtml(req, res, 200, where.key, data);
    return this.sendBody(req, res, 200, contentTypeFor(where.key), data);
  }

  private notFound(req: IncomingMessage, res: ServerResponse): void {
    const page = this.site.get('404.html');
    if (page) return this.sendHtml(req, res, 404, '404.html', page);
    this.sendBody(req, res, 404, 'text/plain; charset=utf-8', Buffer.from('Not found\n'));
  }

  private redirect(res: ServerResponse, location: string): void {
    res.writeHead(301, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
    res.end();
  }

  private sendHtml(req: IncomingMessage, res: ServerResponse, status: number, key: string, data: Buffer): void {
    const tag = clientTag({ page: key, generation: this.hasSite ? this.generation : '', base: this.config?.baseUrl ?? '/' });
    this.sendBody(req, res, status, 'text/html; charset=utf-8', Buffer.from(injectClient(data.toString('utf8'), tag)));
  }

  private sendBody(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer): void {
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private openEvents(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    if (req.method === 'HEAD') return void res.end();
    res.write(`retry: 1000\n\nevent: hello\ndata: ${JSON.stringify({ generation: this.generation })}\n\n`);
    if (this.errors.length) res.write(`event: build-error\ndata: ${JSON.stringify(this.errorReport())}\n\n`);
    this.clients.add(res);
    const drop = () => this.clients.delete(res);
    req.on('close', drop);
    res.on('error', drop);
  }
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

const FIRST_BUILD_FAILED = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build failed | zapsite dev</title></head><body><main style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>The site has not built yet</h1><p>The first build failed. The errors are in the terminal and in the overlay; fix them and save, and this page reloads by itself.</p></main></body></html>`;
