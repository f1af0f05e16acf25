// What Docusaurus's modules read: the site (from the bundle's `zapsite:docusaurus-site` module,
// generated from the config by generator/bundle/docusaurus-modules.ts) and, during a server render,
// the page being rendered (set by generator/content/mdx-pages.ts around each page). In the browser
// the page is the window's.
import type { ReactElement } from 'react';
import site from 'zapsite:docusaurus-site';
import type { DocusaurusSite } from '../shared/docusaurus.ts';
import { DOCUSAURUS_PAGE_KEY, type DocusaurusPage } from '../shared/docusaurus.ts';

export type { DocusaurusSite };

export function docusaurusSite(): DocusaurusSite {
  return site as DocusaurusSite;
}

/** The page rendering on the server, or undefined in the browser. */
export function serverPage(): (DocusaurusPage & { head: ReactElement[] }) | undefined {
  return (globalThis as Record<symbol, (DocusaurusPage & { head: ReactElement[] }) | undefined>)[
    Symbol.for(DOCUSAURUS_PAGE_KEY)
  ];
}
