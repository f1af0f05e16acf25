// Docs pages and top-level pages split into DocSearch-shaped records: one per page (lvl1), one per
// heading (lvl2..lvl6), and one per block of text (content) under the heading it belongs to.
import type { RenderedContent } from '../content/markdown.ts';
import { sidebarPaths } from '../routes/sidebar-walk.ts';
import { withBase } from '../routes/urls.ts';
import type { Page, SidebarItem, SourceFile } from '../types.ts';
import { LANGUAGE } from '../../theme/shared/search/constants.ts';
import { LEVELS, type Hierarchy, type HitType, type SearchRecord } from '../../theme/shared/search/types.ts';

/** A block longer than this many words becomes several records, so a hit points near its match. */
const MAX_CONTENT_WORDS = 50;
const DOCS_LVL0 = 'Documentation';
const PAGES_LVL0 = 'Pages';

export interface RecordsInput {
  pages: readonly Page[];
  rendered: ReadonlyMap<SourceFile, RenderedContent>;
  /** Every docs sidebar: a doc's lvl0 is the top category holding it. */
  sidebars: Record<string, SidebarItem[]>;
  baseUrl: string;
  /** Tag of the docs version, e.g. docs-default-current (a versioned site's docs get their own version's); other pages get "default". */
  docsTag: string;
}

/** The pages that are searched: docs and top-level pages that are listed and indexable. */
function searchablePages(pages: readonly Page[]): Page[] {
  return pages.filter(
    (p) =>
      (p.layout === 'doc' || p.layout === 'page' || p.layout === 'home') &&
      p.source &&
      !p.noindex &&
      !p.unlisted &&
      !p.draft,
  );
}

/** A generated index has no content file: its title and description are what is searched. */
function generatedIndexContent(page: Page): Pick<RenderedContent, 'sections'> {
  return { sections: page.description ? [{ heading: null, text: page.description }] : [] } as unknown as Pick<
    RenderedContent,
    'sections'
  >;
}

function emptyHierarchy(): Hierarchy {
  return { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

/** Blocks of a section: one per line of text, long ones cut into pieces of MAX_CONTENT_WORDS words. */
function contentBlocks(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const norm = line.replace(/\s+/g, ' ').trim();
    if (!norm) continue;
    const words = norm.split(' ');
    if (words.length <= MAX_CONTENT_WORDS) out.push(norm);
    else
      for (let i = 0; i < words.length; i += MAX_CONTENT_WORDS)
        out.push(words.slice(i, i + MAX_CONTENT_WORDS).join(' '));
  }
  return out;
}

function pageRecords(
  page: Page,
  rendered: Pick<RenderedContent, 'sections'>,
  opts: { lvl0: string; baseUrl: string; tag: string },
): SearchRecord[] {
  const pageUrl = withBase(opts.baseUrl, page.url);
  const out: SearchRecord[] = [];
  const make = (
    type: HitType,
    hierarchy: Hierarchy,
    at: { anchor: string | null; content: string | null; parent: string | null },
  ): SearchRecord => {
    const { anchor, content, parent } = at;
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
  const pageRecord = make('lvl1', top, { anchor: null, content: null, parent: null });
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
      parent = make(LEVELS[depth] as HitType, h, { anchor: section.heading.id, content: null, parent: null });
    }
    for (const block of contentBlocks(section.text))
      make('content', current, { anchor: parent.anchor, content: block, parent: parent.objectID });
  }
  return out;
}

/** The records page by page, so a consumer need not hold them all (the local index does not). */
export function* eachRecord(input: RecordsInput): Generator<SearchRecord> {
  const paths = new Map<string, ReturnType<typeof sidebarPaths> extends Map<string, infer V> ? V : never>();
  // A doc in two sidebars takes its category from the first, as its search hit shows one.
  for (const items of Object.values(input.sidebars))
    for (const [url, chain] of sidebarPaths(items)) if (!paths.has(url)) paths.set(url, chain);
  const indexes = input.pages.filter((p) => p.layout === 'doc-index' && !p.noindex);
  for (const page of [...searchablePages(input.pages), ...indexes]) {
    const rendered = page.layout === 'doc-index' ? generatedIndexContent(page) : input.rendered.get(page.source!);
    if (!rendered) continue;
    const isDoc = page.layout === 'doc' || page.layout === 'doc-index';
    const path = isDoc ? paths.get(page.url) : undefined;
    const version = isDoc ? page.version : undefined;
    const lvl0 = isDoc ? (path?.[0]?.label ?? DOCS_LVL0) : PAGES_LVL0;
    yield* pageRecords(page, rendered, {
      lvl0,
      baseUrl: input.baseUrl,
      // A further docs instance's pages carry its id (Docusaurus's docs-<plugin id>-<version>).
      tag: isDoc
        ? page.instance
          ? `docs-${page.instance}-${version ?? 'current'}`
          : version
            ? `docs-default-${version}`
            : input.docsTag
        : 'default',
    });
  }
}
