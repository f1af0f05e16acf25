// The classic stylesheet styles Docusaurus's hashed CSS-module class names; each one it names must be
// one the theme's components draw from theme/shared/docusaurus-classes.ts, or the rule reaches nothing.
// And the table holds Docusaurus 3.10's names as a site that installs it gets them (checked against
// real builds' stylesheets when it was written; a few spot values here catch a regenerated table that
// hashed the wrong path).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as classes from '../../../theme/shared/docusaurus-classes.ts';
import { SHOWN } from '../../../theme/islands/back-to-top.ts';
import { HIDEABLE } from '../../../theme/islands/toc-highlight.ts';

const all = new Set<string>(Object.values(classes).flatMap((module) => Object.values(module)));
const locals = new Set(Object.values(classes).flatMap((module) => Object.keys(module)));
const css = readFileSync(new URL('../../../theme/classic/styles/classic.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

describe("Docusaurus's CSS-module class names", () => {
  it('are the only hashed names the classic stylesheet styles', () => {
    // A local name of Docusaurus's with a hash after it (Infima's `menu__link` is not one).
    const hashed = [...css.matchAll(/\.([A-Za-z][\w-]*?)_([A-Za-z0-9_]{4})(?![\w-])/g)]
      .filter((m) => locals.has(m[1]!))
      .map((m) => m[0].slice(1));
    expect(hashed.length).toBeGreaterThan(100);
    expect(hashed.filter((name) => !all.has(name))).toEqual([]);
  });

  it("are the first-scroll script's own copies of two of them", () => {
    expect(SHOWN).toBe(classes.BackToTopButton.backToTopButtonShow);
    expect(HIDEABLE).toBe(classes.NavbarLayout.navbarHideable);
  });

  it('are those of a Docusaurus 3.10 install', () => {
    expect(classes.AdmonitionLayout.admonition).toBe('admonition_xJq3');
    expect(classes.DocSidebarDesktop.sidebar).toBe('sidebar_njMd');
    expect(classes.BlogSidebarDesktop.sidebar).toBe('sidebar_re4s');
    expect(classes.DocItemLayout.docItemContainer).toBe('docItemContainer_Djhp');
  });
});
