// Sass, as docusaurus-plugin-sass compiles it: with the `sass` package the site installs (the
// plugin's peer dependency; zapsite does not ship one), `~pkg/x` and bare paths from node_modules.
// Compiled once per file while no file it loaded changed: the server bundle and the islands bundle
// both ask for a `.module.scss`, and dev rebuilds ask again.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PartialMessage } from 'esbuild';
import { messageFor } from '../diagnostics.ts';

interface SassApi {
  compile(path: string, options: Record<string, unknown>): { css: string; loadedUrls: URL[] };
}

/** What compiling gave: the CSS, every file it read (the file itself first), or the error to report. */
export type SassResult = { css: string; files: string[] } | { error: PartialMessage };

const apis = new Map<string, Promise<SassApi | undefined>>();
const compiled = new Map<string, { css: string; files: string[]; mtimes: number[] }>();

/** The site's own `sass`, looked up from the site folder (undefined when it is not installed). */
function siteSass(root: string): Promise<SassApi | undefined> {
  let api = apis.get(root);
  if (!api) {
    let path: string | undefined;
    try {
      path = createRequire(join(root, 'package.json')).resolve('sass');
    } catch {
      path = undefined;
    }
    api = path
      ? (import(pathToFileURL(path).href) as Promise<Partial<SassApi> & { default?: SassApi }>).then((m) =>
          m.compile ? (m as SassApi) : m.default,
        )
      : Promise.resolve(undefined);
    apis.set(root, api);
  }
  return api;
}

function mtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
}

/** Whether the site has the sass package. */
export async function sassInstalled(root: string): Promise<boolean> {
  return (await siteSass(root)) !== undefined;
}

/** The message for a Sass file in a site without sass. */
export function sassMissing(file: string): PartialMessage {
  return { text: messageFor('css-sass-missing', { file }), detail: { code: 'css-sass-missing', args: { file } } };
}

export async function compileSass(file: string, root: string): Promise<SassResult> {
  const kept = compiled.get(file);
  if (kept && kept.files.every((f, i) => mtime(f) === kept.mtimes[i])) return kept;
  const sass = await siteSass(root);
  if (!sass) return { error: sassMissing(file) };
  try {
    const out = sass.compile(file, {
      style: 'expanded',
      loadPaths: [join(root, 'node_modules')],
      importers: [tildeImporter(root)],
    });
    const files = [
      file,
      ...out.loadedUrls
        .filter((u) => u.protocol === 'file:')
        .map((u) => fileURLToPath(u))
        .filter((f) => f !== file),
    ];
    const entry = { css: out.css, files, mtimes: files.map(mtime) };
    compiled.set(file, entry);
    return entry;
  } catch (error) {
    return { error: sassError(error, file) };
  }
}

/** `@use '~pkg/x'`, as sass-loader reads it under webpack: from the site's node_modules. */
function tildeImporter(root: string) {
  return {
    findFileUrl(url: string): URL | null {
      if (!url.startsWith('~')) return null;
      for (let dir = root; ; dir = dirname(dir)) {
        const modules = join(dir, 'node_modules');
        if (existsSync(modules)) return new URL(url.slice(1), pathToFileURL(modules + '/'));
        if (dirname(dir) === dir) return null;
      }
    },
  };
}

interface SassException {
  sassMessage?: string;
  message: string;
  span?: { url?: URL; start: { line: number; column: number } };
}

/** A Sass error at the file, line and column its span names (a partial's own, when the error is there). */
function sassError(error: unknown, file: string): PartialMessage {
  const e = error as SassException;
  if (typeof e?.message !== 'string') throw error;
  const at = e.span?.url?.protocol === 'file:' ? fileURLToPath(e.span.url) : file;
  const line = e.span ? e.span.start.line + 1 : undefined;
  let lineText = '';
  try {
    lineText = line ? (readFileSync(at, 'utf8').split(/\r?\n/)[line - 1] ?? '') : '';
  } catch {
    lineText = '';
  }
  const args = { error: e.sassMessage ?? e.message.split('\n')[0]! };
  return {
    text: messageFor('css-sass', args),
    detail: { code: 'css-sass', args },
    location: line
      ? { file: at, line, column: e.span!.start.column, lineText }
      : { file: at, line: 0, column: 0, lineText: '' },
  };
}
