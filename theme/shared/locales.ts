// The same page in each locale of a site built in several (SiteData.locales): the language menu's
// links and the head's hreflang alternates. A page's URL is the same path under each locale's base
// URL, on that locale's host (`localeConfigs[l].url`, the site's by default).
import type { SiteData } from './types.ts';
import { withBase } from './url-path.ts';

export interface LocaleLink {
  locale: string;
  label: string;
  htmlLang: string;
  /** The page under this locale's base URL: a path on the same host, a full URL on another. */
  href: string;
  active: boolean;
}

export function localeLinks(site: SiteData, pageUrl: string): LocaleLink[] {
  const locales = site.locales;
  if (!locales) return [];
  // The current locale's pages are served at site.url: a locale elsewhere is linked in full.
  return locales.all.map((l) => ({
    locale: l.locale,
    label: l.label,
    htmlLang: l.htmlLang,
    href: (l.url === site.url ? '' : l.url) + withBase(l.baseUrl, pageUrl),
    active: l.locale === locales.current,
  }));
}

/** `<link rel="alternate" hreflang>` for every locale, then `x-default`: the default locale's page. */
export function hreflangAlternates(site: SiteData, pageUrl: string): { hrefLang: string; href: string }[] {
  const all = site.locales?.all;
  if (!all) return [];
  const full = (l: (typeof all)[number]) => l.url + withBase(l.baseUrl, pageUrl);
  const def = all.find((l) => l.isDefault) ?? all[0]!;
  return [...all.map((l) => ({ hrefLang: l.htmlLang, href: full(l) })), { hrefLang: 'x-default', href: full(def) }];
}
