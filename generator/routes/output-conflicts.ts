// Two inputs that would write the same output path, or one whose file sits where another needs a
// folder ("docs/index.html" the file and "docs/index.html/index.html"). Left alone, the later write
// silently replaces the earlier (a static 404.html over the generated one) or the build stops on
// the file system's own error with no input named.
import type { Diagnostic } from '../types.ts';
import { diag, optionDiag, type DiagnosticArgs } from '../diagnostics.ts';

export interface OutputClaim {
  /** The output path, relative to the output folder, with "/" between folders. */
  path: string;
  /** The input, as the message names it: "the page /docs/ (content/docs/intro.md)". */
  who: string;
  /** The input's file, relative to the site folder, when it has one. */
  file?: string;
}

/** Every clash among `claims`; a path claimed twice by the same input kind is the caller's to leave out. */
export function outputConflicts(claims: readonly OutputClaim[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const byPath = new Map<string, OutputClaim>();
  for (const c of claims) {
    const first = byPath.get(c.path);
    if (first) out.push(conflict({ clash: 'same-path', first: first.who, second: c.who, path: c.path }, first, c));
    else byPath.set(c.path, c);
  }
  for (const c of byPath.values()) {
    // Each folder the path needs, from the outermost: one that is also a file is a clash.
    for (let i = c.path.indexOf('/'); i > 0; i = c.path.indexOf('/', i + 1)) {
      const file = byPath.get(c.path.slice(0, i));
      if (file) {
        const clash = {
          clash: 'file-folder',
          first: file.who,
          filePath: file.path,
          second: c.who,
          path: c.path,
        } as const;
        out.push(conflict(clash, file, c));
        break;
      }
    }
  }
  return out;
}

/**
 * The static files to copy, and their claims: one at a path a generated file of the site's plugins
 * takes (sitemap.xml, a feed, llms.txt) is not, as Docusaurus's plugins write theirs after copying
 * the static folders; each such is said, as a warning.
 */
export function staticUnderGenerated<T>(
  generated: readonly string[],
  statics: readonly { file: T; claim: OutputClaim }[],
): { kept: T[]; claims: OutputClaim[]; diagnostics: Diagnostic[] } {
  const paths = new Set(generated);
  const diagnostics: Diagnostic[] = [];
  const left = statics.filter(({ claim: s }) => {
    if (!paths.has(s.path)) return true;
    const args = {
      clash: 'generated-over-static',
      first: `the generated file ${s.path}`,
      second: s.who,
      path: s.path,
    } as const;
    diagnostics.push(optionDiag('warning', { code: 'output-conflict', args, ...(s.file ? { file: s.file } : {}) }));
    return false;
  });
  return { kept: left.map((s) => s.file), claims: left.map((s) => s.claim), diagnostics };
}

function conflict(args: DiagnosticArgs<'output-conflict'>, a: OutputClaim, b: OutputClaim): Diagnostic {
  return diag({
    code: 'output-conflict',
    args,
    ...(b.file ? { file: b.file } : a.file ? { file: a.file } : {}),
  });
}
