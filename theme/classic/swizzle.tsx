// Swizzling for the classic theme: a site's `src/theme/<Name>` replaces the component of that name
// (Docusaurus's name for it), rendered on the server in its place. The site's components come from
// the MDX bundle (generator/bundle/swizzle.ts writes the module; the build hands it to
// `setSwizzled` on every thread that renders pages). `@theme-original/<Name>` in the site's code is
// theme/docusaurus/ThemeOriginal.tsx, which renders ours from the registry below, so a wrapper
// works. The page being rendered is kept here while it renders (renderToStaticMarkup is
// synchronous), so ours keeps the page's data when the site renders it without props.
// A swizzled component with state, effects or handlers is an island (theme/shared/swizzle-island.ts).
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageRenderData } from '../shared/types.ts';
import { docContext } from './doc-context.ts';
import {
  DOCUSAURUS_PAGE_KEY,
  INTERACTIVE_KEY,
  PROPS_ORIGINALS,
  contentPluginOf,
  SIDEBAR_ITEM_SWIZZLES,
  SWIZZLABLE,
  THEME_ORIGINALS_KEY,
  type DocContext,
  type SwizzleName,
} from '../shared/docusaurus.ts';
import {
  DOC_PROP,
  ORIGINAL_PROP,
  SITE_COMPONENTS_KEY,
  SITE_INTERACTIVE_KEY,
  SWIZZLE_ISLANDS_KEY,
  swizzleIslandName,
} from '../shared/swizzle-island.ts';
import type { HydrateWhen } from '../shared/island.ts';
import { createMdxComponents } from '../components/content/mdx.tsx';
import { OriginalMarkup } from '../docusaurus/ThemeOriginal.tsx';
import { Island } from '../components/Island.tsx';
import type { SiteSidebarItems } from '../components/site-sidebar-items.tsx';

type Any = ComponentType<Record<string, unknown>>;

let site: Partial<Record<SwizzleName, Any>> = {};
let islands = new Set<string>();
let current: PageRenderData | undefined;
// The doc of the page being rendered, as useDoc() gives it (withPage makes it once a page).
let currentDoc: DocContext | undefined;
let siteIslands: Map<unknown, unknown> | undefined;
// The site's NavbarItem/ComponentTypes (a map of navbar item type -> component, not a component).
let componentTypes: Record<string, unknown> = {};
// The site's swizzled Heading (a content swizzle: Markdown headings reach it through MDX), which
// Docusaurus's DocItem/Content also draws the doc's title with.
let siteHeading: Any | undefined;

/**
 * The component the site's swizzled NavbarItem/ComponentTypes maps a custom navbar item type to
 * (`custom-…`), its island when the config marks it interactive and `island` allows (not inside an
 * island of ours, the phone menu); undefined when it maps none.
 */
export function customNavbarItem(type: string, island = true): ComponentType<Record<string, unknown>> | undefined {
  const component = componentTypes[type];
  if (typeof component !== 'function' && !isComponentObject(component)) return undefined;
  return ((island ? siteIslands?.get(component) : undefined) ?? component) as ComponentType<Record<string, unknown>>;
}

/** The page being rendered, while a site's swizzled components render (withPage). */
export function renderingPage(): PageRenderData | undefined {
  return current;
}

/** The site's swizzled sidebar items, which the docs sidebar island draws its items with; none without. */
export function siteSidebarItems(): SiteSidebarItems | undefined {
  const found = SIDEBAR_ITEM_SWIZZLES.filter((name) => site[name] !== undefined);
  return found.length ? (Object.fromEntries(found.map((name) => [name, site[name]])) as SiteSidebarItems) : undefined;
}

/** Whether the site swizzled `name`. */
export function isSwizzled(name: SwizzleName): boolean {
  return site[name] !== undefined;
}

/**
 * The site's components by name (the default export of the swizzle module), and under SWIZZLE_ISLANDS_KEY
 * the names of those that hydrate (generator/bundle/swizzle.ts decides).
 */
export function setSwizzled(components: Record<string, unknown>): void {
  site = {};
  const live = components[SWIZZLE_ISLANDS_KEY];
  islands = new Set(Array.isArray(live) ? (live as string[]) : []);
  siteIslands = siteIslandsOf(components);
  const types = components['NavbarItem/ComponentTypes'];
  componentTypes = types && typeof types === 'object' ? (types as Record<string, unknown>) : {};
  const heading = components.Heading;
  siteHeading = typeof heading === 'function' || isComponentObject(heading) ? (heading as Any) : undefined;
  for (const name of SWIZZLABLE)
    if (typeof components[name] === 'function' || isComponentObject(components[name]))
      site[name] = components[name] as Any;
}

/**
 * The site's interactive components (`markdown.interactive`, a package's among them) by component,
 * each its island, as the MDX render makes them (content/mdx-render.ts): set while a page renders,
 * so one a swizzled component renders is its island, through the site's JSX runtime.
 */
function siteIslandsOf(components: Record<string, unknown>): Map<unknown, unknown> | undefined {
  const exports = components[SITE_COMPONENTS_KEY] as Record<string, unknown> | undefined;
  const interactive = components[SITE_INTERACTIVE_KEY] as Record<string, HydrateWhen> | undefined;
  if (!exports || !interactive) return undefined;
  // The islands the MDX components are, as content/mdx-render.ts makes them for MDX and React pages.
  const mdx = createMdxComponents({ themeNames: [], site: exports, interactive });
  return new Map(
    Object.keys(interactive).flatMap((name) => (exports[name] && mdx[name] ? [[exports[name], mdx[name]]] : [])),
  );
}

// memo() and forwardRef() components are objects.
function isComponentObject(v: unknown): boolean {
  return typeof v === 'object' && v !== null && '$$typeof' in v;
}

/**
 * Whether the site has components the theme draws inside its pages (swizzles, custom navbar item
 * types): only then do the page's originals and Docusaurus's hooks need the page.
 */
export function drawsSiteComponents(): boolean {
  return Object.keys(site).length > 0 || Object.keys(componentTypes).length > 0;
}

/**
 * Renders `render()` with `data` as the page the originals and Docusaurus's hooks read; `head`
 * receives the tags the site's components gave `<Head>` meanwhile.
 */
export function withPage<T>(data: PageRenderData, render: () => T, head?: ReactElement[]): T {
  // A site's custom navbar items read the page too (a NavbarNavLink active on its pages).
  if (!drawsSiteComponents()) return render();
  const g = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(DOCUSAURUS_PAGE_KEY);
  const before = g[key];
  const islandsKey = Symbol.for(INTERACTIVE_KEY);
  const islandsBefore = g[islandsKey];
  g[islandsKey] = siteIslands;
  current = data;
  // Each page registers its own originals as it renders: one a page does not draw is not there,
  // rather than the last page's (a doc's pager drawn by a site's Footer on a blog page).
  for (const name of Object.keys(originals)) delete originals[name];
  const doc = (currentDoc = docContext(data));
  const docsVersion = data.docsVersionKey === undefined ? undefined : data.assets.docsVersions?.[data.docsVersionKey];
  const page = {
    pathname: data.page.url,
    kind: 'theme',
    head: [] as ReactElement[],
    ...(data.sidebar ? { sidebar: { name: sidebarName(data), items: data.sidebar } } : {}),
    ...(doc ? { doc } : {}),
    ...(docsVersion ? { docsVersion } : {}),
    ...routePluginOf(data),
  };
  g[key] = page;
  try {
    return render();
  } finally {
    // What the site's components gave `<Head>` while the page rendered, for its <head>.
    head?.push(...page.head);
    current = undefined;
    currentDoc = undefined;
    g[key] = before;
    g[islandsKey] = islandsBefore;
  }
}

// The content plugin whose route renders the page, as the <html> classes name it (html-class.ts).
function routePluginOf(data: PageRenderData): { plugin?: { name: string; id: string } } {
  const plugin = contentPluginOf(data.page.layout, data.page.pluginId);
  return plugin ? { plugin } : {};
}

// The name of the sidebar the page shows: its sidebars file's, or the docs config's sidebarId.
function sidebarName(data: PageRenderData): string {
  const named = data.page.frontMatter.displayed_sidebar;
  return data.page.sidebarName ?? (typeof named === 'string' ? named : 'docs');
}

/**
 * Ours, or the site's when it swizzled `name`. `ours` renders our component for the current page
 * from the props Docusaurus gives that component (the site's wrapper passes them on).
 */
export function Themed({
  name,
  ours,
  props = {},
  browser = {},
}: {
  name: SwizzleName;
  ours: (props: Record<string, unknown>) => ReactNode;
  props?: Record<string, unknown>;
  /** More props for the island alone, when the site's component hydrates (theme/shared/swizzle-island.ts). */
  browser?: Record<string, unknown>;
}) {
  const Site = site[name];
  originals[name] = ours;
  if (!Site) return <>{ours(props)}</>;
  if (!islands.has(name)) return createElement(Site, props);
  // On a doc page the island takes the doc's useDoc() data with it, for the browser.
  const doc = currentDoc;
  const withDoc = doc ? { [DOC_PROP]: doc } : {};
  // One that renders from its props is the same component in the island's bundle: rendered from them here too.
  if (PROPS_ORIGINALS.has(name))
    return (
      <Island
        name={swizzleIslandName(name)}
        component={Site}
        props={props}
        sent={doc || Object.keys(browser).length ? { ...props, ...withDoc, ...browser } : undefined}
        contents
      />
    );
  // The island's original is ours rendered now, as HTML that the browser keeps as it is.
  const html = renderToStaticMarkup(createElement(() => <>{ours(props)}</>));
  originals[name] = () => <OriginalMarkup html={html} />;
  return (
    <Island
      name={swizzleIslandName(name)}
      component={Site}
      props={props}
      sent={{ ...props, [ORIGINAL_PROP]: html, ...withDoc, ...browser }}
      contents
    />
  );
}

/**
 * The site's `src/theme/Root` around the page, as Docusaurus renders it around the whole app: what
 * it adds (a banner, a provider's markup) is in the page. One with state, effects or handlers
 * cannot hydrate around a page made of islands: the page stays static, and the site's Root is an
 * island of its own after it, rendered without children, so its effects and what it adds run in
 * the browser.
 */
export function SiteRoot({ children }: { children: ReactNode }) {
  const Root = site.Root;
  if (!Root) return <>{children}</>;
  if (!islands.has('Root')) {
    originals.Root = (props) => props.children as ReactNode;
    return createElement(Root, null, children);
  }
  return (
    <>
      {children}
      <Themed name="Root" ours={() => null} />
    </>
  );
}

/**
 * A doc's or page's title, `<h1>` with `html` inside, as the site's swizzled Heading draws it, or
 * undefined without one: Docusaurus draws the title with `@theme/Heading` (DocItem/Content's own, and
 * a Markdown `# title` through MDXComponents), so the site's Heading draws the h1 too.
 */
export function swizzledTitle(html: string): string | undefined {
  if (!siteHeading) return undefined;
  const mark = 'zs-title-8c41f0';
  return renderToStaticMarkup(createElement(siteHeading, { as: 'h1' }, mark)).replace(mark, () => html);
}

/**
 * The HTML of the site's `name` for the current page, or undefined when the site did not swizzle
 * it: for a copy that an island shows (the phone menu's brand). The copy is markup only; a
 * swizzled component with state hydrates where the page shows it first.
 */
export function swizzledMarkup(
  name: SwizzleName,
  ours: (props: Record<string, unknown>) => ReactNode,
): string | undefined {
  const Site = site[name];
  if (!Site) return undefined;
  originals[name] = ours;
  return renderToStaticMarkup(createElement(Site, {}));
}

/**
 * The head tags a site's swizzled DocItem/Metadata gives a doc page (through PageMetadata or Head),
 * or undefined without one. Docusaurus renders it inside the doc's page; here it renders first, on
 * its own, since the page's <head> is written before its body.
 */
export function docMetadataHead(data: PageRenderData): ReactElement[] | undefined {
  if (!site['DocItem/Metadata'] || data.page.layout !== 'doc') return undefined;
  return metadataHead(data, <Themed name="DocItem/Metadata" ours={() => null} />);
}

/** The head tags `metadata`, a site's swizzled Metadata component, gives the page. */
export function metadataHead(data: PageRenderData, metadata: ReactElement): ReactElement[] {
  return withPage(data, () => {
    renderToStaticMarkup(metadata);
    // Read from the global withPage set, as docusaurus/context.ts reads it: that module imports the
    // site's data module, which only the MDX bundle resolves, not the theme's own bundle.
    const page = (globalThis as Record<symbol, { head: ReactElement[] } | undefined>)[Symbol.for(DOCUSAURUS_PAGE_KEY)];
    return page?.head ?? [];
  });
}

// What `@theme-original/<Name>` renders: the last `ours` given for that name on this page (and
// what `@theme/<Part>` renders, for the parts of a doc's layout, provideOriginals).
const originals: Partial<Record<string, (props: Record<string, unknown>) => ReactNode>> = {};

/**
 * Ours for each name, for the page being rendered: the parts of a doc's layout, which a site's
 * ejected DocItem/Layout renders through their `@theme/` modules (DOC_ITEM_PARTS).
 */
export function provideOriginals(parts: Record<string, (props: Record<string, unknown>) => ReactNode>): void {
  Object.assign(originals, parts);
}
(globalThis as Record<symbol, unknown>)[Symbol.for(THEME_ORIGINALS_KEY)] = (
  name: string,
  props: Record<string, unknown>,
) => {
  const ours = originals[name];
  if (!ours || !current) throw new Error(`@theme-original/${name} renders only inside the classic theme's ${name}.`);
  return ours(props);
};
