// A site that patches Docusaurus's own packages (patch-package's patches/@docusaurus+<name>+<version>.patch,
// pnpm's patches/@docusaurus__<name>@<version>.patch) changes what Docusaurus does: cypress's docs patch
// its Markdown loader so that heading ids keep their case and a version's dots become dashes. zapsite
// runs none of Docusaurus's code, so such a site builds as unpatched Docusaurus builds it; the links
// written for the patched behaviour then show up as broken anchors, with no word on why. Say so once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diag } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';

const PATCH_RE = /^@docusaurus(?:\+|__)([\w-]+)[+@]/;

export function docusaurusPatchWarnings(root: string): Diagnostic[] {
  let names: string[];
  try {
    names = readdirSync(join(root, 'patches'));
  } catch {
    return [];
  }
  const out: Diagnostic[] = [];
  for (const name of names.filter((n) => n.endsWith('.patch')).sort()) {
    const pkg = PATCH_RE.exec(name)?.[1];
    if (!pkg) continue;
    const file = `patches/${name}`;
    let source = '';
    try {
      source = readFileSync(join(root, file), 'utf8');
    } catch {
      continue;
    }
    // The files it changes, as its diff names them, inside the package (patch-package writes the
    // path from the site, pnpm from the package).
    const changed = [
      ...new Set([...source.matchAll(/^\+\+\+ b\/(?:node_modules\/@docusaurus\/[\w-]+\/)?(\S+)/gm)].map((m) => m[1]!)),
    ];
    const line = source.split(/\r?\n/).findIndex((l) => l.startsWith('diff ') || l.startsWith('+++ ')) + 1;
    out.push(
      diag({
        code: 'docusaurus-patched',
        args: { pkg: `@docusaurus/${pkg}`, files: changed.length ? changed.join(', ') : 'its code' },
        file,
        ...(line > 0 ? { line, column: 1, source } : {}),
      }),
    );
  }
  return out;
}
