// A lock between test processes: a folder made with one atomic mkdir. A lock older than `staleMs`
// was left by a process that died and is taken over.
import { mkdirSync, rmSync, statSync } from 'node:fs';

/** Takes the lock, waiting (blocking this thread, 200 ms at a time) while another process holds it. */
export function takeDirLock(lock: string, staleMs: number): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      if (Date.now() - statSync(lock).mtimeMs > staleMs) rmSync(lock, { recursive: true, force: true });
    } catch {
      // released meanwhile
    }
    Atomics.wait(pause, 0, 0, 200);
  }
}
