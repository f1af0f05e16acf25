// `new URL('./x', import.meta.url)` in the site's browser code, read as webpack 5 (Docusaurus's
// bundler) reads it. esbuild leaves the expression as written and emits nothing, so the URL named a
// file that was never written: babel's REPL asked for its compiler worker and got a 404.
// - Inside `new Worker(…)` or `new SharedWorker(…)`, the file is a worker's entry: it is bundled on
//   its own, with the site's plugins and aliases, as a classic script (an ES module when the call
//   asks for `{ type: 'module' }`), and the URL names that bundle.
// - Anywhere else, the file is emitted as it is (webpack's asset/resource), under assets/files/.
// The path is replaced, in place so that an error keeps its line, by a require() of this plugin's
// module for the file, whose default export is the emitted URL.
import { build, type BuildFailure, type BuildOptions, type PartialMessage, type Plugin } from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, resolve } from 'node:path';
import { IMPORTED_ASSET_RE, importedAssetUrls } from './imported-asset.ts';

const NAMESPACE = 'zapsite-url';
const NEW_URL_RE =
  /(\bnew\s+(?:Shared)?Worker\s*\(\s*)?\bnew\s+URL\s*\(\s*(['"])(\.{1,2}\/[^'"\n]+)\2(\s*,\s*import\.meta\.url\s*\))/g;
// Joined at run time: the CLI's own bundle rewrites the words in zapsite's sources (cli/bundle.ts ownUrls).
const META_URL = ['import', 'meta', 'url'].join('.');
// The options a worker call gives after its URL, looked for close after it.
const MODULE_WORKER_RE = /^[^;]{0,200}?\btype\s*:\s*['"]module['"]/;

/** `text` (the site's file `file`) with each relative `new URL(…, import.meta.url)` taking its emitted URL. */
export function importMetaUrls(text: string, file: string): string {
  if (!text.includes(META_URL)) return text;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(NEW_URL_RE)) {
    const [call, worker, , path, rest] = m as unknown as [string, string | undefined, string, string, string];
    const after = text.slice(m.index + call.length);
    const kind = !worker ? 'file' : MODULE_WORKER_RE.test(after) ? 'module-worker' : 'worker';
    const spec = JSON.stringify(`${NAMESPACE}:${kind}:${resolve(dirname(file), path)}`);
    out += `${text.slice(last, m.index)}${worker ?? ''}new URL(require(${spec}).default${rest}`;
    last = m.index + call.length;
  }
  return out + text.slice(last);
}

export interface UrlAssetsOut {
  files: { path: string; data: Uint8Array }[];
  /** The files read to make them, for the bundle's reuse and the dev server's watch. */
  inputs: string[];
}

const shortHash = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 8);

/**
 * The plugin that emits what `importMetaUrls` names into `out`: `workerOptions`, the browser
 * bundle's own options (plugins, aliases, loaders, defines), for a worker's bundle; `base`: the
 * site's baseUrl without its final slash.
 */
export function urlAssets(out: UrlAssetsOut, base: string, workerOptions: () => BuildOptions): Plugin {
  return {
    name: NAMESPACE,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, async (args) => {
        const path = args.path.slice(NAMESPACE.length + 1);
        const kind = path.slice(0, path.indexOf(':'));
        const file = path.slice(kind.length + 1);
        if (existsSync(file) && statSync(file).isFile()) return { path, namespace: NAMESPACE };
        // As webpack resolves the request: `./worker` is worker.ts, a folder its index.
        const found = await b.resolve(file, { kind: 'import-statement', resolveDir: dirname(file) });
        if (!found.errors.length && found.path && existsSync(found.path))
          return { path: `${kind}:${found.path}`, namespace: NAMESPACE };
        const url = await urlLocation(args.importer, file);
        return { errors: [{ text: `Could not resolve "${url.spec}"`, location: url.location }] };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const colon = args.path.indexOf(':');
        const kind = args.path.slice(0, colon);
        const file = args.path.slice(colon + 1);
        let emitted: Emitted;
        try {
          emitted =
            kind === 'file'
              ? await emitFile(file)
              : await bundleWorker(file, kind === 'module-worker', workerOptions());
        } catch (error) {
          // The worker's own faults, each at its own file and line.
          const failure = error as Partial<BuildFailure>;
          if (Array.isArray(failure.errors) && failure.errors.length) return { errors: failure.errors };
          throw error;
        }
        out.files.push({ path: emitted.path, data: emitted.data });
        out.inputs.push(...emitted.inputs);
        return {
          contents: `export default ${JSON.stringify(`${base}/${emitted.path}`)};`,
          loader: 'js',
          watchFiles: emitted.inputs,
        };
      });
    },
  };
}

/** Where, in the site's own `importer`, the `new URL(…)` naming `file` is: what an error points at. */
async function urlLocation(
  importer: string,
  file: string,
): Promise<{ spec: string; location?: PartialMessage['location'] }> {
  const text = await readFile(importer, 'utf8').catch(() => '');
  for (const m of text.matchAll(NEW_URL_RE)) {
    const spec = m[3]!;
    if (resolve(dirname(importer), spec) !== file) continue;
    const at = m.index + m[0].indexOf(spec) - 1;
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    const start = before.lastIndexOf('\n') + 1;
    const end = text.indexOf('\n', at);
    return {
      spec,
      location: { file: importer, line, column: at - start, lineText: text.slice(start, end < 0 ? undefined : end) },
    };
  }
  return { spec: file };
}

// What the browser's bundle has no loader of its own for (images stay data: URLs there).
const BROWSER_ASSET_RE = new RegExp(
  IMPORTED_ASSET_RE.source.replace('png|jpe?g|gif|webp|', '').replace('svg|', ''),
  'i',
);

/**
 * A video, a font or a document that the site's browser code imports (`import clip from
 * './clip.mp4'`): its URL, as the server's bundle gives it (bundle/imported-asset.ts), the file
 * published into `out`. esbuild has no loader for them; Docusaurus's webpack does.
 */
export function importedAssets(out: UrlAssetsOut, base: string): Plugin {
  return importedAssetUrls({
    name: 'zapsite-imported-asset',
    filter: BROWSER_ASSET_RE,
    base,
    emit: (asset, file) => {
      out.files.push(asset);
      out.inputs.push(file);
    },
  });
}

type Emitted = { path: string; data: Uint8Array; inputs: string[] };

async function emitFile(file: string): Promise<Emitted> {
  const data = await readFile(file);
  const ext = extname(file);
  return { path: `assets/files/${basename(file, ext)}-${shortHash(data)}${ext}`, data, inputs: [file] };
}

async function bundleWorker(file: string, esm: boolean, options: BuildOptions): Promise<Emitted> {
  const made = await build({
    ...options,
    entryPoints: [file],
    bundle: true,
    write: false,
    splitting: false,
    format: esm ? 'esm' : 'iife',
    metafile: true,
    outdir: '/assets/js',
  });
  const js = made.outputFiles.find((f) => f.path.endsWith('.js'))!;
  const inputs = Object.keys(made.metafile.inputs)
    .filter((p) => !p.includes(':'))
    .map((p) => resolve(options.absWorkingDir ?? '.', p));
  const name = basename(file, extname(file)).replace(/[^\w.-]/g, '_');
  return { path: `assets/js/${name}-${shortHash(js.contents)}.js`, data: js.contents, inputs };
}
