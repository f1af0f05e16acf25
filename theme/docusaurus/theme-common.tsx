// @docusaurus/theme-common (and its /internal entry): the parts sites' components import most.
// The colour mode is the one the theme's toggle keeps (theme/shared/color-mode.ts: `data-theme` on
// <html> and localStorage 'theme'); the theme config is the one generator/bundle/docusaurus-modules.ts
// builds from zapsite's config. An export zapsite lacks is a build error at the import that names it.
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useColorModeChoice } from './color-mode-choice.ts';
import { docusaurusSite, serverPage } from './context.ts';
import Head from './Head.tsx';
import { useBaseUrlUtils } from './useBaseUrl.ts';
import { withSiteTitle } from '../shared/window-title.ts';
import { selectPlural } from '../shared/plural.ts';

export { ThemeClassNames } from './theme-class-names.ts';
export { isMultiColumnFooterLinks } from './footer-utils.ts';
export { useHideableNavbar } from './hideable-navbar.ts';
export { isSamePath, processAdmonitionProps } from './admonition-props.tsx';
export { useTOCHighlight } from './toc-highlight-hook.ts';
export { useFilteredAndTreeifiedTOC, useTreeifiedTOC } from './toc-tree.ts';
export { useBackToTopButton, useLockBodyScroll, useScrollPosition } from './scroll-hooks.ts';
export { duplicates, groupBy, uniq } from './js-utils.ts';
export { createStorageSlot, listStorageKeys, useStorageSlot } from './storage-utils.ts';
export {
  composeProviders,
  prefersReducedMotion,
  ReactContextError,
  useEvent,
  DocSidebarItemsExpandedStateProvider,
  useDocSidebarItemsExpandedState,
  useLocalPathname,
  usePrevious,
} from './react-utils.tsx';
export {
  ErrorCauseBoundary,
  SkipToContentLink,
  splitNavbarItems,
  useAnnouncementBar,
  useNavbarMobileSidebar,
} from './chrome-hooks.tsx';
export { useAlternatePageUtils, useSearchLinkCreator } from './page-utils.ts';
// Docusaurus 3's /internal entry, for a site's own swizzled CodeBlock.
export {
  containsLineNumbers,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  useCodeWordWrap,
} from './code-block-utils.ts';
// A label's leading emoji, as DocCard takes it for the card's icon.
export { extractLeadingEmoji } from '../shared/doc-card.tsx';
// Where Docusaurus 3.0-3.4 exported it (`@docusaurus/theme-common/internal`), which sites' swizzled DocItem parts still import.
export { useDoc, useDocsVersion } from './plugin-content-docs/use-doc.ts';
// Docusaurus 3.0-3.4 exported it from here (theme-common/internal); 3.5 moved it to the docs plugin's client.
export { useDocsPreferredVersion } from './plugin-content-docs/preferred-version.ts';
// Docusaurus 3.0-3.4 had these here before the docs plugin's client took them.
export {
  filterDocCardListItems,
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  useCurrentSidebarCategory,
} from './plugin-content-docs/sidebar-hooks.ts';
export { BlogPostProvider, useBlogPost } from './plugin-content-blog/client.ts';
export { useQueryString, useQueryStringList, useQueryStringValue } from './query-string.ts';
export {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from './tabs-utils.tsx';

type Mode = 'light' | 'dark';
type ThemeConfig = Record<string, unknown> & {
  colorMode?: { defaultMode?: Mode; disableSwitch?: boolean; respectPrefersColorScheme?: boolean };
  prism?: { theme?: PrismTheme; darkTheme?: PrismTheme };
};
interface PrismTheme {
  plain: Record<string, string | number>;
  styles: { types: string[]; style: Record<string, string | number>; languages?: string[] }[];
}

/** The site's theme config: navbar, footer, colorMode, prism, announcementBar, as the config holds them. */
export function useThemeConfig(): ThemeConfig {
  return docusaurusSite().siteConfig.themeConfig as ThemeConfig;
}

function pageMode(): Mode | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/**
 * The colour mode and its setter. The first render uses the config's default (as the server
 * rendered), then follows `data-theme`, whoever changes it (the navbar's toggle included).
 */
export function useColorMode(): {
  colorMode: Mode;
  /** The visitor's choice, null when the page follows the system or the default (Docusaurus 3.10). */
  colorModeChoice: Mode | null;
  setColorMode: (mode: Mode | null) => void;
  isDarkTheme: boolean;
  setLightTheme: () => void;
  setDarkTheme: () => void;
} {
  const config = useThemeConfig().colorMode ?? {};
  const [colorMode, setMode] = useState<Mode>(config.defaultMode ?? 'light');
  useEffect(() => {
    const sync = () => setMode(pageMode() ?? 'light');
    sync();
    const watch = new MutationObserver(sync);
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => watch.disconnect();
  }, []);
  const { value: colorModeChoice, onChange: setColorMode } = useColorModeChoice(config);
  return {
    colorMode,
    colorModeChoice,
    setColorMode,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

// zapsite's own code colours when the config names no Prism theme (GitHub's light, Dracula's dark).
const PLAIN: Record<Mode, PrismTheme> = {
  light: { plain: { color: '#24292e', backgroundColor: '#f6f8fa' }, styles: [] },
  dark: { plain: { color: '#f8f8f2', backgroundColor: '#282a36' }, styles: [] },
};

/** The Prism theme of the current colour mode: `prism.darkTheme` in dark mode, else `prism.theme`. */
export function usePrismTheme(): PrismTheme {
  const { prism = {} } = useThemeConfig();
  const { colorMode } = useColorMode();
  if (colorMode === 'dark') return prism.darkTheme ?? prism.theme ?? PLAIN.dark;
  return prism.theme ?? PLAIN.light;
}

/** The docs sidebar of the page (`{ name, items }`), or null outside docs and in the browser. */
export function useDocsSidebar(): { name: string; items: unknown[] } | null {
  return serverPage()?.sidebar ?? null;
}

const DESKTOP_MIN = 997;

/** 'desktop' or 'mobile' by the window's width (Docusaurus's 996 px breakpoint); 'ssr' on the server and at hydration. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth >= DESKTOP_MIN ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** The id of the page's main area, which the skip-to-content link leads to (theme/classic/Layout.tsx). */
/** An Intl date format in the page's locale and that locale's calendar (Gregorian unless it names one). */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { currentLocale, localeConfigs } = docusaurusSite().i18n;
  const calendar = (localeConfigs[currentLocale] as { calendar?: string } | undefined)?.calendar ?? 'gregory';
  return new Intl.DateTimeFormat(currentLocale, { calendar, ...options });
}

export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

/**
 * Docusaurus's filler for the phone menu's second panel, where a doc page puts its sidebar and a blog
 * page its list of posts. zapsite's phone menu holds the docs sidebar itself: it draws nothing here.
 */
export function NavbarSecondaryMenuFiller(): null {
  return null;
}

/**
 * Docusaurus's plural messages: `selectMessage(count, '1 item|{count} items')` picks the form the
 * site's locale gives `count` (Intl.PluralRules, its categories in their order), the last when the
 * message has fewer forms. The `{count}` in it is left for the caller, as Docusaurus leaves it.
 */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const locale = docusaurusSite().i18n.currentLocale;
  return { selectMessage: (count, messages) => selectPlural(locale, count, messages) };
}

/** A Prism theme's plain text and background colours as the CSS variables Docusaurus's code blocks read. */
export function getPrismCssVariables(prismTheme: { plain?: Record<string, unknown> }): Record<string, string> {
  const out: Record<string, string> = {};
  const { color, backgroundColor } = prismTheme.plain ?? {};
  if (typeof color === 'string') out['--prism-color'] = color;
  if (typeof backgroundColor === 'string') out['--prism-background-color'] = backgroundColor;
  return out;
}

/** Whether any of the regular expressions (as strings) matches the text. */
export function isRegexpStringMatch(patterns: string | string[] | undefined, text: string): boolean {
  if (patterns === undefined) return false;
  return (Array.isArray(patterns) ? patterns : [patterns]).some((p) => new RegExp(p).test(text));
}

/** A collapsed flag and its setters, for <Collapsible>. */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }): {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean | ((c: boolean) => boolean)) => void;
  toggleCollapsed: () => void;
} {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/** Its children, hidden while collapsed (no height animation: the content is there or not). */
export function Collapsible({
  as: As = 'div',
  collapsed,
  children,
  className,
  lazy = false,
}: {
  as?: 'div' | 'ul' | 'section';
  collapsed: boolean;
  children: ReactNode;
  className?: string;
  lazy?: boolean;
  animation?: unknown;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}) {
  const opened = useRef(!collapsed);
  if (!collapsed) opened.current = true;
  const style: CSSProperties | undefined = collapsed ? { display: 'none' } : undefined;
  return (
    <As className={className} style={style}>
      {lazy && !opened.current ? null : children}
    </As>
  );
}

/**
 * Docusaurus's HtmlClassNameProvider: its children. The theme writes the page's classes on <html>
 * itself (blog-wrapper, blog-list-page, …), as Docusaurus's pages ask for them.
 */
export function HtmlClassNameProvider({ children }: { className?: string; children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * The page's title (formatted as the site formats titles), description, keywords and social image,
 * as tags in its head; `children` go there too.
 */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: readonly string[] | string;
  image?: string;
  children?: ReactNode;
}) {
  const { siteConfig } = docusaurusSite();
  const { withBaseUrl } = useBaseUrlUtils();
  const trimmed = title?.trim();
  const pageTitle = trimmed ? withSiteTitle(trimmed, siteConfig) : siteConfig.title;
  const pageImage = image ? withBaseUrl(image, { absolute: true }) : undefined;
  return (
    <Head>
      {title ? <title>{pageTitle}</title> : null}
      {title ? <meta property="og:title" content={pageTitle} /> : null}
      {description ? <meta name="description" content={description} /> : null}
      {description ? <meta property="og:description" content={description} /> : null}
      {keywords ? (
        <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : String(keywords)} />
      ) : null}
      {pageImage ? <meta property="og:image" content={pageImage} /> : null}
      {pageImage ? <meta name="twitter:image" content={pageImage} /> : null}
      {children}
    </Head>
  );
}

/**
 * The home page's route, which swizzled breadcrumbs ask to know whether to show a Home item:
 * the base URL's, as the classic theme's own breadcrumbs always lead home.
 */
export function useHomePageRoute(): { path: string; exact: boolean } | undefined {
  return { path: docusaurusSite().siteConfig.baseUrl, exact: true };
}
