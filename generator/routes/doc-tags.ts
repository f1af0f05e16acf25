// Docs tags for one docs version: each doc's tags, the tags list page and one page per tag, at
// Docusaurus's URLs (<version route>/<tagsBasePath>/ and .../<permalink>/). A versioned site calls
// planDocTags once per version with that version's docs and route.
import { generatedRoute, joinRoute, type TrailingSlash } from './permalinks.ts';
import {
  groupByTag,
  normalizeTags,
  tagVisibility,
  type InlineTagsPolicy,
  type Tag,
  type TagsFile,
  type TagsSettings,
} from './tags.ts';
import type { Diagnostic, DocMeta, DocTagListItem, DocTagPage, FrontMatter, SourceFile } from '../types.ts';
import { descriptionOf } from './plan/front-matter.ts';
import { wordsOf, type ThemeWords } from '../i18n/theme-defaults.ts';

export interface DocTagsInput {
  /** The docs of one version, drafts already left out (as in a production build). */
  /** `excerpt`: the doc's first line of text, its description when front matter has none. */
  docs: { doc: DocMeta; file: SourceFile; frontMatter: FrontMatter; excerpt?: string }[];
  /** The version's route, e.g. "/docs" or "/docs/1.0". */
  routeBase: string;
  tagsBasePath: string;
  tagsFile: TagsFile | null;
  /** How the tags file is named in messages. */
  tagsFileName: string;
  onInlineTags: InlineTagsPolicy;
  trailingSlash: TrailingSlash;
}

export interface DocTagsPlan {
  /** Each doc's tags, by doc id, for the links at the bottom of its page. */
  docTags: Map<string, Tag[]>;
  /** The tags list page; absent when no doc has a tag. */
  list?: { url: string; tags: DocTagListItem[] };
  /** One page per tag, unlisted ones included. */
  pages: DocTagPage[];
  diagnostics: Diagnostic[];
}

export function planDocTags(input: DocTagsInput): DocTagsPlan {
  const diagnostics: Diagnostic[] = [];
  const tagsRoute = joinRoute(input.routeBase, input.tagsBasePath);
  const settings: TagsSettings = {
    tagsRoute,
    trailingSlash: input.trailingSlash,
    onInlineTags: input.onInlineTags,
    fileName: input.tagsFileName,
    codes: { file: 'docs-tags', inline: 'docs-inline-tag' },
  };
  const docTags = new Map<string, Tag[]>();
  for (const { doc, file, frontMatter } of input.docs) {
    const tags = normalizeTags(file, frontMatter.tags, { tagsFile: input.tagsFile, settings }, diagnostics);
    if (tags.length) docTags.set(doc.id, tags);
  }
  const listUrl = generatedRoute(input.trailingSlash, tagsRoute);
  const docs = input.docs.map((d) => d.doc);
  const descriptions = new Map(input.docs.map((d) => [d.doc.id, descriptionOf(d)]));
  const pages: DocTagPage[] = [];
  for (const { tag, items } of groupByTag(docs, (d) => docTags.get(d.id) ?? []).values()) {
    const { unlisted, listed } = tagVisibility(items, (d) => d.unlisted);
    const byTitle = [...listed].sort((a, b) => a.title.localeCompare(b.title));
    pages.push({
      url: tag.permalink,
      label: tag.label,
      description: tag.description,
      count: listed.length,
      unlisted,
      allTagsUrl: listUrl,
      docs: byTitle.map((d) => {
        const description = descriptions.get(d.id);
        return { id: d.id, title: d.title, url: d.url, ...(typeof description === 'string' ? { description } : {}) };
      }),
    });
  }
  const listed = pages
    .filter((p) => !p.unlisted)
    .map((p) => ({
      label: p.label,
      url: p.url,
      count: p.count,
      ...(p.description ? { description: p.description } : {}),
    }));
  // As in Docusaurus, the list page is made when any doc has a tag, even if every tag is unlisted.
  return { docTags, list: pages.length ? { url: listUrl, tags: listed } : undefined, pages, diagnostics };
}

/** "One doc tagged with …" or "3 docs tagged with …": a tag page's heading, in the site's language (`words`). */
export function docTagTitle(count: number, label: string, words: ThemeWords = wordsOf({}, 'en')): string {
  return words.text('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', {
    nDocsTagged: words.plural(
      'theme.docs.tagDocListPageTitle.nDocsTagged',
      'One doc tagged|{count} docs tagged',
      count,
    ),
    tagName: label,
  });
}
