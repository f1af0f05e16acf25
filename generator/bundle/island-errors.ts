// A failure of the browser's bundle (the islands: the site's live components, its swizzled
// components with state) as located diagnostics, each at the file and line esbuild names, with the
// code that says what failed, as the pages' bundle reports its own (content/bundle-codes.ts). Most
// problems show there first; what only the browser meets (a Node module a live component imports)
// would otherwise end the build as "Unexpected error" with no file.
import type { BuildFailure } from 'esbuild';
import { relative, resolve } from 'node:path';
import { diag, EXIT_CONTENT, mergeRepeats, ZapsiteError } from '../diagnostics.ts';
import { bundleFailure } from '../content/bundle-codes.ts';

/** `error` as a ZapsiteError when it is esbuild's failure with messages; else as it is. */
export function islandBundleError(error: unknown, root: string): unknown {
  const failure = error as Partial<BuildFailure>;
  if (!Array.isArray(failure.errors) || !failure.errors.length) return error;
  const diagnostics = failure.errors.map((m) => {
    const loc = m.location;
    const file = loc ? relative(root, resolve(process.cwd(), loc.file)).split('\\').join('/') : undefined;
    return diag({
      ...bundleFailure(m.text, file, false),
      file,
      line: loc?.line,
      column: loc ? loc.column + 1 : undefined,
      sourceLine: loc?.lineText,
    });
  });
  return new ZapsiteError(mergeRepeats(diagnostics), EXIT_CONTENT, { cause: error });
}
