// What most browser tests start from: the real site built, served on a free port, and Chromium.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { serveStatic, type StaticServer } from './server.ts';
import { buildRealSite, type BuiltSite } from './site.ts';

export interface ServedSite {
  site: BuiltSite;
  server: StaticServer;
  browser: Browser;
  /** Close the browser and the server, and delete the build. */
  close(): Promise<void>;
}

export async function serveRealSite(): Promise<ServedSite> {
  const site = await buildRealSite();
  let server: StaticServer | undefined;
  try {
    server = await serveStatic(site.dir);
    const browser = await launchBrowser();
    const opened = server;
    return {
      site,
      server,
      browser,
      async close() {
        await browser.close();
        await opened.close();
        await site.cleanup();
      },
    };
  } catch (error) {
    await server?.close();
    await site.cleanup();
    throw error;
  }
}
