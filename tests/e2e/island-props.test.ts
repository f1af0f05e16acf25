// Islands where Docusaurus sites put them, in Chromium (tests/fixtures/island-site): inside a
// paragraph, given a React element as a prop, exported by name only. Each is tapped before its
// island is live (the tap counts once it is) and after; every test fails on any console error,
// a hydration mismatch included (tests/e2e/helpers/browser.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES } from './helpers/site.ts';
import { inputs, liveAndSettled, openHeld } from './helpers/first-input.ts';

const served = servedForTests({ server: () => buildSite(FIXTURES + 'island-site') });
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const live = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-hydrated]`).count();

describe('an island inside a paragraph', () => {
  it('stays in the sentence, takes a tap before it is live, and works after', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, served.server.origin + '/docs/');
      // The browser kept the paragraph whole: the island and its props script are inside it.
      const sentence = page.locator('.markdown p', { hasText: 'Launch' });
      await expect(sentence.innerText()).resolves.toBe('Launch a Game with one tap.');
      expect(await sentence.locator('script[data-island-props="Rotator"] + [data-island="Rotator"]').count()).toBe(1);
      const next = page.locator('.rotator__next');
      expect(await live(page, 'Rotator')).toBe(0);
      await next.tap();
      expect((await inputs(page)).map((i) => [i.type, i.live])).toEqual([['click', 0]]);
      held.release();
      await liveAndSettled(page, 'Rotator');
      await expect(next.innerText()).resolves.toBe('a Movie');
      await next.tap();
      await expect(next.innerText()).resolves.toBe('a Song');
      await expect(page.locator('.crash').count()).resolves.toBe(0);
    });
  });
});

describe('an island given a React element as a prop', () => {
  it('shows the element from the server and after hydration, and counts taps', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, served.server.origin + '/docs/');
      const logo = page.locator('[data-island="IconCard"] .icon-card__icon img.reader-logo');
      await expect(logo.getAttribute('alt')).resolves.toBe('Reader logo');
      const pick = page.getByRole('button', { name: 'Pick Reader' });
      await pick.scrollIntoViewIfNeeded();
      expect(await live(page, 'IconCard')).toBe(0);
      // The icon inside the button, as a thumb lands on it.
      await pick.locator('svg').tap();
      held.release();
      await liveAndSettled(page, 'IconCard');
      await expect(page.locator('.icon-card__count').innerText()).resolves.toBe('Picked 1 times');
      await pick.tap();
      await expect(page.locator('.icon-card__count').innerText()).resolves.toBe('Picked 2 times');
      // The element is still there, drawn, after hydration.
      await expect(logo.count()).resolves.toBe(1);
      await expect(
        logo.evaluate((img) => [img.getBoundingClientRect().width, (img as HTMLImageElement).complete]),
      ).resolves.toEqual([24, true]);
    });
  });
});

describe('an island from a file with only a named export', () => {
  it('hydrates and answers taps made before and after', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, served.server.origin + '/docs/');
      const next = page.getByRole('button', { name: 'Next step' });
      await next.scrollIntoViewIfNeeded();
      await next.locator('svg').tap();
      held.release();
      await liveAndSettled(page, 'NamedWizard');
      await expect(page.locator('.wizard__step').innerText()).resolves.toBe('Step 2 of 3');
      await next.tap();
      await expect(page.locator('.wizard__step').innerText()).resolves.toBe('Step 3 of 3');
    });
  });
});

describe('a card written as a link around its heading', () => {
  it('is one link in the browser, with no link inside it', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/cards/');
      await expect(page.locator('a a').count()).resolves.toBe(0);
      const card = page.locator('a.card');
      await expect(card.count()).resolves.toBe(1);
      await expect(card.locator('h3').innerText()).resolves.toBe('Back to the islands');
      await card.locator('h3').click();
      await page.waitForURL(served.server.origin + '/docs/');
    });
  });
});

describe('an island that picks among its children by their keys', () => {
  it('shows the child of the chosen key, and the other one after a tap on its icon made before it is live', async () => {
    await inSession(served.browser, phone, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, served.server.origin + '/docs/keys/');
      const picker = page.locator('.key-picker');
      await expect(picker.locator('.example').innerText()).resolves.toBe('Hold the tag to the reader.');
      expect(await live(page, 'KeyPicker')).toBe(0);
      // The icon inside the button, as a thumb lands on it, before the island is live.
      await picker.locator('.key-picker__icon').tap();
      expect((await inputs(page)).map((i) => [i.type, i.live])).toEqual([['click', 0]]);
      held.release();
      await liveAndSettled(page, 'KeyPicker');
      await expect(picker.locator('.example').innerText()).resolves.toBe('Show the code to the camera.');
      await expect(picker.locator('.key-picker__none').count()).resolves.toBe(0);
      // And again once live: back to the first.
      await picker.locator('.key-picker__icon').tap();
      await expect(picker.locator('.example').innerText()).resolves.toBe('Hold the tag to the reader.');
    });
  });
});
