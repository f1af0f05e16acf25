// An MDX file's import of a name it never uses is dropped from its module, as webpack lets it be in
// Docusaurus: an unused specifier makes no reference there, so a name its module does not export
// (moonrepo's tools.mdx imports two a data file lacks) is never looked for and the page builds.
// esbuild checks every imported name, used or not; without this the whole build stopped at
// `missing-export`. A name the file uses is still checked. A recma plugin: it reads the compiled
// program, where JSX is calls already, so every use of a name is an identifier.
// The parts of an estree program read here.
type AnyNode = { type: string } & Record<string, unknown>;
interface Specifier {
  type: string;
  local: { name: string };
}
interface Program {
  body: (AnyNode & { specifiers?: Specifier[] })[];
}

/** `own`: the modules MDX itself imports (its JSX runtime, a partial's components), left as they are. */
export function recmaUnusedImports(own: readonly string[] = []) {
  const mdxOwn = new Set(own);
  return (program: Program): void => {
    // The imports the file wrote (not MDX's own runtime ones); most pages write none: no walk then.
    const written = program.body.filter(
      (s) =>
        s.type === 'ImportDeclaration' &&
        s.specifiers?.length &&
        !mdxOwn.has(String((s.source as { value?: unknown } | undefined)?.value)),
    );
    if (!written.length) return;
    const used = new Set<string>();
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        for (const n of node) visit(n);
        return;
      }
      const n = node as AnyNode;
      if (n.type === 'ImportDeclaration') return;
      // JSXIdentifier too: a compile that keeps JSX (development) names components there.
      if ((n.type === 'Identifier' || n.type === 'JSXIdentifier') && typeof n.name === 'string') used.add(n.name);
      for (const key in n) if (key !== 'loc' && key !== 'range' && key !== 'position') visit(n[key]);
    };
    visit(program.body);
    for (const statement of written) {
      if (!statement.specifiers) continue;
      // A namespace import stays whole; an import left with no names still runs its module, as written.
      statement.specifiers = statement.specifiers.filter(
        (s) => s.type === 'ImportNamespaceSpecifier' || used.has(s.local.name),
      );
    }
  };
}
