// A site whose / serves nothing builds, and its visitors meet a 404 at the front door: say so.
import type { ResolvedConfig } from '../config/schema.ts';
import type { Diagnostic, RouteGraph } from '../types.ts';
import { diag } from '../diagnostics.ts';

export function homePageWarning(config: ResolvedConfig, graph: RouteGraph): Diagnostic[] {
  if (graph.pages.some((p) => p.url === '/')) return [];
  const file = `${config.pages.path.replace(/\/+$/, '')}/index.md`;
  return [
    diag({
      code: 'no-home-page',
      args: { file },
      file,
    }),
  ];
}
