// `zapsite serve`: a built site served the way a production static host serves it. Clean URLs,
// the 404 page with status 404, long caching for hashed assets, gzip and brotli, HEAD, single byte
// ranges (206 and 416; audio and video seek with them), and no way out of the folder (see request-path.ts for the refused paths; symlinks are checked here).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { FileCache, type FoundFile } from './file-cache.ts';
import { parseRequestPath, resolveSitePath, type Probe } from './request-path.ts';
import { listenOnFreePort, type Bound } from './listen.ts';
import { redirect, sendFile, sendText } from './send.ts';

export interface StaticServerOptions {
  dir: string;
  /** The path the site is mounted at, like the config's baseUrl. Default "/". */
  base?: string;
  /** Called for unexpected failures (the client gets a 500). */
  onError?: (error: unknown, req: IncomingMessage) => void;
}

function createStaticHandler(
  opts: StaticServerOptions & { realRoot: string },
): (req: IncomingMessage, res: ServerResponse) => void {
  const base = normaliseBase(opts.base);
  const root = opts.realRoot;
  const cache = new FileCache();

  const probeFile = async (key: string, found: Map<string, FoundFile>): Promise<Probe> => {
    let real: string;
    try {
      real = await realpath(join(root, key));
    } catch {
      return 'none';
    }
    // A symlink may point anywhere; only what really lies inside the folder is served.
    if (real !== root && !real.startsWith(root + sep)) return 'forbidden';
    try {
      const s = await stat(real);
      if (!s.isFile()) return 'none';
      found.set(key, { real, mtimeMs: s.mtimeMs, size: s.size });
      return 'file';
    } catch {
      return 'none';
    }
  };

  const notFound = async (req: IncomingMessage, res: ServerResponse) => {
    const found = new Map<string, FoundFile>();
    if ((await probeFile('404.html', found)) === 'file')
      return sendFile(req, res, { key: '404.html', file: found.get('404.html')!, status: 404 }, cache);
    sendText(req, res, { status: 404, text: 'Not found' });
  };

  return (req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendText(req, res, {
          status: 405,
          text: 'Method not allowed: use GET or HEAD.',
          headers: { Allow: 'GET, HEAD' },
        });
      const parsed = parseRequestPath(req.url);
      if (!parsed.ok) return sendText(req, res, { status: 400, text: `Bad request: ${parsed.reason}.` });
      let path = parsed.path;
      if (base !== '/') {
        if (path === base.slice(0, -1)) return redirect(res, base + parsed.query);
        if (!path.startsWith(base)) return notFound(req, res);
        path = path.slice(base.length - 1);
      }
      const found = new Map<string, FoundFile>();
      const where = await resolveSitePath(path, parsed.query, (key) => probeFile(key, found));
      if (where.kind === 'redirect') return redirect(res, (base === '/' ? '' : base.slice(0, -1)) + where.location);
      if (where.kind === 'forbidden') return sendText(req, res, { status: 403, text: 'Forbidden' });
      if (where.kind === 'not-found') return notFound(req, res);
      return sendFile(req, res, { key: where.key, file: found.get(where.key)!, status: 200 }, cache);
    })().catch((error) => {
      opts.onError?.(error, req);
      if (!res.headersSent) sendText(req, res, { status: 500, text: 'Internal server error' });
      else res.destroy();
    });
  };
}

function normaliseBase(base: string | undefined): string {
  if (!base || base === '/') return '/';
  return `/${base.replace(/^\/+|\/+$/g, '')}/`;
}

export interface RunningStaticServer extends Bound {
  server: Server;
  /** Origin and base, e.g. http://127.0.0.1:4173/ */
  siteUrl: string;
  close(): Promise<void>;
}

export async function startStaticServer(
  opts: StaticServerOptions & { host?: string; port?: number },
): Promise<RunningStaticServer> {
  let realRoot: string;
  try {
    realRoot = await realpath(opts.dir);
    if (!(await stat(realRoot)).isDirectory()) throw new Error('not a folder');
  } catch {
    throw new Error(
      `No built site at ${opts.dir}. Run \`zapsite build\` first, or pass --dir with the folder to serve.`,
    );
  }
  const server = createServer(createStaticHandler({ ...opts, realRoot }));
  const bound = await listenOnFreePort(server, { host: opts.host ?? '127.0.0.1', port: opts.port ?? 0 });
  const base = normaliseBase(opts.base);
  return {
    ...bound,
    server,
    siteUrl: bound.url.replace(/\/$/, '') + base,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
