// A small static server for built sites in the search tests: clean URLs, the 404 page, and a log of
// every path served (the download-budget tests read it). Listens on 127.0.0.1, port 0.
import { createServer, type Server } from 'node:http';
import { contentTypeFor } from '../../generator/server/content-type.ts';
import { listenOnFreePort } from '../../generator/server/listen.ts';

export interface StaticSite {
  url: string;
  /** Paths served with status 200, in order. */
  served: string[];
  close(): Promise<void>;
}

export async function serveFiles(files: ReadonlyMap<string, Buffer>): Promise<StaticSite> {
  const served: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const key = path === '' || path.endsWith('/') ? `${path}index.html` : files.has(path) ? path : `${path}/index.html`;
    const data = files.get(key);
    if (!data && path === 'favicon.ico') {
      // Browsers ask for it on their own; a fixture without one should not log a 404.
      res.writeHead(204);
      res.end();
      return;
    }
    if (!data) {
      res.writeHead(404, { 'content-type': contentTypeFor('index.html') });
      res.end(files.get('404.html') ?? 'not found');
      return;
    }
    if (key !== path && !path.endsWith('/') && path !== '') {
      res.writeHead(301, { location: `/${path}/` });
      res.end();
      return;
    }
    served.push(key);
    res.writeHead(200, { 'content-type': contentTypeFor(key), 'cache-control': 'no-store' });
    res.end(data);
  });
  const { port } = await listenOnFreePort(server, { host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
