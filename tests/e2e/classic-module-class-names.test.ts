// A Docusaurus site's stylesheet styles the classic theme's parts by Docusaurus's CSS-module class
// names, which a Docusaurus build writes as `name_hash`: by the name's start
// ([class*='admonition_'], electron/website's blog sidebar) or whole (`.sidebar_njMd`). zapsite draws
// the same names, so those rules reach its elements in Chromium; and a rule for a bare name
// (`.admonition`, a Docusaurus 2 leftover) reaches nothing, as on Docusaurus. Fails on any console error.
import { describe, expect, it } from 'vitest';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const CSS = `[class*='admonition_'] { outline: 3px solid rgb(10, 20, 30); }
[class^='sidebar_'] { border-right: 4px solid rgb(40, 50, 60); }
[class*='yearGroupHeading_'] { color: rgb(70, 80, 90); }
[class*='codeBlockContainer_'] { outline: 2px solid rgb(90, 100, 110); }
.menu_SIkG { background: rgb(120, 130, 140); }
html .menu { padding: 17px; }
.admonition, .sidebar, .toggle, .tabItem, .details, .codeBlockContainer, .yearGroupHeading {
  outline: 5px dotted rgb(200, 0, 0);
}
`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'src/css/custom.css': CSS,
      'docs/guide/trim.md':
        '# Trimming\n\n:::tip\n\nTrim the wick to a few millimetres.\n\n:::\n\n```sh\ntrim --mm 5\n```\n\n<details>\n<summary>Why</summary>\n\nA short wick smokes less.\n\n</details>\n',
      'blog/2025-11-02-soot.md': '---\ntitle: Soot\n---\n\nSoot comes from a long wick.\n',
    }),
});

/** The computed style of the first element a selector finds, or undefined when none. */
const styleOf = (selector: string, property: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return el ? getComputedStyle(el).getPropertyValue(${JSON.stringify(property)}) : undefined; })()`;

const BARE = '.admonition, .sidebar, .toggle, .tabItem, .details, .codeBlockContainer, .yearGroupHeading';

describe("a site's stylesheet written against Docusaurus's hashed class names", () => {
  it('reaches the doc page and the blog sidebar as on Docusaurus; bare names reach nothing', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 800 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/guide/trim/');
      expect(await page.evaluate(styleOf('.theme-admonition', 'outline'))).toBe('rgb(10, 20, 30) solid 3px');
      expect(await page.evaluate(styleOf('.theme-code-block', 'outline'))).toBe('rgb(90, 100, 110) solid 2px');
      expect(await page.evaluate(`document.querySelectorAll(${JSON.stringify(BARE)}).length`)).toBe(0);

      // A doc in the sidebar: the sidebar's column and its menu.
      await page.goto(served.server.origin + '/docs/guide/wicks/');
      expect(await page.evaluate(styleOf('.theme-doc-sidebar-container [class^="sidebar_"]', 'border-right'))).toBe(
        '4px solid rgb(40, 50, 60)',
      );
      expect(await page.evaluate(styleOf('nav.menu', 'background-color'))).toBe('rgb(120, 130, 140)');
      // The site's `html .menu` outranks the sidebar menu's one-class rule, as it does Docusaurus's (moonrepo).
      expect(await page.evaluate(styleOf('nav.menu', 'padding'))).toBe('17px');
      expect(await page.evaluate(`document.querySelectorAll(${JSON.stringify(BARE)}).length`)).toBe(0);

      await page.goto(served.server.origin + '/blog/2025/11/02/soot/');
      const years = await page.evaluate(
        `[...document.querySelectorAll('[class*="yearGroupHeading_"]')].map((h) => [h.textContent, getComputedStyle(h).color])`,
      );
      expect(years).toEqual([
        ['2026', 'rgb(70, 80, 90)'],
        ['2025', 'rgb(70, 80, 90)'],
      ]);
      expect(await page.evaluate(`document.querySelectorAll(${JSON.stringify(BARE)}).length`)).toBe(0);
    });
  });
});
