// A site whose / serves nothing builds, and its visitors meet a 404 at the front door: say so.
import type { ResolvedConfig } from '../config/schema.ts';
import type { Diagnostic, RouteGraph } from '../types.ts';

export function homePageWarning(config: ResolvedConfig, graph: RouteGraph): Diagnostic[] {
  if (graph.pages.some((p) => p.url === '/')) return [];
  const file = `${config.pages.path.replace(/\/+$/, '')}/index.md`;
  return [
    {
      code: 'no-home-page',
      severity: 'warning',
      message: 'The site has no home page: nothing is built at /, so visitors there get the 404 page.',
      hint: `Write ${file} (or .mdx), give a doc \`slug: /\`, or add a redirect from "/".`,
      file,
    },
  ];
}
