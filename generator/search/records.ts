// Docs pages and top-level pages split into DocSearch-shaped records: one per page (lvl1), one per
// heading (lvl2..lvl6), and one per block of text (content) under the heading it belongs to.
import type { RenderedContent } from '../content/markdown.ts';
import { sidebarPaths } from '../routes/docs.ts';
import { withBase } from '../routes/urls.ts';
import type { Page, SidebarItem, SourceFile } from '../types.ts';
import { LANGUAGE } from '../../theme/shared/search/constants.ts';
import { LEVELS, type Hierarchy, type HitType, type SearchRecord } from '../../theme/shared/search/types.ts';

/** A block longer than this many words becomes several records, so a hit points near its match. */
export const MAX_CONTENT_WORDS = 50;
export const DOCS_LVL0 = 'Documentation';
export const PAGES_LVL0 = 'Pages';

export interface RecordsInput {
  pages: readonly Page[];
  rendered: ReadonlyMap<SourceFile, RenderedContent>;
  sidebar: SidebarItem[];
  baseUrl: string;
  /** Tag of the docs version, e.g. docs-default-current; other pages get "default". */
  docsTag: string;
  /** On a site with versions.json: each version's sidebar, for its pages' lvl0 (their tag is their version's). */
  versions?: readonly { version: { name: string }; sidebar: SidebarItem[] }[];
}

/** The pages that are searched: docs and top-level pages that are listed and indexable. */
export function searchablePages(pages: readonly Page[]): Page[] {
  return pages.filter((p) => (p.layout === 'doc' || p.layout === 'page' || p.layout === 'home') && p.source && !p.noindex && !p.unlisted && !p.draft);
}

function emptyHierarchy(): Hierarchy {
  return { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** Blocks of a section: one per line of text, long ones cut into pieces of MAX_CONTENT_WORDS words. */
export function contentBlocks(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const norm = line.replace(/\s+/g, ' ').trim();
    if (!norm) continue;
    const words = norm.split(' ');
    if (words.length <= MAX_CONTENT_WORDS) out.push(norm);
    else for (let i = 0; i < words.length; i += MAX_CONTENT_WORDS) out.push(words.slice(i, i + MAX_CONTENT_WORDS).join(' '));
  }
  return out;
}

export function pageRecords(page: Page, rendered: RenderedContent, opts: { lvl0: string; baseUrl: string; tag: string }): SearchRecord[] {
  const pageUrl = withBase(opts.baseUrl, page.url);
  const out: SearchRecord[] = [];
  const make = (type: HitType, hierarchy: Hierarchy, anchor: string | null, content: string | null, parent: string | null): SearchRecord => {
    const rec: SearchRecord = {
      objectID: `${pageUrl}~${out.length}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      content,
      hierarchy: { ...hierarchy },
      language: LANGUAGE,
      docusaurus_tag: opts.tag,
      __docsearch_parent: parent,
    };
    out.push(rec);
    return rec;
  };
  const top = emptyHierarchy();
  top.lvl0 = opts.lvl0;
  top.lvl1 = page.title;
  const pageRecord = make('lvl1', top, null, null, null);
  let current = top;
  for (const section of rendered.sections) {
    let parent = pageRecord;
    if (section.heading) {
      const depth = Math.min(Math.max(section.heading.depth, 2), 6);
      const h = { ...current };
      h[LEVELS[depth]!] = section.heading.text;
      for (let d = depth + 1; d <= 6; d++) h[LEVELS[d]!] = null;
      // A heading jump (h2 straight to h4) leaves no stale level in between.
      for (let d = 2; d < depth; d++) if (!h[LEVELS[d]!]) h[LEVELS[d]!] = null;
      current = h;
      parent = make(LEVELS[depth] as HitType, h, section.heading.id, null, null);
    }
    for (const block of contentBlocks(section.text)) make('content', current, parent.anchor, block, parent.objectID);
  }
  return out;
}

/** The records page by page, so a consumer need not hold them all (the local index does not). */
export function* eachRecord(input: RecordsInput): Generator<SearchRecord> {
  const paths = sidebarPaths(input.sidebar);
  const versionPaths = new Map((input.versions ?? []).map((v) => [v.version.name, sidebarPaths(v.sidebar)]));
  for (const page of searchablePages(input.pages)) {
    const rendered = input.rendered.get(page.source!);
    if (!rendered) continue;
    const isDoc = page.layout === 'doc';
    const version = isDoc ? page.version : undefined;
    const path = isDoc ? ((version && versionPaths.get(version)) || paths).get(page.url) : undefined;
    const lvl0 = isDoc ? (path?.[0]?.label ?? DOCS_LVL0) : PAGES_LVL0;
    yield* pageRecords(page, rendered, { lvl0, baseUrl: input.baseUrl, tag: isDoc ? (version ? `docs-default-${version}` : input.docsTag) : 'default' });
  }
}
