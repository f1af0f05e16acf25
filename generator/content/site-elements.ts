// The Markdown elements a site's components file replaces (`h2: Heading`, `em: 'i'`, `table`): under
// `markdown.format: 'mdx'` Docusaurus draws every `.md` file through them, so such a site's `.md`
// files take the MDX path (mdx-fast-path.ts readAs), whose render uses them, instead of markdown-it's.
// Read from the file's default export (an object literal, or a const holding one) without running
// it: the decision is needed before anything is bundled. A key the file spreads in from elsewhere is
// not seen; a file that does not parse answers none, and its bundle reports the error.
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

export async function siteElements(file: string | undefined): Promise<string[]> {
  if (!file) return [];
  let program: Program;
  try {
    const source = await readFile(file, 'utf8');
    // JSX may sit in any of the site's script files, as Docusaurus's loader reads them.
    const loader = extname(file) === '.ts' ? 'ts' : 'tsx';
    const { code } = await transform(source, { loader, jsx: 'transform' });
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return [];
  }
  const exported = defaultObject(program);
  if (!exported) return [];
  const found = new Set<string>();
  for (const p of exported.properties) {
    if (p.type !== 'Property' || p.computed) continue;
    const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : '';
    if (ELEMENTS.has(key)) found.add(key);
  }
  return [...found].sort();
}

/** The object literal the module exports as its default, directly or through a top-level const. */
function defaultObject(program: Program): ObjectExpression | undefined {
  const found = program.body.find((s) => s.type === 'ExportDefaultDeclaration');
  const declaration = found?.type === 'ExportDefaultDeclaration' ? found.declaration : undefined;
  if (declaration?.type === 'ObjectExpression') return declaration;
  if (declaration?.type !== 'Identifier') return undefined;
  for (const s of program.body)
    if (s.type === 'VariableDeclaration')
      for (const d of s.declarations)
        if (d.id.type === 'Identifier' && d.id.name === declaration.name && d.init?.type === 'ObjectExpression')
          return d.init;
  return undefined;
}
