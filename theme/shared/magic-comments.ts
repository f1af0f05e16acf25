// Which lines of a code block carry a class, as Docusaurus decides it: a `{1,4-6}` range in the
// meta string (the first magic comment's class), or else magic comments in the code, such as
// `// highlight-next-line` or `# highlight-start` ... `# highlight-end`, which are removed from the
// block. The comment forms a language accepts are Docusaurus's (theme-common's codeBlockUtils).

export interface MagicComment {
  className: string;
  /** The directive that marks the next line. */
  line?: string;
  /** The directives that open and close a run of lines. */
  block?: { start: string; end: string };
}

/** Docusaurus's default magic comments (`highlight-next-line`, `highlight-start` ... `highlight-end`) under `className`. */
export function highlightComments(className: string): MagicComment[] {
  return [{ className, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];
}

/** Docusaurus's default, under zapsite's class for highlighted lines. */
const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = highlightComments('highlighted');

// Comment forms by name: what opens the comment and what closes it, as regular expressions.
const FORMS: Record<string, [string, string]> = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
};

/** The comment forms of a language as written; an unknown one takes the common five. */
function formsFor(lang: string): string[] {
  switch (lang) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    case 'wasm':
      return ['wasm'];
    case 'vb':
    case 'vba':
    case 'visual-basic':
      return ['vb', 'rem'];
    case 'vbnet':
      return ['vbnet', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'f90'];
    case 'fsharp':
      return ['js', 'ml'];
    case 'ocaml':
    case 'sml':
      return ['ml'];
    case 'fortran':
      return ['f90'];
    case 'cobol':
      return ['cobol'];
    default:
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

const RANGE = /\{([\d,\s-]+)\}/;
const TITLE = /title=(?:"[^"]*"|'[^']*')/;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new WeakMap<readonly MagicComment[], Map<string, RegExp>>();

function directiveRegex(lang: string, comments: readonly MagicComment[]): RegExp {
  let byLang = patterns.get(comments);
  if (!byLang) patterns.set(comments, (byLang = new Map()));
  let re = byLang.get(lang);
  if (!re) {
    const names = comments
      .flatMap((c) => [c.line, c.block?.start, c.block?.end])
      .filter((d): d is string => !!d)
      .map(escapeRe)
      .join('|');
    const forms = formsFor(lang)
      .map((f) => `(?:${FORMS[f]![0]}\\s*(${names})\\s*${FORMS[f]![1]})`)
      .join('|');
    re = new RegExp(`^\\s*(?:${forms})\\s*$`);
    byLang.set(lang, re);
  }
  return re;
}

/** The code without its magic comment lines, and the classes of each line (0-based). */
export function magicLines(job: {
  code: string;
  meta: string;
  written?: string;
  magicComments?: readonly MagicComment[];
}): { code: string; classes: Map<number, string[]> } {
  const comments = job.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  const classes = new Map<number, string[]>();
  const add = (line: number, className: string) => {
    const list = classes.get(line);
    if (!list) classes.set(line, [className]);
    else if (!list.includes(className)) list.push(className);
  };
  // A range in the meta string wins, and the code is then left as written.
  const range = RANGE.exec(job.meta.replace(TITLE, ''));
  if (range) {
    const className = comments[0]?.className ?? DEFAULT_MAGIC_COMMENTS[0]!.className;
    for (const part of range[1]!.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!a) continue;
      for (let n = a; n <= (b ?? a); n++) add(n - 1, className);
    }
    return { code: job.code, classes };
  }
  // Docusaurus reads magic comments only in a block that names its language.
  const directives = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter((d): d is string => !!d);
  if (!job.written || !directives.some((d) => job.code.includes(d))) return { code: job.code, classes };
  const re = directiveRegex(job.written.toLowerCase(), comments);
  const trailing = job.code.endsWith('\n') ? '\n' : '';
  const lines = (trailing ? job.code.slice(0, -1) : job.code).split('\n');
  const kept: string[] = [];
  const open = new Map<MagicComment, number>();
  for (const line of lines) {
    const m = re.exec(line);
    const directive = m?.slice(1).find((d) => d !== undefined);
    if (directive === undefined) {
      kept.push(line);
      continue;
    }
    // The directive's line goes; `kept.length` is the number of the line after it.
    const next = kept.length;
    for (const c of comments) {
      if (c.line === directive) add(next, c.className);
      else if (c.block?.start === directive) open.set(c, next);
      else if (c.block?.end === directive && open.has(c)) {
        for (let n = open.get(c)!; n < next; n++) add(n, c.className);
        open.delete(c);
      }
    }
  }
  return { code: kept.join('\n') + trailing, classes };
}
