// What an esbuild error met while bundling the pages' imports is, in the catalogue's words: each
// kind of failure its own code and remedy, so the code says what failed and where to look.
import { DIAGNOSTICS, type DiagnosticCode } from '../diagnostic-codes.ts';
import { DOCUSAURUS_MODULES, UNKNOWN_MODULE, providedExport } from '../bundle/docusaurus-modules.ts';
import { SWIZZLABLE } from '../../theme/shared/docusaurus.ts';
import { GENERATED_HINT, UNKNOWN_GENERATED } from '../bundle/generated-data.ts';

/**
 * The code and hint for esbuild's message `text`, met in `file` (an MDX or React page when `inPage`),
 * and a message in the site's words where esbuild's names zapsite's own files.
 */
export function bundleFailure(
  text: string,
  file: string | undefined,
  inPage: boolean,
): { code: DiagnosticCode; hint: string; message?: string } {
  if (text.startsWith(UNKNOWN_MODULE)) {
    return {
      code: 'unknown-docusaurus-module',
      hint: `zapsite provides ${Object.keys(DOCUSAURUS_MODULES).join(', ')} and, with the classic theme, ${SWIZZLABLE.map((n) => `@theme/${n}`).join(', ')}; a site file at src/theme/<Name> is used for @theme/<Name>. Remove the import or write the component in the site.`,
    };
  }
  if (text.startsWith(UNKNOWN_GENERATED)) return { code: 'unknown-generated-module', hint: GENERATED_HINT };
  const loader = /^No loader is configured for "\.([^"]+)" files/.exec(text);
  // Markdown imported into a page (a partial) stays an MDX import: its support is its own work.
  if (loader && /^(mdx?|markdown)$/i.test(loader[1]!)) {
    return {
      code: 'mdx-import',
      hint: 'Importing a Markdown or MDX file into a page is not supported yet: put the shared part in a React component and import that, or link to the page.',
    };
  }
  if (loader) {
    return {
      code: 'unsupported-import',
      hint: `zapsite imports JavaScript, TypeScript, JSON, CSS, images and fonts, not .${loader[1]} files: put the file in static/ and use its URL, or convert it.`,
    };
  }
  const missing = /^No matching export in "([^"]+)" for import "([^"]+)"/.exec(text);
  // A name zapsite's version of a Docusaurus module does not export (`@docusaurus/theme-common`'s).
  const ours = missing && providedExport(missing[1]!, missing[2]!);
  if (ours) return { code: 'unknown-docusaurus-module', message: ours.message, hint: ours.hint };
  if (missing) {
    return {
      code: 'missing-export',
      hint: `Export ${missing[2] === 'default' ? 'a default' : `"${missing[2]}"`} from ${missing[1]}, or import a name it exports (a default export is imported without braces).`,
    };
  }
  if (file && /\.json$/i.test(file))
    return {
      code: 'json-syntax',
      hint: 'Fix the JSON at the position shown (no trailing commas or comments, keys in double quotes).',
    };
  const unresolved = /^Could not resolve "([^"]+)"/.exec(text);
  if (unresolved && !(file && /\.s?css$/i.test(file))) {
    const bare = !/^(\.|\/|@site\/|~)/.test(unresolved[1]!);
    const remedy = bare
      ? `Install the package in the site (npm install ${packageName(unresolved[1]!)}) or fix its name.`
      : 'Check the path: imports resolve relative to the file, or from the site folder with "@site/".';
    return inPage ? { code: 'mdx-import', hint: remedy } : { code: 'component-import', hint: remedy };
  }
  // A site script esbuild could not read: its own code is wrong, not an import of a page.
  if (file && !inPage && SCRIPT_FILE_RE.test(file) && !unresolved)
    return { code: 'site-code-syntax', hint: DIAGNOSTICS['site-code-syntax'].hint };
  return { code: 'site-bundle', hint: 'Fix the file at the position shown.' };
}

const SCRIPT_FILE_RE = /\.[cm]?[jt]sx?$/i;

/** `@scope/name` or `name` from a bare specifier with a subpath. */
function packageName(spec: string): string {
  return spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
}
