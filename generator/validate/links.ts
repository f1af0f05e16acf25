// Check every internal link and anchor against the route graph and static files.
import type { ResolvedConfig } from '../config/schema.ts';
import type { RenderedContent } from '../content/markdown.ts';
import type { Diagnostic, RouteGraph, SourceFile } from '../types.ts';
import { frontMatterKeyWarnings } from './front-matter-keys.ts';
import { siteCodeReads } from './site-code-reads.ts';
import { homePageWarning } from './home-page.ts';
import { docusaurusPatchWarnings } from './docusaurus-patches.ts';
import { decodePath, isExternal, urlParts } from '../routes/urls.ts';
import { pageKey, reaches } from '../routes/permalinks.ts';
import { severityFor } from '../diagnostic-codes.ts';
import type { LinkTarget } from '../diagnostic-codes/content.ts';
import { optionDiag } from '../diagnostics.ts';
import { locate } from '../routes/sidebars-file.ts';

export interface ValidateInput {
  config: ResolvedConfig;
  graph: RouteGraph;
  rendered: Map<SourceFile, RenderedContent>;
  staticPaths: Set<string>;
  /** Files the build generates besides pages (feeds, sitemap). */
  extraPaths: Set<string>;
  /** `file`: where the link is written when not in the config (a sidebars file). */
  themeLinks: { href: string; where: string; file?: string; source?: string }[];
  /** The config and the plugin modules it loaded: with src/, the site's code (site-code-reads.ts). */
  codeFiles?: readonly string[];
}

/** Ids that exist on every page apart from content headings. */
const THEME_IDS = new Set(['main-content', 'top']);

function validateLinks(input: ValidateInput): Diagnostic[] {
  const { config, graph } = input;
  const out: Diagnostic[] = [];
  const base = config.baseUrl;
  const anchorsOf = new Map<string, Set<string>>();
  for (const page of graph.pages) anchorsOf.set(page.url, new Set(page.headings.map((h) => h.id)));
  const { byKey, redirectByKey } = pagesByKey(graph.pages);

  type Result =
    { kind: 'ok' } | { kind: 'page'; path: string; form?: string } | { kind: 'anchor'; path: string; hash: string };
  const check = (href: string): Result => {
    const { path, hash } = urlParts(href);
    let p = path;
    if (base !== '/' && p.startsWith(base)) p = '/' + p.slice(base.length);
    let decoded = p;
    try {
      decoded = decodePath(p);
    } catch {
      return { kind: 'page', path: p };
    }
    if (input.staticPaths.has(decoded) || input.extraPaths.has(decoded) || decoded.startsWith('/assets/'))
      return { kind: 'ok' };
    const page = byKey.get(pageKey(decoded));
    if (!page) return { kind: 'page', path: p };
    // The page exists, but a static host answers this spelling of its path only if the layout allows it
    // (or a redirect from it does).
    if (!reaches(decoded, page.url, config.trailingSlash)) {
      const redirect = redirectByKey.get(pageKey(decoded));
      return redirect && reaches(decoded, redirect.url, config.trailingSlash)
        ? { kind: 'ok' }
        : { kind: 'page', path: p, form: page.url };
    }
    if (hash && !hash.startsWith('user-content-') && !THEME_IDS.has(hash)) {
      const target = page.redirectTo ? undefined : anchorsOf.get(page.url);
      if (target && page.source && !target.has(decodeURIComponent(hash)))
        return { kind: 'anchor', path: page.url, hash };
    }
    return { kind: 'ok' };
  };

  // Ids of other elements (raw HTML, JSX) are anchors too.
  for (const page of graph.pages) {
    const ids = page.source ? input.rendered.get(page.source)?.ids : undefined;
    if (ids) for (const id of ids) anchorsOf.get(page.url)?.add(id);
  }

  // Content links: collect by target first so a link broken on many pages is reported once, with a hint.
  type BrokenLink = Pick<Diagnostic, 'file' | 'line' | 'column' | 'sourceLine'> & {
    target: LinkTarget & { on: string; link: string; plainAnchor?: boolean };
  };
  const brokenPages = new Map<string, BrokenLink[]>();
  // Pages as a visitor's address bar shows them: with the base URL, a locale's pass's /zh-CN/ too.
  const shown = (path: string) => config.baseUrl.replace(/\/$/, '') + path;
  for (const page of graph.pages) {
    if (!page.source) continue;
    const r = input.rendered.get(page.source);
    if (!r) continue;
    for (const link of r.links) {
      const result = check(link.raw);
      if (result.kind === 'ok') continue;
      const at = link.position;
      const lines = page.source.text.split(/\r?\n/);
      const where = {
        file: link.file ?? page.source.relPath,
        line: at?.line,
        column: at?.column,
        sourceLine: link.file ? link.sourceLine : at ? lines[at.line - 1] : undefined,
      };
      if (result.kind === 'page') {
        if (!severityFor(config.onBrokenLinks)) continue;
        const broken: BrokenLink = {
          target: {
            on: shown(page.url),
            // As the page links it: with the base URL, as Docusaurus's message names it.
            link: shown(link.raw),
            ...(link.plainAnchor ? { plainAnchor: true } : {}),
            ...linkTarget(result, result.path, config, graph),
          },
          ...where,
        };
        brokenPages.set(result.path, [...(brokenPages.get(result.path) ?? []), broken]);
      } else {
        const policy = severityFor(config.onBrokenAnchors);
        if (!policy) continue;
        const severity = link.plainAnchor ? 'warning' : policy;
        const ids = [...(anchorsOf.get(result.path) ?? [])];
        out.push(
          optionDiag(severity, {
            code: 'broken-anchor',
            args: { on: shown(page.url), link: shown(link.raw), hash: result.hash, page: shown(result.path), ids },
            ...where,
          }),
        );
      }
    }
  }
  const linkSeverity = severityFor(config.onBrokenLinks);
  for (const [path, list] of brokenPages) {
    // The first of a link broken on many pages says so.
    const repeated = list.length >= 5 ? { target: shown(path), pages: list.length } : undefined;
    list.forEach(({ target, ...d }, i) => {
      const args = i === 0 && repeated ? { ...target, repeated } : target;
      const severity = target.plainAnchor ? 'warning' : linkSeverity!;
      out.push(optionDiag(severity, { code: 'broken-link', args, ...d }));
    });
  }

  for (const link of input.themeLinks) {
    if (isExternal(link.href)) continue;
    const result = check(link.href);
    if (result.kind === 'ok') continue;
    const severity = severityFor(result.kind === 'page' ? config.onBrokenLinks : config.onBrokenAnchors);
    if (!severity) continue;
    const file = link.file ?? (config.configFile ? config.configFile.slice(config.root.length + 1) : undefined);
    const args = {
      fixIn: file ?? 'the config',
      in: link.where,
      href: link.href,
      sidebar: Boolean(link.file),
      ...linkTarget(result.kind === 'page' ? result : {}, urlParts(link.href).path, config, graph),
    };
    const at = { file, ...(link.file && link.source ? locate(link.source, link.href, true) : {}) };
    out.push(
      result.kind === 'page'
        ? optionDiag(severity, { code: 'broken-link', args, ...at })
        : optionDiag(severity, { code: 'broken-anchor', args, ...at }),
    );
  }
  return out;
}

/**
 * The pages by key (pageKey), each redirect's where no page has its key; and the redirects from
 * another spelling of a page's path (from /a.html beside /a), whose key the page keeps.
 */
function pagesByKey(pages: RouteGraph['pages']) {
  const byKey = new Map<string, RouteGraph['pages'][number]>();
  const redirectByKey = new Map<string, RouteGraph['pages'][number]>();
  for (const page of pages) (page.redirectTo === undefined ? byKey : redirectByKey).set(pageKey(page.url), page);
  for (const [key, redirect] of redirectByKey) if (!byKey.has(key)) byKey.set(key, redirect);
  return { byKey, redirectByKey };
}

/**
 * What the hint of a broken link to `path` names: the page's own URL when it is there but this
 * spelling (`form` set) does not reach it; else the pages with the same last segment.
 */
function linkTarget(result: { form?: string }, path: string, config: ResolvedConfig, graph: RouteGraph): LinkTarget {
  if (result.form) return { form: result.form, trailingSlash: config.trailingSlash };
  const last = pageKey(path).split('/').filter(Boolean).pop();
  if (!last) return { closest: undefined };
  const closest = graph.pages.filter((p) => pageKey(p.url).split('/').filter(Boolean).pop() === last && !p.redirectTo);
  return { closest: closest.map((c) => c.url) };
}

/** Paths the build writes besides pages, which links may name. */
function extraPathsFor(config: ResolvedConfig): Set<string> {
  const s = new Set<string>(['/sitemap.xml', '/search-index.json', '/_redirects']);
  for (const blog of [config.blog, ...config.blogInstances])
    if (blog)
      for (const f of ['rss.xml', 'atom.xml', 'feed.json', 'rss.xsl', 'atom.xsl']) s.add(`/${blog.routeBasePath}/${f}`);
  return s;
}

/**
 * The validate stage: content links, anchors and images, and the theme's own links (navbar,
 * footer); then what would pass silently: front matter keys nobody reads, no home page.
 */
export function validateSite(
  input: Omit<ValidateInput, 'staticPaths' | 'extraPaths'> & { staticFiles: { urlPath: string }[] },
): Diagnostic[] {
  const { staticFiles, ...rest } = input;
  return [
    ...validateLinks({
      ...rest,
      staticPaths: new Set(staticFiles.map((f) => f.urlPath)),
      extraPaths: extraPathsFor(input.config),
    }),
    ...frontMatterKeyWarnings(input.graph, siteCodeReads(input.config.root, input.codeFiles)),
    ...homePageWarning(input.config, input.graph),
    ...docusaurusPatchWarnings(input.config.root),
  ];
}
