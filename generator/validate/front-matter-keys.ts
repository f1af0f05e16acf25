// A front matter key zapsite does not read would otherwise do nothing without a word: each is a
// warning at its line, saying whether it is a Docusaurus key zapsite ignores or looks misspelt.
import { closest } from '../config/resolve.ts';
import { LEGACY_AUTHOR_KEYS } from '../routes/blog-authors.ts';
import type { ContentKind, Diagnostic, RouteGraph } from '../types.ts';
import { diag } from '../diagnostics.ts';

// What render/pages.ts reads for every page with a source.
const EVERY_PAGE = [
  'title',
  'description',
  'keywords',
  'image',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'custom_edit_url',
];

/** The keys zapsite reads, by kind of content (routes/docs.ts, routes/doc-tags.ts, routes/blog.ts, routes/plan.ts). */
const READ_KEYS: Record<ContentKind, ReadonlySet<string>> = {
  doc: new Set([
    ...EVERY_PAGE,
    'id',
    'slug',
    'sidebar_position',
    'sidebar_label',
    'sidebar_class_name',
    'sidebar_custom_props',
    'unlisted',
    'draft',
    'pagination_prev',
    'pagination_next',
    'pagination_label',
    'displayed_sidebar',
    'tags',
    'hide_title',
    'last_update',
  ]),
  blog: new Set([...EVERY_PAGE, 'slug', 'date', 'authors', 'tags', 'draft', 'unlisted', ...LEGACY_AUTHOR_KEYS]),
  // wrapperClassName: an MDX page's <html> class on the classic theme (theme/classic/html-class.ts).
  page: new Set([...EVERY_PAGE, 'slug', 'layout', 'draft', 'unlisted', 'wrapperClassName']),
};

// Keys Docusaurus 3.10 reads (its docs, blog and pages plugins' front matter schemas, and `mdx`,
// whose `format` its MDX loader reads in any file), by kind: a blog key in a doc is no Docusaurus key there.
const TOC_LEVELS = ['toc_min_heading_level', 'toc_max_heading_level'];
const EVERY_KIND = ['title', 'description', 'keywords', 'image', 'slug', 'hide_table_of_contents', ...TOC_LEVELS];
const VISIBILITY = ['draft', 'unlisted', 'last_update', 'mdx'];
const DOCUSAURUS_KEYS: Record<ContentKind, ReadonlySet<string>> = {
  doc: new Set([
    ...EVERY_KIND,
    ...VISIBILITY,
    'id',
    'tags',
    'hide_title',
    'sidebar_label',
    'sidebar_position',
    'sidebar_class_name',
    'sidebar_key',
    'sidebar_custom_props',
    'displayed_sidebar',
    'pagination_label',
    'pagination_prev',
    'pagination_next',
    'parse_number_prefixes',
    'custom_edit_url',
  ]),
  blog: new Set([
    ...EVERY_KIND,
    ...VISIBILITY,
    'id',
    'title_meta',
    'sidebar_label',
    'tags',
    'date',
    'authors',
    ...LEGACY_AUTHOR_KEYS,
  ]),
  page: new Set([...EVERY_KIND, ...VISIBILITY, 'wrapperClassName']),
};

const KIND_NAMES: Record<ContentKind, string> = { doc: 'docs', blog: 'blog posts', page: 'pages' };

/**
 * What is wrong with a doc's `last_update`, by Docusaurus's rule (its FrontMatterLastUpdateSchema:
 * an object with `author` text, a `date` it can read, or both), or undefined when nothing is.
 */
function lastUpdateProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return 'must be an object with a date, an author or both';
  const { date, author } = value as { date?: unknown; author?: unknown };
  if (date === undefined && author === undefined) return 'needs a date, an author or both';
  if (author !== undefined && typeof author !== 'string') return 'has an author that is not text';
  const readable = date instanceof Date ? !Number.isNaN(date.getTime()) : Number.isFinite(Date.parse(String(date)));
  if (date !== undefined && !readable) return `has a date that is not one (${JSON.stringify(String(date))})`;
  return undefined;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether MDX content reads the key from its `frontMatter` export. */
function readInContent(text: string, key: string): boolean {
  if (!text.includes('frontMatter')) return false;
  const k = escapeRe(key);
  return new RegExp(`\\bfrontMatter(?:\\??\\.${k}\\b|\\[\\s*['"\`]${k}['"\`]\\s*\\])`).test(text);
}

/**
 * The front matter keys nothing reads, and a doc's `last_update` Docusaurus would refuse. A key
 * unread in many files is one problem: it is reported once, where it is first written, the other
 * files listed as the ones it affects (capacitor-docs writes four keys in 928 files).
 */
export function frontMatterKeyWarnings(
  graph: RouteGraph,
  siteReads: (key: string) => boolean = () => false,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const unreadFirst = new Map<string, Diagnostic>();
  for (const page of graph.pages) {
    const file = page.source;
    if (!file || page.layout === 'redirect') continue;
    const problem =
      file.kind === 'doc' && 'last_update' in page.frontMatter && lastUpdateProblem(page.frontMatter.last_update);
    if (problem) {
      const lines = file.text.split(/\r?\n/);
      const index = keyLine(lines, 'last_update');
      out.push(
        diag({
          code: 'front-matter-last-update',
          args: { problem },
          file: file.relPath,
          line: index >= 0 ? index + 1 : undefined,
          column: index >= 0 ? 1 : undefined,
          sourceLine: index >= 0 ? lines[index] : undefined,
        }),
      );
    }
    const read = READ_KEYS[file.kind];
    // A key the file's own content reads (`{frontMatter.related}` in MDX) is read.
    const lines = file.text.split(/\r?\n/);
    // A key the site's markdown.parseFrontMatter added (file.frontMatter) is the site's code's, not a
    // writer's slip; so is a key of the site's own that its code reads (a swizzled component's
    // `frontMatter.page_type`), as Docusaurus hands every key on. A Docusaurus key zapsite ignores is said.
    const unread = Object.keys(page.frontMatter).filter(
      (k) =>
        !read.has(k) &&
        !readInContent(file.text, k) &&
        !(file.frontMatter && keyLine(lines, k) < 0) &&
        (DOCUSAURUS_KEYS[file.kind].has(k) || !siteReads(k)),
    );
    if (!unread.length) continue;
    for (const key of unread) {
      const seen = unreadFirst.get(`${file.kind}\0${key}`);
      if (seen) {
        // Every file with the key, the one shown first: "affects 2 pages: a.md, b.md" at a.md.
        (seen.affects ??= [seen.file!]).push(file.relPath);
        continue;
      }
      const index = keyLine(lines, key);
      const docusaurus = DOCUSAURUS_KEYS[file.kind].has(key);
      const suggestion = docusaurus ? undefined : closest(key, [...read]);
      const d = diag({
        code: 'front-matter-unread',
        args: {
          key,
          docusaurus,
          closest: suggestion,
          kindName: KIND_NAMES[file.kind],
          reads: [...read].join(', '),
        },
        file: file.relPath,
        line: index >= 0 ? index + 1 : undefined,
        column: index >= 0 ? 1 : undefined,
        sourceLine: index >= 0 ? lines[index] : undefined,
      });
      unreadFirst.set(`${file.kind}\0${key}`, d);
      out.push(d);
    }
  }
  return out;
}

/** The line of a top-level key inside the front matter block (0-based), or -1. */
function keyLine(lines: string[], key: string): number {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^(?:${escaped}|"${escaped}"|'${escaped}')\\s*:`);
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]!); i++) if (re.test(lines[i]!)) return i;
  return -1;
}
