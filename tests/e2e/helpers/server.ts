// A tiny static server for built sites: 127.0.0.1 on a free port, clean URLs, the 404 page, and
// an optional mount path so a site built for a sub-path can be served where it expects to be.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { contentTypeFor } from '../../../generator/server/content-type.ts';
import { listenOnFreePort } from '../../../generator/server/listen.ts';

export interface StaticServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Swap the folder served (same origin, so local storage carries over). */
  setRoot(dir: string): void;
  /** Extra routes answered before files (test pages). */
  route(path: string, body: string | Uint8Array, type?: string): void;
  close(): Promise<void>;
}

async function fileAt(path: string): Promise<string | undefined> {
  try {
    const s = await stat(path);
    if (s.isFile()) return path;
    if (s.isDirectory()) {
      const index = join(path, 'index.html');
      if ((await stat(index).catch(() => undefined))?.isFile()) return index;
    }
  } catch {
    /* not there */
  }
  return undefined;
}

/** The file a URL path names inside a served folder: the file itself, or a folder's index.html. */
export function fileFor(dir: string, pathname: string): Promise<string | undefined> {
  return fileAt(join(dir, normalize('/' + pathname).replace(/^(\.\.[/\\])+/, '')));
}

/**
 * mounts: the URL paths the folder is served under (default '/'). A site built for '/docs-site/'
 * can be served at both '/docs-site/' and '/' to show the misplaced-site banner with its assets.
 */
export async function serveStatic(root: string, opts: { mounts?: string[] } = {}): Promise<StaticServer> {
  let dir = root;
  // Longest first, so '/docs-site/x' is not read as '/' + 'docs-site/x'.
  const mounts = (opts.mounts ?? ['/']).map((m) => m.replace(/\/?$/, '/')).sort((a, b) => b.length - a.length);
  const extra = new Map<string, { body: string | Uint8Array; type: string }>();
  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      const custom = extra.get(url.pathname);
      if (custom) {
        res.writeHead(200, { 'content-type': custom.type, 'cache-control': 'no-store' });
        res.end(custom.body);
        return;
      }
      const path = decodeURIComponent(url.pathname);
      let found: string | undefined;
      for (const mount of mounts) {
        if (!path.startsWith(mount)) continue;
        found = await fileFor(dir, path.slice(mount.length));
        if (found) break;
      }
      if (!found) {
        const notFound = await readFile(join(dir, '404.html')).catch(() => 'not found');
        res.writeHead(404, { 'content-type': contentTypeFor('index.html') });
        res.end(notFound);
        return;
      }
      res.writeHead(200, { 'content-type': contentTypeFor(found), 'cache-control': 'no-store' });
      res.end(await readFile(found));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  const { port } = await listenOnFreePort(server, { host: '127.0.0.1', port: 0 });
  return {
    origin: `http://127.0.0.1:${port}`,
    setRoot(next) {
      dir = next;
    },
    route(path, body, type = contentTypeFor('index.html')) {
      extra.set(path, { body, type });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
