// What an esbuild error met while bundling the pages' imports is, in the catalogue's words: each
// kind of failure its own code and remedy, so the code says what failed and where to look.
import { isBuiltin } from 'node:module';
import type { DiagnosticInput } from '../diagnostics.ts';
import { DOCUSAURUS_MODULES, UNKNOWN_MODULE, providedExport } from '../bundle/docusaurus-modules.ts';
import { SWIZZLABLE } from '../../theme/shared/docusaurus.ts';
import { UNKNOWN_GENERATED } from '../bundle/generated-data.ts';
import { INLINE_LOADER_RE, RAW_LOADER_RE } from '../bundle/raw-loader.ts';

/** The codes an esbuild error is reported under, each with the arguments its hint takes. */
type BundleCode =
  | 'unknown-docusaurus-module'
  | 'unknown-generated-module'
  | 'mdx-import'
  | 'component-import'
  | 'unsupported-import'
  | 'missing-export'
  | 'json-syntax'
  | 'site-code-syntax'
  | 'site-bundle';
export type BundleFailure = {
  [C in BundleCode]: Pick<DiagnosticInput<C>, 'code' | 'args'>;
}[BundleCode];

/**
 * The code and arguments for esbuild's message `text`, met in `file` (an MDX or React page when
 * `inPage`); the message is esbuild's, save where esbuild's names zapsite's own files.
 */
export function bundleFailure(text: string, file: string | undefined, inPage: boolean): BundleFailure {
  if (text.startsWith(UNKNOWN_MODULE)) {
    return {
      code: 'unknown-docusaurus-module',
      args: {
        text,
        // Each module once: some are both a file of zapsite's and a classic-theme swizzle (@theme/Layout, DocCard).
        provides: `${Object.keys(DOCUSAURUS_MODULES).join(', ')} and, with the classic theme, ${SWIZZLABLE.map(
          (n) => `@theme/${n}`,
        )
          .filter((m) => !(m in DOCUSAURUS_MODULES))
          .join(', ')}`,
      },
    };
  }
  if (text.startsWith(UNKNOWN_GENERATED)) return { code: 'unknown-generated-module', args: { text } };
  const loader = /^No loader is configured for "\.([^"]+)" files/.exec(text);
  // Markdown imported into a page (a partial) stays an MDX import: its support is its own work.
  if (loader && /^(mdx?|markdown)$/i.test(loader[1]!)) {
    return { code: 'mdx-import', args: { text, import: 'markdown' } };
  }
  if (loader) {
    return { code: 'unsupported-import', args: { text, extension: loader[1]! } };
  }
  const missing = /^No matching export in "([^"]+)" for import "([^"]+)"/.exec(text);
  // A name zapsite's version of a Docusaurus module does not export (`@docusaurus/theme-common`'s).
  const ours = missing && providedExport(missing[1]!, missing[2]!);
  if (ours) return { code: 'unknown-docusaurus-module', ...ours };
  if (missing) return { code: 'missing-export', args: { text, name: missing[2]!, from: missing[1]! } };
  if (file && /\.json$/i.test(file)) return { code: 'json-syntax', args: { text } };
  const unresolved = /^Could not resolve "([^"]+)"/.exec(text);
  if (unresolved && !(file && /\.s?css$/i.test(file))) {
    // What is left once webpack's `!!raw-loader!` prefix is off (bundle/raw-loader.ts).
    const spec = unresolved[1]!.replace(RAW_LOADER_RE, '');
    // Another of webpack's inline loaders (`!!file-loader!./x.png`): named, not taken for a package.
    const loader = INLINE_LOADER_RE.exec(spec)?.[1];
    const bare = !/^(\.|\/|@site\/|~)/.test(spec);
    const args = loader
      ? { text, import: 'loader' as const, loader }
      : isBuiltin(spec)
        ? { text, import: 'builtin' as const, name: spec }
        : bare
          ? { text, import: 'package' as const, name: packageName(spec) }
          : { text, import: 'path' as const };
    return { code: inPage ? 'mdx-import' : 'component-import', args };
  }
  // A site script esbuild could not read: its own code is wrong, not an import of a page.
  if (file && !inPage && SCRIPT_FILE_RE.test(file) && !unresolved) return { code: 'site-code-syntax', args: { text } };
  return { code: 'site-bundle', args: { text } };
}

const SCRIPT_FILE_RE = /\.[cm]?[jt]sx?$/i;

/** `@scope/name` or `name` from a bare specifier with a subpath. */
function packageName(spec: string): string {
  return spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
}
