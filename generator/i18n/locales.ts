// The site's locales as a build sees them: each one's folder under the base URL, its label, text
// direction and `lang`, with Docusaurus's defaults; and what one locale's pass of the build carries
// in its config (`ResolvedConfig.locale`): its translations and every locale's base URL.
import type { ResolvedConfig } from '../config/schema.ts';
import type { SiteLocale } from './pass.ts';

export type { SiteLocale } from './pass.ts';

/** Right-to-left for the scripts that are (Arabic, Hebrew, Persian...), as Intl knows them. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & { getTextInfo?: () => { direction?: string } };
    return l.getTextInfo?.().direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** The language's own name for itself, capitalised ("Français"), as Docusaurus labels a locale. */
function defaultLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * Each locale with Docusaurus's defaults: its base URL is `localeConfigs[l].baseUrl` (made to start
 * and end with "/") or else the site's with `/<locale>/` added for all but the default; its URL is
 * `localeConfigs[l].url` or the site's; its translations are under i18n/<path>/ (path: the locale's
 * name unless set). The output folder is the base URL less the site's, as Docusaurus writes it.
 */
export function siteLocales(config: Pick<ResolvedConfig, 'i18n' | 'url' | 'baseUrl'>): SiteLocale[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  return locales.map((locale) => {
    const own = localeConfigs[locale] ?? {};
    const isDefault = locale === defaultLocale;
    const baseUrl =
      own.baseUrl !== undefined ? slashed(own.baseUrl) : isDefault ? config.baseUrl : `${config.baseUrl}${locale}/`;
    const folder = baseUrl.startsWith(config.baseUrl) ? baseUrl.slice(config.baseUrl.length) : baseUrl;
    const site: SiteLocale = {
      locale,
      path: folder.replace(/^\/+|\/+$/g, ''),
      dir: (own.path ?? locale).replace(/^\/+|\/+$/g, ''),
      url: (own.url ?? config.url).replace(/\/+$/, ''),
      baseUrl,
      label: own.label ?? '',
      direction: own.direction ?? localeDirection(locale),
      htmlLang: own.htmlLang ?? locale,
      isDefault,
    };
    return own.label === undefined ? withLazyLabel(site) : site;
  });
}

/**
 * The default label is worked out when first read: Intl.DisplayNames loads ICU's language names
 * (~30 ms, every build), and a site in one locale never shows a label. The property stays a plain
 * enumerable value to anyone who reads, spreads or serialises it.
 */
function withLazyLabel(site: SiteLocale): SiteLocale {
  return Object.defineProperty(site, 'label', {
    enumerable: true,
    configurable: true,
    get(this: SiteLocale) {
      return settle(this, defaultLabel(site.locale));
    },
    set(this: SiteLocale, label: string) {
      settle(this, label);
    },
  });
}

function settle(site: SiteLocale, label: string): string {
  Object.defineProperty(site, 'label', { value: label, enumerable: true, writable: true, configurable: true });
  return label;
}

/** "/x/" from "x", "/x" or "/x/"; "/" from "" or "/". */
function slashed(path: string): string {
  const inner = path.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}
