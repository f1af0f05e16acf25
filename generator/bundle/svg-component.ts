// An SVG file that site code imports (or requires) is a React component, as Docusaurus makes it with
// SVGR: `import Logo from './logo.svg'` then `<Logo className="x" role="img" title="…" />` renders
// the drawing inline, the props on its root `<svg>`. The root's attributes become React props; what
// is inside it is kept as the file has it (ids, `<style>`, every attribute) and set as the element's
// inner HTML, which React writes out on the server and a browser parses as SVG. One module for the
// server bundle of pages and the browser bundle of islands. An SVG a stylesheet names in `url()` is
// never loaded here: the stylesheet keeps its URL (content/mdx-pages.ts publicAssets).
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Properties } from 'hast';

export function svgComponents(): Plugin {
  return {
    name: 'zapsite-svg-component',
    setup(b) {
      b.onLoad({ filter: /\.svg$/i, namespace: 'file' }, async (args) => ({
        contents: svgModule(await readFile(args.path, 'utf8')),
        loader: 'jsx',
      }));
    },
  };
}

/** The component's module: the root's props, its inner markup, and the `title`/`titleId` props SVGR adds. */
function svgModule(text: string): string {
  const tree = fromHtml(text, { fragment: true, space: 'svg' });
  const root = tree.children.find((n): n is Element => n.type === 'element' && n.tagName === 'svg');
  if (!root) throw new Error('This file has no <svg> element to render.');
  const kids = root.children;
  // The drawing's own <title>, when it comes first: a `title` prop takes its place, as with SVGR.
  const first = kids.find((n) => n.type !== 'text' || n.value.trim());
  const titled = first?.type === 'element' && first.tagName === 'title' ? first.position : undefined;
  const start = kids[0]?.position?.start.offset ?? 0;
  const end = kids.at(-1)?.position?.end.offset ?? 0;
  const own = titled ? text.slice(titled.start.offset, titled.end.offset) : '';
  const inner = titled
    ? text.slice(start, titled.start.offset) + text.slice(titled.end.offset, end)
    : text.slice(start, end);
  return [
    `const attrs = ${JSON.stringify(reactProps(root.properties))};`,
    `const own = ${JSON.stringify(own)};`,
    `const inner = ${JSON.stringify(inner)};`,
    `const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');`,
    'export default function Svg({ title, titleId, children, ...props }) {',
    "  const heading = title === undefined ? own : title ? `<title${titleId ? ` id=\"${esc(titleId)}\"` : ''}>${esc(title)}</title>` : '';",
    "  return <svg {...attrs} {...(titleId ? { 'aria-labelledby': titleId } : {})} {...props} dangerouslySetInnerHTML={{ __html: heading + inner }} />;",
    '}',
    '',
  ].join('\n');
}

/** hast's property names and values as React's: `class` is `className`, `data-*`/`aria-*` stay hyphenated, `style` an object. */
function reactProps(properties: Properties): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    const text = Array.isArray(value) ? value.join(' ') : value;
    if (name === 'style') props.style = styleObject(String(text));
    else if (/^(data|aria)[A-Z]/.test(name)) props[name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)] = text;
    else props[name.replace(/^xLink/, 'xlink').replace(/^xmlnsXLink$/, 'xmlnsXlink')] = text;
  }
  return props;
}

/** `fill: red; stroke-width: 2` as `{ fill: 'red', strokeWidth: '2' }` (custom properties as written). */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  // A `;` inside parentheses (a data URL in url()) does not end the declaration.
  for (const decl of css.split(/;(?![^(]*\))/)) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const name = decl.slice(0, colon).trim();
    if (!name) continue;
    const key = name.startsWith('--')
      ? name
      : name
          .toLowerCase()
          .replace(/^-ms-/, 'ms-')
          .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = decl.slice(colon + 1).trim();
  }
  return style;
}
