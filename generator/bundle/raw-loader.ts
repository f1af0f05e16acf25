// webpack's inline raw-loader, which Docusaurus sites use to show a file as a code block:
// `import source from '!!raw-loader!./example.ts'` then `<CodeBlock>{source}</CodeBlock>`. The
// module's default export is the file's text, so `require(…).default` is the text too, as raw-loader
// makes an ES module; with `raw-loader?esModule=false!` it is a CommonJS module whose require() is
// the text. yaml-loader the same way, its default export the parsed YAML
// (`import intents from '!!yaml-loader!./intents.yaml'`, as the site's webpack gave it).
// The rest of the specifier resolves as any import would (relative, `@site/`, a package's file),
// so a file that is not there is reported as not found, not as a package to install. zapsite reads
// the file itself: neither loader need be installed.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

// webpack's match resource, `<name>!=!` before the loaders (`./x.json.raw!=!raw-loader!./x.json`):
// the name the result goes by in webpack's rules, which zapsite has no use for.
const MATCH_RESOURCE = '(?:[^!]*!=!)?';
/**
 * webpack's inline-loader prefixes before `raw-loader!` or `yaml-loader!` (none, `!`, `!!` and `-!`),
 * and the loader's options (`raw-loader?esModule=false!`).
 */
export const RAW_LOADER_RE = new RegExp(`^${MATCH_RESOURCE}(?:!!?|-!)?(?:raw|yaml)-loader(?:\\?[^!]*)?!`);
/** Any of webpack's inline loaders, `[!!|!|-!]name[?options]!` before the file: its name. */
export const INLINE_LOADER_RE = new RegExp(`^${MATCH_RESOURCE}(?:!!?|-!)?((?:@[\\w.-]+\\/)?[\\w.-]+)(?:\\?[^!]*)?!`);

export function rawLoader(): Plugin {
  return {
    name: 'zapsite-raw-loader',
    setup(b) {
      b.onResolve({ filter: RAW_LOADER_RE }, async (args) => {
        const rest = args.path.replace(RAW_LOADER_RE, '');
        const found = await b.resolve(rest, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          namespace: args.namespace,
          pluginData: args.pluginData,
        });
        // Reported as written, at the import, as any import that does not resolve.
        if (found.errors.length) return { errors: [{ text: `Could not resolve "${args.path}"` }] };
        // A file namespace of our own: the file's own loader (.ts, .svg, .css) must not take it.
        const loader = RAW_LOADER_RE.exec(args.path)![0];
        const namespace = loader.includes('yaml-loader')
          ? 'zapsite-yaml'
          : /[?&]esModule=false\b/.test(loader)
            ? 'zapsite-raw-cjs'
            : 'zapsite-raw';
        return { path: found.path, namespace };
      });
      b.onLoad({ filter: /.*/, namespace: 'zapsite-raw' }, async (args) => ({
        contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};\n`,
        loader: 'js',
        watchFiles: [args.path],
      }));
      b.onLoad({ filter: /.*/, namespace: 'zapsite-raw-cjs' }, async (args) => ({
        // esbuild's `text` loader: a CommonJS module of the UTF-8 text.
        contents: await readFile(args.path, 'utf8'),
        loader: 'text',
        watchFiles: [args.path],
      }));
      b.onLoad({ filter: /.*/, namespace: 'zapsite-yaml' }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        try {
          const data = JSON.stringify(parse(text));
          return { contents: `export default ${data};\n`, loader: 'js', watchFiles: [args.path] };
        } catch (error) {
          const e = error as { message: string; linePos?: { line: number; col: number }[] };
          const at = e.linePos?.[0];
          return {
            errors: [{ text: e.message, location: at ? { file: args.path, line: at.line, column: at.col - 1 } : null }],
            watchFiles: [args.path],
          };
        }
      });
    },
  };
}
