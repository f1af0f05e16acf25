// The dev loop's queue: changed paths collect while a rebuild runs or the debounce waits, then go
// to the next rebuild as one batch. One rebuild at a time; none is lost, none runs twice for the
// same save.
import type { ChangeKind } from './watcher.ts';

export interface Batch {
  /** Absolute paths, each once, in the order they first changed. */
  paths: string[];
  /** A file was added or removed: the file lists changed, so the build scans everything. */
  structural: boolean;
}

export interface WatchQueueOptions {
  /** Wait this long after the last change before rebuilding, so one save is one rebuild. */
  debounceMs: number;
  run(batch: Batch): Promise<void>;
  /** What escaped `run`: never fatal, the queue goes on. */
  onError(error: unknown): void;
}

export class WatchQueue {
  private readonly opts: WatchQueueOptions;
  private readonly pending = new Set<string>();
  private structural = false;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(opts: WatchQueueOptions) {
    this.opts = opts;
  }

  /** A rebuild is running. */
  get busy(): boolean {
    return this.running;
  }

  /** A changed path: rebuilt once no change has come for `debounceMs`. */
  add(path: string, kind: ChangeKind = 'change'): void {
    if (this.closed) return;
    this.pending.add(path);
    if (kind !== 'change') this.structural = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.drain();
    }, this.opts.debounceMs);
  }

  /** Rebuild for these paths now (or right after the running rebuild). */
  now(paths: string[]): Promise<void> {
    for (const p of paths) this.pending.add(p);
    return this.drain();
  }

  /** Resolves once no rebuild is waiting or running. */
  idle(): Promise<void> {
    if (!this.running && !this.pending.size && !this.timer) return Promise.resolve();
    return new Promise((done) => this.idleWaiters.push(done));
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Changes that arrive during a rebuild are taken right after it, as one batch. */
  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.pending.size && !this.closed) {
        const batch = { paths: [...this.pending], structural: this.structural };
        this.pending.clear();
        this.structural = false;
        try {
          await this.opts.run(batch);
        } catch (error) {
          this.opts.onError(error);
        }
      }
    } finally {
      this.running = false;
      if (!this.pending.size && !this.timer) for (const w of this.idleWaiters.splice(0)) w();
    }
  }
}
