// Reference links and images ("[text][label]" with "[label]: /url" elsewhere) become plain links
// and images where they are used, as markdown-it gives them: every later step (link resolution,
// image sizing, validation at the place of use) then sees one shape whichever parser read the file.
import type { Definition, Image, Link, Nodes, Parents, Root } from 'mdast';

export function inlineReferences(tree: Root): void {
  const definitions = new Map<string, Definition>();
  const collect = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    if ('children' in node) for (const c of node.children) collect(c);
  };
  collect(tree);
  if (!definitions.size) return;
  const replace = (parent: Parents) => {
    const children = parent.children as Nodes[];
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.type === 'definition') {
        children.splice(i--, 1);
        continue;
      }
      const def = (node.type === 'linkReference' || node.type === 'imageReference') && definitions.get(node.identifier);
      if (def && node.type === 'linkReference')
        children[i] = {
          type: 'link',
          url: def.url,
          title: def.title ?? null,
          children: node.children,
          position: node.position,
        } satisfies Link;
      else if (def && node.type === 'imageReference')
        children[i] = {
          type: 'image',
          url: def.url,
          title: def.title ?? null,
          alt: node.alt ?? '',
          position: node.position,
        } satisfies Image;
      if ('children' in children[i]!) replace(children[i] as Parents);
    }
  };
  replace(tree);
}
