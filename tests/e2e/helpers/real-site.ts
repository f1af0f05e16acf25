// The real site built, served on a free port, and Chromium, for tests that open and close it
// themselves (most use servedForTests in ./served.ts).
import type { Browser } from 'playwright-core';
import type { StaticServer } from './server.ts';
import { serveSites } from './served.ts';
import { buildRealSite } from './site.ts';

export interface ServedSite {
  server: StaticServer;
  browser: Browser;
  /** Close the browser and the server, and delete the build. */
  close(): Promise<void>;
}

export async function serveRealSite(): Promise<ServedSite> {
  const { servers, browser, close } = await serveSites({ server: buildRealSite });
  return { server: servers.server, browser, close };
}
