// The site's own settings: title, tagline, URL, base URL, favicon, social card, trailing slash, locale.
import { bool, isObj, pick, str, staticUrl, type MapState, type Obj } from './common.ts';

export function mapSite(m: MapState): void {
  const { dc, themeConfig, out, mapped, skip, rest } = m;
  for (const key of ['title', 'tagline', 'url', 'baseUrl'] as const) {
    if (str(dc[key]) !== undefined) {
      out[key] = dc[key];
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
    const locales = Array.isArray(dc.i18n.locales) ? dc.i18n.locales : [];
    if (locales.length > 1)
      skip(
        ['i18n', 'locales'],
        `zapsite builds one locale; only "${String(dc.i18n.defaultLocale)}" is built, the others are left out.`,
      );
    const defaultLocale = str(dc.i18n.defaultLocale) ?? 'en';
    const i18n: Obj = { defaultLocale, locales: [defaultLocale] };
    const lc =
      isObj(dc.i18n.localeConfigs) && isObj(dc.i18n.localeConfigs[defaultLocale])
        ? (dc.i18n.localeConfigs[defaultLocale] as Obj)
        : undefined;
    if (lc) {
      i18n.localeConfigs = { [defaultLocale]: pick(lc, ['label', 'direction', 'htmlLang']) };
      rest(
        lc,
        ['i18n', 'localeConfigs', defaultLocale],
        ['label', 'direction', 'htmlLang'],
        (k) => `zapsite does not read the locale setting "${k}".`,
      );
    }
    rest(dc.i18n, ['i18n'], ['defaultLocale', 'locales', 'localeConfigs'], (k) => `zapsite does not read i18n.${k}.`);
    out.i18n = i18n;
    mapped.push('i18n');
  }
}
