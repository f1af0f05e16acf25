// V8 settings that only count when Node starts: the young generation's size is fixed as the heap is
// made. A batch command starts this process again with them, once and in place (process.execve:
// the same process id, so a signal or the caller's wait still meets one process), before anything
// else loads. cli/v8-policy.ts sets the flags that may change while a process runs.

/** The commands that build once and exit (cli/v8-policy.ts BATCH_COMMANDS says the same). */
export var BATCH_COMMANDS = ['build', 'check-links'];

/**
 * A young generation of at most 3 x 16 MB: V8 grows it to 128 MB on a large build, and a page
 * survives its collections no better for the room. On the maintainers' site the build's peak fell
 * by ~50 MB for the same CPU time (docs/PERFORMANCE.md, "V8 flags for a build").
 */
export var START_FLAGS = ['--max-semi-space-size=16'];

/**
 * The arguments to start Node again with (the program first), or null: not a batch command, already
 * started with the flags, the caller set the same setting, or ZAPSITE_V8=default.
 */
export function restartArgs(argv, execArgv, env) {
  if (env.ZAPSITE_V8 === 'default') return null;
  var command = argv.slice(2).find(function (a) {
    return a.charAt(0) !== '-';
  });
  if (BATCH_COMMANDS.indexOf(command) < 0) return null;
  var given = execArgv.concat(String(env.NODE_OPTIONS || '').split(/\s+/));
  var settings = START_FLAGS.map(function (f) {
    return f.split('=')[0];
  });
  var set = given.some(function (a) {
    return settings.some(function (s) {
      return a === s || a.indexOf(s + '=') === 0;
    });
  });
  if (set) return null;
  return [argv[0]].concat(START_FLAGS, execArgv, argv.slice(1));
}

/** Starts this process again with the flags when restartArgs says so; where Node cannot (Windows, Node < 22.15), goes on as it is. */
export function restartForBatch(proc) {
  var args = typeof proc.execve === 'function' ? restartArgs(proc.argv, proc.execArgv, proc.env) : null;
  if (!args) return;
  try {
    proc.execve(proc.execPath, args, proc.env);
  } catch {
    // Not on this platform: the build runs with V8's own young generation.
  }
}
