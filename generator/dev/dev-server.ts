// `zapsite dev`: the site built into memory, served on 127.0.0.1, rebuilt when a source changes,
// and open pages told over server-sent events. A failed rebuild never stops the server: it keeps
// the last good pages, shows the diagnostics in an overlay and in the terminal, and recovers on
// the next good save. The parts, in the order a change goes through them: the watcher
// (watcher.ts, over watch-targets.ts), the queue (watch-queue.ts), the site session
// (site-session.ts: what to rebuild, the cache, the files served) and HTTP (dev-http.ts,
// event-stream.ts, the reload client under client/).
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { THEME_DIR } from '../render/theme.ts';
import type { Diagnostic } from '../types.ts';
import { listenOnFreePort, type Bound } from '../server/listen.ts';
import { cacheFileFor, createPersistentCache, type PersistentCache } from './persistent-cache.ts';
import { WatchTargets } from './watch-targets.ts';
import { startWatcher, type Watcher } from './watcher.ts';
import { WatchQueue } from './watch-queue.ts';
import { holdYoungGeneration } from './young-generation.ts';
import { SiteSession, type DevEvent } from './site-session.ts';
import { EventStream } from './event-stream.ts';
import { devRequestHandler } from './dev-http.ts';

export type { DevEvent } from './site-session.ts';

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
  /** The locale to serve, at its base URL; the default locale when undefined. */
  locale?: string;
  /**
   * Where rendered pages are kept between sessions; undefined for none. Default: the site's
   * node_modules/.cache/zapsite/ (none when the site has no node_modules).
   */
  cacheFile?: string;
  /**
   * Names the code that renders, for the cache between sessions (the CLI passes its bundle's,
   * cli/bundle.ts `codeVersion`); without it nothing is kept between sessions.
   */
  codeVersion?: () => Promise<string>;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export class DevServer {
  readonly root: string;
  readonly themeDir: string;
  private readonly opts: DevServerOptions;
  private readonly warn: (line: string) => void;
  private readonly persistent: PersistentCache;
  private readonly targets: WatchTargets;
  private readonly session: SiteSession;
  private readonly queue: WatchQueue;
  private readonly stream = new EventStream();
  private firstBuild: Promise<void> | undefined;
  private watcher: Watcher | undefined;
  private server: Server | undefined;
  private closed = false;
  bound: Bound | undefined;

  constructor(opts: DevServerOptions) {
    this.opts = opts;
    this.root = resolve(opts.root);
    this.themeDir = resolve(opts.themeDir ?? THEME_DIR);
    const log = opts.log ?? ((l) => process.stdout.write(l + '\n'));
    const warn = (this.warn = opts.warn ?? ((l) => process.stderr.write(l + '\n')));
    this.persistent = createPersistentCache(
      'cacheFile' in opts ? opts.cacheFile : cacheFileFor(this.root),
      opts.codeVersion,
      warn,
    );
    this.targets = new WatchTargets(this.root, this.themeDir);
    this.session = new SiteSession({
      root: this.root,
      targets: this.targets,
      includeDrafts: opts.includeDrafts ?? true,
      ...(opts.locale !== undefined ? { locale: opts.locale } : {}),
      persistent: this.persistent,
      send: (event, data) => this.stream.send(event, data),
      watch: (paths) => this.watcher?.add(paths),
      log,
      warn,
    });
    this.queue = new WatchQueue({
      debounceMs: opts.debounceMs ?? 10,
      run: async (batch) => {
        await this.session.apply(batch);
        holdYoungGeneration();
      },
      // apply() reports its own failures; anything escaping is a bug, never fatal here.
      onError: (error) => warn(`  dev server error: ${(error as Error).stack ?? error}`),
    });
  }

  get generation(): string {
    return this.session.generation;
  }

  /** Diagnostics shown right now (empty when the last build succeeded). */
  get errors(): Diagnostic[] {
    return this.session.errors;
  }

  /** Pages connected to the event stream. */
  get clientCount(): number {
    return this.stream.size;
  }

  on(listener: (e: DevEvent) => void): () => void {
    return this.session.on(listener);
  }

  async start(): Promise<Bound> {
    this.server = createServer(
      devRequestHandler({
        session: this.session,
        stream: this.stream,
        building: () => this.queue.busy,
        firstBuild: () => this.firstBuild,
        warn: this.warn,
      }),
    );
    this.bound = await listenOnFreePort(this.server, {
      host: this.opts.host ?? '127.0.0.1',
      port: this.opts.port ?? 3000,
    });
    this.stream.start();
    this.firstBuild = this.queue.now(['(start)']);
    // Watching starts alongside the first build (the config's own folders are added once it has
    // loaded), so an edit made while it builds is not missed.
    if (!this.closed)
      this.watcher = startWatcher(
        this.targets,
        this.targets.update(this.session.config),
        (path, kind) => this.queue.add(path, kind),
        this.warn,
      );
    await Promise.all([this.firstBuild, this.watcher?.ready]);
    return this.bound;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.close();
    this.stream.close();
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
    return this.queue.idle();
  }
}
