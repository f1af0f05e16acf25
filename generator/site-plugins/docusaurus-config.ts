// A plugin function written inside a Docusaurus config (`plugins: [function (context) {...}]`):
// zapsite.config.ts cannot hold the function, so it names the config and the entry's position
// (`{ docusaurusConfig: './docusaurus.config.js', index: 0 }`, written by `zapsite migrate`), and
// every build runs that config as migrate does (from the site's folder, packages the site lacks
// stood in for: migrate/read-docusaurus.ts) and takes the function, with its options, from there.
// It then runs as any function plugin (run.ts); its failures are placed in the Docusaurus config.
// An editUrl or createRedirects function written there is taken from the same run (docusaurus-values.ts).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Message } from 'esbuild';
import { ConfigTimeout, type ConfigPlace } from '../config/evaluate.ts';
import { configPosition } from '../config/locate.ts';
import { positionAt } from '../text-position.ts';
import { EXIT_USAGE, ZapsiteError, diag, type DiagnosticInput } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import type { EvaluatedDocusaurusConfig } from '../migrate/read-docusaurus.ts';
import { CONFIG_FILE } from '../config/file-names.ts';
import type { TakenOption } from '../config/docusaurus-value.ts';

export interface DocusaurusPluginRef {
  docusaurusConfig: string;
  index: number;
}

/** The function at `ref`, its options, where it is written, and the files the config read. */
export interface TakenPlugin {
  fn: (context: unknown, options: unknown) => unknown;
  options: unknown;
  /** Relative to the site. */
  file: string;
  text: string;
  locate: EvaluatedDocusaurusConfig['locate'];
  /** Offset of the function in `text`, when found: its methods are looked for from there. */
  from?: number;
  inputs: string[];
  /** The warning for packages the config imports that the site lacks, stood in for while it ran. */
  standIn?: Diagnostic;
}

/** One build's runs of Docusaurus configs, by absolute path: two plugins of one config run it once. */
export type ConfigRuns = Map<string, Promise<EvaluatedDocusaurusConfig>>;

export function isDocusaurusPluginRef(value: unknown): value is DocusaurusPluginRef {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'docusaurusConfig' in value;
}

export async function takePlugin(
  ref: DocusaurusPluginRef,
  at: { root: string; configFile?: string; position: number; ms: number; runs: ConfigRuns },
): Promise<TakenPlugin> {
  const { root } = at;
  const file = resolve(root, ref.docusaurusConfig);
  const rel = relative(root, file);
  if (!existsSync(file)) {
    const configRel = at.configFile ? relative(root, at.configFile) : CONFIG_FILE;
    const position = at.configFile ? configPosition(readText(at.configFile), ['plugins', at.position]) : undefined;
    throw docusaurusConfigError({
      args: { problem: 'missing', position: at.position, config: ref.docusaurusConfig },
      file: configRel,
      ...position,
    });
  }
  const { evaluated, text } = await runOf(file, at);
  const entries = Array.isArray(evaluated.config.plugins) ? (evaluated.config.plugins as unknown[]) : [];
  const entry = entries[ref.index];
  const [fn, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
  if (typeof fn !== 'function') {
    const shown = entry === undefined ? undefined : describeValue(fn);
    throw docusaurusConfigError({
      args: { problem: 'not-function', index: ref.index, file: rel, entries: entries.length, entry: shown },
      file: rel,
      ...configPosition(text, ['plugins', ref.index]),
    });
  }
  const place = evaluated.placeOf?.(fn as (...args: never[]) => unknown);
  return {
    fn: fn as TakenPlugin['fn'],
    options,
    file: rel,
    text,
    locate: evaluated.locate,
    from: place && resolve(place.file) === file ? offsetOf(text, place) : undefined,
    inputs: evaluated.inputs,
    standIn: evaluated.notes.standIns.size ? standInWarning(rel, text, [...evaluated.notes.standIns]) : undefined,
  };
}

/** The config's packages the site lacks, at its first import of one (a plugin that then fails is far from it). */
function standInWarning(file: string, text: string, packages: string[]): Diagnostic {
  const quoted = packages.flatMap((p) => [`'${p}'`, `"${p}"`, `\`${p}\``]);
  const at = Math.min(...quoted.map((q) => text.indexOf(q)).filter((i) => i >= 0));
  // The start of the line that imports it.
  const place = Number.isFinite(at) ? positionAt(text, text.lastIndexOf('\n', at) + 1) : {};
  return diag({ code: 'config-stand-in', args: { file, packages }, file, ...place });
}

/**
 * The config at `file` (absolute) as this build's one run of it gave it; `takes`: what the build
 * takes from it, when not plugins, for the message of a config that cannot run.
 */
export async function runOf(
  file: string,
  at: { root: string; ms: number; runs: ConfigRuns; takes?: TakenOption },
): Promise<{ evaluated: EvaluatedDocusaurusConfig; text: string; rel: string }> {
  const rel = relative(at.root, file);
  const text = readText(file);
  let run = at.runs.get(file);
  // Loaded only by a site that takes a function from a Docusaurus config: other builds never pay for it.
  if (!run)
    at.runs.set(
      file,
      (run = import('../migrate/read-docusaurus.ts').then((m) => m.evaluateDocusaurusConfig(file, at.ms))),
    );
  try {
    return { evaluated: await run, text, rel };
  } catch (error) {
    throw docusaurusConfigError({ ...whyNot(error, { rel, text, root: at.root, takes: at.takes }), cause: error });
  }
}

/** Why the config could not be run, at the place its error has. */
function whyNot(error: unknown, at: { rel: string; text: string; root: string; takes?: TakenOption }): Problem {
  const { rel, text, root } = at;
  const takes = at.takes ? { takes: at.takes } : {};
  if (error instanceof ConfigTimeout)
    return { args: { problem: 'timeout', file: rel, seconds: error.ms / 1000, ...takes }, file: rel };
  const compile = (error as { errors?: Message[] }).errors?.[0];
  if (compile)
    return {
      args: { problem: 'compile', file: rel, error: compile.text, ...takes },
      file: compile.location ? relative(root, resolve(root, compile.location.file)) : rel,
      line: compile.location?.line,
      column: compile.location ? compile.location.column + 1 : undefined,
      sourceLine: compile.location?.lineText,
    };
  const why = error instanceof Error ? error.message : String(error);
  const place = (error as { place?: ConfigPlace } | null)?.place;
  if (!place) return { args: { problem: 'threw', file: rel, error: why, located: false, ...takes }, file: rel };
  const placeText = resolve(place.file) === resolve(root, rel) ? text : readText(place.file);
  return {
    args: { problem: 'threw', file: rel, error: why, located: true, ...takes },
    file: relative(root, resolve(root, place.file)),
    line: place.line,
    column: place.column,
    sourceLine: placeText.split('\n')[place.line - 1],
  };
}

/** A problem's arguments and place. */
type Problem = Pick<DiagnosticInput<'plugin-docusaurus-config'>, 'args' | 'file' | 'line' | 'column' | 'sourceLine'>;

/** The build stopped for a problem with a Docusaurus config it takes functions from. */
export function docusaurusConfigError(d: Problem & { cause?: unknown }): ZapsiteError {
  const { cause, ...rest } = d;
  return new ZapsiteError([diag({ code: 'plugin-docusaurus-config', ...rest })], EXIT_USAGE, { cause });
}

function offsetOf(text: string, place: ConfigPlace): number {
  let offset = 0;
  for (let line = 1; line < place.line; line++) offset = text.indexOf('\n', offset) + 1;
  return offset + place.column - 1;
}

/** A value of a Docusaurus config in words, for a message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the module "${value}"`;
  return value === undefined || value === null || value === false ? String(value) : typeof value;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
