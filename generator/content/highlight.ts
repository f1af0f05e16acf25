// Build-time syntax highlighting with Shiki: two themes as CSS variables, nothing shipped to the browser.
import { createHighlighter, createCssVariablesTheme, bundledLanguages, type Highlighter, type ShikiTransformer } from 'shiki';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';

// One theme whose colours are CSS variables: code is tokenised once, and light and dark colours
// live in the stylesheet (theme/styles/site.css). Two Shiki themes would tokenise every block twice.
const THEME = createCssVariablesTheme({ name: 'zapsite', variablePrefix: '--zs-code-', variableDefaults: {}, fontStyle: true });
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', yml: 'yaml', js: 'javascript', ts: 'typescript', py: 'python', conf: 'ini', cfg: 'ini' };

let shared: Promise<Highlighter> | undefined;

/** One highlighter per process: it is immutable apart from lazily loaded grammars. */
export function getHighlighter(): Promise<Highlighter> {
  shared ??= createHighlighter({ themes: [THEME], langs: [] });
  return shared;
}

export function normaliseLanguage(lang: string | null | undefined): string {
  const l = (lang ?? '').toLowerCase();
  const name = ALIASES[l] ?? l;
  return name in bundledLanguages ? name : 'text';
}

export async function ensureLanguage(h: Highlighter, lang: string): Promise<void> {
  if (lang === 'text' || h.getLoadedLanguages().includes(lang)) return;
  await h.loadLanguage(lang as keyof typeof bundledLanguages);
}

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
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
  return { title: title?.[1] ?? title?.[2], highlightLines, showLineNumbers: /\bshowLineNumbers\b/.test(m) };
}

/** Highlight code to a hast <pre> element; the caller has loaded the language. */
export function highlightToHast(h: Highlighter, code: string, lang: string, meta: CodeMeta): Element {
  const transformers: ShikiTransformer[] = [
    {
      line(node, line) {
        if (meta.highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
      },
    },
  ];
  const root = h.codeToHast(code.replace(/\n$/, ''), { lang, theme: THEME, transformers });
  return root.children[0] as Element;
}

/** A code block's <pre> as HTML; the caller has loaded the language. */
export function highlightCode(h: Highlighter, job: { code: string; lang: string; meta: string }): string {
  return toHtml(highlightToHast(h, job.code, job.lang, parseCodeMeta(job.meta)));
}
