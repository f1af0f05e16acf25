// V8 doubles its young generation whenever the bytes that survived its scavenges since the last
// doubling pass the young generation's size, up to a maximum that scales with the machine's
// memory (134 MB of new space on a 24 GB machine). A dev session keeps each rebuild's results
// until the next one, so they survive, and over a few hundred MDX saves the young generation grew
// to that maximum: RSS up 140 MB with nothing retained (bench/dev-memory.ts). Once it is CAP_BYTES,
// growth stops: V8 reads the growth factor each time it grows, so a factor of 1 holds the size.
// (Startup flags such as --max-semi-space-size cannot be set once the process runs.)
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/** The young generation's size (both halves) a dev session stops growing at. */
const CAP_BYTES = 32 * 1024 * 1024;

let held = false;

/** After a rebuild: once the young generation is at the cap, it grows no more in this process. */
export function holdYoungGeneration(): void {
  if (held) return;
  const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  if (!young || young.space_size < CAP_BYTES) return;
  setFlagsFromString('--semi-space-growth-factor=1');
  held = true;
}
