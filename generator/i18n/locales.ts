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

export function siteLocales(config: Pick<ResolvedConfig, 'i18n'>): SiteLocale[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  return locales.map((locale) => {
    const own = localeConfigs[locale] ?? {};
    const isDefault = locale === defaultLocale;
    return {
      locale,
      path: isDefault ? '' : (own.path ?? locale).replace(/^\/+|\/+$/g, ''),
      label: own.label ?? defaultLabel(locale),
      direction: own.direction ?? localeDirection(locale),
      htmlLang: own.htmlLang ?? locale,
      isDefault,
    };
  });
}

/** The base URL of a locale's pages. */
export function localeBaseUrl(baseUrl: string, l: SiteLocale): string {
  return l.path ? `${baseUrl}${l.path}/` : baseUrl;
}
