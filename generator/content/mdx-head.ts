// `<head>` in MDX, as Docusaurus's MDX loader reads it (its remark `head` plugin): a `<head>` block
// is `<Head>`, whose children go to the page's <head> (a redirect's <meta http-equiv="refresh">,
// say). Docusaurus's MDX components give `Head` to every file; here a file that uses it without
// importing or declaring it gets the import of @docusaurus/Head.
import type { Root as MdRoot, Nodes as MdNodes } from 'mdast';
import { parse } from 'acorn';

const HEAD_MODULE = '@docusaurus/Head';

export function headComponent(tree: MdRoot): void {
  let uses = false;
  const visit = (node: MdNodes): void => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'head') node.name = 'Head';
      if (node.name === 'Head') uses = true;
    }
    if ('children' in node) for (const c of node.children) visit(c as MdNodes);
  };
  visit(tree);
  if (!uses || declaresHead(tree)) return;
  const estree = parse(`import Head from ${JSON.stringify(HEAD_MODULE)};`, {
    ecmaVersion: 'latest',
    sourceType: 'module',
  });
  tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } } as unknown as MdRoot['children'][number]);
}

/** Whether the file's own code names `Head`: an import, an export or a declaration. */
function declaresHead(tree: MdRoot): boolean {
  return tree.children.some(
    (node) => node.type === 'mdxjsEsm' && /(^|[^\w$.])Head\b/.test((node as { value?: string }).value ?? ''),
  );
}
