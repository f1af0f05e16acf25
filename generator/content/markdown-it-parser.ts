// The markdown-it parsers markdown-it.ts reads `.md` with: CommonMark with GFM's tables and
// strikethrough (single tildes too, as micromark), footnotes and `:::` admonitions.
import MarkdownIt, { type MarkdownIt as Parser, type StateInline } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import container from 'markdown-it-container';
import { isAdmonition } from './admonitions.ts';

export const md = createParser();
// MDX has no indented code blocks (four spaces are a paragraph), so `.md` read as MDX never has them.
export const mdAsMdx = createParser();
mdAsMdx.block.ruler.disable('code');

function createParser(): Parser {
  // GFM's autolink literals are found afterwards by micromark's own transform (autolinkLiterals),
  // not by linkify-it, whose rules for trailing punctuation and e-mail addresses differ.
  // markdown-it stops nesting at 100 tokens deep and drops what is deeper; the scan bounds nesting
  // at 100 levels with a list counting two (content/depth.ts), which takes up to ~200 tokens.
  const parser = new MarkdownIt({ html: true, linkify: false, maxNesting: 250 });
  // Leave URLs as written: mdast-util-to-hast percent-encodes hrefs, and link resolution needs the raw path.
  parser.normalizeLink = (url) => url;
  parser.use(footnote);
  // GFM has no inline footnotes (^[...]); without this rule the text stays text, as with micromark.
  parser.inline.ruler.disable('footnote_inline');
  // Any ":::name" opens a container (as with remark-directive); unknown names are reported later.
  parser.use(container, 'directive', { marker: ':', validate: isDirective });
  parser.inline.ruler.before('strikethrough', 'gfm_tildes', singleTilde);
  parser.inline.ruler2.before('strikethrough', 'single_tilde', pairSingleTildes);
  for (const rule of ['link', 'image', 'autolink', 'footnote_ref', 'html_inline']) recordStart(parser, rule);
  return parser;
}

/**
 * What remark-directive reads as a container: ":::name", then an optional [label] and {attributes}.
 * Docusaurus also lets admonitions take a bare title (":::tip Title").
 */
function isDirective(params: string): boolean {
  const m = /^([A-Za-z][\w-]*)(.*)$/.exec(params.trimEnd());
  if (!m) return false;
  if (isAdmonition(m[1]!) && /^[ \t]/.test(m[2]!)) return true;
  return /^(\[.*\])?(\{[^}]*\})?$/.test(m[2]!);
}

/** Remember where in the inline source each link and image starts, for diagnostics. */
function recordStart(parser: Parser, name: string): void {
  const rule = parser.inline.ruler.__rules__.find((r) => r.name === name);
  if (!rule) throw new Error(`markdown-it has no inline rule "${name}"`);
  const original = rule.fn;
  parser.inline.ruler.at(name, (state, silent) => {
    const start = state.pos;
    const before = state.tokens.length;
    const ok = original(state, silent);
    if (ok && !silent) {
      // Pending text is flushed first, so the rule's own token may not be the first one pushed.
      const token = state.tokens.slice(before).find((t) => t.type !== 'text');
      if (token) token.meta = { ...(token.meta as object | null), zsStart: start };
    }
    return ok;
  });
}

// GFM strikes text through with one tilde as well as two (micromark does too), and never with
// three or more; markdown-it only knows "~~" and splits longer runs. A single "~" gets its own
// delimiter kind so it pairs only with another single "~"; longer runs stay text.
const SINGLE_TILDE = 0x1007e;

function singleTilde(state: StateInline, silent: boolean): boolean {
  if (silent || state.src.charCodeAt(state.pos) !== 0x7e) return false;
  const scanned = state.scanDelims(state.pos, true);
  if (scanned.length === 2) return false;
  state.push('text', '', 0).content = '~'.repeat(scanned.length);
  if (scanned.length > 2) {
    state.pos += scanned.length;
    return true;
  }
  state.delimiters.push({
    marker: SINGLE_TILDE,
    length: 0,
    token: state.tokens.length - 1,
    end: -1,
    open: scanned.can_open,
    close: scanned.can_close,
  });
  state.pos += 1;
  return true;
}

function pairSingleTildes(state: StateInline): void {
  const lists = [state.delimiters, ...state.tokens_meta.map((m) => m?.delimiters ?? [])];
  for (const delimiters of lists) {
    for (const start of delimiters) {
      if (start.marker !== SINGLE_TILDE || start.end === -1) continue;
      for (const [index, type, nesting] of [
        [start.token, 's_open', 1],
        [delimiters[start.end]!.token, 's_close', -1],
      ] as const) {
        const token = state.tokens[index]!;
        Object.assign(token, { type, tag: 's', nesting, markup: '~', content: '' });
      }
    }
  }
}
