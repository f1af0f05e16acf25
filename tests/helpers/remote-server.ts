// A stand-in for the repository that remote content is fetched from: each path answers as the
// test says (a body, a status, never, or a dropped socket), and every request is recorded.
import { createServer, type Server } from 'node:http';
import { listenOnFreePort } from '../../generator/server/listen.ts';

type Behaviour = { body: string } | { status: number } | { hang: true } | { close: true };

export interface RemoteServer {
  port: number;
  /** Base URL for one test's documents: every test uses its own prefix so counts stay apart. */
  base(prefix: string): string;
  set(path: string, behaviour: Behaviour): void;
  /** Paths requested, in order. */
  requests: string[];
  /** Paths whose hanging request the client gave up on (closed) before any answer. */
  abandoned: string[];
  close(): Promise<void>;
}

export async function startRemoteServer(): Promise<RemoteServer> {
  const routes = new Map<string, Behaviour>();
  const requests: string[] = [];
  const abandoned: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const b = routes.get(path) ?? { status: 404 };
    if ('body' in b) {
      res.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' });
      res.end(b.body);
    } else if ('status' in b) {
      res.writeHead(b.status, { 'content-type': 'text/plain' });
      res.end(`status ${b.status}`);
    } else if ('hang' in b) {
      res.on('close', () => {
        if (!res.writableEnded) abandoned.push(path);
      });
    } else {
      req.socket.destroy();
    }
  });
  const { port } = await listenOnFreePort(server, { host: '127.0.0.1', port: 0 });
  return {
    port,
    base: (prefix) => `http://127.0.0.1:${port}/${prefix}/`,
    set: (path, behaviour) => void routes.set(path, behaviour),
    requests,
    abandoned,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging and kept-alive connections would hold close() open forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
