// The data of the site's locales that the config carries through a build (types only, shared with the theme's type check).

export interface SiteLocale {
  locale: string;
  /** The locale's folder of the output: its base URL less the site's ('' for the default locale's, as a rule). */
  path: string;
  /** Its translations' folder under i18n/ (`localeConfigs[l].path`, Docusaurus's; default: the locale's name). */
  dir: string;
  /** Where its pages are served (`localeConfigs[l].url`; default: the site's `url`), without a trailing slash. */
  url: string;
  /** Its pages' base URL (`localeConfigs[l].baseUrl`; default: `/<locale>/` under the site's, the default locale's the site's own). */
  baseUrl: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  isDefault: boolean;
}

/** What one locale's pass adds to the config. */
export interface LocalePass {
  current: string;
  /** Its translations' folder under i18n/. */
  dir: string;
  /** Every locale of the site, with its base URL, for the language menu and the hreflang links. */
  locales: SiteLocale[];
  /** code.json: message by id. */
  codeTranslations: Record<string, string>;
}

/** The classic theme's own text in one locale: Docusaurus's message ids and that locale's words for them. */
export interface ThemeTexts {
  messages: Record<string, string>;
  locale: string;
}
