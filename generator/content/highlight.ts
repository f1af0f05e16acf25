// Build-time syntax highlighting with Prism's grammars (refractor, which gives hast), the
// highlighter Docusaurus ships. Nothing is sent to the browser: tokens get colours from CSS
// variables (--zs-code-token-*), defined for light and dark in theme/styles/site.css. Prism's regex
// grammars load in milliseconds, where TextMate grammars take a sizeable part of a cold build to
// compile (docs/PERFORMANCE.md).
import { refractor } from 'refractor/core';
import { diag } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import type { ElementContent, Root, RootContent } from 'hast';
import { magicLines, type MagicComment } from '../../theme/shared/magic-comments.ts';
import { tokenLines, tokenWriter, type PrismTheme } from './prism-tokens.ts';
import { CODE_COLOURS } from '../../theme/shared/code-colours.ts';
import { CodeBlockContent } from '../../theme/shared/docusaurus-classes.ts';

export type { MagicComment };

// Names as written after ``` that Prism knows under another name.
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  shellscript: 'bash',
  yml: 'yaml',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  ts: 'typescript',
  py: 'python',
  conf: 'ini',
  cfg: 'ini',
  xml: 'markup',
  html: 'markup',
  svg: 'markup',
  'c++': 'cpp',
  'c#': 'csharp',
  cs: 'csharp',
  md: 'markdown',
  ps1: 'powershell',
  rs: 'rust',
  golang: 'go',
};
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/**
 * The languages Docusaurus colours with no `additionalLanguages`: the grammars its highlighter
 * (prism-react-renderer 2.4) bundles, under the names zapsite reads them by (normaliseLanguage).
 * On a Docusaurus site a block in any other language is plain text there, and so here.
 */
export const DOCUSAURUS_LANGUAGES: readonly string[] = [
  'markup',
  'mathml',
  'ssml',
  'atom',
  'rss',
  'regex',
  'clike',
  'javascript',
  'actionscript',
  'coffeescript',
  'coffee',
  'javadoclike',
  'css',
  'yaml',
  'markdown',
  'graphql',
  'sql',
  'typescript',
  'jsdoc',
  'flow',
  'n4js',
  'n4jsd',
  'jsx',
  'tsx',
  'swift',
  'kotlin',
  'kt',
  'kts',
  'c',
  'objectivec',
  'objc',
  'reason',
  'rust',
  'go',
  'cpp',
  'python',
  'json',
  'webmanifest',
];

/** The languages coloured on this thread; undefined: every language refractor has (zapsite's own theme). */
let coloured: ReadonlySet<string> | undefined;

/** Colour only these languages (a Docusaurus site's set, site-prism.ts), or every one (undefined). */
export function limitLanguages(languages: ReadonlySet<string> | undefined): void {
  coloured = languages;
}

/** Whether a block in `lang` is coloured: an alias counts as the language it names (```rb as ruby). */
function isColoured(lang: string): boolean {
  if (!coloured || coloured.has(lang)) return true;
  const languages = refractor.languages as Record<string, unknown>;
  for (const name of coloured) if (languages[name] === languages[lang]) return true;
  return false;
}

/** A code block waiting for highlighting: the language is already normalised. */
export interface CodeJob {
  code: string;
  lang: string;
  meta: string;
  /** The language as written, which decides the comment forms of magic comments ('' for none). */
  written?: string;
  /** The site's magic comments (`prism.magicComments`); left out, the default ones. */
  magicComments?: readonly MagicComment[];
  /** Where the block is written, for a highlight that fails (highlightAll). */
  at?: { line: number; column: number };
}

export function normaliseLanguage(lang: string | null | undefined): string {
  const l = (lang ?? '').toLowerCase();
  if (PLAIN.has(l) || !/^[a-z0-9+#-]+$/.test(l)) return 'text';
  return ALIASES[l] ?? l;
}

const missing = new Set<string>();

// A fence's language, and `language="…"` (a <CodeBlock> in MDX).
const WRITTEN_LANGUAGE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([^\s`{]+)|\blanguage=["']([^"'\s]+)["']/gm;

/**
 * The languages a site's sources write, in the order to load them: Docusaurus's highlighter's order
 * for its languages, then the rest by name. Loading all of them before any block is highlighted
 * makes the colours the same whichever pages a build renders, and in whatever order (a cold build,
 * a warm one, a dev save): Prism grammars change as others load (tsx copies jsx when it loads; a
 * grammar highlighted once has merged the grammar it embeds), so ```tsx after a ```jsx block was
 * highlighted coloured differently from ```tsx alone, as Docusaurus colours it.
 */
export function writtenLanguages(texts: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const m of text.matchAll(WRITTEN_LANGUAGE)) {
      const lang = normaliseLanguage(m[1] ?? m[2]);
      if (lang !== 'text') found.add(lang);
    }
  const order = new Map(DOCUSAURUS_LANGUAGES.map((l, i) => [l, i]));
  return [...found].sort(
    (a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || (a < b ? -1 : a > b ? 1 : 0),
  );
}

/** Loads `langs` in the order given (writtenLanguages), each once. */
export async function preloadLanguages(langs: readonly string[]): Promise<void> {
  for (const lang of langs) await ensureLanguage(lang);
}

/** Load a language's grammar (and those it builds on); an unknown one falls back to plain text. */
export async function ensureLanguage(lang: string): Promise<void> {
  if (lang === 'text' || refractor.registered(lang) || missing.has(lang)) return;
  try {
    const mod = (await import(`refractor/${lang}`)) as { default: Parameters<typeof refractor.register>[0] };
    refractor.register(mod.default);
  } catch {
    missing.add(lang);
  }
}

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  /** The first line's number when `showLineNumbers` (or `showLineNumbers=N`) is given. */
  showLineNumbers: number | false;
  /** A live code block (`live`), rendered by `noInline` code itself (theme/shared/live-playground.tsx). */
  live: boolean;
  noInline: boolean;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const m = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(m);
  const highlightLines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(m.replace(/title=(?:"[^"]*"|'[^']*')/, ''));
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!a) continue;
      for (let n = a; n <= (b ?? a); n++) highlightLines.add(n);
    }
  }
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(m);
  const untitled = m.replace(/title=(?:"[^"]*"|'[^']*')/, '');
  return {
    title: title?.[1] ?? title?.[2],
    highlightLines,
    showLineNumbers: numbers ? Number(numbers[1] ?? 1) : false,
    live: /(?:^|\s)live(?=\s|$)/.test(untitled),
    noInline: /(?:^|\s)noInline(?=\s|$)/.test(untitled),
  };
}

export interface Segment {
  text: string;
  colour?: string;
}

/** Flatten Prism's nested tokens into lines of coloured text segments. */
function toLines(nodes: RootContent[]): Segment[][] {
  const lines: Segment[][] = [[]];
  const walk = (list: (RootContent | ElementContent)[], colour: string | undefined) => {
    for (const node of list) {
      if (node.type === 'text') {
        const parts = node.value.split('\n');
        parts.forEach((part, i) => {
          if (i > 0) lines.push([]);
          if (!part) return;
          const line = lines[lines.length - 1]!;
          const last = line[line.length - 1];
          if (last && last.colour === colour) last.text += part;
          else line.push({ text: part, colour });
        });
      } else if (node.type === 'element') {
        const classes = (node.properties.className as string[] | undefined) ?? [];
        // A token's own type counts before its aliases ("macro property" is a macro); a nested
        // token's colour wins over its parent's.
        const known = classes.find((c) => c !== 'token' && CODE_COLOURS[c]);
        walk(node.children, known ? CODE_COLOURS[known] : colour);
      }
    }
  };
  walk(nodes, undefined);
  return lines;
}

/** Prism's tokens for a block, or the text alone when its language is not coloured. */
function tokens(code: string, lang: string): Root {
  const source = code.replace(/\n$/, '');
  return lang !== 'text' && refractor.registered(lang) && isColoured(lang)
    ? refractor.highlight(source, lang)
    : { type: 'root', children: [{ type: 'text', value: source }] };
}

/** A code block as lines of coloured segments (the final newline dropped). */
export function codeLines(code: string, lang: string): Segment[][] {
  return toLines(tokens(code, lang).children);
}

/** A Docusaurus site's Prism themes: its tokens are written as Docusaurus writes them (prism-tokens.ts). */
let docusaurusThemes: { light: PrismTheme; dark: PrismTheme } | undefined;

/** Write tokens as Docusaurus does with these themes, or zapsite's way (undefined). */
export function useDocusaurusTokens(themes: { light: PrismTheme; dark: PrismTheme } | undefined): void {
  docusaurusThemes = themes;
}

/** A block Prism could not colour: its job and what was thrown. */
export interface HighlightFailure {
  job: CodeJob;
  error: string;
}

/**
 * Each block's <pre>, in order. A site's Prism grammar or hook that throws on a block leaves that
 * block plain and is given back to be reported where the block is, not as a crash of the build.
 */
export function highlightAll(jobs: readonly CodeJob[]): { html: string[]; failures: HighlightFailure[] } {
  const failures: HighlightFailure[] = [];
  const html = jobs.map((job) => {
    try {
      return highlightCode(job);
    } catch (error) {
      failures.push({ job, error: error instanceof Error ? error.message : String(error) });
      return highlightCode({ ...job, lang: 'text' });
    }
  });
  return { html, failures };
}

/** The warning for a block highlightAll left plain; `report` (state.ts) places it at the block. */
export function highlightFailed(f: HighlightFailure): Omit<Diagnostic, 'file' | 'sourceLine' | 'line' | 'column'> {
  return diag({ code: 'highlight-failed', args: { lang: f.job.written || f.job.lang, error: f.error } });
}

/** A code block's <pre> as HTML; the caller has loaded the language (ensureLanguage). */
export function highlightCode(job: CodeJob): string {
  const { lang } = job;
  const { code, classes } = magicLines(job);
  // Written as a string: the shape is fixed, and building hast for hast-util-to-html cost more
  // than Prism itself (~0.18 s of 0.34 s on 1,000 pages). The markup is what that gave, byte for
  // byte (tests/unit/content/highlight.test.ts compares them).
  if (docusaurusThemes) {
    const open = tokenWriter(docusaurusThemes, lang);
    return preHtml(
      tokenLines(tokens(code, lang).children),
      classes,
      (s) => open(s.types),
      DOCUSAURUS_NAMES(job.written || lang),
    );
  }
  return preHtml(codeLines(code, lang), classes, (s) =>
    s.colour ? `<span style="color:var(--zs-code-token-${s.colour})">` : '<span>',
  );
}

/** The class names a block's <pre>, <code> and lines carry besides zapsite's own. */
interface BlockNames {
  pre: string;
  code: string;
  line: string;
}

/**
 * On a Docusaurus site, Docusaurus's names beside zapsite's, as its CodeBlock writes them (`<pre
 * class="prism-code language-x codeBlock_… thin-scrollbar">`, `<code class="codeBlockLines_…">`,
 * each line `token-line`): sites' stylesheets target them (`.prism-code`, `code[class*='codeBlockLines']`).
 */
const DOCUSAURUS_NAMES = (lang: string): BlockNames => ({
  pre: ` prism-code language-${lang || 'text'} ${CodeBlockContent.codeBlock} thin-scrollbar`,
  code: ` class="${CodeBlockContent.codeBlockLines}"`,
  line: 'token-line ',
});

const ZAPSITE_NAMES: BlockNames = { pre: '', code: '', line: '' };

/** The <pre>: each line a span with its magic-comment classes, each segment in the span `open` gives it. */
function preHtml<S extends { text: string }>(
  lines: S[][],
  classes: ReadonlyMap<number, string[]>,
  open: (segment: S) => string,
  names: BlockNames = ZAPSITE_NAMES,
): string {
  let html = `<pre class="zs-code${names.pre}" tabindex="0"><code${names.code}>`;
  lines.forEach((segments, i) => {
    if (i > 0) html += '\n';
    const extra = classes.get(i);
    html += extra ? `<span class="${names.line}line ${extra.join(' ')}">` : `<span class="${names.line}line">`;
    for (const s of segments) html += `${open(s)}${escapeText(s.text)}</span>`;
    html += '</span>';
  });
  return html + '</code></pre>';
}

// As hast-util-to-html writes text: "<" and "&" as hexadecimal references, nothing else.
const TEXT_ESCAPES = /[<&]/g;
function escapeText(text: string): string {
  return text.replace(TEXT_ESCAPES, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));
}
