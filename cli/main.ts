// zapsite: build, dev, serve, check-links, sync-remote, migrate, docs:version, init. Exit codes: 0 ok, 1 content errors, 2 usage or config errors.
// Each command imports what it runs when it runs: `zapsite --help` should not load the parsers, esbuild and React.
import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ZapsiteError, EXIT_USAGE } from '../generator/diagnostics.ts';
import { realExit, SiteExit, siteExitError, strayError, unsettledError } from '../generator/site-code.ts';
import { registerDev } from './commands/dev.ts';
import { registerServe } from './commands/serve.ts';
import { registerCheckLinks } from './commands/check-links.ts';
import { registerDocsVersion } from './commands/docs-version.ts';
import { registerMigrate } from './commands/migrate.ts';
import { registerInit } from './commands/init.ts';
import { registerWriteTranslations } from './commands/write-translations.ts';
import type { CommandContext } from './commands/context.ts';
import { applyV8Policy } from './v8-policy.ts';
import { consoleOutput, formatMs, printDiagnostics, stageReporter, type Output } from './reporter.ts';

export async function run(argv: string[], o: Output = consoleOutput): Promise<number> {
  let code = 0;
  const program = new Command('zapsite')
    .description('A fast static-site generator for docs and blogs.')
    .version(packageVersion(), '-v, --version', 'print the version of zapsite')
    .option('--verbose', 'print stack traces: of unexpected errors, and of what site code threw')
    .exitOverride()
    // Before the command's action imports anything: V8 flags are read as code is compiled.
    .hook('preAction', (_program, command) => void applyV8Policy(command.name()))
    .configureOutput({ writeOut: (s) => o.out(s.trimEnd()), writeErr: (s) => o.err(s.trimEnd()) });

  const fail = (error: unknown): number => {
    if (error instanceof SiteExit) error = siteExitError(error);
    if (error instanceof ZapsiteError) {
      printDiagnostics(o, error.diagnostics);
      // What site code threw behind the diagnostic (a plugin, a component): the hints offer its stack.
      const cause = (error as { cause?: unknown }).cause;
      if (program.opts().verbose && cause instanceof Error && cause.stack) o.err(cause.stack);
      o.err(
        error.exitCode !== EXIT_USAGE
          ? 'Build failed: nothing was written; the previous output is unchanged.'
          : error.diagnostics.every((d) => d.code === 'output-folder')
            ? 'Build stopped before writing anything: choose another --out.'
            : 'Build stopped: fix the configuration above.',
      );
      return error.exitCode;
    }
    o.err(`Unexpected error: ${(error as Error).message}`);
    if (program.opts().verbose) o.err((error as Error).stack ?? '');
    else o.err('Run again with --verbose for the stack trace.');
    return 1;
  };

  program
    .command('build')
    .description('Build the site into a folder (default: build/).')
    .option('--root <dir>', 'folder holding zapsite.config.ts', '.')
    .option('--out <dir>', 'output folder (default: <root>/build); a build replaces it whole')
    .option('--force', 'let --out name a folder of other files, which the build deletes')
    .option('--offline', 'do not fetch remote content; use the kept copy')
    .option('--drafts', 'include draft pages')
    .option('--no-cache', 'build cold: neither read nor write the cache in node_modules/.cache/zapsite/build/')
    .option('--locale <locale>', 'build this locale alone (the default: every locale of i18n.locales)')
    .action(async (opts: BuildFlags) => {
      const root = resolve(opts.root);
      o.out(`zapsite build ${root}`);
      // Read by every cache a build keeps (the theme's module too, generator/load-module.ts).
      if (!opts.cache) process.env.ZAPSITE_NO_CACHE = '1';
      // Progress lines only on a terminal: a pipe or a CI log gets the stage lines alone.
      const reporter = stageReporter(
        o,
        false,
        o === consoleOutput && process.stdout.isTTY ? process.stdout : undefined,
      );
      // Site code is watched (a loop past the time limit, process.exit), and whatever it throws
      // or leaves waiting outside a render fails the build with a last line that says so.
      const { installWatchdog, failGuarded } = await import('../generator/watchdog.ts');
      installWatchdog();
      const onStray = (error: unknown) => {
        if (!failGuarded(strayError(error))) realExit(fail(strayError(error)));
      };
      const onEmptyLoop = () => void failGuarded(unsettledError());
      process.on('uncaughtException', onStray);
      process.on('unhandledRejection', onStray);
      process.on('beforeExit', onEmptyLoop);
      try {
        const { buildSite } = await import('../generator/i18n/build-locales.ts');
        const result = await buildSite({
          root,
          locale: opts.locale,
          outDir: opts.out ? resolve(opts.out) : undefined,
          force: opts.force,
          reporter,
          offline: opts.offline,
          includeDrafts: opts.drafts,
          // The kept cache is tied to every input of the CLI's bundle: any code change drops it.
          ...(process.env.ZAPSITE_NO_CACHE !== '1'
            ? { codeVersion: async () => (await import('./bundle.ts')).codeVersion() }
            : {}),
        });
        reporter.close();
        if (result.warnings.length) printDiagnostics(o, result.warnings);
        o.out(`Built ${result.pages} pages (${result.files} files) in ${formatMs(result.ms)}.`);
      } catch (error) {
        reporter.close();
        code = fail(error);
      } finally {
        process.off('uncaughtException', onStray);
        process.off('unhandledRejection', onStray);
        process.off('beforeExit', onEmptyLoop);
      }
    });

  const ctx: CommandContext = { o, setCode: (c) => (code = c), fail };
  registerDev(program, ctx);
  registerServe(program, ctx);
  registerCheckLinks(program, ctx);
  registerDocsVersion(program, ctx);
  registerMigrate(program, ctx);
  registerInit(program, ctx);
  registerWriteTranslations(program, ctx);

  program
    .command('sync-remote')
    .description('Fetch remote documents and refresh the kept copy under remote/.')
    .option('--root <dir>', 'folder holding zapsite.config.ts', '.')
    .action(async (opts: { root: string }) => {
      try {
        const { loadConfig } = await import('../generator/config/load.ts');
        const { syncRemoteContent } = await import('../generator/content/remote.ts');
        const { config } = await loadConfig(resolve(opts.root));
        const { written, diagnostics } = await syncRemoteContent(config);
        for (const w of written) o.out(`  updated ${w}`);
        if (diagnostics.length) {
          printDiagnostics(o, diagnostics);
          code = 1;
        }
      } catch (error) {
        code = fail(error);
      }
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : EXIT_USAGE;
    return fail(error);
  }
  return code;
}

/** The version in zapsite's package.json (the package root is the same from the sources and from dist/). */
function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

if (process.argv[1] && /zapsite(\.js)?$|cli\/main\.ts$/.test(process.argv[1])) {
  void run(process.argv.slice(2)).then((c) => realExit(c));
}

/** `zapsite build`'s options as commander gives them (`cache` is false with --no-cache). */
interface BuildFlags {
  root: string;
  out?: string;
  force?: boolean;
  offline?: boolean;
  drafts?: boolean;
  cache: boolean;
  locale?: string;
}
