// Code on a Docusaurus site, token by token as Docusaurus writes it (prism-react-renderer): each
// Prism token a span of class `token` and its types (the types of the tokens it sits in, its own,
// its aliases), so a site's CSS on `.token.x` applies as it does there, and the theme's style of
// those types merged in that order. Docusaurus writes that style inline, the light theme's, and
// re-renders with the dark theme's once it has hydrated. Here the colours and font styles ride in
// variables (`--zs-l`, `--zs-d`, ...), which the classic stylesheet applies in light and in dark mode
// with `!important`, as strong as an inline style: a site's own `.token.x` rule shows only where
// the mode's theme leaves that token alone, as in Docusaurus.
import type { ElementContent, RootContent } from 'hast';
import type { ResolvedConfig } from '../config/schema.ts';

/** A prism-react-renderer theme, as the config's `prism.theme` holds one. */
export type PrismTheme = NonNullable<ResolvedConfig['prism']['theme']>;
type Style = PrismTheme['plain'];

export interface TokenSegment {
  text: string;
  /** Prism's types, outermost first; ['plain'] for text outside any token. */
  types: string[];
}

/**
 * Each type's style for a language, later entries over earlier ones (prism-react-renderer's
 * themeToDict); with no language, entries for some languages only are left out.
 */
export function themeDict(theme: PrismTheme, lang = ''): Map<string, Style> {
  const dict = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(lang)) continue;
    for (const type of entry.types) dict.set(type, { ...dict.get(type), ...entry.style });
  }
  return dict;
}

/** A token's style: its types' styles merged in order; none for plain text (getStyleForToken). */
function tokenStyle(dict: Map<string, Style>, types: readonly string[]): Style | undefined {
  if (types.length === 1 && types[0] === 'plain') return undefined;
  let style: Style | undefined;
  for (const t of types) {
    const own = dict.get(t);
    if (own) style = { ...style, ...own };
  }
  return style;
}

/** Prism's tokens as lines of segments with their types (prism-react-renderer's normalizeTokens). */
export function tokenLines(nodes: RootContent[]): TokenSegment[][] {
  const lines: TokenSegment[][] = [[]];
  const walk = (list: (RootContent | ElementContent)[], types: string[]) => {
    for (const node of list) {
      if (node.type === 'text') {
        node.value.split('\n').forEach((part, i) => {
          if (i > 0) lines.push([]);
          if (part) lines[lines.length - 1]!.push({ text: part, types: types.length ? types : ['plain'] });
        });
      } else if (node.type === 'element') {
        const classes = ((node.properties.className as string[] | undefined) ?? []).filter((c) => c !== 'token');
        let inner = types;
        // As appendTypes: a type equal to the last one is not repeated.
        for (const c of classes) if (inner[inner.length - 1] !== c) inner = [...inner, c];
        walk(node.children, inner);
      }
    }
  };
  walk(nodes, []);
  return lines;
}

/** Only what a CSS value may hold: a theme is data from the config, and a stray "}" or quote would end the rule. */
export const SAFE_VALUE = /^[#\w\s().,%/+-]+$/;
// The style keys a token takes from the theme of the colour mode, and their variables' suffixes
// (`--zs-l` the light colour, `--zs-df` the dark font style; theme/classic/styles/classic.css).
const BY_MODE: Record<string, string> = { color: '', fontStyle: 'f', fontWeight: 'w' };
const cssName = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Style | undefined): string[] {
  return Object.entries(style ?? {})
    .filter(([k, v]) => /^[a-zA-Z]+$/.test(k) && SAFE_VALUE.test(String(v)))
    .map(([k, v]) => `${cssName(k)}:${String(v)}`);
}

/** Writes a code block's tokens for one language with the site's light and dark themes. */
export function tokenWriter(themes: { light: PrismTheme; dark: PrismTheme }, lang: string) {
  const light = themeDict(themes.light, lang);
  const dark = themes.dark === themes.light ? light : themeDict(themes.dark, lang);
  const cache = new Map<string, string>();
  /** The opening tag of a segment's span. */
  return (types: readonly string[]): string => {
    const key = types.join(' ');
    let tag = cache.get(key);
    if (tag === undefined) {
      const lightStyle = tokenStyle(light, types) ?? {};
      const darkStyle = tokenStyle(dark, types) ?? {};
      // Colour, font style and weight by mode; anything else a theme sets (opacity, say) inline.
      const rest = Object.fromEntries(Object.entries(lightStyle).filter(([k]) => !(k in BY_MODE)));
      const decls = declarations(rest);
      for (const [key, suffix] of Object.entries(BY_MODE)) {
        for (const [mode, style] of [
          ['l', lightStyle],
          ['d', darkStyle],
        ] as const) {
          const value = style[key];
          if (value !== undefined && SAFE_VALUE.test(String(value)))
            decls.push(`--zs-${mode}${suffix}:${String(value)}`);
        }
      }
      // Type names are a grammar's keys, the site's own among them: escaped for the attribute.
      const classes = key.replace(/[&"<]/g, (c) => (c === '&' ? '&#x26;' : c === '"' ? '&#x22;' : '&#x3C;'));
      tag = `<span class="token ${classes}"${decls.length ? ` style="${decls.join(';')}"` : ''}>`;
      cache.set(key, tag);
    }
    return tag;
  };
}
