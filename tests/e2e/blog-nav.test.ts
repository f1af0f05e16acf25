// Walking the real blog in Chromium: list pages back and forth, then into a post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { notOn, openSession, settle, type Session } from './helpers/browser.ts';
import type { StaticServer } from './helpers/server.ts';
import { serveRealSite, type ServedSite } from './helpers/real-site.ts';

// The smallest PNG: author avatars come from another host, which a test machine cannot reach.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let served: ServedSite;
let server: StaticServer;
let browser: Browser;
let session: Session;
const external: string[] = [];

beforeAll(async () => {
  served = await serveRealSite();
  ({ server, browser } = served);
  session = await openSession(browser);
  await session.context.route(notOn(server.origin), (route) => {
    external.push(route.request().url());
    return route.request().resourceType() === 'image'
      ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG })
      : route.fulfill({ status: 204, body: '' });
  });
});

afterAll(async () => {
  await session?.close();
  await served?.close();
});

describe('blog list navigation', () => {
  it('goes to older entries and back to newer ones, then opens a post from the list', async () => {
    const page = await session.newPage();
    await page.goto(`${server.origin}/blog/`);
    await settle(page);
    const titles = page.locator('.blog-entry__title a');
    await expect.poll(() => titles.count()).toBe(10);
    const firstOnPage1 = await titles.first().textContent();

    await page.getByRole('link', { name: 'Older entries' }).click();
    await page.waitForURL(`${server.origin}/blog/page/2/`);
    await settle(page);
    expect(await page.title()).toBe('Blog (page 2) | Zaparoo');
    expect(await titles.count()).toBe(10);
    const firstOnPage2 = await titles.first().textContent();
    expect(firstOnPage2).not.toBe(firstOnPage1);
    expect(await page.getByRole('link', { name: 'Older entries' }).getAttribute('href')).toBe('/blog/page/3/');

    await page.getByRole('link', { name: 'Newer entries' }).click();
    await page.waitForURL(`${server.origin}/blog/`);
    await settle(page);
    expect(await titles.first().textContent()).toBe(firstOnPage1);
    expect(await page.getByRole('link', { name: 'Newer entries' }).count()).toBe(0);

    const second = titles.nth(1);
    const title = (await second.textContent())!;
    const href = (await second.getAttribute('href'))!;
    await second.click();
    await page.waitForURL(`${server.origin}${href}`);
    await settle(page);
    await expect.poll(() => page.locator('article.blog-post h1').textContent()).toBe(title);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.title()).toBe(`${title} | Zaparoo`);

    expect(session.errors.take()).toEqual([]);
    // Author avatars are the site's own files: the blog fetches nothing from outside the site.
    expect(external).toEqual([]);
    const avatar = page.locator('.blog-authors .avatar__photo img').first();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.close();
  });
});
