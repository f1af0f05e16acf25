// The MDX path's last job, for one page on whichever thread has it: import the page's module from
// the bundle mdx-pages.ts wrote, render it with React, then finish it as a Markdown page is
// finished (markdown.ts finishMarkdown: highlighted code, theme components, heading ids,
// sections). Everything a page needs comes as plain data, so build workers render pages too; the
// per-page globals the Docusaurus modules read are set on whichever thread renders the page.
import { escape as tocText } from './mdx-toc.ts';
import { fromHtml } from 'hast-util-from-html';
import type { Root as HRoot, Element } from 'hast';
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ensureLanguage, highlightAll, highlightFailed, normaliseLanguage } from './highlight.ts';
import { finishMarkdown, type ContentComponents, type RenderedContent } from './markdown.ts';
import { newState, report } from './state.ts';
import { checkDiagrams } from './mermaid-check.ts';
import type { MdxCompileResult, MdxLinks } from './mdx-compile.ts';
import type { MdxFacts } from './transform-mdx.ts';
import { foldHead } from '../../theme/shared/head-fold.ts';
import type { ThemeModule } from '../render/theme.ts';
import { enterPage, leavePage } from '../site-code.ts';
import {
  CONTENT_PLUGINS,
  DOCUSAURUS_PAGE_KEY,
  INTERACTIVE_KEY,
  UNCHECKED_LINK_ATTR,
  type DocContext,
  type DocusaurusPage,
  type DocsVersionData,
} from '../../theme/shared/docusaurus.ts';
import type { Diagnostic, SourceFile } from '../types.ts';
import { loadError, noDefaultExport, renderError, siteFrame, staticIsland } from './mdx-render-errors.ts';
import type { ErrorContext, Frame } from './mdx-render-errors.ts';
import { isReactPage } from './mdx-where.ts';
import { inRoot, rootChildren, swizzledComponent } from './site-root.ts';
import { drawsHeadings, withContentSwizzles, type ContentSwizzles } from './content-swizzles.ts';
import { recordPageLinks, renderedLinks } from './page-links.ts';

export { CACHE_DIR, isReactPage, OUT_DIR } from './mdx-where.ts';

/** One compiled page to render, as plain data (it may be sent to a build worker). */
export interface MdxRenderJob {
  file: SourceFile;
  url: string;
  /** What compiling the file found (its diagnostics and links come first in the page's). */
  found: MdxCompileResult['found'];
  facts: MdxFacts;
  /** The page's module in the bundle (a file URL) and the stylesheets its imports made. */
  module: string;
  css: string[];
  /** A doc's version, its key in `MdxRenderSite.docsVersions` (useDocsVersion). */
  docsVersion?: string;
  /** A doc's sidebar, its key in `MdxRenderSite.sidebars` (useDocsSidebar and the hooks over it). */
  sidebar?: string;
  /** A doc's useDoc() data, as the route plan knows it (content/doc-pages.ts). */
  doc?: DocContext;
}

/** What every page of one bundle shares, as plain data. */
export interface MdxRenderSite {
  /** The site's components file in the bundle (a file URL), and its stylesheets. */
  components?: string;
  componentsCss: string[];
  root: string;
  baseUrl: string;
  interactive: Record<string, 'load' | 'idle' | 'visible' | 'intent'>;
  /** Each interactive component's file (absolute): its `interactiveFrom` file, else the components file. */
  islandFiles?: Record<string, string>;
  /** Docusaurus's site config (useDocusaurusContext's siteConfig): a React page's `config` prop. */
  siteConfig: Record<string, unknown>;
  /** Each docs version's metadata (content/docs-version-data.ts), for a doc's `useDocsVersion()`. */
  docsVersions?: Record<string, DocsVersionData>;
  /** Every docs sidebar by key (RoutePlan.sidebars), for a doc's `useDocsSidebar()`: given on the classic theme. */
  sidebars?: Record<string, unknown[]>;
  /** The swizzled components' module (a file URL) when the site has a `src/theme/Root`: pages render inside it. */
  siteRoot?: string;
  /** The same module when the site has a `src/theme/CodeBlock`, `Admonition` or `Details`: they draw blocks of the pages (content-swizzles.ts). */
  contentSwizzles?: string;
}

/** Renders every job it is given; the results are keyed by absolute path. */
export type MdxRenderer = (jobs: MdxRenderJob[], site: MdxRenderSite) => Promise<Map<string, RenderedContent>>;

/** What the site's components file exports, as the theme's MDX components and islands. */
type Made = {
  exports: Record<string, unknown>;
  mdx: Record<string, unknown>;
  islands: Map<unknown, unknown>;
  /** The site's `src/theme/Root`, which every page renders inside (its providers' values reach the page's components). */
  Root?: ComponentType<{ children?: ReactNode }>;
  /** The site's `src/theme/CodeBlock`, `Admonition` and `Details`, which draw each fenced block, admonition and `<details>`. */
  swizzles: ContentSwizzles;
};

/** The site's components for a bundle, loaded once per bundle (a new one, after a save, is loaded afresh). */
function siteModules(components: ContentComponents, theme: ThemeModule): (site: MdxRenderSite) => Promise<Made> {
  let made: { key: string; site: Promise<Made> } | undefined;
  return (site: MdxRenderSite) => {
    const key = `${site.components}\n${site.siteRoot}\n${site.contentSwizzles}`;
    if (!made || made.key !== key) {
      made = {
        key,
        site: (async () => {
          const mod = site.components ? ((await import(site.components)) as Record<string, unknown>) : {};
          const exports =
            mod.default && typeof mod.default === 'object' ? (mod.default as Record<string, unknown>) : mod;
          const mdx = theme.createMdxComponents({
            themeNames: components.names,
            site: exports,
            interactive: site.interactive,
          });
          // An interactive component written anywhere (a React page imports it from its own file) is its island.
          const islands = new Map<unknown, unknown>();
          for (const name of Object.keys(site.interactive))
            if (exports[name] && mdx[name]) islands.set(exports[name], mdx[name]);
          const Root = site.siteRoot ? await swizzledComponent(site.siteRoot, 'Root') : undefined;
          const swizzles = site.contentSwizzles ? await contentSwizzles(site.contentSwizzles, exports) : {};
          return { exports, mdx, islands, swizzles, ...(Root ? { Root } : {}) };
        })(),
      };
    }
    return made.site;
  };
}

/**
 * The swizzled CodeBlock, Admonition, Details and Heading; the site's components file's own Admonition wins
 * over the swizzle's, as over the theme's (its own Details is taken in content-swizzles.ts).
 */
async function contentSwizzles(module: string, exports: Record<string, unknown>): Promise<ContentSwizzles> {
  const [CodeBlock, Admonition, Details, Heading] = await Promise.all(
    ['CodeBlock', 'Admonition', 'Details', 'Heading'].map((name) =>
      swizzledComponent<Record<string, unknown>>(module, name),
    ),
  );
  return {
    ...(CodeBlock ? { CodeBlock } : {}),
    ...(Admonition && !('Admonition' in exports) ? { Admonition } : {}),
    ...(Details ? { Details } : {}),
    ...(Heading ? { Heading } : {}),
  };
}

/**
 * Renders pages one after another on this thread. The site's components module and the theme's
 * components made from it are kept per bundle, so each thread builds them once.
 */
export function mdxPageRenderer(
  links: MdxLinks,
  components: ContentComponents,
  theme: ThemeModule,
): (job: MdxRenderJob, site: MdxRenderSite) => Promise<RenderedContent> {
  const siteFor = siteModules(components, theme);
  return async (job, site) => {
    // Site code runs from here (the components file, the page's module, React): a loop or an exit
    // in it is named by this page (site-code.ts).
    enterPage(job.file.relPath);
    const g = globalThis as Record<symbol, unknown>;
    try {
      let made: Made;
      try {
        made = await siteFor(site);
      } catch (error) {
        // The site's components file threw as it loaded: every page meets it, reported once with them.
        return failedPage([loadError(error, job, site.root, siteFrame(error, site.root))]);
      }
      // The site's islands, where the bundle's JSX runtime looks for them (theme/docusaurus/jsx-runtime.ts).
      g[ISLANDS_KEY] = made.islands;
      return await renderPage(job, site, made);
    } finally {
      g[ISLANDS_KEY] = undefined;
      leavePage();
    }
  };

  async function renderPage(job: MdxRenderJob, site: MdxRenderSite, made: Made): Promise<RenderedContent> {
    const { exports, mdx: siteMdx, islands, Root } = made;
    const mdx = withContentSwizzles(siteMdx, made.swizzles, job.facts.code, theme.AT_PROP);
    // A site's own MDX `a` takes the Markdown links: what it renders through Link is what is checked.
    const siteAnchor = 'a' in exports;
    const st = newState(job.file, links.resolverFor(job.url), components, links);
    // The theme's prop checks hold only where the theme's component renders, not a site one of its name.
    st.diagnostics = [
      ...job.found.diagnostics,
      ...(job.facts.themeProps ?? []).filter((c) => !(c.component in exports)).map((c) => c.diagnostic),
    ];
    st.links = siteAnchor ? job.found.links.filter((l) => !l.viaMdxA) : [...job.found.links];
    st.components = new Set(job.found.components);
    if (job.found.outsideImages) st.outsideImages = new Map(job.found.outsideImages);
    const react = isReactPage(job.file);
    const pageCtx = { ...pageContext(job, site, react), ...(siteAnchor ? { recordLinks: true } : {}) };
    let html: string;
    let mod: { default: unknown };
    try {
      mod = (await import(job.module)) as { default: unknown };
      withToc(pageCtx, mod);
    } catch (error) {
      // The page's module, or one it imports, failed before anything rendered.
      return failedPage([...st.diagnostics, loadError(error, job, site.root, siteFrame(error, site.root))]);
    }
    try {
      if (
        react &&
        typeof mod.default !== 'function' &&
        !(mod.default && typeof mod.default === 'object' && '$$typeof' in mod.default)
      ) {
        return failedPage([noDefaultExport(job.file, mod.default)]);
      }
      // The Docusaurus modules read the page being rendered from here (theme/docusaurus/context.ts);
      // set only while React renders, which is synchronous, so no other page can see it.
      const g = globalThis as Record<symbol, unknown>;
      g[PAGE_KEY] = pageCtx;
      // The partials the page renders take its components from here (mdx-partials.ts).
      g[PARTIAL_COMPONENTS] = mdx;
      try {
        const props = react ? routeProps(pageCtx.pathname, site) : {};
        const Page = (react && pageIsland(islands.get(mod.default), props)) || (mod.default as ComponentType<object>);
        html = withoutHoistedPreloads(renderInRoot(theme, Page, { mdx, props, Root }));
      } finally {
        g[PAGE_KEY] = undefined;
        g[PARTIAL_COMPONENTS] = undefined;
      }
    } catch (error) {
      const frame = siteFrame(error, site.root);
      return failedPage([...st.diagnostics, renderError(error, job, st, errorContext(theme, site, siteMdx, frame))]);
    }
    for (const note of pageCtx.staticIslands ?? []) st.diagnostics.push(staticIsland(note, job.file, st.lines, site));
    // Diagrams come from fenced blocks only, whose positions the compile kept.
    if (st.mermaid)
      st.diagrams = job.facts.code.filter((c) => c.written === 'mermaid').map((c) => ({ code: c.code, ...c.at }));
    await checkDiagrams(st);
    const hast = fromHtml(html, { fragment: true }) as HRoot;
    if (!react)
      st.links = renderedLinks(hast, st.links, {
        url: st.resolver.pageUrl,
        baseUrl: site.baseUrl,
        ranges: job.facts.ranges,
      });
    const codes = [...job.facts.code];
    fillCodeBlocks(hast, job.facts, codes, st.magicComments);
    for (const lang of new Set(codes.map((c) => c.lang))) await ensureLanguage(lang);
    // An MDX page's links are recorded from its source (what a site's own `a` renders, from its
    // Links); a Link it renders may still carry the mark.
    if (react || siteAnchor || html.includes(UNCHECKED_LINK_ATTR))
      recordPageLinks(hast, react || siteAnchor ? st.links : undefined, {
        baseUrl: site.baseUrl,
        url: job.url,
        source: job.file.text,
        linksOnly: !react,
      });
    const head = headOf(pageCtx, theme);
    const { html: highlighted, failures } = highlightAll(codes);
    for (const f of failures) report(st, highlightFailed(f), f.job.at);
    const out = finishMarkdown(hast, st, {
      firstHeading: react ? head.title : job.facts.firstHeading,
      ...(react ? {} : { firstHeadingHtml: job.facts.firstHeadingHtml, titleSlug: job.facts.titleSlug }),
      highlighted,
      reactPage: react,
      markedOnly: true,
      siteHeadings: !react && drawsHeadings(siteMdx, made.swizzles),
    });
    // Positions in the rendered HTML mean nothing in the source.
    for (const h of out.headings) h.position = undefined;
    if (pageCtx.anchors?.length) out.ids = [...(out.ids ?? []), ...pageCtx.anchors];
    // Docusaurus's table of contents is the file's `toc` export: its own Markdown headings (and its
    // partials'), not those a component renders, which stay anchors all the same.
    const toc = (mod as { toc?: unknown }).toc;
    if (!react && Array.isArray(toc)) tocAsExported(out.headings, toc);
    const usesSiteComponent = [...job.facts.components.keys()].some((name) => name in exports);
    // A React page is bare (its HTML is the main area); an MDX page keeps its layout and gains only what <Head> set.
    const { headHtml, rawTitle, htmlAttributes, bodyAttributes } = head.page;
    const setByComponents = react || [headHtml, rawTitle, htmlAttributes, bodyAttributes].some((v) => v !== undefined);
    const fromHead = setByComponents
      ? { reactPage: { ...head.page, bare: react }, ...(head.description ? { description: head.description } : {}) }
      : {};
    return {
      ...out,
      css: [...(usesSiteComponent ? site.componentsCss : []), ...job.css],
      ...fromHead,
      ...(pageCtx.docCards ? { docCards: true as const } : {}),
      ...(siteAnchor ? { siteAnchor: true as const } : {}),
    };
  }
}

/** What a render error is explained with (mdx-render-errors.ts). */
function errorContext(
  theme: ThemeModule,
  site: MdxRenderSite,
  siteMdx: Record<string, unknown>,
  frame: Frame | undefined,
): ErrorContext {
  return { theme, available: Object.keys(siteMdx), root: site.root, frame, islandFiles: site.islandFiles };
}

const PAGE_KEY = Symbol.for(DOCUSAURUS_PAGE_KEY);
/** Where a partial's compiled module finds the MDX components of the page being rendered. */
export const PARTIAL_COMPONENTS_KEY = 'zapsite.mdx.partial-components';
const PARTIAL_COMPONENTS = Symbol.for(PARTIAL_COMPONENTS_KEY);
const ISLANDS_KEY = Symbol.for(INTERACTIVE_KEY);

/**
 * The props Docusaurus gives a React page of src/pages: its pages plugin's `config` module (the site
 * config) and react-router's route props, for the page's own path.
 */
function routeProps(pathname: string, site: MdxRenderSite): Record<string, unknown> {
  const location = { pathname, search: '', hash: '', state: undefined, key: 'default' };
  return {
    config: site.siteConfig,
    location,
    match: { path: pathname, url: pathname, isExact: true, params: {} },
    route: { path: pathname, exact: true },
  };
}

/** The page's HTML, rendered inside the site's Root when it has one (site-root.ts). */
function renderInRoot(
  theme: ThemeModule,
  Page: ComponentType<object>,
  { mdx, props, Root }: { mdx: Record<string, unknown>; props: Record<string, unknown>; Root: Made['Root'] },
): string {
  const inside = Root && rootChildren(theme.renderMdx(inRoot(Page, Root), mdx, props));
  return inside ?? theme.renderMdx(Page, mdx, props);
}

/**
 * A React page the config marks interactive (migrate marks one whose own code is live) hydrates
 * whole: its island, given the page's route props alone (not the MDX components map).
 */
function pageIsland(island: unknown, props: Record<string, unknown>): ComponentType<object> | undefined {
  if (!island) return undefined;
  const Island = island as ComponentType<Record<string, unknown>>;
  return function PageIsland() {
    return createElement(Island, props);
  };
}

interface PageHead {
  title?: string;
  description?: string;
  page: {
    bare: boolean;
    noFooter?: boolean;
    rawTitle?: string;
    headHtml?: string;
    image?: string;
    keywords?: string[];
    htmlAttributes?: Record<string, string>;
    bodyAttributes?: Record<string, string>;
  };
}

/**
 * What <Layout> and <Head> set while the page rendered: the title (Head's <title> as written, else
 * Layout's to be formatted by the theme), the description (Head's meta wins, as it comes later in
 * Docusaurus's head), keywords and og:image, and the other tags as HTML for the page's <head>
 * (theme/shared/head-fold.ts).
 */
function headOf(ctx: DocusaurusPage & { head: ReactElement[] }, theme: ThemeModule): PageHead {
  const folded = foldHead(ctx.head);
  const {
    rawTitle,
    description = ctx.layout?.description,
    keywords,
    image,
    rest,
    htmlAttributes,
    bodyAttributes,
  } = folded;
  const headHtml = rest.length ? theme.renderMdx(() => createElement(Fragment, null, ...rest), {}) : undefined;
  return {
    title: ctx.layout?.title,
    description,
    page: {
      bare: true,
      ...(ctx.layout?.title ? { title: ctx.layout.title } : {}),
      ...(ctx.layout?.noFooter ? { noFooter: true } : {}),
      ...(rawTitle !== undefined ? { rawTitle } : {}),
      ...(headHtml ? { headHtml } : {}),
      ...(image ? { image } : {}),
      ...(keywords?.length ? { keywords } : {}),
      ...(htmlAttributes ? { htmlAttributes } : {}),
      ...(bodyAttributes ? { bodyAttributes } : {}),
    },
  };
}

/** Every job on this thread, one at a time. */
export function renderInProcess(links: MdxLinks, components: ContentComponents, theme: ThemeModule): MdxRenderer {
  const render = mdxPageRenderer(links, components, theme);
  return async (jobs, site) => {
    const out = new Map<string, RenderedContent>();
    for (const job of jobs) out.set(job.file.absPath, await render(job, site));
    return out;
  };
}

/** A page that could not be rendered: no HTML, only what went wrong. */
export function failedPage(diagnostics: Diagnostic[]): RenderedContent {
  return { html: '', truncated: false, headings: [], links: [], sections: [], components: [], diagnostics };
}

/**
 * React 19 puts `<link rel="preload">` for eagerly loaded images in front of what it renders;
 * inside a page's content that would be a stray element, and the theme writes the head itself.
 */
function withoutHoistedPreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*\/?>)+/, '');
}

/**
 * transform-hast.ts renders `<zs-code>` from its language, meta and code, as for Markdown. A
 * block from @theme/CodeBlock carries its own and is added to the page's list of blocks.
 */
function fillCodeBlocks(
  root: HRoot,
  facts: MdxFacts,
  codes: MdxFacts['code'],
  magicComments: MdxFacts['code'][number]['magicComments'],
): void {
  const visit = (node: HRoot | Element): void => {
    for (const c of node.children) {
      if (c.type !== 'element') continue;
      if (c.tagName === 'zs-code') {
        if (typeof c.properties.dataCode === 'string') {
          const written = String(c.properties.dataLang ?? '');
          codes.push({
            code: c.properties.dataCode,
            lang: normaliseLanguage(written),
            written,
            meta: String(c.properties.dataMeta ?? ''),
            magicComments,
          });
          c.properties = {
            index: codes.length - 1,
            lang: written,
            meta: String(c.properties.dataMeta ?? ''),
            code: c.properties.dataCode,
            ...(typeof c.properties.dataClass === 'string' ? { extraClass: c.properties.dataClass } : {}),
          };
          continue;
        }
        const index = Number(c.properties.index);
        const job = facts.code[index];
        if (job) Object.assign(c.properties, { index, lang: job.written, meta: job.meta, code: job.code });
      } else visit(c);
    }
  };
  visit(root);
}

/** What the Docusaurus modules read of the page while it renders: its path, docs version, sidebar and doc. */
function pageContext(
  job: MdxRenderJob,
  site: MdxRenderSite,
  react: boolean,
): DocusaurusPage & { head: ReactElement[] } {
  return {
    pathname: site.baseUrl + job.url.replace(/^\//, ''),
    kind: react ? 'react' : 'mdx',
    head: [],
    ...(job.docsVersion && site.docsVersions?.[job.docsVersion]
      ? { docsVersion: site.docsVersions[job.docsVersion] }
      : {}),
    ...(job.sidebar !== undefined && site.sidebars?.[job.sidebar]
      ? { sidebar: { name: sidebarName(job.sidebar), items: site.sidebars[job.sidebar]! } }
      : {}),
    ...(job.doc ? { doc: job.doc } : {}),
    plugin: routePlugin(job.file),
  };
}

/** The content plugin whose route renders the file, with its instance (`useRouteContext()`). */
function routePlugin(file: SourceFile): { name: string; id: string } {
  const section = file.kind === 'doc' ? 'docs' : file.kind === 'blog' ? 'blog' : 'pages';
  return { name: CONTENT_PLUGINS[section], id: file.instance ?? 'default' };
}

/** A file that names `toc` exports it (mdx-toc.ts): its useDoc() has the headings then. */
function withToc(ctx: DocusaurusPage, mod: object): void {
  const toc = (mod as { toc?: unknown }).toc;
  if (ctx.doc && Array.isArray(toc)) ctx.doc = { ...ctx.doc, toc: toc as DocContext['toc'] };
}

/** A sidebar's own name from its key (`<instance>/<version>:<name>`, each part there when it applies). */
function sidebarName(key: string): string {
  const own = key.slice(key.lastIndexOf('/') + 1);
  return own.slice(own.indexOf(':') + 1);
}

/**
 * The page's TOC as the file's `toc` export lists it: a heading it leaves out stays an anchor but
 * no entry, and an entry reads as the source wrote the heading: a component in it (a version badge,
 * `## Raws <Since v="1.1" />`) adds no text, as in Docusaurus's value.
 */
function tocAsExported(headings: RenderedContent['headings'], toc: unknown[]): void {
  const values = new Map(
    toc.map((t) => [(t as { id?: unknown } | null)?.id, (t as { value?: unknown } | null)?.value]),
  );
  for (const h of headings) {
    if (!values.has(h.id)) h.toc = false;
    const value = values.get(h.id);
    if (typeof value === 'string' && h.html === undefined && value !== tocText(h.text)) h.html = value;
  }
}
