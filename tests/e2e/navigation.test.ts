// Client navigation in Chromium against the real site, built once into a temp folder and served
// by a server in this file that can slow down or fail chosen paths and logs every request.
import { describe, it, expect, beforeAll, afterAll, afterEach } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { launchBrowser, hydrateAll, notOn } from './helpers/browser.ts';
import { fileFor } from './helpers/server.ts';
import { buildRealSite, type BuiltSite } from './helpers/site.ts';
import { contentTypeFor } from '../../generator/server/content-type.ts';
import { listenOnFreePort } from '../../generator/server/listen.ts';

// ---------------------------------------------------------------- the controllable server

interface Hit {
  /** The x-nav-test header every context of the current test sends. */
  test: string;
  path: string;
  /** sec-fetch-mode: "navigate" for a page load, "cors" for fetch(). */
  mode: string;
  /** The purpose header client navigation sends with prefetches. */
  purpose: string;
}

interface TestServer {
  origin: string;
  hits: Hit[];
  /** Hold answers for this path back by ms (a slow server). */
  delay(path: string, ms: number): void;
  /** Answer this path with a 500, or drop the connection ("network"). */
  fail(path: string, how: 500 | 'network'): void;
  /** Forget every delay and failure. */
  heal(): void;
  close(): Promise<void>;
}

async function startServer(dir: string): Promise<TestServer> {
  const delays = new Map<string, number>();
  const failures = new Map<string, 500 | 'network'>();
  const hits: Hit[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.push({
      test: String(req.headers['x-nav-test'] ?? ''),
      path: url.pathname,
      mode: String(req.headers['sec-fetch-mode'] ?? ''),
      purpose: String(req.headers.purpose ?? ''),
    });
    const wait = delays.get(url.pathname);
    if (wait) await new Promise((r) => setTimeout(r, wait));
    const failure = failures.get(url.pathname);
    if (failure === 'network') return void req.socket.destroy();
    if (failure === 500) {
      res.writeHead(500, { 'content-type': contentTypeFor('index.html'), 'cache-control': 'no-store' });
      return void res.end('<!DOCTYPE html><title>Server error</title><p>Server error</p>');
    }
    const found = await fileFor(dir, decodeURIComponent(url.pathname));
    if (!found) {
      res.writeHead(404, { 'content-type': contentTypeFor('index.html'), 'cache-control': 'no-store' });
      return void res.end(await readFile(join(dir, '404.html')));
    }
    res.writeHead(200, { 'content-type': contentTypeFor(found), 'cache-control': 'no-store' });
    res.end(await readFile(found));
  });
  const { port } = await listenOnFreePort(server, { host: '127.0.0.1', port: 0 });
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    delay: (path, ms) => void delays.set(path, ms),
    fail: (path, how) => void failures.set(path, how),
    heal() {
      delays.clear();
      failures.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------- browser plumbing

/** Network errors a test provokes on purpose, named by URL path and message. */
type Expected = { path: string; text: RegExp };

class Console {
  private seen: { text: string; url: string }[] = [];
  watch(page: Page): void {
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() === 'error') this.seen.push({ text: msg.text(), url: msg.location().url });
    });
    page.on('pageerror', (err) => this.seen.push({ text: `page error: ${err.stack ?? err.message}`, url: page.url() }));
  }
  /** Every error seen since the last call, except the ones a test provoked on purpose. */
  unexpected(expected: Expected[]): string[] {
    const out = this.seen
      .filter((e) => !expected.some((x) => x.text.test(e.text) && new URL(e.url || 'http://x/').pathname === x.path))
      .map((e) => `${e.url}: ${e.text}`);
    this.seen = [];
    return out;
  }
}

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let site: BuiltSite;
let server: TestServer;
let browser: Browser;
const consoleLog = new Console();
let expected: Expected[] = [];
// Requests from a closing context of the previous test can still arrive: each test tags its own.
let testId = 0;
const hits = () => server.hits.filter((h) => h.test === String(testId));
const contexts: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  site = await buildRealSite();
  server = await startServer(site.dir);
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  server.heal();
  server.hits.length = 0;
  testId++;
  const errors = consoleLog.unexpected(expected);
  expected = [];
  expect(errors, 'console errors or page errors').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

async function open(path: string, options: BrowserContextOptions & { init?: string } = {}): Promise<Page> {
  const { init, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-nav-test': String(testId) },
    ...contextOptions,
  });
  contexts.push(context);
  if (init) await context.addInitScript(init);
  // The build is offline and so is this machine: pictures from other hosts (author avatars) get
  // a blank image instead of a DNS failure in the console.
  await context.route(notOn(server.origin), (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  );
  const page = await context.newPage();
  consoleLog.watch(page);
  await page.goto(server.origin + path);
  if (contextOptions.javaScriptEnabled !== false) {
    await page.waitForSelector('html[data-zs-nav="ready"]', { state: 'attached' });
    // A full page load would lose this; client navigation keeps it.
    await page.evaluate(() => ((window as { navMarker?: number }).navMarker = 1));
  }
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as { navMarker?: number }).navMarker ?? null);
const h1 = (page: Page) => page.locator('#main-content h1').first().textContent();
const requests = (path: string, filter: Partial<Hit> = {}) =>
  hits().filter((h) => h.path === path && Object.entries(filter).every(([k, v]) => h[k as keyof Hit] === v));

/** Wait until the page shows `path` with its h1 in place. */
async function arrived(page: Page, path: string): Promise<void> {
  // The URL changes first (pushState, or at once on back/forward); the page has arrived when its
  // own head is in place too: the canonical link is swapped with the content.
  await page.waitForFunction(
    (p) =>
      location.pathname === p &&
      !document.querySelector('.nav-status') &&
      Boolean(document.querySelector('#main-content h1, #main-content')) &&
      // (the not-found page is canonically /404.html, whatever path showed it)
      [p, '/404.html'].includes(
        new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href).pathname,
      ),
    path,
  );
}

/** Let the navigation module's idle work run: IntersectionObserver callbacks, then idle prefetches. */
async function idleRounds(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((r) =>
          requestIdleCallback(() => requestAnimationFrame(() => setTimeout(r, 30)), { timeout: 1000 }),
        ),
    );
  }
}

/** What a visitor and a crawler can see of a page: the oracle is the same page loaded whole. */
async function pageFacts(page: Page) {
  return page.evaluate(() => {
    const managed = [
      ...document.head.querySelectorAll(
        'title, meta[name="description"], meta[name="keywords"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], meta[name^="docsearch:"], script[type="application/ld+json"]',
      ),
    ];
    const region: string[] = [];
    for (
      let n = document.querySelector('body > header.site-header')!.nextElementSibling;
      n && !n.matches('footer.footer');
      n = n.nextElementSibling
    )
      region.push(`${n.tagName}.${n.className}`);
    return {
      title: document.title,
      head: managed.map((el) => el.outerHTML),
      bodyClass: document.body.className,
      region,
      h1: document.querySelector('#main-content h1')?.textContent ?? null,
      links: [...document.querySelectorAll('#main-content a[href]')].map((a) => a.getAttribute('href')),
      navActive: [...document.querySelectorAll('header.site-header .navbar__items a')].map(
        (a) => `${a.className}|${a.getAttribute('aria-current')}`,
      ),
    };
  });
}

async function loadedWhole(path: string) {
  const page = await open(path);
  const facts = await pageFacts(page);
  await page.close();
  return facts;
}

// ---------------------------------------------------------------- tests

describe('client navigation', () => {
  it('swaps the page in place: same head, body and content as a full load, focus on the h1, announced, keyed history', async () => {
    const page = await open('/docs/');
    const keyBefore = await page.evaluate(() => (history.state as { key: string }).key);
    await page.evaluate(() => {
      (document.querySelector('header.site-header') as HTMLElement & { kept?: number }).kept = 1;
      (window as { navEvents?: string[] }).navEvents = [];
      window.addEventListener('zs:navigate', (e) =>
        (window as unknown as { navEvents: string[] }).navEvents.push((e as CustomEvent<{ url: string }>).detail.url),
      );
    });
    await page.click('a.navbar__link[href="/blog/"]');
    await arrived(page, '/blog/');

    expect(await marker(page), 'no full reload').toBe(1);
    expect(requests('/blog/', { mode: 'navigate' })).toEqual([]);
    expect(await pageFacts(page)).toEqual(await loadedWhole('/blog/'));
    expect(
      await page.evaluate(() => (document.querySelector('header.site-header') as HTMLElement & { kept?: number }).kept),
      'header element kept',
    ).toBe(1);

    const state = await page.evaluate(() => ({
      key: (history.state as { key: string }).key,
      focused: document.activeElement === document.querySelector('#main-content h1'),
      focusedText: document.activeElement?.textContent,
      announced: document.getElementById('zs-route-announcer')?.textContent,
      live: document.getElementById('zs-route-announcer')?.getAttribute('aria-live'),
      events: (window as { navEvents?: string[] }).navEvents,
      title: document.title,
    }));
    expect(state.key).toMatch(/^[a-z0-9]{6}$/);
    expect(keyBefore).toMatch(/^[a-z0-9]{6}$/);
    expect(state.key).not.toBe(keyBefore);
    expect(state.focused, `focus is on ${state.focusedText}`).toBe(true);
    expect(state.announced).toBe(state.title);
    expect(state.live).toBe('assertive');
    expect(state.events).toEqual([`${server.origin}/blog/`]);
  });

  it('keeps the docs sidebar (and its opened categories), the colour mode and the header islands between docs pages', async () => {
    const page = await open('/docs/');
    await hydrateAll(page);
    await page.click('header.site-header button.color-mode-toggle');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const caret = page.locator('aside.sidebar button.menu__caret[aria-label*="\'Platforms\'"]');
    await caret.click();
    await expect.poll(() => caret.getAttribute('aria-expanded')).toBe('true');
    const platformsItems = await page
      .locator('aside.sidebar .menu__item--category:has(> .menu__category-row button[aria-label*="\'Platforms\'"]) a')
      .count();
    expect(platformsItems).toBeGreaterThan(1);
    await page.evaluate(() => {
      (document.querySelector('aside.sidebar') as HTMLElement & { kept?: number }).kept = 1;
      (document.querySelector('[data-island="ColorModeToggle"]') as HTMLElement & { kept?: number }).kept = 1;
    });

    await page.click('#main-content a.pagination-nav__link--next');
    await arrived(page, '/docs/getting-started/');

    expect(await marker(page)).toBe(1);
    const after = await page.evaluate(() => ({
      aside: (document.querySelector('aside.sidebar') as HTMLElement & { kept?: number }).kept,
      toggle: (document.querySelector('[data-island="ColorModeToggle"]') as HTMLElement & { kept?: number }).kept,
      theme: document.documentElement.dataset.theme,
      active: [...document.querySelectorAll('aside.sidebar a.menu__link--active')].map((a) => [
        a.getAttribute('href'),
        a.getAttribute('aria-current'),
      ]),
      current: [...document.querySelectorAll('aside.sidebar a[aria-current="page"]')].map((a) =>
        a.getAttribute('href'),
      ),
    }));
    expect(after.aside, 'the sidebar element was kept').toBe(1);
    expect(after.toggle, 'the colour mode island was kept').toBe(1);
    expect(after.theme).toBe('dark');
    expect(after.active).toEqual([['/docs/getting-started/', 'page']]);
    expect(after.current).toEqual(['/docs/getting-started/']);
    expect(await caret.getAttribute('aria-expanded'), 'the opened category stays open').toBe('true');
    expect(
      await page
        .locator('aside.sidebar .menu__item--category:has(> .menu__category-row button[aria-label*="\'Platforms\'"]) a')
        .count(),
    ).toBe(platformsItems);
    expect(await pageFacts(page)).toEqual(await loadedWhole('/docs/getting-started/'));
  });

  it('hydrates the islands of the new page, including ones the first page did not use', async () => {
    const page = await open('/');
    const before = await page.evaluate(
      () => JSON.parse(document.getElementById('zs-islands')!.textContent!) as Record<string, string>,
    );
    expect(before.Tabs, 'the home page has no Tabs island').toBeUndefined();
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/platforms/linux/';
      a.id = 'to-linux';
      a.textContent = 'Linux';
      document.getElementById('main-content')!.prepend(a);
    });
    await page.click('#to-linux');
    await arrived(page, '/docs/platforms/linux/');
    expect(await marker(page)).toBe(1);
    const names = await hydrateAll(page);
    expect(names).toContain('Tabs');
    expect(names).toContain('Sidebar');
    const merged = await page.evaluate(
      () => JSON.parse(document.getElementById('zs-islands')!.textContent!) as Record<string, string>,
    );
    expect(merged).toMatchObject(before);
    expect(merged.Tabs).toMatch(/island-Tabs-.*\.js$/);
    // A hydrated Tabs island works: choosing another tab shows its panel.
    const tabs = page.locator('[data-island="Tabs"]').first();
    const second = tabs.locator('[role="tab"]').nth(1);
    await second.click();
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
  });

  it('restores the scroll position on back and forward, without reloading', async () => {
    const page = await open('/docs/getting-started/');
    await hydrateAll(page);
    const y = await page.evaluate(() => {
      window.scrollTo(0, 1200);
      return window.scrollY;
    });
    expect(y).toBeGreaterThan(400);
    // element.click(): no hover, so nothing scrolls the window before the click.
    await page.evaluate(() => (document.querySelector('aside.sidebar a[href="/docs/"]') as HTMLElement).click());
    await arrived(page, '/docs/');
    expect(await page.evaluate(() => window.scrollY), 'a new page starts at the top').toBe(0);
    const y2 = await page.evaluate(() => {
      window.scrollTo(0, 300);
      return window.scrollY;
    });
    expect(y2).toBeGreaterThan(0);

    await page.goBack();
    await arrived(page, '/docs/getting-started/');
    expect(await h1(page)).toBe('Getting Started');
    expect(await page.evaluate(() => window.scrollY)).toBe(y);

    await page.goForward();
    await arrived(page, '/docs/');
    expect(await h1(page)).toBe('Introduction');
    expect(await page.evaluate(() => window.scrollY)).toBe(y2);
    expect(await marker(page)).toBe(1);
    expect(requests('/docs/', { mode: 'navigate' })).toEqual([]);
  });

  it('scrolls to hash links smoothly, instantly when reduced motion is preferred, with a keyed history entry', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await open('/docs/getting-started/', { reducedMotion });
      // The sidebar scrolls its active link into view when it hydrates: let that happen first.
      await hydrateAll(page);
      const result = await page.evaluate(() => {
        // A heading far enough down to scroll to, and not so far that it cannot reach the top.
        const room = document.documentElement.scrollHeight - innerHeight - 200;
        const link = [...document.querySelectorAll<HTMLAnchorElement>('.toc a.toc__link[href^="#"]')].find((a) => {
          const top =
            document.getElementById(decodeURIComponent(a.hash.slice(1)))!.getBoundingClientRect().top + scrollY;
          return top > 600 && top < room;
        })!;
        const before = window.scrollY;
        addEventListener('scrollend', () => ((window as { scrollEnded?: boolean }).scrollEnded = true), { once: true });
        link.click();
        return {
          before,
          right: window.scrollY,
          hash: location.hash,
          href: link.getAttribute('href'),
          key: (history.state as { key?: string }).key,
        };
      });
      expect(result.hash).toBe(result.href);
      expect(result.key).toMatch(/^[a-z0-9]{6}$/);
      if (reducedMotion === 'reduce') expect(result.right, 'an instant jump').toBeGreaterThan(result.before);
      else expect(result.right, 'a smooth scroll has not moved yet in the same task').toBe(result.before);
      // Either way the heading ends up at the top, below the sticky navbar, once scrolling ends.
      await page.waitForFunction(
        (id) => {
          const top = document.getElementById(id)!.getBoundingClientRect().top;
          return (window as { scrollEnded?: boolean }).scrollEnded && top >= 0 && top < 120;
        },
        decodeURIComponent(result.href!.slice(1)),
      );
      // Back to the entry before the hash: the position it had when the link was clicked.
      await page.goBack();
      await page.waitForFunction((y) => location.hash === '' && window.scrollY === y, result.before);
      expect(await marker(page)).toBe(1);
    }
  });

  it('keeps the skip link working: focus lands on the main content', async () => {
    const page = await open('/docs/getting-started/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.hash === '#main-content');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(await page.evaluate(() => (history.state as { key?: string }).key)).toMatch(/^[a-z0-9]{6}$/);
    expect(await marker(page)).toBe(1);
  });

  it('shows a progress bar and then a spinner for a slow page, and neither for a fast one', async () => {
    const page = await open('/docs/');
    const watch = () =>
      page.evaluate(() => {
        const seen = ((window as { navSeen?: string[] }).navSeen = [] as string[]);
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.addedNodes) {
              if (!(n instanceof HTMLElement)) continue;
              if (n.matches('.nav-progress')) seen.push('progress');
              if (n.matches('.nav-status--loading'))
                seen.push(
                  `spinner, content hidden: ${document.getElementById('main-content')?.classList.contains('nav-hidden')}`,
                );
            }
        }).observe(document.body, { childList: true, subtree: true });
      });
    const seen = () => page.evaluate(() => (window as { navSeen?: string[] }).navSeen);

    // Fast: the page is already prefetched, so the navigation finishes well inside 200 ms.
    await watch();
    await page.hover('#main-content a.pagination-nav__link--next');
    // The prefetched response is in (a resource timing entry is written when its body has arrived).
    await page.waitForFunction(
      (url) => performance.getEntriesByName(url).length > 0,
      `${server.origin}/docs/getting-started/`,
    );
    await page.click('#main-content a.pagination-nav__link--next');
    await arrived(page, '/docs/getting-started/');
    expect(await seen()).toEqual([]);

    // Slow: the server holds the page for 2 s. The link is new, so nothing prefetched it.
    server.delay('/support/', 2000);
    await watch();
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/support/';
      a.textContent = 'Support';
      document.getElementById('main-content')!.prepend(a);
      a.click();
    });
    await page.waitForSelector('.nav-progress', { state: 'attached' });
    await page.waitForSelector('.nav-status--loading .nav-spinner', { state: 'visible' });
    expect(await page.locator('#main-content').isVisible(), 'the spinner stands in place of the content').toBe(false);
    expect(await page.locator('aside.sidebar').isVisible(), 'only the content is replaced').toBe(true);
    await arrived(page, '/support/');
    expect(await seen()).toEqual(['progress', 'spinner, content hidden: true']);
    expect(await page.locator('.nav-progress, .nav-status').count(), 'loading states are gone').toBe(0);
    expect(await page.locator('#main-content').isVisible()).toBe(true);
    expect(await h1(page)).toBe((await loadedWhole('/support/')).h1);
    expect(await marker(page)).toBe(1);
  });

  it('shows the error and a Retry button when a page fails to load, and the page once Retry succeeds', async () => {
    const page = await open('/docs/');
    server.fail('/privacy/', 500);
    expected = [{ path: '/privacy/', text: /status of 500/ }];
    await idleRounds(page);
    expect(requests('/privacy/'), 'nothing fetched the footer link before the click').toEqual([]);
    await page.evaluate(() => (document.querySelector('footer.footer a[href="/privacy/"]') as HTMLElement).click());

    const error = page.locator('.nav-status--error[role="alert"]');
    await error.waitFor();
    expect(await error.textContent()).toContain('The server answered 500');
    expect(await page.evaluate(() => location.pathname)).toBe('/privacy/');
    expect(await page.locator('#main-content').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Retry');

    server.heal();
    await page.click('.nav-status--error button:text("Retry")');
    await arrived(page, '/privacy/');
    expect(await page.locator('.nav-status').count()).toBe(0);
    expect(await marker(page)).toBe(1);
    expect(requests('/privacy/', { mode: 'navigate' })).toEqual([]);
    expect(requests('/privacy/', { mode: 'cors' }), 'the failed fetch and the retry').toHaveLength(2);
    expect(await h1(page)).toBe((await loadedWhole('/privacy/')).h1);
  });

  it('goes back from a failed load to the page that was showing', async () => {
    const page = await open('/docs/');
    server.fail('/terms/', 'network');
    expected = [{ path: '/terms/', text: /ERR_EMPTY_RESPONSE|Failed to load resource/ }];
    await page.evaluate(() => (document.querySelector('footer.footer a[href="/terms/"]') as HTMLElement).click());
    await page.locator('.nav-status--error').waitFor();
    expect(await page.locator('.nav-status--error').textContent()).toContain('network request failed');
    await page.goBack();
    await arrived(page, '/docs/');
    expect(await page.locator('#main-content').isVisible()).toBe(true);
    expect(await h1(page)).toBe('Introduction');
    expect(await marker(page)).toBe(1);
  });

  it('reloads the whole page when the prefetch of the link failed', async () => {
    const page = await open('/docs/');
    server.fail('/terms/', 500);
    expected = [{ path: '/terms/', text: /status of 500/ }];
    const link = 'footer.footer a[href="/terms/"]';
    await page.hover(link);
    await expect.poll(() => requests('/terms/', { purpose: 'prefetch' }).length).toBe(1);
    server.heal();
    await Promise.all([page.waitForEvent('load'), page.click(link)]);
    await arrived(page, '/terms/');
    expect(await marker(page), 'a full reload').toBeNull();
    expect(requests('/terms/', { mode: 'navigate' })).toHaveLength(1);
    expect(await h1(page)).toBe((await loadedWhole('/terms/')).h1);
  });

  it('shows the not-found page for a 404, as a page and not as an error', async () => {
    const page = await open('/docs/');
    expected = [{ path: '/docs/no-such-page/', text: /status of 404/ }];
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/no-such-page/';
      a.textContent = 'missing';
      document.getElementById('main-content')!.prepend(a);
      a.click();
    });
    await arrived(page, '/docs/no-such-page/');
    expect(await page.locator('.nav-status').count()).toBe(0);
    const facts = await pageFacts(page);
    expect(facts.h1).toBe('We could not find that page');
    expect(facts).toEqual(await loadedWhole('/docs/no-such-page/'));
    expect(await marker(page)).toBe(1);
  });

  it('lets the browser follow redirect pages', async () => {
    const page = await open('/docs/');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/core/reader-modules/';
      a.textContent = 'moved';
      document.getElementById('main-content')!.prepend(a);
      a.click();
    });
    await page.waitForURL(`${server.origin}/docs/core/drivers/`);
    await arrived(page, '/docs/core/drivers/');
    expect(await marker(page)).toBeNull();
  });
});

describe('prefetching', () => {
  it('prefetches on hover, on focus and, on idle, links visible in the content; a click then needs no request', async () => {
    const page = await open('/docs/');
    await page.hover('aside.sidebar a[href="/docs/getting-started/"]');
    await expect.poll(() => requests('/docs/getting-started/', { purpose: 'prefetch' }).length).toBe(1);
    await page.focus('a.navbar__link[href="/projects/"]');
    await expect.poll(() => requests('/projects/', { purpose: 'prefetch' }).length).toBe(1);
    // Visible links in the content are fetched on idle without any interaction.
    const visible = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('#main-content a[href^="/"]')]
        .filter((a) => {
          const r = a.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.width > 0;
        })
        .map((a) => new URL(a.href).pathname)
        .filter((p) => !['/docs/', '/docs/getting-started/', '/projects/'].includes(p) && !/\.[a-z]+$/.test(p)),
    );
    expect(visible.length).toBeGreaterThan(0);
    await expect.poll(() => requests(visible[0]!, { purpose: 'prefetch' }).length, { timeout: 60_000 }).toBe(1);

    await page.click('aside.sidebar a[href="/docs/getting-started/"]');
    await arrived(page, '/docs/getting-started/');
    expect(requests('/docs/getting-started/'), 'the prefetched copy was used').toHaveLength(1);
  });

  const slow = [
    { name: 'Save-Data', connection: { saveData: true, effectiveType: '4g' } },
    { name: '2g', connection: { saveData: false, effectiveType: '2g' } },
    { name: 'slow-2g', connection: { saveData: false, effectiveType: 'slow-2g' } },
  ];
  for (const { name, connection } of slow) {
    it(`does not prefetch with ${name}`, async () => {
      const init = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${JSON.stringify(connection)}) });`;
      const page = await open('/docs/', { init });
      expect(await page.evaluate(() => (navigator as unknown as { connection: object }).connection)).toEqual(
        connection,
      );
      await page.hover('aside.sidebar a[href="/docs/getting-started/"]');
      await page.focus('a.navbar__link[href="/projects/"]');
      await idleRounds(page);
      await page.click('aside.sidebar a[href="/docs/getting-started/"]');
      await arrived(page, '/docs/getting-started/');
      expect(await marker(page), 'navigation still works in place').toBe(1);
      expect(hits().filter((h) => h.purpose === 'prefetch')).toEqual([]);
      expect(requests('/docs/getting-started/', { mode: 'cors' }), 'one fetch, made by the click').toHaveLength(1);
    });
  }
});

describe('without JavaScript', () => {
  it('plain links still navigate', async () => {
    const page = await open('/docs/', { javaScriptEnabled: false });
    await Promise.all([page.waitForEvent('load'), page.click('aside.sidebar a[href="/docs/getting-started/"]')]);
    expect(new URL(page.url()).pathname).toBe('/docs/getting-started/');
    expect(await h1(page)).toBe('Getting Started');
    expect(requests('/docs/getting-started/', { mode: 'navigate' })).toHaveLength(1);
    expect(await page.locator('html[data-zs-nav]').count()).toBe(0);
  });
});

describe('loader budget', () => {
  const BUDGET = 5 * 1024;

  /** The loader and every chunk it imports statically: what a page runs before its load event. */
  async function closure(file: string, seen = new Set<string>()): Promise<Set<string>> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const code = await readFile(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+)["']/g))
      await closure(join(file, '..', m[1]!), seen);
    return seen;
  }

  it('keeps the loader and what it imports statically within 5 KB gzipped, with navigation loaded only after the load event', async () => {
    const html = await readFile(join(site.dir, 'docs', 'index.html'), 'utf8');
    const src = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    expect(src).toMatch(/^\/assets\/js\/loader-.*\.js$/);
    const files = await closure(join(site.dir, src!));
    const sizes = await Promise.all([...files].map(async (f) => gzipSync(await readFile(f), { level: 9 }).length));
    const total = sizes.reduce((a, b) => a + b, 0);
    console.info(`loader budget: ${files.size} files, ${total} bytes gzipped (budget ${BUDGET})`);
    expect(total).toBeLessThanOrEqual(BUDGET);

    // In the browser: the loader's closure is fetched before the load event, navigation after it.
    const page = await open('/docs/');
    const early = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime < nav.loadEventStart)
        .map((e) => new URL(e.name).pathname);
    });
    expect(early.map((p) => join(site.dir, p))).toEqual(expect.arrayContaining([...files]));
    // The navigation code exists and is fetched, but only after load.
    const later = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js')),
    );
    const navChunks: string[] = [];
    for (const p of later) if ((await readFile(join(site.dir, p), 'utf8')).includes('data-zs-nav')) navChunks.push(p);
    expect(navChunks).toHaveLength(1);
    expect(early).not.toContain(navChunks[0]);
  });
});
