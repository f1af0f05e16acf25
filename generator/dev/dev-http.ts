// HTTP for `zapsite dev`: the last good build from memory, with the reload client in every HTML
// page, the event stream, and the session's state. URLs resolve as the production server's do
// (server/request-path.ts), so every trailingSlash layout is served as it will be deployed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeFor } from '../server/content-type.ts';
import { parseRequestPath, resolveSitePath } from '../server/request-path.ts';
import { CLIENT_PATH, EVENTS_PATH, STATE_PATH } from './client/protocol.ts';
import { clientScript, clientTag, injectClient } from './client-script.ts';
import type { EventStream } from './event-stream.ts';
import { isSearchFile, type SiteSession } from './site-session.ts';

export interface DevHttp {
  session: SiteSession;
  stream: EventStream;
  /** A rebuild is running. */
  building(): boolean;
  /** Resolves once the first build is done (good or not). */
  firstBuild(): Promise<void> | undefined;
  warn(line: string): void;
}

export function devRequestHandler(dev: DevHttp): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void respond(dev, req, res).catch((error) => {
      dev.warn(`  request ${req.url} failed: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal error in the dev server; see the terminal.\n');
      } else res.destroy();
    });
  };
}

async function respond(dev: DevHttp, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { session } = dev;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    return void res.end('Method not allowed.\n');
  }
  const parsed = parseRequestPath(req.url);
  if (!parsed.ok) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    return void res.end(`Bad request: ${parsed.reason}.\n`);
  }
  if (parsed.path === EVENTS_PATH) {
    const greeting = [{ event: 'hello', data: { generation: session.generation } }];
    if (session.errors.length) greeting.push({ event: 'build-error', data: session.errorReport() });
    return dev.stream.open(req, res, greeting);
  }
  if (parsed.path === CLIENT_PATH)
    return sendBody({ req, res }, 200, 'text/javascript; charset=utf-8', await clientScript());
  if (parsed.path === STATE_PATH) {
    const state = {
      generation: session.generation,
      ok: session.errors.length === 0,
      building: dev.building(),
      report: session.errorReport(),
    };
    return sendBody({ req, res }, 200, 'application/json; charset=utf-8', Buffer.from(JSON.stringify(state)));
  }
  await dev.firstBuild();
  if (!session.hasSite)
    return sendHtml(session, { req, res }, 503, { key: 'index.html', data: Buffer.from(FIRST_BUILD_FAILED) });
  const base = session.config?.baseUrl ?? '/';
  let path = parsed.path;
  if (base !== '/') {
    if (path === base.slice(0, -1)) return redirect(res, base + parsed.query);
    if (!path.startsWith(base)) return notFound(session, req, res);
    path = path.slice(base.length - 1);
  }
  if (isSearchFile(path.slice(1))) await session.searchReady;
  const site = session.files;
  const where = await resolveSitePath(path, parsed.query, (key) => (site.has(key) ? 'file' : 'none'));
  if (where.kind === 'redirect') return redirect(res, (base === '/' ? '' : base.slice(0, -1)) + where.location);
  if (where.kind !== 'file') return notFound(session, req, res);
  const data = site.get(where.key)!;
  if (where.key.endsWith('.html')) return sendHtml(session, { req, res }, 200, { key: where.key, data });
  return sendBody({ req, res }, 200, contentTypeFor(where.key), data);
}

function notFound(session: SiteSession, req: IncomingMessage, res: ServerResponse): void {
  const page = session.files.get('404.html');
  if (page) return sendHtml(session, { req, res }, 404, { key: '404.html', data: page });
  sendBody({ req, res }, 404, 'text/plain; charset=utf-8', Buffer.from('Not found\n'));
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}

/** One request and its response, passed on together. */
interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
}

function sendHtml(session: SiteSession, ex: Exchange, status: number, page: { key: string; data: Buffer }): void {
  const { key, data } = page;
  const tag = clientTag({
    page: key,
    generation: session.hasSite ? session.generation : '',
    base: session.config?.baseUrl ?? '/',
  });
  sendBody(ex, status, 'text/html; charset=utf-8', Buffer.from(injectClient(data.toString('utf8'), tag)));
}

function sendBody({ req, res }: Exchange, status: number, type: string, body: Buffer): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const FIRST_BUILD_FAILED = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build failed | zapsite dev</title></head><body><main style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>The site has not built yet</h1><p>The first build failed. The errors are in the terminal and in the overlay; fix them and save, and this page reloads by itself.</p></main></body></html>`;
