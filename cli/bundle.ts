// The CLI and the generator bundled into one file each for the main thread and the build
// workers, which bin/zapsite.js runs while they match the sources. Loading ~800 modules one by
// one cost each run ~80 ms (of a ~1 s site build), even with Node's compile cache; one file
// costs a few. Any change to a source or a package makes the bundle stale; the next run
// bundles again (~0.5 s, once), and `npm ci` bundles at install (the "prepare" script).
//
// Semantics are kept: every `import.meta.url` in a bundled file is replaced by that file's own
// URL, so paths relative to a module (the theme folder, the cache folder) stay what they were,
// and the bundle lives in node_modules/.cache so runtime imports of packages still resolve.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { removeStaleVersions } from '../generator/stale-versions.ts';

const FORMAT = 1;
const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** What to bundle and where: the CLI's, or a test's. */
export interface BundleTarget {
  /** Paths in the manifest are relative to this folder. */
  root: string;
  /** Output folder (manifest.json and one folder per version). */
  dir: string;
  /** Entry name -> path from root; "main" is the one whose URL is returned. */
  entries: Record<string, string>;
  /** A module replaced by one exporting THREAD_URL, the URL of the "thread" entry's bundle. */
  threadUrlModule?: string;
  /** More esbuild plugins, run after the bundler's own (a test edits a file as it is read). */
  plugins?: Plugin[];
}

export const CLI_BUNDLE: BundleTarget = {
  root: ROOT,
  dir: join(ROOT, 'node_modules/.cache/zapsite/cli'),
  entries: { main: 'cli/main.ts', thread: 'generator/workers/thread.ts' },
  // The workers' entry: their bundle, not the source (see generator/workers/thread-url.ts).
  threadUrlModule: join(ROOT, 'generator/workers/thread-url.ts'),
};

interface Manifest {
  format: number;
  node: string;
  /** The folder under the target's dir holding this version: each bundling writes a new one. */
  version: string;
  /** Every input: path from the package root, size, modification time. */
  inputs: [string, number, number][];
}

/** The URL of the bundled CLI when it matches every file it was made from. */
export function freshBundle(t: BundleTarget = CLI_BUNDLE): string | undefined {
  try {
    const m = JSON.parse(readFileSync(join(t.dir, 'manifest.json'), 'utf8')) as Manifest;
    if (m.format !== FORMAT || m.node !== process.version) return undefined;
    for (const [path, size, mtime] of m.inputs) {
      const s = statSync(join(t.root, path));
      if (s.size !== size || s.mtimeMs !== mtime) return undefined;
    }
    return pathToFileURL(join(t.dir, m.version, 'main.mjs')).href;
  } catch {
    return undefined;
  }
}

/** Bundle the CLI into a new version folder and point the manifest at it; returns the main bundle's URL. */
export async function bundleCli(t: BundleTarget = CLI_BUNDLE): Promise<string> {
  const { build } = await import('esbuild');
  const version = `${Date.now().toString(36)}-${process.pid}`;
  // Each input's size and time as they were just before it was read: a file saved while the
  // bundle is made then no longer matches the manifest, and the next run bundles again.
  const seen = new Map<string, [number, number]>();
  const dir = join(t.dir, version);
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(t.entries).map(([name, path]) => [name, join(t.root, path)])),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Commands import what they run when they run (`zapsite --help` loads no parser): chunks keep that.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    metafile: true,
    logLevel: 'silent',
    // esbuild is a native binary; React is imported by the theme's own bundle, which must get the same copy.
    // mermaid (imported only to check diagrams) is megabytes of chunks, and content/mermaid-check.ts
    // patches the very DOMPurify copy it imports.
    external: ['esbuild', 'fsevents', 'react', 'react/*', 'react-dom', 'react-dom/*', 'mermaid', 'dompurify'],
    plugins: [statBeforeRead(seen), ownUrls(t.threadUrlModule, pathToFileURL(join(dir, 'thread.mjs')).href), ...(t.plugins ?? [])],
    // CommonJS packages bundled into ESM still call require() for Node's built-ins.
    banner: { js: "import { createRequire as __zsCreateRequire } from 'node:module'; const require = __zsCreateRequire(import.meta.url);" },
  });
  const inputs: Manifest['inputs'] = [];
  for (const input of Object.keys(result.metafile.inputs)) {
    const abs = resolve(input); // the metafile names inputs relative to the working folder
    const [size, mtime] = seen.get(abs) ?? stat(abs);
    inputs.push([relative(t.root, abs), size, mtime]);
  }
  for (const f of result.outputFiles) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.contents);
  }
  // Renamed into place: another run may be reading the manifest.
  const manifest = join(t.dir, 'manifest.json');
  const partial = `${manifest}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify({ format: FORMAT, node: process.version, version, inputs } satisfies Manifest));
  renameSync(partial, manifest);
  // A run of an older bundle (a dev server) may still import its chunks lazily.
  removeStaleVersions(t.dir, version, (name) => !name.startsWith('manifest.json'));
  return pathToFileURL(join(dir, 'main.mjs')).href;
}

function stat(path: string): [number, number] {
  const s = statSync(path);
  return [s.size, s.mtimeMs];
}

function statBeforeRead(seen: Map<string, [number, number]>): Plugin {
  return {
    name: 'stat-before-read',
    setup(b) {
      b.onLoad({ filter: /./, namespace: 'file' }, (args) => {
        seen.set(args.path, stat(args.path));
        return undefined; // loaded by the next plugin or by esbuild, after the stat
      });
    },
  };
}

function ownUrls(threadUrlModule: string | undefined, threadUrl: string): Plugin {
  return {
    name: 'own-urls',
    setup(b) {
      b.onLoad({ filter: /\.(m|c)?[jt]sx?$/ }, async (args) => {
        if (args.path === threadUrlModule) return { contents: `export const THREAD_URL = new URL(${JSON.stringify(threadUrl)});`, loader: 'js' };
        const text = await readFile(args.path, 'utf8');
        if (!/import\.meta\.url|__dirname|__filename/.test(text)) return undefined;
        const url = JSON.stringify(pathToFileURL(args.path).href);
        let contents = text.replace(/\bimport\.meta\.url\b/g, url);
        // CommonJS modules are wrapped in a function by esbuild: these become that function's locals.
        if (/__dirname|__filename/.test(text)) contents = `var __filename = ${JSON.stringify(args.path)}, __dirname = ${JSON.stringify(dirname(args.path))};\n${contents}`;
        const ext = args.path.slice(args.path.lastIndexOf('.') + 1);
        return { contents, loader: ext === 'ts' || ext === 'mts' || ext === 'cts' ? 'ts' : ext === 'tsx' ? 'tsx' : ext === 'jsx' ? 'jsx' : 'js' };
      });
    },
  };
}

// `node cli/bundle.ts`: the "prepare" script.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await bundleCli();
}
