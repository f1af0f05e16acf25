// A blog post's authors, in every form Docusaurus reads: keys of authors.yml, inline objects (with
// a `key` they take that author and override its fields), and the legacy single-author keys
// (`author`, `author_title`, `author_url`, `author_image_url` or their camel-case forms).
import { authorSocials } from './author-socials.ts';
import type { BlogOptions } from '../config/schema.ts';
import type { BlogAuthor, Diagnostic, FrontMatter, SourceFile } from '../types.ts';
import { severityFor } from '../diagnostic-codes.ts';
import { diag, optionDiag } from '../diagnostics.ts';

/** The legacy single-author keys, snake and camel case, by the field they fill. */
const LEGACY = {
  name: ['author'],
  title: ['author_title', 'authorTitle'],
  url: ['author_url', 'authorURL'],
  imageUrl: ['author_image_url', 'authorImageURL'],
} as const;
export const LEGACY_AUTHOR_KEYS: readonly string[] = Object.values(LEGACY).flat();

export function postAuthors(
  post: { file: SourceFile; fm: FrontMatter },
  authors: Map<string, BlogAuthor>,
  onInline: BlogOptions['onInlineAuthors'],
  diagnostics: Diagnostic[],
): BlogAuthor[] {
  const { file, fm } = post;
  const out: BlogAuthor[] = [];
  const at = (key: string, field = 'authors') => ({ file: file.relPath, ...lineOf(file, field, key) });
  const legacy = legacyAuthor(fm);
  const listed =
    fm.authors === undefined || fm.authors === null ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  if (legacy && listed.length) {
    const key = LEGACY_AUTHOR_KEYS.find((k) => fm[k] !== undefined)!;
    diagnostics.push(
      diag({
        code: 'blog-author-forms',
        args: { key },
        ...at(key, key),
      }),
    );
    return out;
  }
  for (const entry of listed) {
    if (typeof entry === 'string') {
      const a = authors.get(entry);
      if (a) out.push(a);
      else diagnostics.push(unknownAuthor(entry, authors, at(entry)));
      continue;
    }
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      diagnostics.push(
        diag({
          code: 'blog-author-shape',
          args: { problem: 'not-author', written: JSON.stringify(entry) },
          ...at('authors', 'authors'),
        }),
      );
      continue;
    }
    const o = entry as Record<string, unknown>;
    const key = typeof o.key === 'string' ? o.key : undefined;
    const base = key !== undefined ? authors.get(key) : undefined;
    if (key !== undefined && !base) {
      diagnostics.push(unknownAuthor(key, authors, at(key)));
      continue;
    }
    const name = str(o.name) ?? base?.name;
    const imageUrl = str(o.image_url) ?? str(o.imageURL) ?? base?.imageUrl;
    if (!name && !imageUrl) {
      diagnostics.push(
        diag({
          code: 'blog-author-shape',
          args: { problem: 'no-name' },
          ...at('authors', 'authors'),
        }),
      );
      continue;
    }
    out.push({
      key: base?.key ?? '',
      name: name ?? '',
      title: str(o.title) ?? base?.title,
      url: str(o.url) ?? base?.url,
      imageUrl,
      page: base?.page ?? false,
      ...(base?.permalink ? { permalink: base.permalink } : {}),
      socials: {
        ...base?.socials,
        ...authorSocials(o.socials),
      },
    });
    if (!base) reportInline(name ?? imageUrl!, onInline, at(name ?? imageUrl!), diagnostics);
  }
  if (legacy) {
    out.push(legacy);
    reportInline(legacy.name, onInline, at(String(fm.author ?? ''), 'author'), diagnostics);
  }
  return out;
}

function legacyAuthor(fm: FrontMatter): BlogAuthor | undefined {
  const pick = (keys: readonly string[]) => keys.map((k) => str(fm[k])).find((v) => v !== undefined);
  const name = pick(LEGACY.name);
  const title = pick(LEGACY.title);
  const url = pick(LEGACY.url);
  const imageUrl = pick(LEGACY.imageUrl);
  if (name === undefined && title === undefined && url === undefined && imageUrl === undefined) return undefined;
  return { key: '', name: name ?? '', title, url, imageUrl, page: false, socials: {} };
}

function reportInline(
  name: string,
  onInline: BlogOptions['onInlineAuthors'],
  where: Pick<Diagnostic, 'file' | 'line' | 'column' | 'sourceLine'>,
  diagnostics: Diagnostic[],
): void {
  const severity = severityFor(onInline);
  if (!severity) return;
  diagnostics.push(
    optionDiag(severity, {
      code: 'blog-inline-author',
      args: { name },
      ...where,
    }),
  );
}

function unknownAuthor(
  key: string,
  authors: Map<string, BlogAuthor>,
  where: Pick<Diagnostic, 'file' | 'line' | 'column' | 'sourceLine'>,
): Diagnostic {
  return diag({
    code: 'blog-unknown-author',
    args: { key, known: [...authors.keys()].join(', ') },
    ...where,
  });
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Where a value is written under a front matter field: from the field's line on, whole words only. */
export function lineOf(
  file: SourceFile,
  field: string,
  key: string,
): Pick<Diagnostic, 'line' | 'column' | 'sourceLine'> {
  const lines = file.text.split(/\r?\n/);
  const start = lines.findIndex((l) => new RegExp(`^${escapeRe(field)}\\s*:`).test(l));
  const needle = new RegExp(`(?<![\\w-])${escapeRe(key)}(?![\\w-])`);
  for (let i = Math.max(start, 0); i < lines.length; i++) {
    if (start >= 0 && i > start && /^[^\s-]/.test(lines[i]!)) break;
    const m = needle.exec(lines[i]!);
    if (m) return { line: i + 1, column: m.index + 1, sourceLine: lines[i] };
  }
  return { line: start >= 0 ? start + 1 : 1, column: 1, sourceLine: lines[Math.max(start, 0)] };
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An authors.yml entry's `page`, as Docusaurus reads it: absent or false, no page; `true`, a page at
 * the key in kebab case; `{ permalink }`, a page at that path (both under the blog's `authors/`).
 */
export function authorPage(key: string, page: unknown): Pick<BlogAuthor, 'page' | 'permalink'> {
  if (page === true) return { page: true, permalink: kebabCase(key) };
  if (page && typeof page === 'object' && typeof (page as { permalink?: unknown }).permalink === 'string') {
    const permalink = (page as { permalink: string }).permalink.replace(/^\/+|\/+$/g, '');
    return { page: true, permalink: permalink || kebabCase(key) };
  }
  return { page: false };
}

/**
 * lodash's kebabCase, which Docusaurus applies to the key: words split at case changes and between
 * letters and digits, lower-cased, joined by "-" ("JoelMarcey" -> "joel-marcey", "user_2" -> "user-2").
 */
export function kebabCase(text: string): string {
  const words = text.replace(/['\u2019]/g, '').match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}
