// esbuild runs its builds in one child process (a Go program) that lives as long as zapsite does.
// After the MDX bundle that process holds ~300 MB of live data on the maintainers' site and Go's
// collector lets its heap reach twice that; nothing returns it to the system while the pages
// render, so it sat beside the build's own peak (docs/PERFORMANCE.md, "esbuild's process").
import { stop } from 'esbuild';

/** Builds running in this process: several may (the tests' fixtures, a program calling build()). */
let running = 0;

/** Counts a build as running until the returned function is called. */
export function esbuildUser(): () => void {
  running++;
  let left = false;
  return () => {
    if (!left) running--;
    left = true;
  };
}

/**
 * Ends esbuild's process once a one-shot build has made its last bundle, when it is the only build
 * running here: stopping it under another build's bundle would fail or hang that build. A later call
 * to esbuild (the next locale's pass) starts a new process.
 */
export async function releaseEsbuild(): Promise<void> {
  if (running <= 1) await stop();
}
