// The CLI and the generator bundled into one file each for the main thread and the build
// workers, which bin/zapsite.js runs while they match the sources. Loading ~800 modules one by
// one cost each run ~80 ms (of a ~1 s site build), even with Node's compile cache; one file
// costs a few. Any change to a source or a package makes the bundle stale; the next run
// bundles again (~0.5 s, once), and `npm ci` bundles at install (the "prepare" script).
//
// Semantics are kept: every `import.meta.url` in a bundled file is replaced by that file's own
// URL, so paths relative to a module (the theme folder, the cache folder) stay what they were,
// and the bundle lives in node_modules/.cache so runtime imports of packages still resolve.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
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

/** Where bin/start.js leaves the URL of the bundled CLI it runs (codeVersion reads it). */
export const RUNNING_BUNDLE_KEY = 'zapsite.running-cli-bundle';
/** The file in a bundle's folder holding the digest of the inputs it was made from. */
const INPUTS_DIGEST = 'inputs-digest';

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
    ...bundleOptions(t, dir),
    plugins: [
      statBeforeRead(seen),
      ownUrls(t.threadUrlModule, JSON.stringify(pathToFileURL(join(dir, 'thread.mjs')).href)),
      ...(t.plugins ?? []),
    ],
  });
  const inputs: Manifest['inputs'] = [];
  for (const input of Object.keys(result.metafile.inputs)) {
    const abs = resolve(input); // the metafile names inputs relative to the working folder
    const [size, mtime] = seen.get(abs) ?? stat(abs);
    inputs.push([relative(t.root, abs), size, mtime]);
  }
  const { asciiOnly } = await import('./ascii-bundle.ts');
  for (const f of result.outputFiles) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.path.endsWith('.mjs') ? asciiOnly(f.text) : f.contents);
  }
  // What the bundle was made from, for `codeVersion`: two runs that bundle the same sources at once
  // write two folders with the same digest.
  const digest = createHash('sha256')
    .update(JSON.stringify([...inputs].sort()))
    .digest('hex');
  writeFileSync(join(dir, INPUTS_DIGEST), digest);
  // Renamed into place: another run may be reading the manifest.
  const manifest = join(t.dir, 'manifest.json');
  const partial = `${manifest}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify({ format: FORMAT, node: process.version, version, inputs } satisfies Manifest));
  renameSync(partial, manifest);
  // A run of an older bundle (a dev server) may still import its chunks lazily.
  removeStaleVersions(t.dir, version, (name) => !name.startsWith('manifest.json'));
  return pathToFileURL(join(dir, 'main.mjs')).href;
}

export function bundleOptions(t: BundleTarget, outdir: string) {
  return {
    entryPoints: Object.fromEntries(Object.entries(t.entries).map(([name, path]) => [name, join(t.root, path)])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Commands import what they run when they run (`zapsite --help` loads no parser): chunks keep that.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    write: false as const,
    platform: 'node' as const,
    format: 'esm' as const,
    target: 'node22',
    metafile: true as const,
    logLevel: 'silent' as const,
    // esbuild is a native binary; React is imported by the theme's own bundle, which must get the same copy.
    // mermaid (imported only to check diagrams) is megabytes of chunks, and content/mermaid-check.ts
    // patches the very DOMPurify copy it imports.
    external: ['esbuild', 'fsevents', 'react', 'react/*', 'react-dom', 'react-dom/*', 'mermaid', 'dompurify'],
    // CommonJS packages bundled into ESM still call require() for Node's built-ins. The words are
    // joined at run time because this module is bundled too (the dev command imports it), and
    // ownUrls would otherwise rewrite them inside this string.
    banner: {
      js: `import { createRequire as __zsCreateRequire } from 'node:module'; const require = __zsCreateRequire(${['import', 'meta', 'url'].join('.')});`,
    },
  } satisfies BuildOptions;
}

/**
 * Every input of the bundle, as paths from the target's root: the manifest's list, or with no
 * manifest, the list esbuild gives for the same build (nothing written).
 */
export async function bundleInputs(t: BundleTarget = CLI_BUNDLE): Promise<string[]> {
  try {
    const m = JSON.parse(readFileSync(join(t.dir, 'manifest.json'), 'utf8')) as Manifest;
    if (m.format === FORMAT) return m.inputs.map(([path]) => path);
  } catch {
    // no manifest yet: ask esbuild
  }
  const { build } = await import('esbuild');
  const result = await build(bundleOptions(t, join(t.dir, 'inputs-only')));
  return Object.keys(result.metafile.inputs).map((input) => relative(t.root, resolve(input)));
}

/**
 * A hash of the code the CLI runs: Node's version and each bundle input's path, size and
 * modification time as they are now, so an edit to any source or package changes it. A list
 * older than the sources still sees a new module: the module importing it changed too.
 */
export async function codeVersion(t: BundleTarget = CLI_BUNDLE): Promise<string> {
  const h = createHash('sha256').update(`${FORMAT}\n${process.version}\n`);
  // The bundle this process runs is its code: bin/start.js checked it against every input as the
  // CLI started, and each bundling writes a folder of its own. No second look at the inputs.
  const running = (globalThis as Record<symbol, unknown>)[Symbol.for(RUNNING_BUNDLE_KEY)];
  if (t === CLI_BUNDLE && typeof running === 'string') {
    let made = running;
    try {
      made = readFileSync(join(dirname(fileURLToPath(running)), INPUTS_DIGEST), 'utf8');
    } catch {
      // a bundle from before the digest was written: its own URL names it
    }
    return h.update(`bundle\n${made}`).digest('hex');
  }
  // An installed package has no sources, only dist/ (scripts/build-package.ts), named by its build id.
  if (t === CLI_BUNDLE && !existsSync(join(ROOT, 'cli/main.ts')))
    return h.update(readFileSync(join(t.root, 'dist/build-id'))).digest('hex');
  for (const path of (await bundleInputs(t)).sort()) {
    let size = -1;
    let mtime = -1;
    try {
      [size, mtime] = stat(join(t.root, path));
    } catch {
      // a removed input: the -1s differ from any file's figures
    }
    h.update(`${path}\0${size}\0${mtime}\n`);
  }
  return h.digest('hex');
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

/**
 * `import.meta.url`, `__filename` and `__dirname` in each bundled file become that file's own:
 * by default its absolute URL and path; `urlOf` gives another expression (the package build's is
 * relative to the bundle, which moves with the installed package). `threadUrl` is an expression.
 */
export function ownUrls(
  threadUrlModule: string | undefined,
  threadUrl: string,
  urlOf: (path: string) => string = (path) => JSON.stringify(pathToFileURL(path).href),
  pathOf: (path: string) => string = (path) => JSON.stringify(path),
): Plugin {
  return {
    name: 'own-urls',
    setup(b) {
      b.onLoad({ filter: /\.(m|c)?[jt]sx?$/ }, async (args) => {
        if (args.path === threadUrlModule)
          return { contents: `export const THREAD_URL = new URL(${threadUrl});`, loader: 'js' };
        const text = await readFile(args.path, 'utf8');
        if (!/import\.meta\.url|__dirname|__filename/.test(text)) return undefined;
        const url = urlOf(args.path);
        let contents = text.replace(/\bimport\.meta\.url\b/g, () => url);
        // CommonJS modules are wrapped in a function by esbuild: these become that function's locals.
        if (/__dirname|__filename/.test(text))
          contents = `var __filename = ${pathOf(args.path)}, __dirname = ${pathOf(dirname(args.path))};\n${contents}`;
        const ext = args.path.slice(args.path.lastIndexOf('.') + 1);
        return {
          contents,
          loader:
            ext === 'ts' || ext === 'mts' || ext === 'cts'
              ? 'ts'
              : ext === 'tsx'
                ? 'tsx'
                : ext === 'jsx'
                  ? 'jsx'
                  : 'js',
        };
      });
    },
  };
}

// `node cli/bundle.ts`: the "prepare" script.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await bundleCli();
}
