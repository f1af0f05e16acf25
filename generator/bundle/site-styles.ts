// The site's stylesheets as Docusaurus's webpack setup compiles them, in every esbuild run that
// meets them (the server bundle of pages and components, the islands bundle, theme.customCss):
// CSS modules with class names that depend on the file alone, Sass through the site's own `sass`
// (docusaurus-plugin-sass), and url() resolved as css-loader does (css-url.ts).
//
// Class names: esbuild names a CSS module's class `<file stem>_<class>` and adds a number when two
// modules of one run share that name (two `styles.module.css` files with a `.card` each), so the same
// module could be `styles_card` in the islands bundle and `styles_card2` on the server, and React's
// hydration would fail. Each module is given to esbuild under a name with a hash of its path from
// the site folder, `styles.<hash>.module.css`, so its classes are the same in every run. The islands
// bundle is minified, and esbuild would shorten the class names there too (`card` to `o`): it gets
// each module's names from an esbuild run of that module alone, unminified, as plain JavaScript.
import { build, type Message, type PartialMessage, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { cssUrls } from './css-url.ts';
import { resolvedPast } from './resolve-past.ts';
import { compileSass, sassInstalled, sassMissing } from './sass.ts';
import { hasSitePostcss, siteCss } from './site-postcss.ts';
import type { Diagnostic } from '../types.ts';
import type { DiagnosticCode } from '../diagnostic-codes.ts';
import { diag, type DiagnosticArgs } from '../diagnostics.ts';

export interface SiteStylesOptions {
  root: string;
  baseUrl: string;
  /** The static folder, from the site folder: where `url(/x)` looks first. */
  staticDir?: string;
  /**
   * Where files that url() names are published (`dir` under the output, each given to `emit`). None
   * for the islands bundle, which throws its CSS away: only the class names matter there.
   */
  publish?: { dir: string; emit(file: { path: string; data: Uint8Array }): void };
}

const MODULE_NS = 'zapsite-css-module';
const SASS_NS = 'zapsite-sass';
const STYLE_RE = /\.(module\.css|s[ac]ss)$/i;
const MODULE_RE = /\.module\.(css|s[ac]ss)$/i;
const SASS_RE = /\.s[ac]ss$/i;
const HASHED_RE = /\.[0-9a-f]{6}(\.module\.[a-z]+)$/i;
const RESOLVING = Symbol('site-styles');

/** The plugins, registered together: CSS modules and Sass, then url(). */
export function siteStyles(opts: SiteStylesOptions): Plugin[] {
  const sassSources = new Map<string, string[]>();
  return [modulesAndSass(opts, sassSources), cssUrls(opts, sassSources)];
}

function modulesAndSass(opts: SiteStylesOptions, sassSources: Map<string, string[]>): Plugin {
  const browserOnly = !opts.publish;
  return {
    name: 'zapsite-site-styles',
    setup(b) {
      b.onResolve({ filter: STYLE_RE }, async (args) => {
        if (args.pluginData === RESOLVING || args.namespace === MODULE_NS || args.namespace === SASS_NS)
          return undefined;
        const found = await resolvedPast(b, args, RESOLVING);
        if (!found || 'errors' in found) return found;
        // Said at the import, once per Sass file, by the bundle that publishes the CSS.
        if (!browserOnly && SASS_RE.test(found.path) && !(await sassInstalled(opts.root)))
          return { errors: [sassMissing(relative(opts.root, found.path))] };
        if (MODULE_RE.test(found.path))
          return { path: hashedName(found.path, opts.root), namespace: MODULE_NS, pluginData: found.path };
        if (SASS_RE.test(found.path)) return { path: found.path, namespace: SASS_NS };
        return undefined;
      });
      b.onLoad({ filter: /.*/, namespace: MODULE_NS }, async (args) => {
        const file = (args.pluginData as string | undefined) ?? realStylePath(args.path);
        const css = await withSitePostcss(
          file,
          SASS_RE.test(file)
            ? await sassCss(file, args.path)
            : { contents: readFileSync(file, 'utf8'), watchFiles: [file] },
        );
        // The server bundle reports the errors; the islands get no class names from a broken file.
        if ('errors' in css) return browserOnly ? { contents: 'export default {};', loader: 'js' } : css;
        if (browserOnly)
          return { contents: await classNames(args.path, css.contents), loader: 'js', watchFiles: css.watchFiles };
        return { ...css, loader: 'local-css', resolveDir: dirname(file) };
      });
      b.onLoad({ filter: /.*/, namespace: SASS_NS }, async (args) => {
        // A global stylesheet adds no class names to the islands: nothing to compile there.
        if (browserOnly) return { contents: '', loader: 'empty' };
        const css = await withSitePostcss(args.path, await sassCss(args.path, args.path));
        return 'errors' in css ? css : { ...css, loader: 'css', resolveDir: dirname(args.path) };
      });
      // Plain stylesheets go through the site's PostCSS plugins when it has some; the islands' copy is thrown away.
      if (hasSitePostcss(opts.root) && !browserOnly)
        b.onLoad({ filter: /\.css$/, namespace: 'file' }, async (args) => {
          const css = await withSitePostcss(args.path, {
            contents: readFileSync(args.path, 'utf8'),
            watchFiles: [args.path],
          });
          return 'errors' in css ? css : { ...css, loader: 'css', resolveDir: dirname(args.path) };
        });
      async function withSitePostcss(
        file: string,
        css: { contents: string; watchFiles: string[] } | { errors: PartialMessage[] },
      ): Promise<{ contents: string; watchFiles: string[] } | { errors: PartialMessage[] }> {
        if ('errors' in css) return css;
        const out = await siteCss(opts.root, file, css.contents);
        if ('error' in out) return { errors: [out.error] };
        return { contents: out.css, watchFiles: [...css.watchFiles, ...out.files] };
      }
      async function sassCss(file: string, importer: string) {
        const out = await compileSass(file, opts.root);
        if ('error' in out) return { errors: [out.error] };
        sassSources.set(importer, out.files);
        return { contents: out.css, watchFiles: out.files };
      }
    },
  };
}

const namesKept = new Map<string, string>();
const ONE_MODULE = 'zapsite-one-css-module';

/** A CSS module's default export (class names as the server bundle has them), as JavaScript. */
async function classNames(hashedPath: string, css: string): Promise<string> {
  const key = `${hashedPath}\n${css}`;
  const kept = namesKept.get(key);
  if (kept !== undefined) return kept;
  const result = await build({
    stdin: { contents: `export { default } from ${JSON.stringify(`${ONE_MODULE}:${hashedPath}`)};`, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    outdir: '/names',
    logLevel: 'silent',
    plugins: [
      {
        name: ONE_MODULE,
        setup(b) {
          b.onResolve({ filter: new RegExp(`^${ONE_MODULE}:`) }, (args) => ({
            path: args.path.slice(ONE_MODULE.length + 1),
            namespace: MODULE_NS,
          }));
          // url()s and `composes ... from` name nothing the class names need.
          b.onResolve({ filter: /.*/ }, (args) => ({ path: args.path, external: true }));
          b.onLoad({ filter: /.*/, namespace: MODULE_NS }, () => ({ contents: css, loader: 'local-css' }));
        },
      },
    ],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  if (namesKept.size > 500) namesKept.clear();
  namesKept.set(key, js);
  return js;
}

/** `dir/styles.module.css` as esbuild is given it: `dir/styles.<hash of its path from the site>.module.css`. */
function hashedName(path: string, root: string): string {
  const hash = createHash('sha256').update(relative(root, path).split(sep).join('/')).digest('hex').slice(0, 6);
  return path.replace(MODULE_RE, (m) => `.${hash}${m}`);
}

/** The file a stylesheet esbuild names came from (it names a CSS module by its hashed name, in its namespace). */
export function realStylePath(file: string): string {
  if (file.startsWith(`${MODULE_NS}:`)) return file.slice(MODULE_NS.length + 1).replace(HASHED_RE, '$1');
  if (file.startsWith(`${SASS_NS}:`)) return file.slice(SASS_NS.length + 1);
  return file;
}

const CODES = new Set<DiagnosticCode>(['css-url', 'css-sass', 'css-sass-missing', 'css-postcss']);
type StyleCode = 'css-url' | 'css-sass' | 'css-sass-missing' | 'css-postcss';
/** What those plugins put in an esbuild message's detail: the code, and its message's and hint's arguments. */
type StyleDetail = { [C in StyleCode]: { code: C; args: DiagnosticArgs<C> } }[StyleCode];

/**
 * An esbuild error these plugins reported (a url() naming no file, Sass that does not compile or
 * is not installed) as its diagnostic, at the line in the site's file; undefined for any other error.
 */
export function styleDiagnostic(m: Message, root: string): Diagnostic | undefined {
  const detail = m.detail as StyleDetail | undefined;
  if (!detail?.code || !CODES.has(detail.code)) return undefined;
  const loc = m.location;
  const file = loc?.file ? relative(root, resolve(root, realStylePath(loc.file))) : undefined;
  return diag({
    ...detail,
    ...(file ? { file } : {}),
    ...(loc?.line ? { line: loc.line, column: loc.column + 1, sourceLine: loc.lineText } : {}),
  });
}
