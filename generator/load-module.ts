// Bundle a TypeScript/TSX entry with esbuild and import it from memory.
// Used for the site config and for the server-side theme, so that both reload in dev.
import { build } from 'esbuild';

export interface LoadedModule<T> {
  exports: T;
  /** The bundled ES module source: workers import the same code without bundling again. */
  code: string;
  /** Absolute paths of every file the bundle read: what dev mode watches. */
  inputs: string[];
}

export async function loadModule<T>(entry: string, options: { alias?: Record<string, string> } = {}): Promise<LoadedModule<T>> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    alias: options.alias,
    define: { 'process.env.NODE_ENV': '"production"' },
    // CommonJS dependencies bundled into ESM need a require for node built-ins.
    banner: { js: `import { createRequire as __zsCreateRequire } from 'node:module'; const require = __zsCreateRequire(${JSON.stringify(entry)});` },
  });
  const code = result.outputFiles[0]!.text;
  const exports = await importCode<T>(code);
  const cwd = process.cwd();
  const inputs = Object.keys(result.metafile.inputs).map((p) => (p.startsWith('/') ? p : `${cwd}/${p}`));
  return { exports, code, inputs };
}

export async function importCode<T>(code: string): Promise<T> {
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as T;
}
