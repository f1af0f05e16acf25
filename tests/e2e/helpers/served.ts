// What browser tests start from: one or more sites built side by side, each served on a free port,
// and Chromium. Console errors are checked per test by inSession (./browser.ts).
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { serveStatic, type StaticServer } from './server.ts';
import type { BuiltSite } from './site.ts';

/** A site to build and serve: its build, and the URL paths it is served under (default '/'). */
type SiteToServe = (() => Promise<BuiltSite>) | SiteAndMounts;
interface SiteAndMounts {
  build: () => Promise<BuiltSite>;
  mounts?: string[];
}

/** Chromium, and one server per site asked for, under the name it was asked for with. */
export type Served<K extends string> = { browser: Browser } & Record<K, StaticServer>;

export interface ServedSites<K extends string> {
  browser: Browser;
  servers: Record<K, StaticServer>;
  /** Close the browser and the servers, and delete the builds. */
  close(): Promise<void>;
}

export async function serveSites<K extends string>(sites: Record<K, SiteToServe>): Promise<ServedSites<K>> {
  const names = Object.keys(sites) as K[];
  const specs = names.map((name): SiteAndMounts => {
    const site: SiteToServe = sites[name];
    return typeof site === 'function' ? { build: site } : site;
  });
  // Closed in the reverse order of opening: the browser, the servers, then the builds.
  const opened: { close(): Promise<void> }[] = [];
  const close = async () => {
    for (const one of opened.splice(0).reverse()) await one.close();
  };
  try {
    const built = await Promise.allSettled(specs.map((spec) => spec.build()));
    for (const b of built) if (b.status === 'fulfilled') opened.push({ close: b.value.cleanup });
    for (const b of built) if (b.status === 'rejected') throw b.reason;
    const servers = {} as Record<K, StaticServer>;
    for (const [i, name] of names.entries()) {
      const { dir } = (built[i] as PromiseFulfilledResult<BuiltSite>).value;
      servers[name] = await serveStatic(dir, { mounts: specs[i]!.mounts });
      opened.push(servers[name]);
    }
    const browser = await launchBrowser();
    opened.push(browser);
    return { browser, servers, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * serveSites before the test file's tests, closed after them. The object returned is filled in
 * once the sites are up, before the first test runs.
 */
export function servedForTests<K extends string>(sites: Record<K, SiteToServe>, timeout?: number): Served<K> {
  const served = {} as Served<K>;
  let close = async () => {};
  beforeAll(async () => {
    const up = await serveSites(sites);
    close = up.close;
    Object.assign(served, up.servers, { browser: up.browser });
  }, timeout);
  afterAll(() => close());
  return served;
}
