// Where a function of the site's options (a docs or blog editUrl, createRedirects) is, when it
// throws while the routes are planned: the line that threw in the Docusaurus config it was taken
// from, else its key in zapsite.config.ts, which runs without a source map.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { TakenValue } from '../config/docusaurus-value.ts';
import { CONFIG_FILE } from '../config/file-names.ts';
import { configPosition } from '../config/locate.ts';
import type { Diagnostic } from '../types.ts';

/**
 * Where an option's function is: the line in a Docusaurus config that threw `error`, else where the
 * function is written (its path in that config, or `key` in zapsite.config.ts: ['docs', 'editUrl']).
 */
export function optionPlace(
  error: unknown,
  config: { root: string; configFile?: string | null },
  key: (string | number)[],
  taken: TakenValue | undefined,
): Pick<Diagnostic, 'file' | 'line' | 'column' | 'sourceLine'> {
  const { root, configFile } = config;
  if (taken) {
    const at = taken.locate?.(error);
    if (!at) return { file: taken.file, ...configPosition(taken.text, taken.path) };
    const text = readText(resolve(root, at.file));
    const file = relative(root, resolve(root, at.file));
    return { file, line: at.line, column: at.column, sourceLine: text.split('\n')[at.line - 1] };
  }
  // zapsite.config.ts is run without a source map: its line is where the key is written.
  if (!configFile) return { file: CONFIG_FILE };
  return { file: relative(root, configFile), ...configPosition(readText(configFile), key) };
}

/** A file's text, or '' when it cannot be read. */
export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
