// The site's own settings: title, tagline, URL, base URL, favicon, social card, trailing slash, locale.
import { bool, isObj, pick, str, staticUrl, type MapState, type Obj } from './common.ts';

export function mapSite(m: MapState): void {
  const { dc, themeConfig, out, mapped, rest } = m;
  for (const key of ['title', 'tagline', 'url', 'baseUrl', 'titleDelimiter'] as const) {
    if (str(dc[key]) !== undefined) {
      out[key] = key === 'baseUrl' ? slashed(dc[key] as string) : dc[key];
      mapped.push(`${key}`);
    }
  }
  if (str(dc.favicon)) {
    out.favicon = staticUrl(dc.favicon as string);
    mapped.push('favicon');
  }
  if (str(themeConfig.image)) {
    out.image = staticUrl(themeConfig.image as string);
    mapped.push('image <- themeConfig.image');
  }
  if (bool(dc.trailingSlash) !== undefined) {
    out.trailingSlash = dc.trailingSlash;
    mapped.push('trailingSlash');
  }
  // Docusaurus only warns about a duplicate route unless told otherwise; zapsite's own default stops.
  out.onDuplicateRoutes = ['ignore', 'log', 'warn', 'throw'].includes(dc.onDuplicateRoutes as string)
    ? dc.onDuplicateRoutes
    : 'warn';
  mapped.push('onDuplicateRoutes');
  if (isObj(dc.i18n)) {
    // Every locale is carried over: zapsite builds each one as Docusaurus does (generator/i18n/).
    const defaultLocale = str(dc.i18n.defaultLocale) ?? 'en';
    const locales = Array.isArray(dc.i18n.locales) ? dc.i18n.locales.filter((l) => typeof l === 'string') : [];
    const i18n: Obj = { defaultLocale, locales: locales.length ? locales : [defaultLocale] };
    const KEYS = ['label', 'direction', 'htmlLang', 'path', 'calendar', 'url', 'baseUrl'];
    const configs: Obj = {};
    if (isObj(dc.i18n.localeConfigs))
      for (const [locale, lc] of Object.entries(dc.i18n.localeConfigs)) {
        if (!isObj(lc)) continue;
        configs[locale] = pick(lc, KEYS);
        rest(lc, ['i18n', 'localeConfigs', locale], KEYS, (k) => `zapsite does not read the locale setting "${k}".`);
      }
    if (Object.keys(configs).length) i18n.localeConfigs = configs;
    // `path: 'i18n'` is Docusaurus's default, the folder zapsite reads: nothing to say.
    const read = ['defaultLocale', 'locales', 'localeConfigs', ...(dc.i18n.path === 'i18n' ? ['path'] : [])];
    rest(dc.i18n, ['i18n'], read, (k) => `zapsite does not read i18n.${k}.`);
    out.i18n = i18n;
    mapped.push('i18n');
  }
  if (swcJsLoader(dc.future)) {
    out.typescriptInJs = true;
    mapped.push('typescriptInJs <- future.faster (SWC reads .js and .jsx files with TypeScript syntax)');
  }
}

/**
 * Whether Docusaurus compiles the site's scripts with Faster's SWC loader, whose parser reads every
 * script as TSX: `future.faster` true or its `swcJsLoader`, else `future.v4`'s `fasterByDefault`
 * (`experimental_faster` before Docusaurus 3.10).
 */
function swcJsLoader(future: unknown): boolean {
  if (!isObj(future)) return false;
  const faster = future.faster ?? future.experimental_faster;
  if (typeof faster === 'boolean') return faster;
  if (isObj(faster) && typeof faster.swcJsLoader === 'boolean') return faster.swcJsLoader;
  return future.v4 === true || (isObj(future.v4) && future.v4.fasterByDefault === true);
}

/** A base URL as Docusaurus's config validation leaves it: a slash added at either end that lacks one ('/docs' -> '/docs/'). */
function slashed(baseUrl: string): string {
  const lead = baseUrl.startsWith('/') ? baseUrl : `/${baseUrl}`;
  return lead.endsWith('/') ? lead : `${lead}/`;
}
