// Turning hits into what the UI lists: site-relative URLs, groups by top-level heading, titles.
import { HITS_PER_GROUP } from './constants.ts';
import { parseHighlighted, type Segment } from './highlight.ts';
import { LEVELS, type Level, type SearchHit } from './types.ts';
import { isExternal } from '../url-path.ts';

/**
 * The link a hit opens. Absolute URLs from the hosted index become site paths (as DocSearch does), and
 * the configured rule replaces the first occurrence of `from` (a literal string) in the path.
 */
export function hitUrl(url: string, replace?: { from: string; to: string }): string {
  let path = url;
  let hash = '';
  let search = '';
  if (isExternal(url)) {
    try {
      // The base only completes a scheme-relative URL (//host/path); its host is dropped with it.
      const u = new URL(url, 'https://host.invalid');
      path = u.pathname;
      search = u.search;
      hash = u.hash;
    } catch {
      return '#';
    }
  } else {
    const h = path.indexOf('#');
    if (h >= 0) {
      hash = path.slice(h);
      path = path.slice(0, h);
    }
    const q = path.indexOf('?');
    if (q >= 0) {
      search = path.slice(q);
      path = path.slice(0, q);
    }
  }
  if (!path.startsWith('/')) path = '/' + path;
  if (replace && replace.from) path = path.replace(replace.from, replace.to);
  return path + search + hash;
}

export interface HitGroup {
  title: string;
  hits: SearchHit[];
}

/** Group by lvl0 in order of each group's best hit; at most `perGroup` hits in each. */
export function groupHits(hits: readonly SearchHit[], perGroup = HITS_PER_GROUP): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const title = hit.hierarchy.lvl0 ?? 'Documentation';
    let g = groups.get(title);
    if (!g) groups.set(title, (g = { title, hits: [] }));
    if (g.hits.length < perGroup) g.hits.push(hit);
  }
  return [...groups.values()];
}

function lowestLevel(hit: SearchHit): Level {
  for (let i = LEVELS.length - 1; i >= 1; i--) if (hit.hierarchy[LEVELS[i]!]) return LEVELS[i]!;
  return 'lvl1';
}

/** One hierarchy level of a hit as segments, from its highlight or snippet when the hit carries one. */
function levelSegments(hit: SearchHit, level: Level, kind: 'snippet' | 'highlight'): Segment[] {
  const box = kind === 'snippet' ? hit._snippetResult : hit._highlightResult;
  const v = box?.hierarchy?.[level]?.value;
  if (typeof v === 'string') return parseHighlighted(v);
  const plain = hit.hierarchy[level];
  return plain ? [{ text: plain, match: false }] : [];
}

/**
 * What a hit shows: a title (the content snippet, or the heading it points to) and a path below it
 * (the page title for headings, the heading chain for content), as segments.
 */
export function hitDisplay(hit: SearchHit): { title: Segment[]; path: Segment[] } {
  if (hit.type === 'content') {
    const v = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value;
    const title = typeof v === 'string' ? parseHighlighted(v) : [{ text: hit.content ?? '', match: false }];
    const chain: Segment[] = [];
    for (const level of LEVELS.slice(1)) {
      if (!hit.hierarchy[level]) continue;
      if (chain.length) chain.push({ text: ' › ', match: false });
      chain.push(...levelSegments(hit, level, 'snippet'));
    }
    return { title, path: chain };
  }
  const level = hit.type === 'lvl1' ? 'lvl1' : (hit.type as Level);
  const own = hit.hierarchy[level] ? level : lowestLevel(hit);
  const title = levelSegments(hit, own, 'highlight');
  const path = own === 'lvl1' ? [] : levelSegments(hit, 'lvl1', 'snippet');
  return { title, path };
}

/** The page titles of a result set, for "Try searching for" after a later search finds nothing. */
export function suggestionsFrom(hits: readonly SearchHit[]): string[] {
  const out: string[] = [];
  for (const h of hits) {
    const t = h.hierarchy.lvl1;
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/** The results page's view of a hit: its own heading as title, the levels above it, and the text snippet. */
export function pageDisplay(hit: SearchHit): { title: Segment[]; crumbs: string[]; snippet: Segment[] } {
  const levels = LEVELS.filter((l) => hit.hierarchy[l]);
  const own = hit.type === 'content' ? (levels[levels.length - 1] ?? 'lvl1') : (hit.type as Level);
  const title = levelSegments(hit, own, 'highlight');
  const crumbs = levels.slice(0, Math.max(0, levels.indexOf(own))).map((l) => hit.hierarchy[l]!);
  let snippet: Segment[] = [];
  if (hit.type === 'content') {
    const v = hit._snippetResult?.content?.value;
    snippet = typeof v === 'string' ? parseHighlighted(v) : hit.content ? [{ text: hit.content, match: false }] : [];
  }
  return { title, crumbs, snippet };
}
