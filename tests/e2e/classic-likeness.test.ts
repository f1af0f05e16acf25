// A migrated site looks as Docusaurus draws it (issue 32), on tests/fixtures/classic-site with
// Algolia configured, a docs page without headings, an MDX page with a title in front matter only,
// and a component that draws nothing until it has measured its container (as a photo album does),
// marked interactive 'visible' and placed far below the fold: the navbar shows DocSearch's button,
// which opens zapsite's dialog on a click and on Ctrl+K; the docs column keeps Docusaurus's three
// quarters; the MDX page has no title heading; the empty-drawn component is woken without being
// scrolled to, so the page has its full height at once. The search dialog and page are drawn in the
// site's Infima colours. Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { inSession, PHONE } from './helpers/browser.ts';
import { inputs, liveAndSettled, openHeld } from './helpers/first-input.ts';
import { servedForTests } from './helpers/served.ts';
import { classicSiteWith } from './helpers/site.ts';

const MEASURED = `import { useEffect, useRef, useState } from 'react';

// Draws its rows only once it knows its width, so the server's HTML is an empty box.
export default function Measured() {
  const box = useRef(null);
  const [width, setWidth] = useState(0);
  useEffect(() => setWidth(box.current.clientWidth), []);
  return (
    <div ref={box} className="measured">
      {width ? <p className="measured-rows" style={{ height: 600 }}>Rows for {width} px</p> : null}
    </div>
  );
}
`;

const served = servedForTests({
  server: () =>
    classicSiteWith(
      `search: { appId: 'LANTERN1', apiKey: 'search-only', indexName: 'lantern' },
  markdown: { interactive: { Measured: 'visible' }, interactiveFrom: { Measured: 'src/components/Measured.jsx' } },`,
      {
        'src/components/Measured.jsx': MEASURED,
        // Beside the guide's sidebar, as /docs/intro/ is: a doc with no sidebar has a wider column (Docusaurus's docMainContainerEnhanced).
        'docs/guide/plain.md':
          '---\ndisplayed_sidebar: guide\n---\n\n# Plain\n\nOne paragraph and no headings under the title.\n',
        'src/pages/gallery.mdx':
          '---\ntitle: Lamp gallery\n---\n\nimport Measured from "@site/src/components/Measured";\n\n' +
          'Lamps our readers made.\n\n<div style={{ height: 2400 }} />\n\n<Measured />\n',
      },
    ),
});

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const at = (path: string) => served.server.origin + path;

describe("a site with Algolia gets DocSearch's search button", () => {
  it.each([
    ['desktop', desktop, true],
    ['phone', PHONE, false],
  ] as const)('on a %s: DocSearch markup and look; a click and Ctrl+K open the dialog', async (_, device, wide) => {
    await inSession(served.browser, device, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/intro/'), { waitUntil: 'load' });
      const button = page.locator('.navbarSearchContainer_Bca1 .DocSearch.DocSearch-Button');
      await expect(button.count()).resolves.toBe(1);
      await expect(page.locator('.search-button').count()).resolves.toBe(0);
      await expect(button.locator('svg.DocSearch-Search-Icon').count()).resolves.toBe(1);
      const look = await button.evaluate((el) => {
        const cs = getComputedStyle(el);
        return { height: cs.height, radius: cs.borderTopLeftRadius, display: cs.display };
      });
      expect(look).toEqual({ height: '36px', radius: '8px', display: 'flex' });
      const keys = button.locator('.DocSearch-Button-Key');
      await expect(keys.allTextContents()).resolves.toEqual(['Ctrl', 'K']);
      // As DocSearch's: the keys and the placeholder give way to the icon alone on a phone.
      await expect(button.locator('.DocSearch-Button-Keys').isVisible()).resolves.toBe(wide);
      const placeholder = button.locator('.DocSearch-Button-Placeholder');
      await expect(placeholder.isVisible()).resolves.toBe(wide);
      if (wide) await expect(placeholder.innerText()).resolves.toBe('Search');
      // A click opens zapsite's dialog, not the results page.
      if (wide) await button.click();
      else await button.tap();
      await page.locator('[role="dialog"] input').waitFor();
      expect(new URL(page.url()).pathname).toBe('/docs/intro/');
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
      await page.keyboard.press('Control+k');
      await page.locator('[role="dialog"] input').waitFor();
    });
  });
});

describe("DocSearch's button before its island is live", () => {
  it('opens the dialog on a tap on its magnifier made the moment the page appears, on a phone', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, at('/docs/intro/'));
      expect(await page.locator('[data-hydrated]').count(), 'no island is live yet').toBe(0);
      await page.locator('.navbarSearchContainer_Bca1 .DocSearch-Button svg.DocSearch-Search-Icon').tap();
      expect((await inputs(page)).map((i) => [i.type, i.svg, i.live])).toEqual([['click', true, 0]]);
      held.release();
      await page.locator('[role="dialog"] input').waitFor({ timeout: 60_000 });
      await liveAndSettled(page, 'SearchButton');
      expect(new URL(page.url()).pathname).toBe('/docs/intro/');
      await expect(page.locator('[role="dialog"]').count()).resolves.toBe(1);
    });
  });
});

describe('the search dialog and page', () => {
  it("are drawn in the site's Infima colours: a dialog over the page, a field across the search page", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/intro/'), { waitUntil: 'domcontentloaded' });
      await page.locator('.navbarSearchContainer_Bca1 .DocSearch-Button svg.DocSearch-Search-Icon').tap();
      const modal = page.locator('.search-modal');
      await modal.waitFor({ timeout: 60_000 });
      const look = await modal.evaluate((el) => {
        const style = (sel: string) => getComputedStyle(el.querySelector(sel)!);
        const primary = getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim();
        const probe = document.createElement('i');
        probe.style.color = primary;
        document.body.append(probe);
        const primaryRgb = getComputedStyle(probe).color;
        probe.remove();
        return {
          position: getComputedStyle(el).position,
          panel: style('.search-modal__panel').backgroundColor,
          formBorder: style('.search-modal__form').borderTopWidth,
          formColour: style('.search-modal__form').borderTopColor,
          primaryRgb,
          top: el.querySelector('.search-modal__panel')!.getBoundingClientRect().top,
        };
      });
      expect(look.position).toBe('fixed');
      expect(look.panel).not.toBe('rgba(0, 0, 0, 0)');
      expect(look.formBorder).toBe('2px');
      expect(look.formColour).toBe(look.primaryRgb);
      expect(look.top).toBeLessThan(200);
    });
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/search/'), { waitUntil: 'load' });
      const field = page.locator('.search-page__form input');
      await expect(field.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBeGreaterThan(500);
      await expect(field.evaluate((el) => getComputedStyle(el).borderTopWidth)).resolves.toBe('2px');
    });
  });
});

describe('layout as Docusaurus has it', () => {
  it('keeps a docs page without headings in three quarters of the width, as one with headings', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      const width = async (path: string) => {
        await page.goto(at(path), { waitUntil: 'load' });
        return page.locator('.docItemCol_VOVn').evaluate((el) => el.getBoundingClientRect().width);
      };
      const withHeadings = await width('/docs/intro/');
      await expect(page.locator('.theme-doc-toc-desktop').count()).resolves.toBe(1);
      const without = await width('/docs/guide/plain/');
      await expect(page.locator('.theme-doc-toc-desktop').count()).resolves.toBe(0);
      expect(without).toBe(withHeadings);
    });
  });

  it('gives an MDX page with a front matter title no title heading, and wakes an empty-drawn island unscrolled', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/gallery/'), { waitUntil: 'load' });
      await expect(page.title()).resolves.toMatch(/^Lamp gallery/);
      await expect(page.locator('main h1').count()).resolves.toBe(0);
      // Never scrolled: the component, 1,600 px below the window, draws its rows all the same.
      await page.locator('.measured-rows').waitFor({ timeout: 60_000 });
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      await expect(page.locator('.measured-rows').innerText()).resolves.toMatch(/^Rows for \d+ px$/);
    });
  });
});
