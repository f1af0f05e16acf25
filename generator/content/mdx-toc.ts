// `export const toc` in an MDX file, as Docusaurus 3's MDX loader writes it (its remark `toc`
// plugin): `{ value, id, level }` for each heading from level 2 down, in document order, and where a
// Markdown file imported by its default name is written as a block element (`<Partial />`), that
// file's own `toc` spread in its place. An `export const toc` the author wrote is replaced when the
// file has any of those, and kept when it has none. Run after zapsite's rules (markdown-rules.ts), so the title
// heading is gone and `{#id}` ids are set, as the rendered page has them (transform-hast.ts).
import { headingSlugger } from './heading-slugger.ts';
import type { Root as MdRoot, Nodes as MdNodes, Heading, PhrasingContent } from 'mdast';
import { plainText, SLUG_ONLY_PROP, SLUG_TEXT_PROP } from './transform-mdast.ts';

type Estree = Record<string, unknown>;
interface EsmProgram {
  body: Estree[];
}
type Item = { heading: Heading } | { slice: string };

const MARKDOWN_RE = /\.mdx?$/;

export function tocExport(tree: MdRoot, titleSlug?: string): void {
  // Default imports of Markdown files, by local name.
  const partials = new Map<string, Estree & { specifiers: Estree[] }>();
  let own: { program: EsmProgram; index: number } | undefined;
  let lastImport = -1;
  tree.children.forEach((node, i) => {
    if (node.type !== 'mdxjsEsm') return;
    const program = (node.data as { estree?: EsmProgram } | undefined)?.estree;
    if (!program) return;
    for (const s of program.body) {
      if (s.type === 'ImportDeclaration') {
        lastImport = i;
        const source = (s.source as { value?: unknown }).value;
        const name = (s.specifiers as { type: string; local: { name: string } }[]).find(
          (x) => x.type === 'ImportDefaultSpecifier',
        )?.local.name;
        if (typeof source === 'string' && MARKDOWN_RE.test(source) && name)
          partials.set(name, s as Estree & { specifiers: Estree[] });
      }
    }
    const index = program.body.findIndex(exportsToc);
    if (index >= 0) own = { program, index };
  });

  const items: Item[] = [];
  const visit = (node: MdNodes): void => {
    if (node.type === 'heading') {
      if (node.depth >= 2 && plainText(node)) items.push({ heading: node });
      return;
    }
    if (node.type === 'mdxJsxFlowElement' && node.name && partials.has(node.name)) {
      const slice = `__toc${node.name}`;
      const declaration = partials.get(node.name)!;
      if (!declaration.specifiers.some((s) => (s.local as { name: string }).name === slice))
        declaration.specifiers.push({ type: 'ImportSpecifier', imported: identifier('toc'), local: identifier(slice) });
      items.push({ slice });
    }
    if ('children' in node) for (const c of node.children) visit(c as MdNodes);
  };
  visit(tree);

  if (own && !items.length) return;
  // Ids as transform-hast.ts gives them on the page: the written id, else the slug in document order.
  const slugger = headingSlugger();
  if (titleSlug !== undefined) slugger.slug(titleSlug);
  const ids = new Map<Heading, string>();
  const allHeadings = (node: MdNodes): void => {
    if (node.type === 'heading') {
      const given = (node.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id;
      // Untrimmed, as Docusaurus slugs it: `## Setup <Badge />` reads "Setup ", so `#setup-`.
      const slug = slugger.slug(given ?? slugTextOf(node) ?? writtenOf(node) ?? plainText(node));
      ids.set(node, given ?? slug);
    } else if ('children' in node) for (const c of node.children) allHeadings(c as MdNodes);
  };
  allHeadings(tree);
  const elements = items.map((item) =>
    'slice' in item
      ? { type: 'SpreadElement', argument: identifier(item.slice) }
      : object({
          value: tocValueOf(item.heading),
          id: ids.get(item.heading)!,
          level: item.heading.depth,
        }),
  );
  const declaration = {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        { type: 'VariableDeclarator', id: identifier('toc'), init: { type: 'ArrayExpression', elements } },
      ],
    },
  };
  if (own) {
    own.program.body[own.index] = declaration;
    return;
  }
  const node = {
    type: 'mdxjsEsm',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } },
  } as unknown as MdRoot['children'][number];
  tree.children.splice(lastImport + 1, 0, node);
}

/**
 * `export const toc = ...`, the author's own. Docusaurus looks for it alone in its ESM block; here
 * it is found beside imports too (lines with no blank line between are one block), where
 * Docusaurus would declare `toc` twice.
 */
function exportsToc(s: Estree): boolean {
  if (s.type !== 'ExportNamedDeclaration') return false;
  const d = s.declaration as { type?: string; declarations?: { id: { type: string; name?: string } }[] } | null;
  return (
    d?.type === 'VariableDeclaration' &&
    d.declarations?.length === 1 &&
    d.declarations[0]!.id.type === 'Identifier' &&
    d.declarations[0]!.id.name === 'toc'
  );
}

/** A heading's text as written where its shortcodes became emoji (transform-mdast.ts SLUG_ONLY_PROP). */
function writtenOf(node: Heading): string | undefined {
  const text = (node.data as { hProperties?: Record<string, unknown> } | undefined)?.hProperties?.[SLUG_ONLY_PROP];
  return typeof text === 'string' ? text : undefined;
}

/** The text a heading with a text directive is slugged and listed by (transform-mdast.ts SLUG_TEXT_PROP). */
function slugTextOf(node: Heading): string | undefined {
  const text = (node.data as { hProperties?: Record<string, unknown> } | undefined)?.hProperties?.[SLUG_TEXT_PROP];
  return typeof text === 'string' ? text : undefined;
}

/** A heading's TOC value: its HTML, or the text it is slugged by when it has a text directive, as Docusaurus lists it before the directive is text again. */
function tocValueOf(heading: Heading): string {
  const slugText = slugTextOf(heading);
  return slugText !== undefined ? escape(slugText.trim()) : headingHtml(heading.children);
}

/** A heading's content as the HTML Docusaurus puts in `value`: inline code and emphasis kept, links as their text. */
function headingHtml(children: PhrasingContent[]): string {
  return children
    .map((c): string => {
      switch (c.type) {
        case 'text':
          return escape(c.value);
        case 'inlineCode':
          return `<code>${escape(c.value)}</code>`;
        case 'emphasis':
          return `<em>${headingHtml(c.children)}</em>`;
        case 'strong':
          return `<strong>${headingHtml(c.children)}</strong>`;
        case 'delete':
          return `<del>${headingHtml(c.children)}</del>`;
        default:
          return 'children' in c ? headingHtml(c.children as PhrasingContent[]) : escape(plainText(c));
      }
    })
    .join('')
    .trim();
}

/** Text as the toc export's values hold it (`&`, `<`, `>` escaped). */
export const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const identifier = (name: string) => ({ type: 'Identifier', name });
const object = (value: Record<string, string | number>) => ({
  type: 'ObjectExpression',
  properties: Object.entries(value).map(([key, v]) => ({
    type: 'Property',
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
    key: identifier(key),
    value: { type: 'Literal', value: v },
  })),
});
