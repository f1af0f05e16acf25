// The DocSearch record and hit shapes, shared by the index builder, the hosted client and the UI.
import type { SiteData } from '../types.ts';

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export const HIT_TYPES: readonly HitType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export type Hierarchy = Record<Level, string | null>;

/** One record of the index, in the shape the hosted crawler writes. */
export interface SearchRecord {
  objectID: string;
  /** Page path with the heading anchor, e.g. /docs/readers/#pn532. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
  /** objectID of the heading record a content record sits under (the lvl1 record before any heading). */
  __docsearch_parent: string | null;
}

/** A highlighted or snippeted value as the hosted service returns it: text with pre/post tags. */
export interface HighlightValue {
  value: string;
  matchLevel?: 'none' | 'partial' | 'full';
}

export interface SearchHit {
  objectID: string;
  url: string;
  type: HitType;
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult?: { hierarchy?: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
  _snippetResult?: { hierarchy?: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
  /** The label of the hit's docs version, when it is not the version searched from (local index). */
  version?: string;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  queryID?: string;
  /** Which backend answered: shown nowhere, but tests and analytics read it. */
  source: 'hosted' | 'local';
}

export interface SearchParams {
  query: string;
  page?: number;
  hitsPerPage?: number;
  /** Words per snippet: 10, or 5 on narrow screens. */
  snippetWords?: number;
  /** The search tag of the page's docs version: the local index ranks its hits before other versions'. */
  docsTag?: string;
  /** Other docs instances' tags: their hits rank with the page's own version's. */
  docsTags?: string[];
}

/** What the islands get from the server: the site's search settings, and where the site lives. */
export type SearchSettings = SiteData['search'] & {
  baseUrl: string;
  /** Other docs instances' tags this page's search looks in too (pageSearchSettings). */
  docsTags?: string[];
  /** The site's locale, which hosted search filters on, when it is not English (LANGUAGE). */
  language?: string;
};
