// The site as one dev session holds it: the config and theme it builds with, the cache kept
// between rebuilds, the last good build's files, and the errors shown now. Given a batch of
// changed paths it decides what to redo: a stylesheet-only change re-bundles the CSS; a config or
// theme change loads it again and drops the cache (its entries are keyed by content, not code);
// anything else rebuilds through the cache, which re-reads only the edited files.
import { hasSitePostcss } from '../bundle/site-postcss.ts';
import { randomBytes } from 'node:crypto';
import { sep } from 'node:path';
import { build, createBuildCache, type BuildCache } from '../pipeline.ts';
import { loadConfig } from '../config/load.ts';
import { devLocale } from '../i18n/build-locales.ts';
import { guarded } from '../watchdog.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import { loadTheme, type LoadedTheme } from '../render/theme.ts';
import { MemoryWriter } from '../emit/writer.ts';
import { formatDiagnostic, formatEach } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import { diagnosticsFor, toOverlay, type ErrorReport } from './build-errors.ts';
import { bundleStylesheet, StylesheetError } from './stylesheet.ts';
import type { PersistentCache } from './persistent-cache.ts';
import type { WatchTargets } from './watch-targets.ts';
import type { Batch } from './watch-queue.ts';
import { forgetSitePlugins } from '../content/site-plugins.ts';

export type DevEvent =
  | { type: 'built'; generation: string; changed: string[]; ms: number }
  | { type: 'css'; generation: string; href: string; previous: string }
  | { type: 'failed'; diagnostics: Diagnostic[] };

/** More changed files than this and clients are told "everything". */
const CHANGED_LIST_LIMIT = 300;

/** The local search index: its manifest and its hashed shards and chunks. */
export function isSearchFile(path: string): boolean {
  return path === 'search-index.json' || path.startsWith('assets/search/');
}

export interface SiteSessionOptions {
  root: string;
  targets: WatchTargets;
  includeDrafts: boolean;
  /** The locale served (`dev --locale`); the default locale when undefined. */
  locale?: string;
  persistent: PersistentCache;
  /** Tell open pages (the event stream). */
  send(event: string, data: unknown): void;
  /** The config named folders or files not watched yet. */
  watch(paths: string[]): void;
  log(line: string): void;
  warn(line: string): void;
}

export class SiteSession {
  private readonly opts: SiteSessionOptions;
  private readonly serverId = randomBytes(4).toString('hex');
  private buildCount = 0;
  config: ResolvedConfig | undefined;
  private theme: LoadedTheme | undefined;
  private configStale = true;
  /** The rendered pages kept between sessions are the default locale's alone. */
  private keepsPersistent = true;
  private toldLocale = false;
  private themeStale = true;
  /** Rendered content and the island bundle kept between rebuilds; replaced when code changes. */
  private cache: BuildCache = createBuildCache();
  /** The last build's writer: a page written again as the same string keeps its bytes. */
  private lastWriter: MemoryWriter | undefined;
  /** The last good build, by path under the site folder. */
  files = new Map<string, Buffer>();
  hasSite = false;
  /** Resolves once the last build's search index is in `files`. */
  searchReady: Promise<void> = Promise.resolve();
  private cssUrl = '';
  private contentErrors: Diagnostic[] = [];
  private styleErrors: Diagnostic[] = [];
  private readonly listeners = new Set<(e: DevEvent) => void>();

  constructor(opts: SiteSessionOptions) {
    this.opts = opts;
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

  errorReport(list = this.errors): ErrorReport {
    return { generation: this.generation, diagnostics: list.map(toOverlay) };
  }

  on(listener: (e: DevEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Redo what this batch of changed paths calls for ('(start)' alone: the first build). */
  async apply({ paths, structural }: Batch): Promise<void> {
    const { targets, root } = this.opts;
    if (paths.some((p) => targets.isConfig(p) || targets.isTranslation(p))) this.configStale = true;
    // The bundle holds the stylesheet too: any theme change makes it stale.
    // With the site's PostCSS plugins, any file may change the stylesheet (Tailwind scans the content).
    if (hasSitePostcss(root) || paths.some((p) => targets.isTheme(p))) this.cache.bundle = undefined;
    if (paths.some((p) => targets.isTheme(p) && !targets.isStyle(p))) this.themeStale = true;
    const cssOnly =
      this.hasSite &&
      !this.configStale &&
      !this.themeStale &&
      this.contentErrors.length === 0 &&
      paths.every((p) => targets.isStyle(p));
    const names = paths
      .filter((p) => p !== '(start)')
      .map((p) => (p.startsWith(root + sep) ? p.slice(root.length + 1) : p));
    if (cssOnly) return this.rebuildStylesheet(names);
    return this.rebuildSite(names, structural ? undefined : new Set(paths));
  }

  private async rebuildStylesheet(names: string[]): Promise<void> {
    const started = performance.now();
    try {
      const sheet = await bundleStylesheet({
        themeDir: this.opts.targets.themeDir,
        entry: this.theme!.theme.styleEntry,
        baseUrl: this.config!.baseUrl,
        rtl: this.config!.direction === 'rtl',
      });
      const hadErrors = this.styleErrors.length > 0;
      this.styleErrors = [];
      const previous = this.cssUrl;
      if (sheet.url === previous) {
        if (hadErrors) this.recovered();
        return;
      }
      const next = new Map<string, Buffer>();
      for (const [k, v] of this.files) {
        if (k.startsWith('assets/css/')) continue;
        // Pages name the stylesheet by URL; swap it so a reload keeps the new one.
        next.set(k, k.endsWith('.html') ? Buffer.from(v.toString('utf8').split(previous).join(sheet.url)) : v);
      }
      for (const [k, v] of sheet.files) next.set(k, v);
      this.files = next;
      this.cssUrl = sheet.url;
      this.buildCount++;
      if (hadErrors) this.recovered();
      this.opts.log(
        `  stylesheet ${names.join(', ')} -> ${sheet.url} in ${Math.round(performance.now() - started)} ms`,
      );
      this.opts.send('css', { generation: this.generation, href: sheet.url, previous });
      this.emit({ type: 'css', generation: this.generation, href: sheet.url, previous });
    } catch (error) {
      const { diagnostics } = diagnosticsFor(error);
      this.styleErrors = diagnostics;
      this.reportFailure(diagnostics, error instanceof StylesheetError ? undefined : (error as Error).stack);
    }
  }

  private async rebuildSite(names: string[], changedPaths: Set<string> | undefined): Promise<void> {
    const { root, log, warn, persistent } = this.opts;
    const started = performance.now();
    try {
      // The config and the theme are bundled by esbuild; on a first start both load at once.
      // The theme named by the config in hand (zapsite's own before the first config).
      const guessedName = this.config?.theme.name ?? 'zapsite';
      let themeLoad = this.themeStale || !this.theme ? loadTheme(guessedName) : undefined;
      themeLoad?.catch(() => {}); // awaited below, after the config
      if (this.configStale || !this.config) {
        const loaded = await guarded(() => loadConfig(root));
        const themeChanged = loaded.config.theme.name !== (this.config?.theme.name ?? guessedName);
        // One locale at a time, as Docusaurus's dev serves one (i18n/build-locales.ts).
        const pass = devLocale(loaded.config, this.opts.locale);
        this.config = pass.config;
        this.keepsPersistent = pass.current.isDefault;
        if (pass.locales.length > 1 && !this.toldLocale) {
          this.toldLocale = true;
          const other = pass.locales.find((l) => l !== pass.current)!;
          log(
            `  Serving locale ${pass.current.locale} at ${pass.config.baseUrl}; run \`zapsite dev --locale ${other.locale}\` for another (dev serves one locale at a time).`,
          );
        }
        this.configStale = false;
        // A remark or rehype plugin's file may be what changed: they load again with the config.
        forgetSitePlugins();
        this.opts.watch(this.opts.targets.update(loaded.config, loaded.inputs));
        this.cache = createBuildCache();
        if (themeChanged || (themeLoad && loaded.config.theme.name !== guessedName))
          themeLoad = loadTheme(loaded.config.theme.name);
      }
      if (themeLoad) {
        this.theme = await themeLoad;
        this.themeStale = false;
        this.cache = createBuildCache();
      }
      const theme = this.theme!;
      let reused = 0;
      if (this.keepsPersistent && !this.hasSite && this.cache.content.size === 0)
        reused = await persistent.load(this.cache, theme.url);
      const writer = new MemoryWriter(this.lastWriter);
      // The search index is made after the pages are served and the reload is sent: it is the
      // slowest part of a rebuild and the page a visitor is looking at does not need it.
      // Requests for its files wait for it (dev-http.ts).
      const result = await build({
        root,
        config: this.config,
        theme,
        writer,
        offline: true,
        includeDrafts: this.opts.includeDrafts,
        cache: this.cache,
        changedPaths,
        deferSearch: true,
      });
      for (const text of formatEach(result.warnings)) warn('\n' + text);
      this.opts.watch(this.opts.targets.plugins(this.config, result.pluginInputs));
      const next = writer.files;
      // Until the new index exists, the old one stands in (so it does not count as removed).
      for (const [k, v] of this.files) if (isSearchFile(k) && !next.has(k)) next.set(k, v);
      const changed: string[] = [];
      for (const [k, v] of next) {
        const old = this.files.get(k);
        if (!old || (old !== v && !old.equals(v))) changed.push(k);
      }
      for (const k of this.files.keys()) if (!next.has(k)) changed.push(k);
      const first = !this.hasSite;
      const hadErrors = this.contentErrors.length > 0 || this.styleErrors.length > 0;
      this.files = next;
      this.lastWriter = writer;
      this.hasSite = true;
      this.cssUrl = this.findStylesheet();
      this.contentErrors = [];
      this.styleErrors = [];
      if (changed.length) this.buildCount++;
      const ms = performance.now() - started;
      if (first)
        log(
          `  built ${result.pages} pages in ${formatMs(ms)}${reused ? ` (${reused} pages' Markdown kept from the last session)` : ''}`,
        );
      else
        log(
          `  rebuilt in ${formatMs(ms)}: ${changed.length} file${changed.length === 1 ? '' : 's'} changed${names.length ? ` (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''})` : ''}`,
        );
      if (this.keepsPersistent) persistent.save(this.cache, theme.url);
      if (hadErrors) this.recovered();
      if (changed.length && !first)
        this.opts.send('reload', {
          generation: this.generation,
          changed: changed.length > CHANGED_LIST_LIMIT ? null : changed,
        });
      if (first) this.opts.send('reload', { generation: this.generation, changed: null });
      this.emit({ type: 'built', generation: this.generation, changed, ms });
      const makeSearch = result.searchFiles;
      if (makeSearch) {
        this.searchReady = new Promise<void>((done) =>
          setImmediate(() => {
            try {
              const files = makeSearch();
              for (const k of [...this.files.keys()]) if (isSearchFile(k)) this.files.delete(k);
              for (const f of files) this.files.set(f.path, Buffer.from(f.data));
            } catch (error) {
              warn(`  the search index could not be built: ${(error as Error).stack ?? error}`);
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
    for (const k of this.files.keys()) if (k.startsWith('assets/css/') && k.endsWith('.css')) return base + k;
    return '';
  }

  private reportFailure(diagnostics: Diagnostic[], stack?: string): void {
    const { warn } = this.opts;
    const all = this.errors;
    warn('');
    for (const text of formatEach(diagnostics)) warn(text + '\n');
    if (stack) warn(stack);
    warn(
      `  ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}: ${this.hasSite ? 'still serving the last good build' : 'nothing to serve yet'}; fix and save to rebuild.`,
    );
    this.opts.send('build-error', this.errorReport(all));
    this.emit({ type: 'failed', diagnostics: all });
  }

  private recovered(): void {
    if (this.errors.length) return;
    this.opts.log('  fixed: the build is clean again.');
    this.opts.send('ok', { generation: this.generation });
  }

  private emit(e: DevEvent): void {
    for (const l of this.listeners) l(e);
  }
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
