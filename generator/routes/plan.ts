// The routes stage (pass A): front matter of every file, then the URLs of the whole site: docs and
// their sidebar, blog posts and lists, pages, the search and 404 pages, redirects. Duplicate URLs
// and navbar items naming missing docs are reported here.
import { basename, join } from 'node:path';
import { splitFrontMatter, firstHeadingOf } from '../content/front-matter.ts';
import { buildDocs, findDoc, type DocInput } from './docs.ts';
import { applyTrailingSlash, generatedRoute, isPartial, linkPath, outputFile, pageKey, pageRoute } from './permalinks.ts';
import { isExternal } from './urls.ts';
import { planBlog, parseAuthors, parseTags, type BlogPlan, type BlogPostInput } from './blog.ts';
import type { PlannedPage } from './graph.ts';
import type { Memo } from '../cache.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import type { ScanResult } from '../content/scan.ts';
import type { Diagnostic, DocMeta, FrontMatter, SidebarItem, SourceFile } from '../types.ts';
import { CURRENT_VERSION, type DocsVersion } from './versions.ts';
import { normaliseSidebars, resolveSidebars } from './sidebars-file.ts';
import type { SidebarSource } from '../content/scan.ts';
import type { TrailingSlash } from './permalinks.ts';

export interface Front {
  frontMatter: FrontMatter;
  body: string;
  firstHeading?: string;
}

/** Each file's front matter and body, split once (and kept by the dev cache between builds). */
export function readFrontMatter(files: SourceFile[], memo: Memo): { fronts: Map<SourceFile, Front>; diagnostics: Diagnostic[] } {
  const fronts = new Map<SourceFile, Front>();
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const split = memo.frontMatter(file, () => {
      const value = splitFrontMatter(file.text, file.relPath);
      return { ...value, firstHeading: firstHeadingOf(value.body) };
    });
    diagnostics.push(...split.diagnostics);
    // Later stages add to front matter objects' neighbours, never to them; a shallow copy keeps the cache clean.
    fronts.set(file, { frontMatter: { ...split.frontMatter }, body: split.body, firstHeading: split.firstHeading });
  }
  return { fronts, diagnostics };
}

export interface VersionPlan {
  version: DocsVersion;
  docs: DocMeta[];
  /** The version's first sidebar (its main one), or [] when it has none. */
  sidebar: SidebarItem[];
  /** Every sidebar of the version, by name, in the file's order. */
  sidebars: Record<string, SidebarItem[]>;
  /** Doc id -> the name of the sidebar a page of that doc shows; a doc in none shows no sidebar. */
  docSidebar: ReadonlyMap<string, string>;
}

/** Every sidebar of every version, by sidebarKey. */
export function allSidebars(versions: readonly VersionPlan[]): Record<string, SidebarItem[]> {
  const out: Record<string, SidebarItem[]> = {};
  for (const v of versions) for (const [name, items] of Object.entries(v.sidebars)) out[sidebarKey(v.version.name, name)] = items;
  return out;
}

/** The key of one sidebar of one version, for sidebar files and build workers. */
export function sidebarKey(version: string, name: string): string {
  return `${version}:${name}`;
}

export interface RoutePlan {
  planned: PlannedPage[];
  renderable: { file: SourceFile; url: string }[];
  fileUrls: Map<string, string>;
  docs: ReturnType<typeof buildDocs>['docs'];
  sidebar: ReturnType<typeof buildDocs>['sidebar'];
  /** Every docs version with its own docs and sidebar; `docs` and `sidebar` above are the last version's. */
  versions: VersionPlan[];
  /** Whether the site has versions.json. */
  versioned: boolean;
  blog?: BlogPlan;
  diagnostics: Diagnostic[];
}

export function planRoutes(config: ResolvedConfig, scan: ScanResult, sources: SourceFile[], fronts: Map<SourceFile, { frontMatter: FrontMatter; firstHeading?: string }>, includeDrafts: boolean): RoutePlan {
  const diagnostics: Diagnostic[] = [];
  const trailingSlash = config.trailingSlash;
  const planned: PlannedPage[] = [];
  const fileUrls = new Map<string, string>();
  const renderable: { file: SourceFile; url: string }[] = [];

  let docs: RoutePlan['docs'] = [];
  let sidebar: RoutePlan['sidebar'] = [];
  const versions: VersionPlan[] = [];
  if (config.docs) {
    for (const version of scan.versions) {
      const mark = version.name === CURRENT_VERSION ? undefined : version.name;
      const inputs: DocInput[] = sources.filter((s) => s.kind === 'doc' && s.version === mark && !isPartial(s.contentPath)).map((file) => ({ file, ...fronts.get(file)! }));
      const categories = scan.categories.filter((c) => c.version === mark);
      const result = buildDocs(inputs, categories, version.routeBase, { includeDrafts, trailingSlash });
      diagnostics.push(...result.diagnostics);
      if (scan.versioned) for (const doc of result.docs) doc.version = version.name;
      const own = versionSidebars(scan.sidebarSources[version.name] ?? { mode: 'auto' }, result, inputs, version.routeBase, config.docs.sidebarId, trailingSlash);
      diagnostics.push(...own.diagnostics);
      const first = Object.values(own.sidebars)[0] ?? [];
      versions.push({ version, docs: result.docs, sidebar: first, sidebars: own.sidebars, docSidebar: own.docSidebar });
      if (version.isLast) {
        docs = result.docs;
        sidebar = first;
      }
      const fileByPath = new Map(inputs.map((i) => [i.file.absPath, i]));
      for (const doc of result.docs) {
        const input = fileByPath.get(doc.sourcePath)!;
        fileUrls.set(doc.sourcePath, doc.url);
        // A remote document is linked to where it is placed among the docs, not where its copy is kept.
        fileUrls.set(join(config.root, version.dir, input.file.contentPath), doc.url);
        renderable.push({ file: input.file, url: doc.url });
        planned.push({ url: doc.url, layout: 'doc', source: input.file, frontMatter: input.frontMatter, title: doc.title, doc, noindex: doc.unlisted || version.noIndex });
      }
    }
  }

  let blog: BlogPlan | undefined;
  if (config.blog) {
    const authors = parseAuthors(scan.blogData.authors, diagnostics);
    const tags = parseTags(scan.blogData.tags, config.blog.routeBasePath, diagnostics, trailingSlash);
    const inputs: BlogPostInput[] = sources.filter((s) => s.kind === 'blog' && !isPartial(s.contentPath)).map((file) => ({ file, ...fronts.get(file)! }));
    blog = planBlog(inputs, config.blog, authors, tags, includeDrafts, trailingSlash);
    diagnostics.push(...blog.diagnostics);
    for (const p of blog.posts) {
      fileUrls.set(p.file.absPath, p.summary.url);
      renderable.push({ file: p.file, url: p.summary.url });
      planned.push({ url: p.summary.url, layout: 'blog-post', source: p.file, frontMatter: p.frontMatter, title: p.summary.title, post: p.summary, noindex: p.unlisted });
    }
    const base = config.blog.routeBasePath;
    for (const list of blog.lists) {
      const n = countOf(blog, list);
      const title = list.kind === 'blog-tag' ? `${n === 1 ? 'One post' : `${n} posts`} tagged with "${list.tag!.label}"` : list.kind === 'blog-author' ? list.author!.name : config.blog.title;
      planned.push({ url: list.url, layout: list.kind, source: null, frontMatter: {}, title: list.page > 1 ? `${title} (page ${list.page})` : title, list });
    }
    planned.push({ url: generatedRoute(trailingSlash, base, 'tags'), layout: 'blog-tags', source: null, frontMatter: {}, title: 'Tags' });
    planned.push({ url: generatedRoute(trailingSlash, base, 'authors'), layout: 'blog-authors', source: null, frontMatter: {}, title: 'Authors' });
    planned.push({ url: generatedRoute(trailingSlash, base, 'archive'), layout: 'blog-archive', source: null, frontMatter: {}, title: 'Archive' });
  }

  for (const file of sources.filter((s) => s.kind === 'page' && !isPartial(s.contentPath))) {
    const fm = fronts.get(file)!.frontMatter;
    const path = file.contentPath.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/i, '');
    const url = pageRoute(file.contentPath, fm, trailingSlash);
    fileUrls.set(file.absPath, url);
    renderable.push({ file, url });
    planned.push({ url, layout: fm.layout === 'home' ? 'home' : 'page', source: file, frontMatter: fm, title: typeof fm.title === 'string' ? fm.title : (fronts.get(file)!.firstHeading ?? path) });
  }

  const searchPath = generatedRoute(trailingSlash, config.search.searchPagePath);
  if (!planned.some((p) => p.url === searchPath)) planned.push({ url: searchPath, layout: 'search', source: null, frontMatter: {}, title: 'Search the documentation' });
  planned.push({ url: '/404.html', layout: 'not-found', source: null, frontMatter: {}, title: 'Page not found' });
  for (const r of config.redirects) {
    planned.push({ url: applyTrailingSlash(r.from, trailingSlash), layout: 'redirect', source: null, frontMatter: {}, title: 'Redirecting…', redirectTo: r.to, noindex: true });
  }

  // A redirect's target in the form of the page it names.
  const pageByKey = new Map(planned.map((p) => [pageKey(p.url), p.url]));
  for (const p of planned) if (p.redirectTo && !isExternal(p.redirectTo)) p.redirectTo = linkPath(p.redirectTo, (key) => pageByKey.get(key), () => false, trailingSlash);

  // Navbar items that name docs or sidebars.
  const configFile = config.configFile ? config.configFile.slice(config.root.length + 1) : undefined;
  config.navbar.items.forEach((item, i) => {
    if (item.type === 'doc' || item.type === 'docSidebar') {
      if (!config.docs) {
        diagnostics.push({ code: 'docs-not-enabled', severity: 'error', message: `Navbar item ${i} ("${item.label ?? item.type}") needs the docs section, but docs are not enabled (docs: false).`, hint: 'Enable docs in the config, or remove the item.', file: configFile });
      } else if (item.type === 'doc' && !findDoc(docs, item.docId)) {
        const draft = sources.some((s) => s.kind === 'doc' && fronts.get(s)?.frontMatter.draft === true && s.contentPath.replace(/\.mdx?$/, '') === item.docId);
        if (!draft) diagnostics.push({ code: 'missing-doc-id', severity: 'error', message: `Navbar item ${i} ("${item.label ?? item.docId}") names doc id "${item.docId}", which does not exist.`, hint: `Doc ids are paths under ${config.docs.path} without the extension, e.g. "${docs[0]?.id ?? 'intro'}".`, file: configFile });
      } else if (item.type === 'docSidebar' && item.sidebarId !== config.docs.sidebarId) {
        diagnostics.push({ code: 'missing-sidebar-id', severity: 'error', message: `Navbar item ${i} ("${item.label}") names sidebar id "${item.sidebarId}", which does not exist.`, hint: `The sidebar is called "${config.docs.sidebarId}".`, file: configFile });
      }
    }
  });

  // Every URL must decode, and each output file must come from one input only (with trailingSlash
  // unset, /a/b and /a/b/ are both written to a/b/index.html).
  const claims = new Map<string, PlannedPage[]>();
  for (const p of planned) {
    try {
      decodeURIComponent(p.url);
    } catch {
      diagnostics.push({ code: 'undecodable-pathname', severity: 'error', message: `The page URL "${p.url}" cannot be decoded (a "%" not followed by two hex digits).`, hint: 'Rename the file or fix the slug so it has no stray "%".', file: p.source?.relPath });
      continue;
    }
    const file = outputFile(p.url, trailingSlash);
    claims.set(file, [...(claims.get(file) ?? []), p]);
  }
  for (const list of claims.values()) {
    if (list.length < 2) continue;
    const url = [...new Set(list.map((p) => p.url))].join(' and ');
    const names = list.map((p) => p.source?.relPath ?? (p.layout === 'redirect' ? `a redirect in ${basename(config.configFile ?? 'config')}` : `the generated ${p.layout} page`));
    diagnostics.push({
      code: 'duplicate-url',
      severity: 'error',
      message: `${list.length} inputs claim the URL ${url}: ${names.join(', ')}.`,
      hint: 'Give one of them a different file name or `slug`, or remove the redirect.',
      file: list.find((p) => p.source)?.source?.relPath,
    });
  }
  return { planned, renderable, fileUrls, docs, sidebar, versions, versioned: scan.versioned, blog, diagnostics };
}

/** A version's sidebars: the autogenerated one (every doc in it), none, or a sidebars file resolved against the version's docs. */
function versionSidebars(source: SidebarSource, result: ReturnType<typeof buildDocs>, inputs: DocInput[], routeBase: string, defaultName: string, trailingSlash: TrailingSlash): { sidebars: Record<string, SidebarItem[]>; docSidebar: Map<string, string>; diagnostics: Diagnostic[] } {
  if (source.mode === 'none') return { sidebars: {}, docSidebar: new Map(), diagnostics: [] };
  if (source.mode === 'auto') return { sidebars: { [defaultName]: result.sidebar }, docSidebar: new Map(result.docs.map((d) => [d.id, defaultName])), diagnostics: [] };
  const file = { relPath: source.file.relPath, text: source.file.text };
  const normal = normaliseSidebars(source.file.value, file);
  const kept = new Set(result.docs.map((d) => d.id));
  const draftIds = new Set(inputs.filter((i) => i.frontMatter.draft === true).map((i) => i.file.contentPath.replace(/\.mdx?$/i, '')).filter((id) => !kept.has(id)));
  const resolved = resolveSidebars(normal.sidebars, { docs: result.docs, draftIds, autogenerate: result.autogenerate, routeBasePath: routeBase, trailingSlash, source: file });
  return { sidebars: resolved.sidebars, docSidebar: resolved.docSidebar, diagnostics: [...normal.diagnostics, ...resolved.diagnostics] };
}

function countOf(blog: BlogPlan, list: { tag?: { permalink: string } }): number {
  return blog.tags.find((t) => t.tag.permalink === list.tag?.permalink)?.count ?? 0;
}
