// `zapsite check-links`: check a built site's links, anchors, images, scripts and stylesheets.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import type { ResolvedConfig } from '../../generator/config/schema.ts';
import { printDiagnostics, stageReporter, type Output } from '../reporter.ts';
import type { CommandContext } from './context.ts';
import { CONFIG_NAMES } from '../../generator/config/file-names.ts';

interface CheckLinksOptions {
  root: string;
  dir?: string;
  external?: boolean;
  format: 'text' | 'json';
  build?: boolean;
  offline?: boolean;
  skip?: string[];
  concurrency?: number;
  timeout?: number;
  retries?: number;
  siteUrl?: string;
}

const positiveInt = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('Use a whole number of at least 1.');
  return Number(value);
};

export function registerCheckLinks(program: Command, ctx: CommandContext): void {
  program
    .command('check-links')
    .description(
      'Check every link, anchor, image, script and stylesheet of the built site (builds first when build/ is missing).',
    )
    .option('--root <dir>', 'folder holding zapsite.config.ts', '.')
    .option('--dir <dir>', 'built site to check (default: <root>/build)')
    .option('--build', 'build the site first, even when the folder exists')
    .option('--offline', 'when building, do not fetch remote content; use the kept copy')
    .option('--external', 'also check links to other sites')
    .option(
      '--site-url <url>',
      "the site's own address (default: the config's url): links to it are checked in the build, not fetched",
      (v: string) => {
        if (!URL.canParse(v) || !/^https?:$/.test(new URL(v).protocol))
          throw new InvalidArgumentError('Use an http or https URL, e.g. https://example.com.');
        return v;
      },
    )
    .option('--skip <regex...>', 'skip links matching these regular expressions')
    .option('--concurrency <n>', 'requests at once', positiveInt)
    .option('--timeout <ms>', 'timeout of one external request', positiveInt)
    .option('--retries <n>', 'retries of an external link answering 429, 5xx or nothing', positiveInt)
    .option(
      '--format <format>',
      'text or json',
      (v: string) => {
        if (v !== 'text' && v !== 'json') throw new InvalidArgumentError('Use "text" or "json".');
        return v;
      },
      'text',
    )
    .action(async (opts: CheckLinksOptions) => {
      ctx.setCode(await runCheckLinks(opts, ctx));
    });
}

async function runCheckLinks(opts: CheckLinksOptions, ctx: CommandContext): Promise<number> {
  const json = opts.format === 'json';
  // With --format json, stdout carries the report alone; progress goes to stderr.
  const o: Output = json ? { out: ctx.o.err, err: ctx.o.err } : ctx.o;
  const root = resolve(opts.root);
  const dir = opts.dir ? resolve(opts.dir) : join(root, 'build');
  const hasConfig = CONFIG_NAMES.some((n) => existsSync(join(root, n)));
  const mustBuild = opts.build || !existsSync(dir);

  let config: ResolvedConfig | undefined;
  try {
    if (hasConfig) config = (await (await import('../../generator/config/load.ts')).loadConfig(root)).config;
    if (mustBuild) {
      if (!config) {
        o.err(
          `No built site at ${dir} and no zapsite.config.ts in ${root} to build it from. Pass --dir with a built site or --root with the site's folder.`,
        );
        return 2;
      }
      o.out(opts.build ? `Building ${root} first (--build).` : `No build at ${dir}; building ${root} first.`);
      const { build } = await import('../../generator/pipeline.ts');
      const result = await build({
        root,
        outDir: dir,
        config,
        offline: opts.offline,
        reporter: stageReporter(o, true),
      });
      if (result.warnings.length) printDiagnostics(o, result.warnings);
      o.out(`Built ${result.pages} pages.`);
    }
  } catch (error) {
    return ctx.fail(error);
  }

  // The config's checkLinks.skip, then --skip.
  const skip = [...(config?.checkLinks.skip ?? []), ...(opts.skip ?? [])];
  for (const s of skip) {
    try {
      new RegExp(s);
    } catch (error) {
      o.err(`--skip "${s}" is not a valid regular expression: ${(error as Error).message}`);
      return 2;
    }
  }
  if (!json)
    o.out(
      `Checking links in ${dir}${opts.external ? ' (external links too)' : ' (external links skipped; pass --external to check them)'}…`,
    );
  const { checkBuiltSite, formatLinkReport } = await import('../../generator/check-links/link-check.ts');
  let report;
  try {
    report = await checkBuiltSite({
      dir,
      base: config?.baseUrl,
      siteUrl: opts.siteUrl ?? config?.url,
      external: opts.external,
      skip,
      concurrency: opts.concurrency,
      timeoutMs: opts.timeout,
      retries: opts.retries,
      onRetry: (url, seconds, status) =>
        o.err(`  retrying ${url} in ${seconds} s (${status === 0 ? 'no response' : `HTTP ${status}`})`),
    });
  } catch (error) {
    o.err(`The link check could not run: ${(error as Error).message}`);
    return 1;
  }
  if (json) ctx.o.out(JSON.stringify(report, null, 2));
  else ctx.o.out(formatLinkReport(report));
  return report.passed ? 0 : 1;
}
