// The dev server's event stream as a browser's EventSource reads it (over node:http), every
// event recorded, with a wait that fails naming what did arrive.
import { request } from 'node:http';

export const WAIT_MS = 30_000;

export interface Sse {
  event: string;
  data: any;
}

/** A minimal EventSource over node:http that records every event. */
export class EventStream {
  readonly events: Sse[] = [];
  private waiters: (() => void)[] = [];
  private req: ReturnType<typeof request> | undefined;
  static open(url: string): Promise<EventStream> {
    const s = new EventStream();
    return new Promise((resolve, reject) => {
      s.req = request(url, { headers: { Accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/event-stream'))
          reject(new Error(`events: HTTP ${res.statusCode} ${res.headers['content-type']}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (!data.length) continue;
            s.events.push({ event, data: JSON.parse(data.join('\n')) });
            for (const w of s.waiters.splice(0)) w();
          }
        });
        resolve(s);
      });
      s.req.on('error', reject);
      s.req.end();
    });
  }
  mark(): number {
    return this.events.length;
  }
  since(mark: number): Sse[] {
    return this.events.slice(mark);
  }
  /** The first event after `mark` that matches, or a failure naming what did arrive. */
  async waitFor(mark: number, what: string, test: (e: Sse) => boolean, timeoutMs = WAIT_MS): Promise<Sse> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.events.slice(mark).find(test);
      if (hit) return hit;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `No "${what}" event within ${timeoutMs} ms; got: ${JSON.stringify(this.since(mark)).slice(0, 2000)}`,
        );
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }
  close(): void {
    this.req?.destroy();
  }
}
