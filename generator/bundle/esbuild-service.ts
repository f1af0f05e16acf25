// esbuild runs its builds in one child process (a Go program) that lives as long as zapsite does.
// After the MDX bundle that process holds ~300 MB of live data on the maintainers' site and Go's
// collector lets its heap reach twice that; nothing returns it to the system while the pages
// render, so it sat beside the build's own peak (docs/PERFORMANCE.md, "esbuild's process").
import { stop } from 'esbuild';

/**
 * Ends esbuild's process once a one-shot build has made its last bundle; a later call to esbuild
 * (the next locale's pass) starts a new one. Only when no esbuild call is in flight: it would fail.
 */
export async function releaseEsbuild(): Promise<void> {
  await stop();
}
