// One place that decides V8's flags, set as a command starts (before it loads the generator), for
// every command that builds; those that count only when Node starts are given by bin/v8-restart.js. Flags are process-wide, so the build workers get them too. What each
// flag buys, and the measurements, are in docs/PERFORMANCE.md ("V8 flags for a build").
import { setFlagsFromString } from 'node:v8';

/**
 * A batch command builds once and exits: `build`, and `check-links`, which builds first when asked
 * or when there is no build. A session (`dev`, `serve`) runs for hours and keeps V8's defaults,
 * as it always has: a long-running process is what TurboFan is for.
 */
export const BATCH_COMMANDS: ReadonlySet<string> = new Set(['build', 'check-links']);

/**
 * No TurboFan (V8's optimising tier; Maglev still optimises): its background compiles cost more
 * than they return in a short build and take the core the other threads need. Output cannot
 * depend on flags; the bench holds the times (docs/PERFORMANCE.md).
 */
export const BATCH_FLAGS: readonly string[] = ['--no-turbofan'];

/** The flags a command runs with; none with ZAPSITE_V8=default (V8's own defaults, to compare). */
export function v8FlagsFor(command: string, env: NodeJS.ProcessEnv = process.env): readonly string[] {
  if (env.ZAPSITE_V8 === 'default') return [];
  return BATCH_COMMANDS.has(command) ? BATCH_FLAGS : [];
}

/** Set the command's flags on this process; returns them. */
export function applyV8Policy(command: string, env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const flags = v8FlagsFor(command, env);
  for (const f of flags) setFlagsFromString(f);
  return flags;
}
