// `zapsite serve`: the built site as a production static host would serve it, on 127.0.0.1.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { isLoopback, parsePort, type CommandContext } from './context.ts';
import { closeWithin, stoppingLine, untilStopped } from './until-stopped.ts';
import { CONFIG_NAMES } from '../../generator/config/file-names.ts';

interface ServeOptions {
  root: string;
  dir?: string;
  host: string;
  port: number;
  base?: string;
}

export function registerServe(program: Command, ctx: CommandContext): void {
  program
    .command('serve')
    .description('Serve a built site (default: build/) like a production static host.')
    .option('--root <dir>', 'folder holding zapsite.config.ts', '.')
    .option('--dir <dir>', 'folder to serve (default: <root>/build)')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--port <n>', 'port to listen on; the next free one is used when it is taken', parsePort, 3000)
    .option('--base <path>', "path the site is mounted at (default: the config's baseUrl, else /)")
    .action(async (opts: ServeOptions) => {
      ctx.setCode(await runServe(opts, ctx));
    });
}

/** The config's baseUrl when the root has a config; "/" otherwise. */
async function baseFromConfig(root: string, warn: (l: string) => void): Promise<string> {
  if (!CONFIG_NAMES.some((n) => existsSync(join(root, n)))) return '/';
  try {
    const { loadConfig } = await import('../../generator/config/load.ts');
    return (await loadConfig(root)).config.baseUrl;
  } catch {
    warn('  note: the config did not load, so the site is served at "/"; pass --base to choose.');
    return '/';
  }
}

async function runServe(opts: ServeOptions, ctx: CommandContext): Promise<number> {
  const { o } = ctx;
  const root = resolve(opts.root);
  const dir = opts.dir ? resolve(opts.dir) : join(root, 'build');
  const base = opts.base ?? (await baseFromConfig(root, o.err));
  const stop = (ctx.stopSignal ?? untilStopped)();
  let server;
  try {
    const { startStaticServer } = await import('../../generator/server/static-server.ts');
    server = await startStaticServer({
      dir,
      host: opts.host,
      port: opts.port,
      base,
      onError: (error, req) => o.err(`  ${req.method} ${req.url} failed: ${(error as Error).stack ?? error}`),
    });
  } catch (error) {
    o.err((error as Error).message);
    return 1;
  }
  if (server.requestedPort !== undefined)
    o.out(`Port ${server.requestedPort} is in use, so the site is on port ${server.port} instead.`);
  o.out(`Serving ${relative(process.cwd(), dir) || '.'} at ${server.siteUrl}`);
  if (!isLoopback(opts.host)) o.out(`Listening on ${opts.host}: other machines on the network can reach it.`);
  o.out('Press Ctrl+C to stop.');
  o.out(stoppingLine(await stop));
  await closeWithin(() => server!.close());
  return 0;
}
