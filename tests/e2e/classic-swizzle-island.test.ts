// Swizzled classic-theme components with state hydrate as islands (tests/fixtures/classic-site with
// a src/theme/Footer that wraps @theme-original/Footer and adds a switch with useState, a Navbar/Logo,
// a SearchBar with a box it opens, a DocPaginator with notes below it, and a Root with a notice and an effect). On a PHONE, a tap made the moment the page appears, before
// anything is live, works once it is (the switch switches once, the menu opens with the site's logo,
// the notice goes); the page the server wrote around them stays whole. Fails on any console error
// or page error.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession, PHONE } from './helpers/browser.ts';

/** A desktop screen with touch: Docusaurus shows the navbar's colour toggle on wide screens only. */
const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: true };
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';

const FOOTER = `import { useState } from 'react';
import Footer from '@theme-original/Footer';

export default function LampFooter(props) {
  const [lit, setLit] = useState(false);
  return (
    <>
      <Footer {...props} />
      <button type="button" id="lamp-switch" aria-pressed={lit} onClick={() => setLit(!lit)}>
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
          <circle cx="16" cy="16" r="12" fill={lit ? 'gold' : 'grey'} />
        </svg>
        <span className="lamp-state">{lit ? 'Lit' : 'Dark'}</span>
      </button>
    </>
  );
}
`;

// Ejected Navbar/Logo: the drawer of the PHONE menu (an island of ours) shows it too, as Docusaurus's does.
const LOGO = `import Link from '@docusaurus/Link';
export default function NavbarLogo() {
  return <Link to="/" className="navbar__brand lamp-brand"><b>LANTERN</b></Link>;
}
`;

// Ejected Root with state and an effect (a notice a visitor dismisses, a mark set once live): an island of its own.
const ROOT = `import { useEffect, useState } from 'react';
export default function Root({ children }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    document.documentElement.dataset.lampRoot = 'live';
  }, []);
  return (
    <>
      {children}
      {shown ? (
        <div role="dialog" aria-label="Lamp notice" id="lamp-notice">
          <button type="button" onClick={() => setShown(false)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4l16 16M20 4L4 20" stroke="black" /></svg>
            Dismiss
          </button>
        </div>
      ) : null}
    </>
  );
}
`;

// A doc footer with state that reads the doc (a "was this helpful?" box names the page it rates):
// useDoc() answers in the browser too, from the doc the server sent with the island.
const DOC_FOOTER = `import { useState } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function RateDoc() {
  const { metadata } = useDoc();
  const [rated, setRated] = useState(false);
  return (
    <button type="button" id="rate-doc" onClick={() => setRated(true)}>
      {rated ? 'Thanks for rating ' + metadata.id : 'Rate ' + metadata.title}
    </button>
  );
}
`;

// A search bar of the site's own with state, as sites swizzle SearchBar for their search service:
// drawn at the navbar's end, which stays on screen on a phone.
const SEARCH_BAR = `import { useState } from 'react';
export default function LampSearch() {
  const [open, setOpen] = useState(false);
  return (
    <span className="lamp-search">
      <button type="button" id="lamp-search" aria-label="Search the lamp notes" aria-expanded={open} onClick={() => setOpen(!open)}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><circle cx="10" cy="10" r="6" stroke="black" fill="none" /></svg>
      </button>
      {open ? <input type="search" id="lamp-search-box" aria-label="Words to find" /> : null}
    </span>
  );
}
`;

// A colour-mode toggle of the site's own, as sites swizzle ColorModeToggle: a dark/light switch and
// a "follow the system" button, drawn from Docusaurus's \`value\` and \`onChange\`.
const TOGGLE = `import { useColorMode } from '@docusaurus/theme-common';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconLightMode from '@theme/Icon/LightMode';
export default function LampToggle({ value, onChange }) {
  const { colorMode } = useColorMode();
  return (
    <span className="lamp-toggle" data-value={String(value)}>
      <button type="button" id="lamp-mode" aria-label="Dark pages" aria-pressed={colorMode === 'dark'} onClick={() => onChange(colorMode === 'dark' ? 'light' : 'dark')}>
        {colorMode === 'dark' ? <IconDarkMode width={20} /> : <IconLightMode width={20} />}
      </button>
      <button type="button" id="lamp-system" onClick={() => onChange(null)}>Default</button>
    </span>
  );
}
`;

// A paginator wrapper with reader notes below it, as sites put comments under every doc (casbin's
// Giscus box): an island around zapsite's paginator, which stays as the server drew it.
const DOC_PAGINATOR = `import { useState } from 'react';
import DocPaginator from '@theme-original/DocPaginator';
export default function NotesBelow(props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DocPaginator {...props} />
      <button type="button" id="lamp-notes" aria-expanded={open} onClick={() => setOpen(!open)}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><rect x="4" y="4" width="16" height="16" stroke="black" fill="none" /></svg>
        Notes on {props.next ? props.next.title : 'the last page'}
      </button>
      {open ? <p id="lamp-notes-text">No notes yet.</p> : null}
    </>
  );
}
`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'src/theme/Footer/index.jsx': FOOTER,
      'src/theme/Navbar/Logo/index.jsx': LOGO,
      'src/theme/Root.jsx': ROOT,
      'src/theme/DocItem/Footer/index.jsx': DOC_FOOTER,
      'src/theme/SearchBar/index.jsx': SEARCH_BAR,
      'src/theme/ColorModeToggle/index.jsx': TOGGLE,
      'src/theme/DocPaginator/index.jsx': DOC_PAGINATOR,
    }),
});

/** Init script: each trusted click's target and whether the footer's island was live when it came. */
const CLICKS = `window.__clicks = [];
addEventListener('click', (e) => {
  if (!e.isTrusted) return;
  const live = document.querySelector('[data-island="SwizzledFooter"][data-hydrated="true"]');
  window.__clicks.push((e.target instanceof SVGElement ? 'svg' : String(e.target && e.target.tagName)) + (live ? ', live' : ', not live'));
}, true);`;

const state = (page: Page) => page.locator('#lamp-switch .lamp-state').innerText();

describe('a swizzled Footer with state, on a phone', () => {
  it('switches on a tap made the moment the page appears, again once live, and keeps the original footer', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      // The island's code is held until the tap has landed, so the tap surely comes before hydration
      // on any machine; each trusted click records whether the island was live then.
      const release = await holdIsland(page, 'SwizzledFooter');
      await page.addInitScript(CLICKS);
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      // At once: the tap waits only for the icon to be on the page, never for the island.
      await page.locator('#lamp-switch svg').tap();
      expect(await page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks)).toEqual([
        'svg, not live',
      ]);
      release();
      await page.waitForFunction(
        () => document.querySelector('#lamp-switch .lamp-state')?.textContent === 'Lit',
        undefined,
        { timeout: 60_000 },
      );
      await liveAndSettled(page, 'SwizzledFooter');
      // Switched once: a second replay would have put it back.
      await expect(state(page)).resolves.toBe('Lit');
      await expect(page.locator('#lamp-switch').getAttribute('aria-pressed')).resolves.toBe('true');
      await page.locator('#lamp-switch svg').tap();
      await expect(state(page)).resolves.toBe('Dark');
      expect(await page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks)).toEqual([
        'svg, not live',
        'svg, live',
      ]);
      await expect(page.locator('#lamp-switch circle').getAttribute('fill')).resolves.toBe('grey');
      // The original footer, from the server's HTML: its columns and its copyright link.
      await expect(page.locator('footer.footer--dark .footer__title').allInnerTexts()).resolves.toEqual([
        'Read',
        'Elsewhere',
      ]);
      await expect(page.locator('footer .footer__copyright a.footer-maker').innerText()).resolves.toBe('Lamp Makers');
      await expect(page.locator('footer.footer').count()).resolves.toBe(1);
    });
  });
});

describe('a swizzled DocItem/Footer with state that reads useDoc()', () => {
  it('hydrates with the doc it was built for and answers a tap with it', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/intro/');
      await expect(page.locator('#rate-doc').innerText()).resolves.toBe('Rate Introduction');
      await liveAndSettled(page, 'SwizzledDocItemFooter');
      await page.locator('#rate-doc').tap();
      await expect(page.locator('#rate-doc').innerText()).resolves.toBe('Thanks for rating intro');
    });
  });
});

describe('a swizzled DocPaginator with state, on a phone', () => {
  it("opens its notes on a tap made the moment the page appears, below zapsite's paginator kept whole", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'SwizzledDocPaginator');
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      await page.locator('#lamp-notes svg').tap();
      await expect(page.locator('#lamp-notes-text').count()).resolves.toBe(0);
      release();
      await page.locator('#lamp-notes-text').waitFor({ timeout: 60_000 });
      await liveAndSettled(page, 'SwizzledDocPaginator');
      await expect(page.locator('#lamp-notes').getAttribute('aria-expanded')).resolves.toBe('true');
      // Given Docusaurus's `next`; the original, from the server's HTML, links to the next doc.
      const next = page.locator('nav[aria-label="Docs pages"] a.pagination-nav__link--next');
      await expect(page.locator('#lamp-notes').innerText()).resolves.toBe(
        'Notes on ' + (await next.locator('.pagination-nav__label').innerText()),
      );
      await expect(page.locator('nav[aria-label="Docs pages"]').count()).resolves.toBe(1);
      await next.tap();
      await page.waitForURL((u) => u.pathname !== '/docs/intro/');
    });
  });
});

describe('a swizzled SearchBar with state, on a phone', () => {
  it("opens the site's search box on a tap made the moment the page appears, in place of zapsite's search", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'SwizzledSearchBar');
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      await page.locator('#lamp-search svg').tap();
      await expect(page.locator('[data-island="SwizzledSearchBar"][data-hydrated="true"]').count()).resolves.toBe(0);
      await expect(page.locator('#lamp-search-box').count()).resolves.toBe(0);
      release();
      await page.locator('#lamp-search-box').waitFor({ state: 'visible', timeout: 60_000 });
      await liveAndSettled(page, 'SwizzledSearchBar');
      await expect(page.locator('#lamp-search').getAttribute('aria-expanded')).resolves.toBe('true');
      // The site's bar sits where Docusaurus puts it, and zapsite's search button is not drawn.
      await expect(
        page.locator('.navbar__items--right .navbarSearchContainer_Bca1 #lamp-search').count(),
      ).resolves.toBe(1);
      await expect(page.locator('[data-island="SearchButton"]').count()).resolves.toBe(0);
      await page.locator('#lamp-search svg').tap();
      await expect(page.locator('#lamp-search-box').count()).resolves.toBe(0);
    });
  });
});

describe('a swizzled Navbar/Logo, on a phone', () => {
  it("opens the menu on a tap made the moment the page appears, with the site's logo in its header, before and after hydration", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      // The menu's code is held until the tap has landed and the drawer's server HTML is read.
      const release = await holdIsland(page, 'MobileMenu');
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      await page.locator('.navbar__toggle svg').tap();
      const brand = page.locator('.navbar-sidebar__brand .navbar__brand');
      const ours = page.locator('.navbar-sidebar__brand .navbar__title, .navbar-sidebar__brand img');
      // Before hydration: the server's drawer holds the site's logo, not ours (no config title or logo image).
      await expect(page.locator('[data-island="MobileMenu"][data-hydrated="true"]').count()).resolves.toBe(0);
      await expect(brand.getAttribute('class')).resolves.toBe('navbar__brand lamp-brand');
      await expect(ours.count()).resolves.toBe(0);
      release();
      await brand.waitFor({ state: 'visible', timeout: 60_000 });
      await liveAndSettled(page, 'MobileMenu');
      await expect(page.locator('.navbar').getAttribute('class')).resolves.toContain('navbar-sidebar--show');
      await expect(brand.count()).resolves.toBe(1);
      await expect(brand.getAttribute('class')).resolves.toBe('navbar__brand lamp-brand');
      await expect(brand.innerText()).resolves.toBe('LANTERN');
      await expect(ours.count()).resolves.toBe(0);
    });
  });
});

describe('a swizzled Root with state, on a phone', () => {
  it('dismisses its notice on a tap made the moment the page appears, runs its effect, and leaves the page whole', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'SwizzledRoot');
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      await page.locator('#lamp-notice button svg').tap();
      // Not live yet: the notice is the server's, its effect has not run.
      await expect(page.locator('#lamp-notice').count()).resolves.toBe(1);
      await expect(page.evaluate(() => document.documentElement.dataset.lampRoot ?? null)).resolves.toBeNull();
      release();
      await page.locator('#lamp-notice').waitFor({ state: 'detached', timeout: 60_000 });
      await liveAndSettled(page, 'SwizzledRoot');
      await expect(page.evaluate(() => document.documentElement.dataset.lampRoot)).resolves.toBe('live');
      // The page around it is the server's, once: its heading, navbar and footer.
      await expect(page.locator('article h1').innerText()).resolves.toBe('Introduction');
      await expect(page.locator('nav.navbar').count()).resolves.toBe(1);
      await expect(page.locator('footer.footer').count()).resolves.toBe(1);
    });
  });
});

describe('a swizzled ColorModeToggle', () => {
  it("darkens the pages on a click made before it is live, given Docusaurus's value and onChange, in place of zapsite's toggle", async () => {
    await inSession(served.browser, DESKTOP, async (s) => {
      const page = await s.newPage();
      const release = await holdIsland(page, 'SwizzledColorModeToggle');
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      // The navbar's (the phone menu's drawer holds another, hidden on a wide screen).
      const bar = page.locator('.navbar__items--right');
      await bar.locator('#lamp-mode svg').tap();
      const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
      // Not live: the server's toggle, value null as Docusaurus renders it; the page is still light.
      await expect(bar.locator('.lamp-toggle').getAttribute('data-value')).resolves.toBe('null');
      await expect(theme()).resolves.toBe('light');
      release();
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark', undefined, {
        timeout: 60_000,
      });
      await liveAndSettled(page, 'SwizzledColorModeToggle');
      // The choice is stored and handed back as value; the icon follows the mode.
      await expect(bar.locator('.lamp-toggle').getAttribute('data-value')).resolves.toBe('dark');
      await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
      await expect(bar.locator('#lamp-mode').getAttribute('aria-pressed')).resolves.toBe('true');
      // onChange(null): back to the site's default (light; it does not follow the system), nothing stored.
      await bar.locator('#lamp-system').tap();
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
      await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBeNull();
      await expect(bar.locator('.lamp-toggle').getAttribute('data-value')).resolves.toBe('null');
      // Where Docusaurus puts it, and zapsite's own toggle is not drawn there.
      await expect(bar.locator('.lamp-toggle').count()).resolves.toBe(1);
      await expect(page.locator('[data-island="ColorModeToggle"]').count()).resolves.toBe(0);
      // The next page opens dark once chosen again, from storage, before anything is live.
      await bar.locator('#lamp-mode').tap();
      await page.goto(served.server.origin + '/blog/', { waitUntil: 'commit' });
      await bar.locator('.lamp-toggle').waitFor();
      await expect(theme()).resolves.toBe('dark');
    });
  });
});

describe("a swizzled ColorModeToggle in the phone menu's drawer", () => {
  it("is the site's toggle there too, and darkens the pages on a tap made before anything is live", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      const releaseMenu = await holdIsland(page, 'MobileMenu');
      const releaseToggle = await holdIsland(page, 'SwizzledColorModeToggle');
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      await page.locator('.navbar__toggle svg').tap();
      releaseMenu();
      const drawer = page.locator('.navbar-sidebar__brand');
      await drawer.locator('#lamp-mode').waitFor({ state: 'visible', timeout: 60_000 });
      // The site's toggle, given the drawer's class as Docusaurus gives it; zapsite's is not drawn there.
      await expect(drawer.locator('.colorModeToggle_DEke').count()).resolves.toBe(0);
      await drawer.locator('#lamp-mode svg').tap();
      await expect(page.evaluate(() => document.documentElement.getAttribute('data-theme'))).resolves.toBe('light');
      releaseToggle();
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark', undefined, {
        timeout: 60_000,
      });
      await liveAndSettled(page, 'MobileMenu');
      await expect(drawer.locator('.lamp-toggle').getAttribute('data-value')).resolves.toBe('dark');
      // Still the site's, and still live, once the menu's island re-renders (closed and opened again).
      await page.locator('.navbar-sidebar__close').tap();
      await page.locator('.navbar__toggle').tap();
      await drawer.locator('#lamp-mode').tap();
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
      await expect(drawer.locator('.lamp-toggle').getAttribute('data-value')).resolves.toBe('light');
    });
  });
});
