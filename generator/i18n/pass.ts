// The data of the site's locales that the config carries through a build (types only, shared with the theme's type check).

export interface SiteLocale {
  locale: string;
  /** The folder under the site's base URL: '' for the default locale. */
  path: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  isDefault: boolean;
}

/** What one locale's pass adds to the config. */
export interface LocalePass {
  current: string;
  /** Every locale of the site, with its base URL, for the language menu and the hreflang links. */
  locales: (SiteLocale & { baseUrl: string })[];
  /** code.json: message by id. */
  codeTranslations: Record<string, string>;
  /** The docs plugin's current.json (sidebar labels): message by key. */
  docsLabels: Record<string, string>;
}
