// Bundle a TypeScript/TSX entry with esbuild and import it: the site config and the
// server-side theme, so that both reload in dev.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SITE_EXTENSIONS } from './bundle/site-imports.ts';
import { inputsDigest } from './content/mdx-bundle-reuse.ts';
import { removeStaleVersions } from './stale-versions.ts';

export interface LoadedModule<T> {
  exports: T;
  /** Where the bundled module was imported from: workers import the same URL without bundling again. */
  url: string;
  /** Absolute paths of every file the bundle read: what dev mode watches. */
  inputs: string[];
}

export interface LoadOptions {
  alias?: Record<string, string>;
  /**
   * A writable folder inside a node_modules tree that can resolve the entry's packages. When
   * given, npm packages stay out of the bundle and the bundle is imported from a file there.
   * For the theme this is the difference between ~170 ms and ~40 ms per build: bundling React's
   * server renderer (a megabyte) cost ~80 ms of esbuild, and compiling it from a data: URL
   * ~50 ms that Node's compile cache cannot keep.
   */
  moduleDir?: string;
}

export async function loadModule<T>(entry: string, options: LoadOptions = {}): Promise<LoadedModule<T>> {
  const dir = options.moduleDir && writable(options.moduleDir) ? options.moduleDir : undefined;
  // ZAPSITE_NO_CACHE=1 (`zapsite build --no-cache`): bundled afresh, as on a first build.
  const kept = dir && { dir, entry, alias: options.alias };
  const last = kept && process.env.ZAPSITE_NO_CACHE !== '1' ? await lastBundle(kept) : undefined;
  if (last) return { exports: (await import(last.url)) as T, url: last.url, inputs: last.inputs };
  const started = Date.now();
  // The folder now: a site plugin may run in the site's folder while this bundle is made (the
  // theme loads beside the plugins stage), and the metafile's paths are relative to this one.
  const wd = process.cwd();
  const result = await build({
    entryPoints: [entry],
    resolveExtensions: SITE_EXTENSIONS,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    jsx: 'automatic',
    metafile: true,
    // Named: esbuild's default is the folder it was loaded in, which a program that changed folder
    // since does not share; its inputs are resolved from here below.
    absWorkingDir: wd,
    logLevel: 'silent',
    alias: options.alias,
    packages: dir ? 'external' : undefined,
    define: { 'process.env.NODE_ENV': '"production"' },
    // CommonJS dependencies bundled into ESM need a require for node built-ins.
    banner: dir
      ? undefined
      : {
          js: `import { createRequire as __zsCreateRequire } from 'node:module'; const require = __zsCreateRequire(${JSON.stringify(entry)});`,
        },
  });
  const code = result.outputFiles[0]!.text;
  const url = dir
    ? moduleFile(dir, entry, code)
    : `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const exports = (await import(url)) as T;
  // The metafile names inputs relative to the working folder ("../../tmp/site/x.ts").
  const inputs = Object.keys(result.metafile.inputs).map((p) => resolve(wd, p));
  if (kept) await keepBundle(kept, { url, inputs }, started);
  return { exports, url, inputs };
}

// The last bundle of an entry, named in a small file near the modules with the digest of what
// esbuild read (mdx-bundle-reuse.ts `inputsDigest`: every input's bytes, its folder's listing), so
// a build whose theme code is unchanged imports it without running esbuild.
interface LastBundle {
  alias: string;
  digest: string;
  url: string;
  inputs: string[];
}

/** Which bundle is kept: the entry, bundled with these aliases, in the module folder `dir`. */
interface KeptBundle {
  dir: string;
  entry: string;
  alias: LoadOptions['alias'];
}

/** With packages left out of the bundle, every input is the theme's own: each folder's listing counts. */
const OWN = '/';

// In a folder beside the modules', which holds the modules alone.
const lastFile = (dir: string, entry: string) =>
  join(dir, '..', 'modules-last', `${createHash('sha256').update(entry).digest('hex').slice(0, 16)}.json`);

async function lastBundle({ dir, entry, alias }: KeptBundle) {
  try {
    const last = JSON.parse(readFileSync(lastFile(dir, entry), 'utf8')) as LastBundle;
    if (last.alias !== JSON.stringify(alias ?? {}) || !existsSync(fileURLToPath(last.url))) return undefined;
    return (await inputsDigest(last.inputs, OWN)) === last.digest ? last : undefined;
  } catch {
    return undefined; // none yet, or unreadable: bundle
  }
}

async function keepBundle({ dir, entry, alias }: KeptBundle, made: { url: string; inputs: string[] }, started: number) {
  const digest = await inputsDigest(made.inputs, OWN, started);
  if (!digest) return;
  const file = lastFile(dir, entry);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  const last: LastBundle = { alias: JSON.stringify(alias ?? {}), digest, ...made };
  writeFileSync(partial, JSON.stringify(last));
  renameSync(partial, file);
}

function writable(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The bundle as a file named by its content, so Node's compile cache recognises it next time.
 * Written to a temporary name and renamed: parallel builds may write the same file while
 * another imports it.
 */
function moduleFile(dir: string, entry: string, code: string): string {
  const name = basename(entry).replace(/\.\w+$/, '');
  const file = join(dir, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, code);
    renameSync(partial, file);
    // Each edit of the theme in dev makes a new file.
    removeStaleVersions(dir, basename(file), (other) => other.startsWith(`${name}-`));
  }
  return pathToFileURL(file).href;
}
