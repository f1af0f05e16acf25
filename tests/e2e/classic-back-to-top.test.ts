// Docusaurus's back-to-top button on the classic theme's docs pages: hidden at first and while the
// visitor scrolls down, shown on scrolling back up (past 300 px, short of the end), and a tap or
// Enter takes the page to the top and hides it; a link to a heading leaves it hidden. It needs no
// island (the loader starts it). And a doc with no sidebar takes the width Docusaurus gives it. The
// classic fixture with long docs of our own; fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const PARTS = ['Hook', 'Handle', 'Vent', 'Cap', 'Base', 'Ring'];
const long = (title: string, front = '') =>
  `---\ntitle: ${title}\n${front}---\n\n${PARTS.map(
    (p) =>
      `## ${p}\n\n${Array.from({ length: 8 }, (_, i) => `The ${p.toLowerCase()} of lamp ${i + 1} is brass: polish it every month and look for dents before it is hung.`).join('\n\n')}\n`,
  ).join('\n')}\n[Back to the vent](#vent)\n`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'docs/guide/brass.md': long('Brass fittings'),
      'docs/guide/loose.md': long('Loose notes', 'displayed_sidebar: null\n'),
    }),
});

const BUTTON = 'button.theme-back-to-top-button';
/**
 * A visitor scrolling back up from deep in the page, a step at a time, until the button shows (the
 * loader fetches its code once the page is up, so the first steps may come before it listens).
 */
async function scrollUpUntilShown(page: Page): Promise<void> {
  await page.evaluate(() => scrollTo(0, 1600));
  for (let i = 0; i < 40 && !(await shown(page)); i++) {
    await page.evaluate(() => scrollBy(0, -20));
    await page.waitForTimeout(50);
  }
  await expect(shown(page)).resolves.toBe(true);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
}
const shown = (page: Page) =>
  page
    .locator(BUTTON)
    .evaluate(
      (el) => el.classList.contains('backToTopButtonShow_xfvO') && getComputedStyle(el).visibility === 'visible',
    );

describe("the classic docs pages' back-to-top button", () => {
  it('shows on scrolling back up, and a tap on a phone takes the page to the top', async () => {
    await inSession(served.browser, { ...PHONE, reducedMotion: 'reduce' }, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/guide/brass/`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator(BUTTON).getAttribute('aria-label')).resolves.toBe('Scroll back to top');
      await expect(shown(page)).resolves.toBe(false);
      // Back up a little, far from the end: it shows.
      await scrollUpUntilShown(page);
      await page.locator(BUTTON).tap();
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      await expect.poll(() => shown(page)).toBe(false);
    });
  });

  it('hides on scrolling down again, answers Enter from the keyboard, and stays hidden after a link to a heading', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 700 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/guide/brass/`, { waitUntil: 'domcontentloaded' });
      await scrollUpUntilShown(page);
      await page.evaluate(() => scrollBy(0, 100));
      await expect.poll(() => shown(page)).toBe(false);
      await page.evaluate(() => scrollBy(0, -100));
      await expect.poll(() => shown(page)).toBe(true);
      await page.locator(BUTTON).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      await page.getByRole('link', { name: 'Back to the vent' }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#vent');
      // Once the jump is over (smooth, it scrolls up from the link for a while), still hidden.
      await expect
        .poll(async () => {
          const at = await page.evaluate(() => scrollY);
          await page.waitForTimeout(300);
          return (await page.evaluate(() => scrollY)) === at;
        })
        .toBe(true);
      await expect(shown(page)).resolves.toBe(false);
    });
  });

  it('leaves a doc with no sidebar the width Docusaurus gives it', async () => {
    await inSession(served.browser, { viewport: { width: 1400, height: 800 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/guide/loose/`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('aside.docSidebarContainer_YfHR').count()).resolves.toBe(0);
      await expect(page.locator('main').getAttribute('class')).resolves.toBe(
        'docMainContainer_TBSr docMainContainerEnhanced_lQrH',
      );
      // All but the hidden sidebar's 30 px; a main column held to leave room for a sidebar would be 300 px narrower.
      await expect(page.locator('main').evaluate((el) => Math.round(el.getBoundingClientRect().width))).resolves.toBe(
        1400 - 30 - (await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)),
      );
    });
  });

  it('marks the table of contents link of the section being read as the visitor scrolls, as Docusaurus does', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 700 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/guide/brass/`, { waitUntil: 'domcontentloaded' });
      const active = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.table-of-contents__link--active')].map((a) => a.getAttribute('href')),
        );
      // A heading just under the navbar, in the top half of the window, is the section being read.
      const under = (id: string) =>
        page.evaluate((id) => {
          const navbar = document.querySelector('.navbar')!.clientHeight;
          scrollBy(0, document.getElementById(id)!.getBoundingClientRect().top - navbar - 10);
        }, id);
      await under('vent');
      await expect.poll(active).toEqual(['#vent']);
      await under('base');
      await expect.poll(active).toEqual(['#base']);
      // Back to the top, the first heading sits in the window's top half: its section is the one read.
      await page.evaluate(() => scrollTo(0, 0));
      await expect.poll(active).toEqual(['#hook']);
      // The side column's links only: the phone's collapsible list is never marked, as in Docusaurus.
      await under('cap');
      await expect.poll(active).toEqual(['#cap']);
      await expect(page.locator('.tocCollapsible_ETCw .table-of-contents__link--active').count()).resolves.toBe(0);
    });
  });
});
