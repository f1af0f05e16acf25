// The Markdown elements a site's components file replaces (`h2: Heading`, `em: 'i'`, `table`): under
// `markdown.format: 'mdx'` Docusaurus draws every `.md` file through them, so such a site's `.md`
// files take the MDX path (mdx-fast-path.ts readAs), whose render uses them, instead of markdown-it's.
// Read from the file's default export (an object literal, or a const holding one) without running
// it: the decision is needed before anything is bundled. Keys it cannot read (a spread of another
// object, a default export built otherwise) count as a replacement; a file that does not parse
// answers none, and its bundle reports the error.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse, type ObjectExpression, type Program } from 'acorn';
import { transform } from 'esbuild';

// What Markdown turns into, and MDX's `wrapper` around the whole content.
const ELEMENTS = new Set(
  'a blockquote br code del em h1 h2 h3 h4 h5 h6 hr img input li ol p pre section strong sup table tbody td th thead tr ul wrapper'.split(
    ' ',
  ),
);

/**
 * What a site's default export may replace, `UNKNOWN` among them when its keys cannot all be read
 * (a spread of anything but the theme's own components, a default export that is no object): its
 * `.md` files then take the MDX path too, slower but drawn as Docusaurus draws them.
 */
export const UNKNOWN = '*';

let last: { file: string; source: string; elements: string[] } | undefined;

export async function siteElements(file: string | undefined): Promise<string[]> {
  if (!file) return [];
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  // A dev session asks on every rebuild; the file seldom changes between them.
  if (last?.file === file && last.source === source) return last.elements;
  const elements = await readElements(file, source);
  last = { file, source, elements };
  return elements;
}

async function readElements(file: string, source: string): Promise<string[]> {
  let program: Program;
  try {
    // JSX may sit in any of the site's script files, as Docusaurus's loader reads them.
    const loader = extname(file) === '.ts' ? 'ts' : 'tsx';
    const { code } = await transform(source, { loader, jsx: 'transform' });
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return []; // the bundle reports the file's error where it is
  }
  const theme = themeImports(program);
  const declaration = defaultDeclaration(program);
  if (declaration?.type === 'Identifier' && theme.has(declaration.name)) return [];
  const exported = defaultObject(program, declaration);
  if (!exported) return [UNKNOWN];
  const found = new Set<string>();
  for (const p of exported.properties) {
    if (p.type === 'SpreadElement') {
      if (!(p.argument.type === 'Identifier' && theme.has(p.argument.name))) found.add(UNKNOWN);
      continue;
    }
    if (p.computed) continue;
    const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : '';
    if (ELEMENTS.has(key)) found.add(key);
  }
  return [...found].sort();
}

/** The names the file gives Docusaurus's own MDX components (`import MDXComponents from '@theme-original/MDXComponents'`). */
function themeImports(program: Program): Set<string> {
  const names = new Set<string>();
  for (const s of program.body)
    if (s.type === 'ImportDeclaration' && /^@theme(-original|-init)?\/MDXComponents$/.test(String(s.source.value)))
      for (const spec of s.specifiers) if (spec.type === 'ImportDefaultSpecifier') names.add(spec.local.name);
  return names;
}

function defaultDeclaration(program: Program) {
  const found = program.body.find((s) => s.type === 'ExportDefaultDeclaration');
  return found?.type === 'ExportDefaultDeclaration' ? found.declaration : undefined;
}

/** The object literal the module exports as its default, directly or through a top-level const. */
function defaultObject(
  program: Program,
  declaration: ReturnType<typeof defaultDeclaration>,
): ObjectExpression | undefined {
  if (declaration?.type === 'ObjectExpression') return declaration;
  if (declaration?.type !== 'Identifier') return undefined;
  for (const s of program.body)
    if (s.type === 'VariableDeclaration')
      for (const d of s.declarations)
        if (d.id.type === 'Identifier' && d.id.name === declaration.name && d.init?.type === 'ObjectExpression')
          return d.init;
  return undefined;
}
