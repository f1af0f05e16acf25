// Reading a sidebars file: JSON parsed, anything else evaluated with esbuild and node:vm like the
// config (a default-exported function is called), with a time limit.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Message } from 'esbuild';
import { ConfigTimeout, ConfigUnsettled, evaluateConfig } from '../../config/evaluate.ts';
import { configTimeLimitMs } from '../../site-code.ts';
import type { Diagnostic } from '../../types.ts';
import { positionAt } from '../../text-position.ts';
import { diag } from '../../diagnostics.ts';

/** The file as read: its text is what errors point into. */
export interface SidebarsFile {
  /** Relative to the site root, for messages. */
  relPath: string;
  text: string;
  /** What the file exports (a function already called). */
  value: unknown;
  /** Files the evaluation read (the file and what it imports), for the dev watcher. */
  inputs: string[];
}

const EXTENSIONS = ['.js', '.ts', '.mjs', '.cjs', '.mts', '.cts', '.json'];

/**
 * Reads and evaluates a sidebars file. `path` is relative to `root` (or absolute). A missing file
 * is an error unless `missingOk` (a version without a sidebars file has no sidebars, as in
 * Docusaurus); then the result has neither file nor diagnostics.
 */
export async function loadSidebarsFile(
  root: string,
  path: string,
  opts: { missingOk?: boolean; timeLimitMs?: number } = {},
): Promise<{ file?: SidebarsFile; diagnostics: Diagnostic[] }> {
  const ms = opts.timeLimitMs ?? configTimeLimitMs();
  const abs = isAbsolute(path) ? path : join(root, path);
  const relPath = relative(root, abs).split('\\').join('/');
  if (!existsSync(abs)) {
    if (opts.missingOk) return { diagnostics: [] };
    return {
      diagnostics: [
        diag({
          code: 'sidebars-missing',
          args: { file: relPath },
        }),
      ],
    };
  }
  const ext = extname(abs).toLowerCase();
  if (!EXTENSIONS.includes(ext)) {
    return {
      diagnostics: [
        diag({
          code: 'sidebars-file',
          args: { problem: 'extension', file: relPath, extensions: EXTENSIONS.join(', ') },
          file: relPath,
        }),
      ],
    };
  }
  const text = await readFile(abs, 'utf8');
  if (ext === '.json') {
    try {
      return { file: { relPath, text, value: JSON.parse(text), inputs: [abs] }, diagnostics: [] };
    } catch (error) {
      const message = (error as Error).message;
      const pos = /position (\d+)/.exec(message);
      const at = pos
        ? positionAt(text, Number(pos[1]))
        : /line (\d+) column (\d+)/.exec(message)
          ? { line: Number(/line (\d+)/.exec(message)![1]), column: Number(/column (\d+)/.exec(message)![1]) }
          : undefined;
      return {
        diagnostics: [
          diag({
            code: 'sidebars-syntax',
            args: { format: 'json', error: message.split('\n')[0]! },
            file: relPath,
            ...at,
            sourceLine: at ? text.split('\n')[at.line - 1] : undefined,
          }),
        ],
      };
    }
  }
  try {
    const loaded = await evaluateConfig(abs, {}, ms);
    const exports = loaded.exports as { default?: unknown; __esModule?: boolean };
    let value: unknown =
      'default' in exports && (exports.__esModule || Object.keys(exports).length === 1) ? exports.default : exports;
    // A default-exported function runs here, outside the evaluator's limit: its promise gets the same one.
    if (typeof value === 'function') value = await withinLimit(Promise.resolve((value as () => unknown)()), ms);
    return { file: { relPath, text, value, inputs: loaded.inputs }, diagnostics: [] };
  } catch (error) {
    if (error instanceof ConfigTimeout || error instanceof ConfigUnsettled) {
      return {
        diagnostics: [
          diag({
            code: 'sidebars-timeout',
            args: { file: relPath, seconds: error instanceof ConfigTimeout ? error.ms / 1000 : undefined },
            file: relPath,
          }),
        ],
      };
    }
    const errors = (error as { errors?: Message[] }).errors;
    if (errors?.length) {
      return {
        diagnostics: errors.map((e) =>
          diag({
            code: 'sidebars-syntax',
            args: { format: 'script', error: e.text },
            // esbuild names files relative to the working folder.
            file: e.location ? relative(root, resolve(e.location.file)).split('\\').join('/') : relPath,
            line: e.location?.line,
            column: e.location ? e.location.column + 1 : undefined,
            sourceLine: e.location?.lineText,
          }),
        ),
      };
    }
    return {
      diagnostics: [
        diag({
          code: 'sidebars-load',
          args: { file: relPath, error: (error as Error).message },
          file: relPath,
        }),
      ],
    };
  }
}

function withinLimit<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConfigTimeout(ms)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
