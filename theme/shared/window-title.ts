// A page's window title, as Docusaurus's title formatter writes it: the page's title, the site's
// `titleDelimiter`, the site's title; a React page's <Head> title as written; the home page the
// site's title and tagline.
import type { PageRenderData } from './types.ts';

/** "Title | Site": a page's title, the site's `titleDelimiter`, then `after` (the site's title). */
export function withSiteTitle(
  title: string,
  site: { title: string; titleDelimiter?: string },
  after: string = site.title,
): string {
  return `${title} ${site.titleDelimiter ?? '|'} ${after}`;
}

export function windowTitle({ site, page }: Pick<PageRenderData, 'site' | 'page'>): string {
  const react = page.reactPage;
  const join = (a: string, b: string) => withSiteTitle(a, site, b);
  if (react?.rawTitle) return react.rawTitle;
  if (react?.bare) return react.title?.trim() ? join(react.title, site.title) : site.title;
  return page.layout === 'home' ? join(site.title, site.tagline) : join(page.title, site.title);
}
