// @theme-original/<Name> and @theme-init/<Name> (and @theme/<Name> when the site has no own
// <Name>) for the classic theme's swizzlable components: the theme's own component, which the
// classic theme registers while it renders a page (theme/classic/swizzle.tsx). A site's wrapper
// renders it with the props it was given, as Docusaurus's wrappers do. In the browser, inside a
// swizzled component's island, it is the original's server HTML (theme/shared/swizzle-island.ts).
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import {
  DOCUSAURUS_PAGE_KEY,
  THEME_ORIGINALS_KEY,
  type DocContext,
  type DocusaurusPage,
} from '../shared/docusaurus.ts';
import { COLOR_MODE_PROP, DOC_PROP, ORIGINAL_PROP } from '../shared/swizzle-island.ts';
import type { ColorModeProps } from '../shared/color-mode.ts';
import { useColorModeChoice } from './color-mode-choice.ts';
import { DocInBrowser } from './plugin-content-docs/doc-in-browser.ts';

type RenderOriginal = (name: string, props: Record<string, unknown>) => ReactNode;

// The originals' server HTML by name, given by the island around a swizzled component.
const OriginalHtml = createContext<Record<string, string> | undefined>(undefined);

/** The original as the server rendered it. display: contents, so it adds no box of its own. */
export function OriginalMarkup({ html }: { html: string }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * `Outside`: what the original is outside the classic theme's page render (a React page's content,
 * rendered before the theme; the browser), for a name that means something there too (Layout).
 */
export function themeOriginal(name: string, Outside?: ComponentType<Record<string, unknown>>) {
  function Original(props: Record<string, unknown>): ReactNode {
    const html = useContext(OriginalHtml)?.[name];
    if (html !== undefined) return <OriginalMarkup html={html} />;
    // The page being rendered, read off globalThis as context.ts does: the theme's own bundle imports
    // this module too, and has no site data module for context.ts to import.
    const page = (globalThis as Record<symbol, DocusaurusPage | undefined>)[Symbol.for(DOCUSAURUS_PAGE_KEY)];
    if (Outside && page?.kind !== 'theme') return createElement(Outside, props);
    const render = (globalThis as Record<symbol, RenderOriginal | undefined>)[Symbol.for(THEME_ORIGINALS_KEY)];
    if (!render)
      throw new Error(`@theme-original/${name} needs the classic theme (theme: { name: 'classic' } in the config).`);
    return render(name, props);
  }
  Original.displayName = `ThemeOriginal(${name})`;
  return Original;
}

/**
 * A site's own part of the page's chrome (Navbar, Footer, ...) as its code imports it: drawn in the
 * classic theme's page render, nothing elsewhere (a React page's content, inside that chrome).
 */
export function chromeOnly(Site: ComponentType<Record<string, unknown>>) {
  function Chrome(props: Record<string, unknown>): ReactNode {
    const page = (globalThis as Record<symbol, DocusaurusPage | undefined>)[Symbol.for(DOCUSAURUS_PAGE_KEY)];
    return page?.kind === 'theme' ? createElement(Site, props) : null;
  }
  Chrome.displayName = `ChromeOnly(${Site.displayName ?? Site.name})`;
  return Chrome;
}

/** A site's ColorModeToggle given Docusaurus's `value` and `onChange`, as its Navbar/ColorModeToggle gives them. */
function WithColorModeChoice({
  site,
  config,
  props,
}: {
  site: ComponentType<Record<string, unknown>>;
  config: ColorModeProps;
  props: Record<string, unknown>;
}) {
  const { value, onChange } = useColorModeChoice(config);
  return createElement(site, { ...props, value, onChange });
}

/** The browser's island component for the site's swizzled `name`: the site's, with its original's HTML. */
export function swizzleIsland(name: string, Site: ComponentType<Record<string, unknown>>) {
  function Swizzled({
    [ORIGINAL_PROP]: html,
    [DOC_PROP]: doc,
    [COLOR_MODE_PROP]: colorMode,
    ...props
  }: Record<string, unknown>) {
    return (
      <OriginalHtml.Provider value={{ [name]: typeof html === 'string' ? html : '' }}>
        <DocInBrowser.Provider value={doc as DocContext | undefined}>
          {colorMode ? (
            <WithColorModeChoice site={Site} config={colorMode as ColorModeProps} props={props} />
          ) : (
            createElement(Site, props)
          )}
        </DocInBrowser.Provider>
      </OriginalHtml.Provider>
    );
  }
  Swizzled.displayName = `Swizzled(${name})`;
  return Swizzled;
}
