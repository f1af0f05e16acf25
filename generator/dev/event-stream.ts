// The server-sent event stream open pages listen on (/__zapsite/events): who is connected, and
// sending to all of them. A comment line every 15 s keeps proxies from closing an idle stream.
import type { IncomingMessage, ServerResponse } from 'node:http';

const HEARTBEAT_MS = 15_000;

export class EventStream {
  private readonly clients = new Set<ServerResponse>();
  private heartbeat: NodeJS.Timeout | undefined;

  get size(): number {
    return this.clients.size;
  }

  start(): void {
    this.heartbeat = setInterval(() => this.write(': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Answer a request with the stream; `greeting` are the first events this client gets. */
  open(req: IncomingMessage, res: ServerResponse, greeting: { event: string; data: unknown }[]): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    if (req.method === 'HEAD') return void res.end();
    res.write(`retry: 1000\n\n${greeting.map((g) => eventText(g.event, g.data)).join('')}`);
    this.clients.add(res);
    const drop = () => this.clients.delete(res);
    req.on('close', drop);
    res.on('error', drop);
  }

  send(event: string, data: unknown): void {
    this.write(eventText(event, data));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const c of this.clients) c.end();
    this.clients.clear();
  }

  private write(chunk: string): void {
    for (const c of this.clients) c.write(chunk);
  }
}

function eventText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
