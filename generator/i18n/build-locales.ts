// `zapsite build` on a site with several locales: one pass of the build (pipeline.ts) per locale,
// each with its own base URL (`/<path>/` under the site's, the default locale at the site's own),
// its translated labels and its content overlay, all written into one new output folder that is
// swapped in when every pass has succeeded. A site with one locale and no i18n/ folder is built
// as before, in one plain pass.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { configPosition } from '../config/locate.ts';
import { loadConfig } from '../config/load.ts';
import { esbuildUser } from '../bundle/esbuild-service.ts';
import { build } from '../pipeline.ts';
import { Run } from '../run.ts';
import { guarded } from '../watchdog.ts';
import { checkOutDir } from '../emit/out-dir.ts';
import { DiskWriter, type Writer } from '../emit/writer.ts';
import { diag, EXIT_USAGE, ZapsiteError } from '../diagnostics.ts';
import { silentReporter, type BuildOptions, type BuildResult } from '../build-options.ts';
import { siteLocales, type SiteLocale } from './locales.ts';
import { localeDir, localeMessages, translateBlogOptions, translateThemeConfig } from './translations.ts';
import { keepingFolders, localeView } from './locale-writer.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { Diagnostic } from '../types.ts';

export interface SiteBuildOptions extends BuildOptions {
  /** Build this locale alone (`--locale`): the default into the output, another into its folder there. */
  locale?: string;
}

export async function buildSite(opts: SiteBuildOptions): Promise<BuildResult> {
  const run = new Run(opts.reporter ?? silentReporter);
  // Loading the config runs esbuild too: counted, so that another build of this process ending
  // does not stop esbuild's process under it (bundle/esbuild-service.ts).
  const leave = esbuildUser();
  let loaded;
  try {
    loaded = opts.config
      ? { config: opts.config, inputs: [] as string[] }
      : await guarded(() => run.stage('config', () => loadConfig(opts.root)));
  } finally {
    leave();
  }
  const { config } = loaded;
  const locales = siteLocales(config);
  checkLocale(locales, opts.locale);
  const plain = locales.length === 1 && !existsSync(localeDir(config.root, locales[0]!.dir));
  if (plain) return withConfig(await build({ ...opts, config }), loaded.inputs, run);

  const passes = locales.filter((l) => opts.locale === undefined || l.locale === opts.locale);
  checkFolders(passes, config);
  const outDir = resolve(opts.outDir ?? join(config.root, 'build'));
  const translations: Diagnostic[] = [];
  const configs = passes.map((l) => localeConfig(config, l, locales, translations));
  run.check(translations);

  // One locale with a folder of its own (not the default, as a rule): a plain build into it.
  const only = passes.length === 1 ? passes[0]! : undefined;
  if (only?.path && !opts.writer)
    return withConfig(
      await build({ ...opts, config: configs[0]!, outDir: join(outDir, only.path) }),
      loaded.inputs,
      run,
    );

  if (!opts.writer && !opts.checkOnly) await checkOutDir(outDir, config, opts.force ?? false);
  const disk: Writer = opts.writer ?? new DiskWriter(outDir);
  // The locale at the output's top alone keeps the other locales' folders of the current output.
  const shared = only
    ? keepingFolders(
        disk,
        outDir,
        locales.filter((l) => l.path).map((l) => l.path),
      )
    : disk;
  if (!opts.checkOnly) await shared.prepare?.();
  const results: BuildResult[] = [];
  try {
    for (const [i, l] of passes.entries()) {
      run.reporter.note(`locale ${l.locale}: ${configs[i]!.baseUrl}`);
      results.push(
        await build({
          ...opts,
          config: configs[i]!,
          ...(opts.checkOnly ? {} : { writer: localeView(shared, l.path) }),
          // The cache kept on disk holds one build's results: the default locale's.
          ...(l.isDefault ? {} : { codeVersion: undefined }),
        }),
      );
    }
    if (!opts.checkOnly) await shared.commit();
  } catch (error) {
    if (!opts.checkOnly) await shared.abort();
    throw error;
  }
  return withConfig(
    {
      config,
      pages: sum(results, (r) => r.pages),
      files: sum(results, (r) => r.files),
      warnings: results.flatMap((r) => r.warnings),
      ms: 0,
      urls: results.flatMap((r, i) => r.urls.map((u) => (passes[i]!.path ? `/${passes[i]!.path}${u}` : u))),
      inputs: results.flatMap((r) => r.inputs),
      pluginInputs: results.flatMap((r) => r.pluginInputs),
    },
    loaded.inputs,
    run,
  );
}

/**
 * Stops with a usage error when two locales of one build would write into the same folder: each
 * locale's base URL (less the site's) is its folder, so a site serving its locales from their own
 * domains at one base URL builds them one at a time (Docusaurus leaves that output undecided).
 */
function checkFolders(passes: SiteLocale[], config: ResolvedConfig): void {
  const first = new Map<string, SiteLocale>();
  for (const l of passes) {
    const other = first.get(l.path);
    if (!other) {
      first.set(l.path, l);
      continue;
    }
    const file = config.configFile ?? undefined;
    const position = file ? configPosition(readFileSync(file, 'utf8'), ['i18n', 'localeConfigs', l.locale]) : undefined;
    const where = file ? { file: relative(config.root, file), ...position } : {};
    throw new ZapsiteError(
      [
        diag({
          code: 'locale-folder-shared',
          args: { first: other.locale, second: l.locale, path: l.path, baseUrl: l.baseUrl },
          ...where,
        }),
      ],
      EXIT_USAGE,
    );
  }
}

/** Stops with a usage error when `locale` is given and is not one of the site's. */
function checkLocale(locales: SiteLocale[], locale: string | undefined): void {
  if (locale === undefined || locales.some((l) => l.locale === locale)) return;
  const names = locales.map((l) => l.locale).join(', ');
  throw new ZapsiteError(
    [
      diag({
        code: 'unknown-locale',
        args: { locale, names },
      }),
    ],
    EXIT_USAGE,
  );
}

/**
 * The config `zapsite dev` builds with: one locale's pass (the default's unless `locale` names
 * another), served at that locale's base URL; a site in one locale keeps its config as it is.
 */
export function devLocale(
  config: ResolvedConfig,
  locale: string | undefined,
): { config: ResolvedConfig; current: SiteLocale; locales: SiteLocale[] } {
  const locales = siteLocales(config);
  checkLocale(locales, locale);
  const current = locales.find((l) => (locale === undefined ? l.isDefault : l.locale === locale)) ?? locales[0]!;
  if (locales.length === 1 && !existsSync(localeDir(config.root, locales[0]!.dir))) return { config, current, locales };
  const diagnostics: Diagnostic[] = [];
  const pass = localeConfig(config, current, locales, diagnostics);
  if (diagnostics.some((d) => d.severity === 'error')) throw new ZapsiteError(diagnostics);
  return { config: pass, current, locales };
}

function sum(list: BuildResult[], f: (r: BuildResult) => number): number {
  return list.reduce((n, r) => n + f(r), 0);
}

function withConfig(result: BuildResult, inputs: string[], run: Run): BuildResult {
  return {
    ...result,
    warnings: [...run.warnings, ...result.warnings],
    inputs: [...inputs, ...result.inputs],
    ms: run.elapsed(),
  };
}

/** One locale's config: its URL and base URL, lang and direction, labels and messages. */
function localeConfig(
  config: ResolvedConfig,
  l: SiteLocale,
  all: SiteLocale[],
  diagnostics: Diagnostic[],
): ResolvedConfig {
  const read = localeMessages(config.root, l.dir, diagnostics);
  const themed = translateThemeConfig(
    translateBlogOptions(config, read),
    read('docusaurus-theme-classic/navbar.json'),
    read('docusaurus-theme-classic/footer.json'),
  );
  return {
    ...themed,
    // Canonical URLs, the sitemap and feeds start with the locale's own URL.
    url: l.url,
    baseUrl: l.baseUrl,
    htmlLang: l.htmlLang,
    direction: l.direction,
    locale: {
      current: l.locale,
      dir: l.dir,
      locales: all,
      codeTranslations: read('code.json'),
    },
  };
}
