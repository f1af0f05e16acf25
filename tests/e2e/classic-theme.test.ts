// The classic theme in Chromium (tests/fixtures/classic-site, `theme.name: 'classic'`): a site's
// stylesheet written against Infima's and Docusaurus's class names takes effect, the config's logo
// and footer render, nothing of the Zaparoo site leaks in, the colour toggle and the mobile menu
// answer a tap before and after their islands are live, and the page's landmarks, labels, focus
// ring and reduced motion hold. Every test fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { inSession, PHONE, sharedSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildSite, FIXTURES, REPO, type BuiltSite } from './helpers/site.ts';
import { inputs, liveAndSettled, openHeld, tapMenuBeforeLive } from './helpers/first-input.ts';

let built: BuiltSite;
const served = servedForTests({
  server: async () => (built = await buildSite(FIXTURES + 'classic-site')),
});

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const at = (path: string) => served.server.origin + path;
// One desktop context for the tests that load a page and read it, by keyboard at most (no stored
// state, no mouse: a hover would outlive the page it was on); the others keep a fresh context each.
const reading = sharedSession(() => served.browser, desktop);
const style = (page: Page, selector: string, prop: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p).trim(), prop);
const theme = (page: Page) =>
  page.evaluate(() => [document.documentElement.getAttribute('data-theme'), localStorage.getItem('theme')]);

async function outputFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe("the site's own CSS on Docusaurus's class names", () => {
  it('styles the brand, the active sidebar link, doc headings, pagination and the primary colour', async () => {
    await reading.run(async (page) => {
      await page.goto(at('/docs/intro/'), { waitUntil: 'load' });
      await expect(style(page, '.navbar__brand', 'letter-spacing')).resolves.toBe('3px');
      const active = '.theme-doc-sidebar-menu .menu__link--active';
      await expect(page.locator(active).innerText()).resolves.toBe('Introduction');
      await expect(style(page, active, 'text-decoration-line')).resolves.toBe('underline');
      await expect(style(page, '.theme-doc-markdown h2', 'text-transform')).resolves.toBe('uppercase');
      await expect(style(page, '.pagination-nav__link', 'border-top-style')).resolves.toBe('dashed');
      await expect(style(page, 'html', '--ifm-color-primary')).resolves.toBe('#b4461d');
      // Infima's colours follow the override: the active sidebar link is drawn in it.
      await expect(style(page, active, 'color')).resolves.toBe('rgb(180, 70, 29)');
    });
  });

  it("shows the config's logo, and the footer's copyright HTML as a link", async () => {
    await reading.run(async (page) => {
      await page.goto(at('/'), { waitUntil: 'load' });
      // The bar's own brand (the mobile drawer holds a second one).
      const logo = page.locator('.navbar__items > .navbar__brand img[alt="Lantern logo"]');
      await expect(logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBeGreaterThan(
        0,
      );
      await expect(logo.getAttribute('src')).resolves.toBe('/img/lantern.svg');
      await expect(page.locator('.navbar__items > .navbar__brand .navbar__title').innerText()).resolves.toBe('Lantern');
      const maker = page.locator('footer .footer__copyright a.footer-maker');
      await expect(maker.innerText()).resolves.toBe('Lamp Makers');
      await expect(maker.getAttribute('href')).resolves.toBe('https://lamps.example.org/');
      await expect(page.locator('footer .footer__copyright').innerText()).resolves.not.toContain('<a');
      await expect(page.locator('footer.footer--dark .footer__title').allInnerTexts()).resolves.toEqual([
        'Read',
        'Elsewhere',
      ]);
    });
  });

  it('leaves nothing of the Zaparoo site in the output: no analytics attributes, no names', async () => {
    const hits: string[] = [];
    for (const file of await outputFiles(built.dir)) {
      const text = await readFile(file, 'utf8');
      for (const word of ['umami', 'zaparoo']) if (text.toLowerCase().includes(word)) hits.push(`${word} in ${file}`);
    }
    expect(hits).toEqual([]);
  });

  it('says "(opens in new tab)" to screen readers from one hidden note, leaving the link\'s text as written', async () => {
    await reading.run(async (page) => {
      await page.goto(at('/docs/guide/oil/'), { waitUntil: 'load' });
      const link = page.locator('.theme-doc-markdown a[href="https://lamps.example.org/tins"]');
      // The text as the author wrote it, as Docusaurus's: plugins that read the HTML take it.
      await expect(link.textContent()).resolves.toBe('tin makers');
      await expect(page.getByRole('link', { name: 'tin makers', exact: true }).count()).resolves.toBe(1);
      // Its description is the page's one note, hidden from sight.
      const id = await link.getAttribute('aria-describedby');
      const note = page.locator(`[id="${id}"]`);
      await expect(note.textContent()).resolves.toMatch(/^\s*\(opens in new tab\)\s*$/);
      await expect(note.isVisible()).resolves.toBe(false);
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', {
        backendNodeId: (
          (await cdp.send('DOM.describeNode', {
            objectId: (
              await cdp.send('Runtime.evaluate', {
                expression: 'document.querySelector(\'.theme-doc-markdown a[href="https://lamps.example.org/tins"]\')',
              })
            ).result.objectId,
          })) as { node: { backendNodeId: number } }
        ).node.backendNodeId,
        fetchRelatives: false,
      })) as { nodes: { description?: { value?: string } }[] };
      expect(nodes[0]?.description?.value).toBe('(opens in new tab)');
    });
  });
});

describe("code blocks, admonitions and blog posts in Docusaurus's markup", () => {
  it('copies a block on a tap on the copy icon made the moment the page appears on a phone, before its island is live', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.server.origin });
      const page = await s.newPage();
      const held = await openHeld(page, at('/docs/guide/wicks/'));
      expect(await page.locator('[data-island="CopyButton"][data-hydrated]').count()).toBe(0);
      const block = page.locator('.theme-code-block.codeBlockContainer_Ckt0').first();
      await block.locator('.buttonGroup_M5ko .copyButtonIcon_TrPX').tap();
      expect((await inputs(page)).map((i) => [i.type, i.live])).toEqual([['click', 0]]);
      held.release();
      const button = block.locator('.buttonGroup_M5ko button');
      await expect.poll(() => button.getAttribute('aria-label'), { timeout: 60_000 }).toBe('Copied');
      await expect(button.getAttribute('class')).resolves.toBe('clean-btn copyButtonCopied_Vdqa');
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('cotton, flat, 6 mm');
    });
  });

  it("puts the copy button inside the code block, shown on hover, draws a tip as an Infima alert, and a heading's # link on hover", async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/guide/wicks/'), { waitUntil: 'load' });
      const block = page.locator('.theme-code-block.codeBlockContainer_Ckt0');
      await expect(block.locator('.codeBlockTitle_OeMC').innerText()).resolves.toBe('wick.txt');
      const button = block.locator('.buttonGroup_M5ko button.clean-btn');
      await expect(style(page, '.theme-code-block .buttonGroup_M5ko button', 'opacity')).resolves.toBe('0');
      // The button lies within the block's box (it added a row below the block before).
      const [outer, inner] = [await block.boundingBox(), await button.boundingBox()];
      expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height);
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
      await block.hover();
      await expect.poll(() => style(page, '.theme-code-block .buttonGroup_M5ko button', 'opacity')).not.toBe('0');
      const tip = page.locator('.theme-admonition-tip.alert.alert--success');
      await expect(tip.locator('.admonitionHeading_Gvgb').innerText()).resolves.toBe('TIP');
      await expect(style(page, '.theme-admonition-tip', 'border-left-style')).resolves.toBe('solid');
      // Its icon is a solid shape in the alert's colour, as Docusaurus draws it, not an outline.
      const [fill, stroke, alertColour] = await tip
        .locator('.admonitionIcon_Rf37 svg')
        .evaluate((svg) => [
          getComputedStyle(svg).fill,
          getComputedStyle(svg).stroke,
          getComputedStyle(svg.closest('.alert')!).color,
        ]);
      expect([fill, stroke]).toEqual([alertColour, 'none']);
      // A heading's "#" link: hidden until the heading is hovered; the heading stops below the sticky navbar.
      const heading = page.locator('h2.anchor#trimming');
      const hash = heading.locator('.hash-link');
      await expect(hash.evaluate((el) => getComputedStyle(el, '::before').content)).resolves.toBe('"#"');
      await expect(style(page, 'h2.anchor#trimming .hash-link', 'opacity')).resolves.toBe('0');
      expect(parseFloat(await style(page, 'h2.anchor#trimming', 'scroll-margin-top'))).toBeGreaterThan(60);
      await heading.hover();
      await expect.poll(() => style(page, 'h2.anchor#trimming .hash-link', 'opacity')).toBe('1');
    });
  });

  it('groups recent posts by year, says "One min read", links the author\'s socials, and hides the recent posts on a phone', async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/blog/2026/01/10/first-light/'), { waitUntil: 'load' });
      await expect(page.locator('.sidebar_re4s .yearGroupHeading_rMGB').innerText()).resolves.toBe('2026');
      await expect(page.locator('.container_mt6G').innerText()).resolves.toContain('One min read');
      // The author's socials: handles become profile URLs as Docusaurus makes them, full URLs stay.
      const socials = page.locator('.avatar__intro .authorSocials_rSDt a');
      await expect(
        socials.evaluateAll((as) => as.map((a) => [a.getAttribute('title'), a.getAttribute('href')])),
      ).resolves.toEqual([
        ['GitHub', 'https://github.com/ada-wick-lamps'],
        ['X', 'https://x.com/adawick'],
        ['LinkedIn', 'https://www.linkedin.com/in/ada-wick-example/'],
        ['mastodon', 'https://mastodon.social/@adawick'],
      ]);
      const box = await socials.first().locator('svg').boundingBox();
      expect([box?.width, box?.height]).toEqual([16, 16]);
      // Each brand's glyph fills its box edge to edge, as Docusaurus's do: inked at the box's left edge.
      const leftEdgeInked = await socials.evaluateAll(async (as) => {
        const out: boolean[] = [];
        for (const a of as.slice(0, 3)) {
          const svg = a.querySelector('svg')!;
          const text = new XMLSerializer()
            .serializeToString(svg)
            .replace('<svg', '<svg width="16" height="16" fill="#000"');
          const img = new Image(16, 16);
          img.src = `data:image/svg+xml,${encodeURIComponent(text)}`;
          await img.decode();
          const ctx = Object.assign(document.createElement('canvas'), { width: 16, height: 16 }).getContext('2d')!;
          ctx.drawImage(img, 0, 0, 16, 16);
          const column = [...Array(16).keys()].map((y) => ctx.getImageData(0, y, 1, 1).data[3]!);
          out.push(Math.max(...column) > 128);
        }
        return out;
      });
      expect(leftEdgeInked).toEqual([true, true, true]);
    });
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/blog/'), { waitUntil: 'load' });
      await expect(page.locator('.sidebar_re4s').isVisible()).resolves.toBe(false);
    });
  });
});

describe('the "On this page" box on a phone', () => {
  it('opens on a tap made the moment the page appears and lists the headings; desktop shows the side list instead', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/intro/'), { waitUntil: 'commit' });
      const box = page.locator('.theme-doc-toc-mobile');
      await box.locator('summary').tap();
      const links = box.locator('.table-of-contents__link');
      await expect(links.first().isVisible()).resolves.toBe(true);
      const headings = await page.locator('.theme-doc-markdown h2').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
      expect(headings.length).toBeGreaterThan(0);
      await expect(links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).resolves.toEqual(
        expect.arrayContaining(headings),
      );
      await expect(page.locator('.theme-doc-toc-desktop').isVisible()).resolves.toBe(false);
      // The keyboard closes it too: it is a native disclosure.
      await box.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(links.first().isVisible()).resolves.toBe(false);
    });
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/intro/'), { waitUntil: 'load' });
      await expect(page.locator('.theme-doc-toc-mobile').isVisible()).resolves.toBe(false);
      await expect(page.locator('.theme-doc-toc-desktop').isVisible()).resolves.toBe(true);
    });
  });
});

describe('the docs sidebar', () => {
  it("has Docusaurus's DocSidebarItem markup, which Infima styles, and still folds on a tap", async () => {
    await inSession(served.browser, desktop, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/guide/wicks/'), { waitUntil: 'load' });
      const root = page.locator('nav[aria-label="Docs sidebar"] ul.theme-doc-sidebar-menu.menu__list');
      await expect(root.locator(':scope > li.menu__list-item').count()).resolves.toBe(3);
      await expect(page.locator('.menu__item').count()).resolves.toBe(0);
      const category = root.locator(':scope > li.theme-doc-sidebar-item-category-level-1');
      const label = category.locator(':scope > .menu__list-item-collapsible > .menu__link--sublist');
      await expect(label.innerText()).resolves.toBe('Guide');
      // As Docusaurus's: an open category without a page of its own still links to its first doc
      // (followed without JavaScript), and says it is a button that toggles it.
      await expect(
        label.evaluate((el) => [el.tagName, el.getAttribute('href'), el.getAttribute('role')]),
      ).resolves.toEqual(['A', '/docs/guide/wicks/', 'button']);
      const wicks = category.locator('li.theme-doc-sidebar-item-link-level-2 > a.menu__link--active');
      await expect(wicks.innerText()).resolves.toBe('Wicks');
      await expect(wicks.getAttribute('aria-current')).resolves.toBe('page');
      // A doc's link is a plain menu__link, as Docusaurus's DocSidebarItem/Link: a site's CSS for
      // menu__link--sublist (a category's label) must not reach it.
      await expect(wicks.getAttribute('class')).resolves.toBe('menu__link menu__link--active');
      // Infima's look: list items spaced, links padded, the caret drawn after the label.
      await expect(style(page, 'nav[aria-label="Docs sidebar"] .menu__link', 'padding-left')).resolves.not.toBe('0px');
      await expect(
        label.evaluate((el) => getComputedStyle(el, '::after').getPropertyValue('background-image')),
      ).resolves.toMatch(/^url\(/);
      // An external link shows Docusaurus's icon, not words.
      const external = root.locator('a[href="https://lamps.example.org/catalogue"]');
      await expect(external.innerText()).resolves.toBe('Lamp catalogue');
      await expect(external.locator('svg.iconExternalLink_nPIU').count()).resolves.toBe(1);
      // Folds once live: the category closes on a click and its links are hidden.
      await label.click();
      await liveAndSettled(page, 'Sidebar');
      await expect.poll(() => category.getAttribute('class')).toMatch(/menu__list-item--collapsed/);
      await expect.poll(() => wicks.isVisible()).toBe(false);
    });
  });
});

describe('the colour-mode toggle', () => {
  const toggle = (page: Page) => page.locator('.navbar__items--right button.toggleButton_gllP');
  /** A touch screen wide enough for the navbar's toggle (Docusaurus moves it into the drawer below 997 px). */
  const tablet: BrowserContextOptions = { viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true };

  it('switches on a tap made the moment the page appears, before its island is live, and again after', async () => {
    await inSession(served.browser, tablet, async (s) => {
      const page = await s.newPage();
      const held = await openHeld(page, at('/docs/intro/'));
      expect(await page.locator('[data-hydrated]').count(), 'no island is live yet').toBe(0);
      await toggle(page).locator('svg:visible').first().tap();
      expect((await inputs(page)).map((i) => [i.type, i.live])).toEqual([['click', 0]]);
      held.release();
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark', undefined, {
        timeout: 60_000,
      });
      await liveAndSettled(page, 'ColorModeToggle');
      expect(await theme(page)).toEqual(['dark', 'dark']);
      await expect(toggle(page).getAttribute('aria-label')).resolves.toMatch(/currently dark mode/);
      await toggle(page).locator('svg:visible').first().tap();
      expect(await theme(page)).toEqual(['light', 'light']);
      await expect(toggle(page).getAttribute('aria-label')).resolves.toMatch(/currently light mode/);
      // Dark mode shows the site's colours through Infima's dark variables.
      await toggle(page).locator('svg:visible').first().tap();
      await expect(style(page, 'body', 'background-color')).resolves.not.toBe('rgb(255, 255, 255)');
    });
  });

  it("draws Docusaurus's icons: a hollow sun, an outlined crescent, a ring with its left half filled", async () => {
    await reading.run(async (page) => {
      await page.goto(at('/docs/intro/'), { waitUntil: 'load' });
      // Each icon drawn on a 24 px canvas as the browser paints it; whether each point is inked.
      const inked = (icon: string, points: [number, number][]) =>
        toggle(page)
          .locator(`svg.${icon}`)
          .evaluate(async (svg, pts) => {
            const text = new XMLSerializer().serializeToString(svg).replaceAll('currentColor', '#000');
            const img = new Image(24, 24);
            img.src = `data:image/svg+xml,${encodeURIComponent(text)}`;
            await img.decode();
            const ctx = Object.assign(document.createElement('canvas'), { width: 24, height: 24 }).getContext('2d')!;
            ctx.drawImage(img, 0, 0, 24, 24);
            return pts.map(([x, y]) => ctx.getImageData(x, y, 1, 1).data[3]! > 128);
          }, points);
      // The sun: its middle is empty, its ring (radius 4) inked.
      await expect(
        inked('lightToggleIcon_pyhR', [
          [12, 12],
          [12, 8],
        ]),
      ).resolves.toEqual([false, true]);
      // The moon: its outline (radius 8) inked, inside it empty.
      await expect(
        inked('darkToggleIcon_wfgR', [
          [4, 12],
          [7, 12],
        ]),
      ).resolves.toEqual([true, false]);
      // "System": the left half filled, the right half empty within its ring.
      await expect(
        inked('systemToggleIcon_QzmC', [
          [8, 12],
          [16, 12],
          [20, 12],
        ]),
      ).resolves.toEqual([true, false, true]);
    });
  });

  it("sits in the mobile drawer's header on a PHONE, not in the navbar, and switches there", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/docs/intro/'), { waitUntil: 'load' });
      await expect(toggle(page).isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).locator('svg').first().tap();
      const inDrawer = page.locator('.navbar-sidebar__brand button.toggleButton_gllP');
      await inDrawer.waitFor({ state: 'visible' });
      await inDrawer.locator('svg:visible').first().tap();
      expect(await theme(page)).toEqual(['dark', 'dark']);
      await expect(inDrawer.getAttribute('aria-label')).resolves.toMatch(/currently dark mode/);
    });
  });
});

describe('the mobile menu on a phone', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });

  it('opens on a tap made before its island is live, and its links are reached by keyboard', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await tapMenuBeforeLive(page, await openHeld(page, at('/blog/')));
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer.isVisible()).resolves.toBe(true);
      const guide = drawer.getByRole('link', { name: 'Guide' });
      await expect(guide.isVisible()).resolves.toBe(true);
      // Keyboard: Tab from the menu button reaches the drawer's links.
      await menuButton(page).focus();
      const reached: string[] = [];
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const text = await page.evaluate(() =>
          document.activeElement?.closest('.navbar-sidebar') ? (document.activeElement as HTMLElement).innerText : '',
        );
        if (text) reached.push(text.trim());
      }
      expect(reached).toEqual(expect.arrayContaining(['Guide', 'Blog']));
      // Escape closes it; a second tap, now live, opens it again.
      await page.keyboard.press('Escape');
      await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false');
      await menuButton(page).locator('svg').first().tap();
      await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('true');
      await guide.tap();
      await page.waitForURL(at('/docs/intro/'));
    });
  });
});

describe('accessibility', () => {
  it('has labelled landmarks and buttons', async () => {
    await reading.run(async (page) => {
      await page.goto(at('/docs/intro/'), { waitUntil: 'load' });
      await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(1);
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).count()).resolves.toBe(1);
      await expect(page.getByRole('main').count()).resolves.toBe(1);
      await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
      await expect(page.getByRole('button', { name: /Switch between dark and light mode/ }).count()).resolves.toBe(1);
      // The menu button is for narrow screens (display: none here), but named all the same.
      await expect(
        page.getByRole('button', { name: 'Toggle navigation bar', includeHidden: true }).count(),
      ).resolves.toBe(1);
      // Every button and link on the page has a name.
      const unnamed = await page.$$eval('a[href], button', (els) =>
        els
          .filter((el) => !(el.getAttribute('aria-label') || el.textContent?.trim() || el.querySelector('img[alt]')))
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => el.outerHTML.slice(0, 120)),
      );
      expect(unnamed).toEqual([]);
    });
  });

  it("leaves room around a blog author's social icons for a finger (axe target-size, which Lighthouse counts)", async () => {
    await reading.run(async (page) => {
      await page.goto(at('/blog/2026/01/10/first-light/'), { waitUntil: 'load' });
      await expect(page.locator('.authorSocials_rSDt a').count()).resolves.toBe(4);
      await page.addScriptTag({ path: join(REPO, 'node_modules/axe-core/axe.min.js') });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (c: Document, o: object) => Promise<{ violations: { nodes: { target: string[] }[] }[] }> };
          }
        ).axe;
        const r = await axe.run(document, { runOnly: ['target-size'], resultTypes: ['violations'] });
        return r.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
      });
      expect(violations).toEqual([]);
    });
  });

  it('shows a focus ring on the navbar links when tabbed to', async () => {
    await reading.run(async (page) => {
      await page.goto(at('/docs/intro/'), { waitUntil: 'load' });
      const ring: Record<string, string> = {};
      for (let i = 0; i < 10 && Object.keys(ring).length < 2; i++) {
        await page.keyboard.press('Tab');
        const seen = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el?.matches('.navbar__item.navbar__link')) return null;
          const cs = getComputedStyle(el);
          return { label: el.innerText.trim(), outline: `${cs.outlineStyle} ${cs.outlineWidth}` };
        });
        if (seen) ring[seen.label] = seen.outline;
      }
      expect(Object.keys(ring)).toEqual(['Guide', 'Blog']);
      for (const outline of Object.values(ring)) expect(outline).not.toMatch(/^none|\s0px$/);
    });
  });

  // The drawer, its backdrop, the toggle and the menu links slide and fade by Infima's transition
  // variables; a visitor who asks for reduced motion gets none of it (and one who does not, all of it).
  it.each([
    ['no-preference', true],
    ['reduce', false],
  ] as const)('with reduced motion %s, moves the opened menu: %s', async (reducedMotion, moves) => {
    await inSession(served.browser, { ...PHONE, reducedMotion }, async (s) => {
      const page = await s.newPage();
      await page.goto(at('/blog/'), { waitUntil: 'load' });
      const menu = page.getByRole('button', { name: 'Toggle navigation bar' });
      await menu.tap();
      await liveAndSettled(page, 'MobileMenu');
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
      const moving = await page.$$eval(
        '.navbar-sidebar, .navbar-sidebar__backdrop, .toggleButton_gllP, .menu__link',
        (els) =>
          els
            .filter((el) =>
              getComputedStyle(el)
                .transitionDuration.split(',')
                .some((d) => parseFloat(d) > 0),
            )
            .map((el) => el.className),
      );
      if (moves)
        expect(moving).toEqual(
          expect.arrayContaining(['theme-layout-navbar-sidebar navbar-sidebar', 'navbar-sidebar__backdrop']),
        );
      else expect(moving).toEqual([]);
    });
  });
});
