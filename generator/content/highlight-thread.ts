// Syntax highlighting on a second core. Shiki is a third to a half of the content stage (its
// grammars compile on first use: ~0.2 s for C++ alone), and every code block is independent,
// so the build thread hands blocks to this worker while it parses and renders the next files.
import { Worker } from 'node:worker_threads';
import type { CodeJob } from './markdown.ts';

export interface HighlightThread {
  highlight(job: CodeJob): Promise<string>;
  close(): Promise<void>;
}

export function startHighlightThread(): HighlightThread {
  const worker = new Worker(new URL('./highlight-worker.ts', import.meta.url));
  // Never the reason the process stays alive; close() ends it when the build is done with it.
  worker.unref();
  const waiting = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  let next = 0;
  let broken: Error | undefined;
  const failAll = (error: Error) => {
    broken = error;
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  worker.on('message', (msg: { id: number; html?: string; error?: string }) => {
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if (msg.error !== undefined) w.reject(new Error(`highlighting failed: ${msg.error}`));
    else w.resolve(msg.html!);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (waiting.size) failAll(new Error(`the highlighting thread stopped (exit code ${code})`));
  });
  return {
    highlight(job) {
      if (broken) return Promise.reject(broken);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, job });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
