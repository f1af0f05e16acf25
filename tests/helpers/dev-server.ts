// A dev server started on a site folder for a test: on a free port, with no cache between
// sessions, everything it prints and every event it sends recorded, and a wait that fails with them.
import { DevServer, type DevEvent, type DevServerOptions } from '../../generator/dev/dev-server.ts';

export interface DevForTest {
  server: DevServer;
  /** Without a trailing slash. */
  origin: string;
  events: DevEvent[];
  terminal: string[];
  /** Polls until `done` holds; after `timeoutMs` fails with what the server printed and sent. */
  waitUntil(done: () => boolean | Promise<boolean>, what: string, timeoutMs?: number): Promise<void>;
}

export async function startDevServer(root: string, opts: Partial<DevServerOptions> = {}): Promise<DevForTest> {
  const events: DevEvent[] = [];
  const terminal: string[] = [];
  const server = new DevServer({
    root,
    port: 0,
    cacheFile: undefined,
    log: (l) => terminal.push(l),
    warn: (l) => terminal.push(l),
    ...opts,
  });
  server.on((e) => events.push(e));
  const origin = (await server.start()).url.replace(/\/$/, '');
  return {
    server,
    origin,
    events,
    terminal,
    async waitUntil(done, what, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!(await done())) {
        if (Date.now() > deadline)
          throw new Error(
            `${what}. Terminal:\n${terminal.join('\n')}\nEvents: ${JSON.stringify(events.map((e) => e.type))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
