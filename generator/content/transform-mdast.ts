// Transform (mdast): what zapsite adds to Markdown before it becomes HTML: truncate markers,
// comments dropped, MDX expressions and JSX (literal values only), admonitions, directives put back
// as text, links and images resolved, `{#id}` heading ids.
import type { Root as MdRoot, Nodes as MdNodes, Parents as MdParents } from 'mdast';
import { ADMONITIONS } from './admonitions.ts';
import { resolveHref, resolveImage } from './links.ts';
import { pos, report, type State } from './state.ts';

export function transformMdast(tree: MdRoot, st: State): void {
  const walk = (parent: MdParents): void => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as MdNodes;
      const replaced = transformNode(node, st);
      if (replaced !== undefined) {
        (parent.children as MdNodes[]).splice(i, 1, ...replaced);
        i += replaced.length - 1;
        for (const r of replaced) if ('children' in r) walk(r as MdParents);
        continue;
      }
      if ('children' in node) walk(node as MdParents);
    }
  };
  walk(tree);
}

/** Returns replacement nodes, or undefined to keep the node as it is. */
function transformNode(node: MdNodes, st: State): MdNodes[] | undefined {
  switch (node.type) {
    case 'html': {
      if (/^<!--\s*truncate\s*-->$/.test(node.value.trim())) return [{ type: 'zsTruncate' } as unknown as MdNodes];
      if (/^<!--[\s\S]*-->$/.test(node.value.trim())) return [];
      return undefined;
    }
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const v = node.value.trim();
      if (/^\/\*\s*truncate\s*\*\/$/.test(v)) return [{ type: 'zsTruncate' } as unknown as MdNodes];
      if (/^\/\*[\s\S]*\*\/$/.test(v) || v === '') return [];
      const estree = (node.data as { estree?: { body: { expression?: unknown }[] } } | undefined)?.estree;
      const value = evalLiteral(estree?.body[0]?.expression);
      if (value.ok && (typeof value.value === 'string' || typeof value.value === 'number')) return [{ type: 'text', value: String(value.value) }];
      report(st, { code: 'mdx-expression', severity: 'error', message: `Unsupported MDX expression {${v.slice(0, 40)}}: only comments and literal values are allowed.`, hint: 'Write the value out, or move the logic into a theme component.' }, pos(node));
      return [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name;
      if (!name) return node.children as MdNodes[]; // a fragment
      const props = jsxProps(node, st);
      if (/^[a-z]/.test(name)) {
        if (name === 'a' && typeof props.href === 'string') props.href = resolveHref(props.href, st, pos(node));
        if (name === 'img' && typeof props.src === 'string') props.src = resolveImage(props.src, st, pos(node))?.url ?? props.src;
        return [{ type: 'zsHtml', name, props, children: node.children } as unknown as MdNodes];
      }
      if (!st.comps.names.has(name)) {
        report(st, { code: 'mdx-unknown-component', severity: 'error', message: `Unknown component <${name}>.`, hint: `Use one of the theme's components (${[...st.comps.names].filter((n) => !['Admonition', 'CodeBlock'].includes(n)).sort().join(', ')}), or fix the spelling.` }, pos(node));
        return [];
      }
      st.components.add(name);
      for (const key of ['to', 'href']) if (typeof props[key] === 'string') props[key] = resolveHref(props[key] as string, st, pos(node));
      if (typeof props.src === 'string') {
        const img = resolveImage(props.src, st, pos(node));
        if (img) Object.assign(props, { src: img.url, width: props.width ?? img.width, height: props.height ?? img.height });
      }
      return [{ type: 'zsComponent', name, props, children: node.children } as unknown as MdNodes];
    }
    case 'containerDirective': {
      if ((ADMONITIONS as readonly string[]).includes(node.name)) {
        const children = [...node.children];
        let title: string | undefined;
        if (children[0] && (children[0].data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = plainText(children.shift()!);
        }
        st.components.add('Admonition');
        return [{ type: 'zsComponent', name: 'Admonition', props: { type: node.name, title }, children } as unknown as MdNodes];
      }
      report(st, { code: 'unknown-directive', severity: 'warning', message: `Unknown container ":::${node.name}"; its content is shown as it is.`, hint: `Admonitions are ${ADMONITIONS.join(', ')}.` }, pos(node));
      return node.children as MdNodes[];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Text such as "launch.random:snes" parses as a directive; put the characters back.
      const source = node.position ? sliceSource(st.lines, node.position) : `:${node.name}`;
      if (node.type === 'leafDirective') return [{ type: 'paragraph', children: [{ type: 'text', value: source }] }];
      return [{ type: 'text', value: source }];
    }
    case 'link': {
      node.url = resolveHref(node.url, st, pos(node));
      return undefined;
    }
    case 'definition': {
      node.url = resolveHref(node.url, st, pos(node));
      return undefined;
    }
    case 'image': {
      const img = resolveImage(node.url, st, pos(node));
      if (img) {
        node.url = img.url;
        node.data = { ...node.data, hProperties: { width: img.width, height: img.height, loading: 'lazy', decoding: 'async' } };
      }
      return undefined;
    }
    case 'heading': {
      // Docusaurus-style explicit ids: "## Title {#custom-id}".
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const m = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(last.value);
        if (m) {
          last.value = last.value.slice(0, m.index);
          node.data = { ...node.data, hProperties: { id: m[1] } };
        }
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

function sliceSource(lines: string[], p: { start: { line: number; column: number }; end: { line: number; column: number } }): string {
  if (p.start.line === p.end.line) return lines[p.start.line - 1]!.slice(p.start.column - 1, p.end.column - 1);
  const parts = [lines[p.start.line - 1]!.slice(p.start.column - 1)];
  for (let l = p.start.line; l < p.end.line - 1; l++) parts.push(lines[l]!);
  parts.push(lines[p.end.line - 1]!.slice(0, p.end.column - 1));
  return parts.join('\n');
}

function jsxProps(node: { attributes: unknown[] }, st: State): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attr of node.attributes as { type: string; name?: string; value?: unknown; position?: { start: { line: number; column: number } } }[]) {
    if (attr.type !== 'mdxJsxAttribute' || !attr.name) {
      report(st, { code: 'mdx-expression', severity: 'error', message: 'Spread attributes are not supported in MDX components.', hint: 'Write each attribute out.' }, pos(attr));
      continue;
    }
    const name = attr.name === 'class' ? 'className' : attr.name;
    if (attr.value === null || attr.value === undefined) props[name] = true;
    else if (typeof attr.value === 'string') props[name] = attr.value;
    else {
      const expr = attr.value as { value: string; data?: { estree?: { body: { expression?: unknown }[] } } };
      const value = evalLiteral(expr.data?.estree?.body[0]?.expression);
      if (value.ok) props[name] = value.value;
      else report(st, { code: 'mdx-expression', severity: 'error', message: `Attribute ${attr.name}={${expr.value}} is not a literal value.`, hint: 'Use strings, numbers, booleans, arrays or objects of those.' }, pos(attr));
    }
  }
  return props;
}

type Lit = { ok: true; value: unknown } | { ok: false };
function evalLiteral(node: unknown): Lit {
  const n = node as { type?: string; value?: unknown; elements?: unknown[]; properties?: unknown[]; operator?: string; argument?: unknown; quasis?: { value: { cooked: string } }[]; expressions?: unknown[] };
  if (!n || typeof n !== 'object') return { ok: false };
  switch (n.type) {
    case 'Literal':
      return { ok: true, value: n.value };
    case 'TemplateLiteral':
      return n.expressions?.length ? { ok: false } : { ok: true, value: n.quasis?.map((q) => q.value.cooked).join('') };
    case 'UnaryExpression': {
      const a = evalLiteral(n.argument);
      if (!a.ok || typeof a.value !== 'number') return { ok: false };
      return n.operator === '-' ? { ok: true, value: -a.value } : n.operator === '+' ? a : { ok: false };
    }
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const e of n.elements ?? []) {
        const v = evalLiteral(e);
        if (!v.ok) return v;
        out.push(v.value);
      }
      return { ok: true, value: out };
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of (n.properties ?? []) as { type: string; key: { type: string; name?: string; value?: unknown }; value: unknown; computed?: boolean }[]) {
        if (p.type !== 'Property' || p.computed) return { ok: false };
        const key = p.key.type === 'Identifier' ? p.key.name! : String(p.key.value);
        const v = evalLiteral(p.value);
        if (!v.ok) return v;
        out[key] = v.value;
      }
      return { ok: true, value: out };
    }
    case 'Identifier':
      return (n as { name?: string }).name === 'undefined' ? { ok: true, value: undefined } : { ok: false };
    default:
      return { ok: false };
  }
}

export function plainText(node: MdNodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if ('children' in node) return (node.children as MdNodes[]).map(plainText).join('');
  return '';
}
