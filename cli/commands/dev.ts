// `zapsite dev`: build into memory, serve, rebuild on change, reload open pages.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { EXIT_USAGE } from '../../generator/diagnostics.ts';
import { isLoopback, parsePort, type CommandContext } from './context.ts';
import { closeWithin, stoppingLine, untilStopped } from './until-stopped.ts';
import { CONFIG_NAMES } from '../../generator/config/file-names.ts';

interface DevOptions {
  root: string;
  host: string;
  port: number;
  open?: boolean;
  drafts: boolean;
  locale?: string;
}

export function registerDev(program: Command, ctx: CommandContext): void {
  program
    .command('dev')
    .description('Serve the site from memory at http://127.0.0.1:3000/ and rebuild it on every change.')
    .option('--root <dir>', 'folder holding zapsite.config.ts', '.')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--port <n>', 'port to listen on; the next free one is used when it is taken', parsePort, 3000)
    .option('--open', 'open the site in the default browser')
    .option('--no-drafts', 'leave out draft pages (dev shows them by default)')
    .option('--locale <locale>', 'serve this locale of i18n.locales, at its path (the default: the default locale)')
    .action(async (opts: DevOptions) => {
      ctx.setCode(await runDev(opts, ctx));
    });
}

async function runDev(opts: DevOptions, ctx: CommandContext): Promise<number> {
  const { o } = ctx;
  const root = resolve(opts.root);
  o.out(`zapsite dev ${root}`);
  if (!CONFIG_NAMES.some((n) => existsSync(join(root, n)))) {
    o.err(`No zapsite.config.ts in ${root}. Pass --root with the folder that holds the site's config.`);
    return EXIT_USAGE;
  }
  // A content error must never end the session; anything that escapes the rebuild is reported.
  const onStray = (error: unknown) =>
    o.err(`Unexpected error (the dev server keeps running): ${(error as Error)?.stack ?? error}`);
  process.on('uncaughtException', onStray);
  process.on('unhandledRejection', onStray);
  // A rebuild whose site code loops past the time limit fails with the file named (watchdog.ts).
  (await import('../../generator/watchdog.ts')).installWatchdog();
  const { DevServer } = await import('../../generator/dev/dev-server.ts');
  // The cache kept between sessions is tied to every input of the CLI's bundle: any code change drops it.
  const codeVersion = async () => (await import('../bundle.ts')).codeVersion();
  const server = new DevServer({
    root,
    host: opts.host,
    port: opts.port,
    includeDrafts: opts.drafts,
    ...(opts.locale !== undefined ? { locale: opts.locale } : {}),
    codeVersion,
    log: o.out,
    warn: o.err,
  });
  try {
    const stop = (ctx.stopSignal ?? untilStopped)();
    let bound;
    try {
      bound = await server.start();
    } catch (error) {
      await server.close();
      return ctx.fail(error);
    }
    if (bound.requestedPort !== undefined)
      o.out(`  Port ${bound.requestedPort} is in use, so the site is on port ${bound.port} instead.`);
    o.out(`  Serving ${bound.url}`);
    if (!isLoopback(opts.host))
      o.out(`  Listening on ${opts.host}: other machines on the network can reach this dev server.`);
    o.out('  Watching content, static files, the theme and the config. Press Ctrl+C to stop.');
    if (opts.open) openBrowser(bound.url, o.err);
    o.out(`  ${stoppingLine(await stop)}`);
    await closeWithin(() => server.close());
    return 0;
  } finally {
    process.off('uncaughtException', onStray);
    process.off('unhandledRejection', onStray);
  }
}

function openBrowser(url: string, warn: (l: string) => void): void {
  const [cmd, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
    child.on('error', () => warn(`  Could not open a browser (${cmd} failed); open ${url} yourself.`));
    child.unref();
  } catch {
    warn(`  Could not open a browser; open ${url} yourself.`);
  }
}
