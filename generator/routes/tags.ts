// Tags as Docusaurus 3 has them, shared by the blog and the docs: the tags file, front matter tags
// normalised to labels and permalinks, the inline-tag policy, and items grouped by tag.
import { parseDocument } from 'yaml';
// One module each: the package's index would make ~640 files inputs of the CLI bundle.
import capitalize from 'lodash-es/capitalize.js';
import kebabCase from 'lodash-es/kebabCase.js';
import { generatedRoute, type TrailingSlash } from './permalinks.ts';
import { lineOf } from './blog-authors.ts';
import { severityFor } from '../diagnostic-codes.ts';
import { diag, optionDiag } from '../diagnostics.ts';
import type { BlogTag, Diagnostic, SourceFile } from '../types.ts';
import type { TagsFileFault } from '../diagnostic-codes/content.ts';

/** One entry of a tags file, normalised; `permalink` is relative to the tags route ("/readers"). */
interface TagDefinition {
  label: string;
  permalink: string;
  description?: string;
}

export type TagsFile = ReadonlyMap<string, TagDefinition>;

/** A tag of a post or doc: its full URL in the site's form, and whether the tags file defines it. */
export interface Tag extends BlogTag {
  inline: boolean;
}

export type InlineTagsPolicy = 'throw' | 'warn' | 'ignore';

/** What a content section says about tags, and the diagnostic codes its problems are reported under. */
export interface TagsSettings {
  /** The tags route, e.g. "/docs/tags"; tag permalinks go under it. */
  tagsRoute: string;
  trailingSlash: TrailingSlash;
  onInlineTags: InlineTagsPolicy;
  /** How the tags file is named in messages. */
  fileName: string;
  codes: { file: 'docs-tags' | 'blog-tags'; inline: 'docs-inline-tag' | 'blog-inline-tag' };
}

/**
 * The tags file, or null when there is none. As in Docusaurus, with `onInlineTags: 'ignore'` the
 * file is still checked but not used, so every tag is inline (labels and permalinks from the front
 * matter). A label defaults to the key capitalised, a permalink to the key in kebab case; two keys
 * may not share a permalink.
 */
export function readTagsFile(
  data: { relPath: string; text: string } | undefined,
  onInlineTags: InlineTagsPolicy,
  code: 'docs-tags' | 'blog-tags',
  diagnostics: Diagnostic[],
): TagsFile | null {
  if (!data) return null;
  const fail = (fault: TagsFileFault, at: { line?: number; column?: number } = {}) => {
    diagnostics.push(diag({ code, args: { problem: 'file-entry', ...fault }, file: data.relPath, ...at }));
    return null;
  };
  if (!data.text.trim()) return fail({ fault: 'empty' }, { line: 1, column: 1 });
  const doc = parseDocument(data.text);
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    return fail(
      { fault: 'yaml', error: e.message.split('\n')[0]! },
      {
        line: e.linePos?.[0]?.line,
        column: e.linePos?.[0]?.col,
      },
    );
  }
  const obj: unknown = doc.toJS();
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return fail({ fault: 'not-map' }, { line: 1, column: 1 });
  const lines = data.text.split(/\r?\n/);
  const at = (key: string) => {
    const i = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`'${key}':`) || l.startsWith(`"${key}":`));
    return i >= 0 ? { line: i + 1, column: 1 } : {};
  };
  const map = new Map<string, TagDefinition>();
  const byPermalink = new Map<string, string>();
  for (const [key, value] of Object.entries(obj as Record<string, unknown>)) {
    if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
      return fail({ fault: 'tag-shape', key }, at(key));
    const t = (value ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(t)) {
      if (!['label', 'permalink', 'description'].includes(field))
        return fail({ fault: 'unknown-field', key, field }, at(key));
      if (typeof t[field] !== 'string') return fail({ fault: 'field-type', key, field }, at(key));
    }
    const permalink = kebabCase(t.permalink as string | undefined) || `/${kebabCase(key)}`;
    const other = byPermalink.get(permalink);
    if (other !== undefined) return fail({ fault: 'same-permalink', other, key, permalink }, at(key));
    byPermalink.set(permalink, key);
    map.set(key, {
      label: (t.label as string | undefined) || capitalize(key),
      permalink,
      description: (t.description as string | undefined) || undefined,
    });
  }
  return onInlineTags === 'ignore' ? null : map;
}

/**
 * One front matter tag: a key of the tags file, or an inline tag (a string: its label, permalink
 * in kebab case; an object: its own label and permalink). Undefined when the value is neither.
 */
export function normalizeTag(
  value: unknown,
  tagsFile: TagsFile | null,
  settings: Pick<TagsSettings, 'tagsRoute' | 'trailingSlash'>,
): Tag | undefined {
  const route = (permalink: string) => generatedRoute(settings.trailingSlash, settings.tagsRoute, permalink);
  if (typeof value === 'string') {
    const defined = tagsFile?.get(value);
    if (defined)
      return {
        key: value,
        label: defined.label,
        permalink: route(defined.permalink),
        description: defined.description,
        inline: false,
      };
    return { key: value, label: value, permalink: route(kebabCase(value)), inline: true };
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const t = value as Record<string, unknown>;
    if (typeof t.label !== 'string' || typeof t.permalink !== 'string') return undefined;
    return {
      key: t.label,
      label: t.label,
      permalink: route(t.permalink),
      description: typeof t.description === 'string' ? t.description : undefined,
      inline: true,
    };
  }
  return undefined;
}

/**
 * A file's `tags` front matter, normalised, with a located diagnostic for each entry that is not a
 * tag and, when there is a tags file, for each inline tag (as `onInlineTags` says).
 */
export function normalizeTags(
  file: SourceFile,
  value: unknown,
  rules: { tagsFile: TagsFile | null; settings: TagsSettings },
  diagnostics: Diagnostic[],
): Tag[] {
  const { tagsFile, settings } = rules;
  if (value === undefined || value === null) return [];
  const tags: Tag[] = [];
  const severity = severityFor(settings.onInlineTags);
  for (const entry of Array.isArray(value) ? value : [value]) {
    const tag = normalizeTag(entry, tagsFile, settings);
    if (!tag) {
      diagnostics.push(
        diag({
          code: settings.codes.file,
          args: { problem: 'tag-value', written: JSON.stringify(entry) },
          file: file.relPath,
          ...lineOf(
            file,
            'tags',
            typeof entry === 'object' && entry && 'label' in entry
              ? String((entry as { label: unknown }).label)
              : String(entry),
          ),
        }),
      );
      continue;
    }
    if (tag.inline && tagsFile && severity) {
      diagnostics.push(
        optionDiag(severity, {
          code: settings.codes.inline,
          args: { label: tag.label, fileName: settings.fileName, declared: [...tagsFile.keys()].join(', ') },
          file: file.relPath,
          ...lineOf(file, 'tags', tag.label),
        }),
      );
    }
    tags.push(tag);
  }
  return tags;
}

/**
 * Items grouped by tag permalink, in the order tags are first met; the first tag met with a
 * permalink gives its label, and an item tagged twice is listed once.
 */
export function groupByTag<T>(
  items: readonly T[],
  tagsOf: (item: T) => readonly Tag[],
): Map<string, { tag: Tag; items: T[] }> {
  const groups = new Map<string, { tag: Tag; items: T[] }>();
  for (const item of items) {
    for (const tag of tagsOf(item)) {
      const group = groups.get(tag.permalink) ?? { tag, items: [] };
      if (!group.items.includes(item)) group.items.push(item);
      groups.set(tag.permalink, group);
    }
  }
  return groups;
}

/**
 * Which items a tag's page lists: a tag whose items are all unlisted is itself unlisted and its
 * page shows them all; otherwise the unlisted items are left off.
 */
export function tagVisibility<T>(
  items: readonly T[],
  isUnlisted: (item: T) => boolean,
): { unlisted: boolean; listed: T[] } {
  if (items.every(isUnlisted)) return { unlisted: true, listed: [...items] };
  return { unlisted: false, listed: items.filter((i) => !isUnlisted(i)) };
}
