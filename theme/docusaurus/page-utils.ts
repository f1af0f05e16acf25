// theme-common's links to the page being read in another locale, and to the search page, as a
// site's swizzled language menu or search bar builds them.
import { docusaurusSite } from './context.ts';
import { useLocation } from './router.ts';
import applyTrailingSlash from './utils-common.ts';

type LocaleConfig = { url?: string; baseUrl?: string };

/**
 * Docusaurus's useAlternatePageUtils: `createUrl({ locale, fullyQualified })` is this page in that
 * locale, its path under the locale's base URL (with the locale's URL in front when fully qualified).
 */
export function useAlternatePageUtils(): {
  createUrl: (args: { locale: string; fullyQualified: boolean }) => string;
} {
  const { siteConfig, i18n } = docusaurusSite();
  const { baseUrl, trailingSlash } = siteConfig as { baseUrl: string; trailingSlash?: boolean };
  const { pathname } = useLocation();
  const suffix = applyTrailingSlash(pathname, { trailingSlash, baseUrl }).replace(baseUrl, '');
  return {
    createUrl({ locale, fullyQualified }) {
      const config = (i18n.localeConfigs as Record<string, LocaleConfig | undefined>)[locale];
      if (!config?.baseUrl) throw new Error(`useAlternatePageUtils: the site has no locale "${locale}".`);
      return `${fullyQualified ? (config.url ?? '') : ''}${config.baseUrl}${suffix}`;
    },
  };
}

/**
 * Docusaurus's useSearchLinkCreator: the search page's address for a query, with the page's path
 * from the config's `algolia.searchPagePath` (default `search`), in the folder zapsite writes it to.
 */
export function useSearchLinkCreator(): (searchValue: string) => string {
  const { baseUrl, themeConfig } = docusaurusSite().siteConfig as {
    baseUrl: string;
    themeConfig: { algolia?: { searchPagePath?: string } };
  };
  const path = (themeConfig.algolia?.searchPagePath ?? 'search').replace(/^\/+|\/+$/g, '');
  return (searchValue) => `${baseUrl}${path}/?q=${encodeURIComponent(searchValue)}`;
}
