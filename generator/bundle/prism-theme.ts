// The config's Prism themes (`prism.theme`, `prism.darkTheme`: prism-react-renderer theme objects,
// as a Docusaurus config holds them) as one small stylesheet. Docusaurus colours a code block from
// the theme of the current colour mode: the block takes `plain`'s colours (--prism-color,
// --prism-background-color) and each token the style of its Prism types merged in order. zapsite
// highlights at build time and colours a token through the CSS variable of its colour group
// (content/highlight.ts COLOURS); here each group's variable takes the theme's colour for the
// Prism types of that group, light under :root and dark under [data-theme='dark']. (On the classic
// theme each token carries its own colours instead, content/prism-tokens.ts; the plain colours
// here still apply.)
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../config/schema.ts';
import type { OutFile } from '../emit/extras.ts';
import { SAFE_VALUE, themeDict, type PrismTheme } from '../content/prism-tokens.ts';

/**
 * Colour group (the --zs-code-token-<group> variable) -> the Prism types that colour it, the first
 * the theme styles winning: the group's own name where Prism has that type, then its most common members.
 */
const GROUP_TYPES: Record<string, string[]> = {
  comment: ['comment', 'prolog', 'doctype', 'cdata'],
  keyword: ['keyword', 'atrule', 'tag', 'selector'],
  string: ['string', 'char', 'attr-value', 'template-string'],
  'string-expression': ['interpolation', 'string'],
  constant: ['constant', 'number', 'boolean', 'symbol'],
  function: ['function', 'builtin', 'class-name'],
  parameter: ['parameter', 'property', 'variable', 'attr-name'],
  punctuation: ['punctuation', 'operator'],
  link: ['url'],
  inserted: ['inserted'],
  deleted: ['deleted'],
  changed: ['changed'],
};

function declarations(theme: PrismTheme): string {
  const byType = themeDict(theme);
  const plain = theme.plain;
  const out: [string, unknown][] = [
    ['--prism-color', plain.color],
    ['--prism-background-color', plain.backgroundColor],
  ];
  for (const [group, types] of Object.entries(GROUP_TYPES))
    out.push([
      `--zs-code-token-${group}`,
      types.map((t) => byType.get(t)?.color).find((c) => c !== undefined) ?? plain.color,
    ]);
  return out
    .filter(([, v]) => v !== undefined && SAFE_VALUE.test(String(v)))
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(';');
}

/** The stylesheet for the config's Prism themes, or none when it names none. */
export function prismThemeFile(
  prism: ResolvedConfig['prism'],
  baseUrl: string,
): { file: OutFile; href: string } | undefined {
  const light = prism.theme;
  const dark = prism.darkTheme ?? prism.theme;
  if (!light && !dark) return undefined;
  // `html` before the selectors: these rules win over the theme stylesheet's, whatever the order,
  // as Docusaurus's inline styles win over stylesheets.
  const css = [
    light ? `html:root{${declarations(light)}}` : '',
    dark ? `html[data-theme='dark']{${declarations(dark)}}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const path = `assets/css/prism-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  return { file: { path, data: `${css}\n` }, href: `${baseUrl.replace(/\/$/, '')}/${path}` };
}
