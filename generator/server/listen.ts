// Bind a server to a port, moving on to the next one when it is taken, so `zapsite dev` can
// start while another copy (or anything else) holds port 3000.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Bound {
  host: string;
  port: number;
  /** The port asked for, when it was taken and another was used. */
  requestedPort?: number;
  url: string;
}

function urlFor(host: string, port: number): string {
  const shown = host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

function tryListen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Port 0 asks the system for any free port. Otherwise up to `attempts` ports from `port` are tried. */
export async function listenOnFreePort(
  server: Server,
  opts: { host: string; port: number; attempts?: number },
): Promise<Bound> {
  const attempts = opts.port === 0 ? 1 : (opts.attempts ?? 20);
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    const port = opts.port === 0 ? 0 : opts.port + i;
    if (port > 65535) break;
    try {
      await tryListen(server, port, opts.host);
      const actual = (server.address() as AddressInfo).port;
      return {
        host: opts.host,
        port: actual,
        requestedPort: i > 0 ? opts.port : undefined,
        url: urlFor(opts.host, actual),
      };
    } catch (error) {
      lastError = error;
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') break;
    }
  }
  const code = (lastError as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    throw new Error(
      `Ports ${opts.port}-${opts.port + attempts - 1} on ${opts.host} are all in use. Pass --port with a free port.`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    throw new Error(
      `Cannot listen on host "${opts.host}": this machine has no such address. Pass --host 127.0.0.1 or an address it owns.`,
    );
  if (code === 'EACCES')
    throw new Error(
      `Not allowed to listen on port ${opts.port}. Ports below 1024 need privileges; pass --port 3000 or higher.`,
    );
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
