// The XML feeds of the real blog opened in Chromium: our XSLT turns each into a readable page.
// If a Chromium update removes XSLT (deprecated by the browser makers), these tests fail: that is
// the signal to ship a replacement, not to skip them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, notOn, openSession, settle, type Session } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/server.ts';
import { buildRealSite, buildSite, FIXTURES, type BuiltSite } from './helpers/site.ts';

let site: BuiltSite;
let fixture: BuiltSite;
let empty: BuiltSite;
let server: StaticServer;
let browser: Browser;
let session: Session;
const external: string[] = [];

beforeAll(async () => {
  [site, fixture, empty] = await Promise.all([
    buildRealSite(),
    buildSite(join(FIXTURES, 'blog-features')),
    buildSite(join(FIXTURES, 'blog-empty')),
  ]);
  server = await serveStatic(site.dir);
  browser = await launchBrowser();
  session = await openSession(browser);
  // The feed page's icon is the site's absolute favicon URL, on a host this machine cannot reach.
  await session.context.route(notOn(server.origin), (route) => {
    external.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
  });
});

afterAll(async () => {
  await session?.close();
  await browser?.close();
  await server?.close();
  await site?.cleanup();
  await fixture?.cleanup();
  await empty?.cleanup();
});

/** What the stylesheet rendered: the heading, and per entry its title, link, meta line and tags. */
async function shown(path: string) {
  const page = await session.newPage();
  await page.goto(`${server.origin}${path}`);
  await settle(page);
  const result = await page.evaluate(() => ({
    title: document.title,
    h1: document.querySelector('h1')?.textContent ?? null,
    home: document.querySelector<HTMLAnchorElement>('a.feed__home')?.getAttribute('href') ?? null,
    notice: document.querySelector('.feed__notice')?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
    empty: document.querySelector('.feed__empty')?.textContent ?? null,
    entries: [...document.querySelectorAll('article.entry')].map((a) => ({
      title: a.querySelector('h3 a')?.textContent ?? '',
      href: a.querySelector('h3 a')?.getAttribute('href') ?? '',
      meta: a.querySelector('.entry__meta')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      tags: [...a.querySelectorAll('.entry__tags li')].map((li) => li.textContent),
    })),
  }));
  await page.close();
  return result;
}

describe('feed stylesheets in the browser', () => {
  it('renders rss.xml as a page listing every item', async () => {
    const xml = await readFile(join(site.dir, 'blog/rss.xml'), 'utf8');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    const view = await shown('/blog/rss.xml');
    expect(view.h1, 'the XSLT did not run: is XSLT still in this Chromium?').toBe('Zaparoo Blog');
    expect(view.title).toBe('Zaparoo Blog (RSS feed)');
    expect(view.notice).toContain('This is a web feed');
    expect(view.home).toBe('https://zaparoo.org/blog/');
    expect(view.entries.map((e) => e.href)).toEqual(links);
    expect(view.entries.find((e) => e.href === 'https://zaparoo.org/blog/code-of-conduct/')).toEqual({
      title: 'New community Code of Conduct',
      href: 'https://zaparoo.org/blog/code-of-conduct/',
      meta: 'January 8, 2025 · Callan Barrett',
      tags: ['Community'],
    });
    expect(session.errors.take()).toEqual([]);
  });

  it('renders atom.xml the same way', async () => {
    const xml = await readFile(join(site.dir, 'blog/atom.xml'), 'utf8');
    const links = [...xml.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((m) => m[1]);
    const view = await shown('/blog/atom.xml');
    expect(view.h1, 'the XSLT did not run: is XSLT still in this Chromium?').toBe('Zaparoo Blog');
    expect(view.title).toBe('Zaparoo Blog (Atom feed)');
    expect(view.home).toBe('https://zaparoo.org/blog/');
    expect(view.entries.map((e) => e.href)).toEqual(links);
    const twoAuthors = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].find(
      (m) => (m[1]!.match(/<author>/g) ?? []).length === 2,
    )!;
    const href = /<link href="([^"]+)"/.exec(twoAuthors[1]!)![1];
    expect(view.entries.find((e) => e.href === href)!.meta).toMatch(
      /^[A-Z][a-z]+ \d{1,2}, \d{4} · Callan Barrett, BossRighteous$/,
    );
    expect(view.entries.find((e) => e.href === 'https://zaparoo.org/blog/code-of-conduct/')).toMatchObject({
      meta: 'January 8, 2025 · Callan Barrett',
      tags: ['Community'],
    });
    expect(session.errors.take()).toEqual([]);
    expect(external.filter((u) => u !== 'https://zaparoo.org/img/favicon.svg')).toEqual([]);
  });

  it('shows markup-like titles as text, and says so when a blog has no posts yet', async () => {
    server.setRoot(fixture.dir);
    try {
      const atom = await shown('/blog/atom.xml');
      const rss = await shown('/blog/rss.xml');
      for (const view of [atom, rss]) {
        expect(view.h1).toBe('Features News');
        expect(view.entries.map((e) => e.title)).toEqual([
          'Truncated post',
          'Whole <post> & more',
          'Long read',
          'No spaces',
        ]);
        expect(view.entries[0]!.meta).toBe('February 10, 2025 · Ada Lovelace, Bob Brown');
        expect(view.entries[0]!.tags).toEqual(['News', 'Fresh Ideas']);
        expect(view.empty).toBeNull();
      }
      server.setRoot(empty.dir);
      for (const path of ['/blog/atom.xml', '/blog/rss.xml']) {
        const view = await shown(path);
        expect(view.h1).toBe('Empty News');
        expect(view.entries).toEqual([]);
        expect(view.empty).toBe('No posts yet.');
      }
      expect(session.errors.take()).toEqual([]);
    } finally {
      server.setRoot(site.dir);
    }
  });
});
