// The highlighting thread: Shiki and its grammars live here, so the build thread never loads them.
import { parentPort } from 'node:worker_threads';
import { ensureLanguage, getHighlighter, highlightCode } from './highlight.ts';
import type { CodeJob } from './markdown.ts';

const highlighter = await getHighlighter();

// Jobs are handled one at a time, in order: a grammar may be loading while the next job arrives.
let queue = Promise.resolve();
parentPort!.on('message', (msg: { id: number; job: CodeJob }) => {
  queue = queue.then(async () => {
    try {
      await ensureLanguage(highlighter, msg.job.lang);
      parentPort!.postMessage({ id: msg.id, html: highlightCode(highlighter, msg.job) });
    } catch (error) {
      parentPort!.postMessage({ id: msg.id, error: (error as Error).stack ?? String(error) });
    }
  });
});
