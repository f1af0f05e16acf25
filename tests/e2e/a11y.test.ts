// Accessibility of every page type of the real site, light and dark: axe-core with no serious or
// critical violations (contrast included), plus the skip link, landmarks, aria-current and a
// visible focus ring checked directly.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inSession, hydrateAll, sharedSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildRealSite, REPO } from './helpers/site.ts';
import { PAGE_TYPES } from './helpers/pages.ts';

const AXE = join(REPO, 'node_modules/axe-core/axe.min.js');

const served = servedForTests({ server: buildRealSite });

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

interface Axe {
  run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }>;
  _audit?: { rules: { id: string; impact?: string }[] };
}

/** axe-core's violations on the page, from every rule that can report a serious or critical one. */
async function axe(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: Axe }).axe;
    // A rule that has an impact gives it to every violation it reports (axe's finalizeRuleResult),
    // so a minor or moderate rule can never fail these tests, which only look at serious and
    // critical ones: those rules are not run. A rule without an impact still runs.
    if (!axe._audit?.rules.length) throw new Error('axe-core no longer exposes its rules as axe._audit.rules');
    const off = axe._audit.rules.filter((r) => r.impact === 'minor' || r.impact === 'moderate');
    const rules = Object.fromEntries(off.map((r) => [r.id, { enabled: false }]));
    const result = await axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

const modes = ['light', 'dark'] as const;
const cases = PAGE_TYPES.flatMap((p) => modes.map((mode) => ({ ...p, mode })));

// One context per colour mode for the tests below that only read pages: each loads its page
// afresh, and the stored mode is set before every load, as a fresh context would have it.
const desktop = { viewport: { width: 1280, height: 900 } };
const inMode = Object.fromEntries(
  modes.map((mode) => [
    mode,
    sharedSession(
      () => served.browser,
      desktop,
      (s) => s.context.addInitScript((m) => location.protocol === 'http:' && localStorage.setItem('theme', m), mode),
    ),
  ]),
) as Record<(typeof modes)[number], ReturnType<typeof sharedSession>>;

describe('axe-core', () => {
  it.each(cases)('finds no serious or critical violation on the $type page ($mode)', async ({ path, mode }) => {
    await inMode[mode].run(async (page) => {
      await page.goto(served.server.origin + path);
      // Check the live page: hydrated islands and the stored colour mode.
      await hydrateAll(page);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(mode);
      const bad = (await axe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
    });
  });

  it('finds no serious or critical violation in the open mobile menu (dark)', async () => {
    await inSession(
      served.browser,
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' },
      async (s) => {
        await s.context.addInitScript(() => location.protocol === 'http:' && localStorage.setItem('theme', 'dark'));
        const page = await s.newPage();
        await page.goto(served.server.origin + '/docs/platforms/mac/');
        await hydrateAll(page);
        await page.locator('.navbar__toggle').click();
        await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
        const bad = (await axe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
      },
    );
  });
});

describe('keyboard and landmarks', () => {
  // One context for these tests, which only read pages (no stored colour mode, as before).
  const reading = sharedSession(() => served.browser, desktop);

  it('starts with a skip link that shows on focus and moves focus to the content', async () => {
    await reading.run(async (page) => {
      await page.goto(served.server.origin + '/docs/platforms/mac/');
      const skip = page.locator('.skip-link');
      expect(await skip.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
      await page.keyboard.press('Tab');
      await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(skip.innerText()).resolves.toBe('Skip to main content');
      expect(await skip.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');
    });
  });

  it('has one banner, main and contentinfo landmark, labelled navigation, and aria-current on the section and page', async () => {
    await reading.run(async (page) => {
      await page.goto(served.server.origin + '/docs/platforms/mac/');
      await expect(page.getByRole('banner').count()).resolves.toBe(1);
      await expect(page.getByRole('main').count()).resolves.toBe(1);
      await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
      const navs = await page
        .locator('nav')
        .evaluateAll((ns) =>
          ns.map(
            (n) =>
              n.getAttribute('aria-label') ??
              document.getElementById(n.getAttribute('aria-labelledby') ?? '')?.textContent ??
              null,
          ),
        );
      expect(navs.length).toBeGreaterThan(3);
      for (const label of navs) expect(label).toBeTruthy();
      // Two navigation landmarks must not share a name.
      expect(new Set(navs).size).toBe(navs.length);
      await expect(page.locator('.sidebar [aria-current="page"]').innerText()).resolves.toBe('macOS');
      await page.goto(served.server.origin + '/docs/');
      await expect(page.locator('.navbar__items a[aria-current="page"]').getAttribute('href')).resolves.toBe('/docs/');
    });
  });

  it('shows a visible focus ring on links and buttons in both modes', async () => {
    await reading.run(async (page) => {
      for (const mode of modes) {
        await page.goto(served.server.origin + '/docs/platforms/mac/');
        await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
        const rings: { tag: string; outline: string; width: number }[] = [];
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Tab');
          rings.push(
            await page.evaluate(() => {
              const el = document.activeElement as HTMLElement;
              const cs = getComputedStyle(el);
              return {
                tag: `${el.tagName}.${el.className}`,
                outline: cs.outlineStyle,
                width: parseFloat(cs.outlineWidth),
              };
            }),
          );
        }
        for (const r of rings) expect(r.outline === 'none' || r.width < 2 ? r.tag : 'ok').toBe('ok');
        expect(new Set(rings.map((r) => r.tag)).size).toBeGreaterThan(3);
      }
    });
  });

  it('labels every button and icon link', async () => {
    await reading.run(async (page) => {
      for (const path of ['/docs/platforms/mac/', '/blog/core-v2.6.2/', '/']) {
        await page.goto(served.server.origin + path);
        await hydrateAll(page);
        const unnamed = await page.$$eval('button, a[href], [role="button"], [role="tab"]', (els) =>
          els
            .filter(
              (el) =>
                !(el.getAttribute('aria-label') || (el as HTMLElement).innerText.trim() || el.getAttribute('title')),
            )
            .map((el) => el.outerHTML.slice(0, 120)),
        );
        expect(unnamed).toEqual([]);
      }
    });
  });
});
