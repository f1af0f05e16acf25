// How far a long stage has got (pages done out of total), for a terminal to show while it runs.
// The executor counts (workers/executor.ts); the CLI listens, and only on a terminal
// (cli/reporter.ts). Nobody listening, counting costs a property write per page.

export interface Counter {
  readonly stage: 'content' | 'render';
  total: number;
  /** Done so far; a getter where the count lives elsewhere (build workers' shared memory). */
  readonly done: number;
}

type Listener = (counter: Counter) => void;
let listener: Listener | undefined;

/** Called with each counter as its stage starts counting; returns a function that stops listening. */
export function onProgress(l: Listener): () => void {
  listener = l;
  return () => {
    if (listener === l) listener = undefined;
  };
}

export function counting(counter: Counter): void {
  listener?.(counter);
}

/** A counter whose `done` is set by its owner. */
export function simpleCounter(stage: Counter['stage'], total: number): Counter & { done: number } {
  const c = { stage, total, done: 0 };
  counting(c);
  return c;
}
