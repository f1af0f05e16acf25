// The dev loop's queue (generator/dev/watch-queue.ts): saves close together are one rebuild, a
// change during a rebuild is the next one, and rebuilds never overlap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchQueue, type Batch } from '../../../generator/dev/watch-queue.ts';

/** A queue whose rebuilds finish when the test says so. */
function queue(debounceMs = 10) {
  const batches: Batch[] = [];
  const finish: (() => void)[] = [];
  const errors: unknown[] = [];
  let running = 0;
  let most = 0;
  let fail: Error | undefined;
  const q = new WatchQueue({
    debounceMs,
    run: async (batch) => {
      batches.push(batch);
      running++;
      most = Math.max(most, running);
      try {
        await new Promise<void>((done) => finish.push(done));
        if (fail) throw fail;
      } finally {
        running--;
      }
    },
    onError: (e) => errors.push(e),
  });
  return {
    q,
    batches,
    errors,
    failNext: (e: Error) => (fail = e),
    /** Let the running rebuild end. */
    finishOne: async () => {
      finish.shift()!();
      await vi.advanceTimersByTimeAsync(0);
    },
    mostAtOnce: () => most,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WatchQueue', () => {
  it('merges changes that come within the debounce into one batch, each path once', async () => {
    const t = queue(10);
    t.q.add('/site/a.md');
    await vi.advanceTimersByTimeAsync(5);
    t.q.add('/site/b.md');
    t.q.add('/site/a.md');
    await vi.advanceTimersByTimeAsync(9);
    expect(t.batches).toEqual([]); // 9 ms since the last change: still waiting
    await vi.advanceTimersByTimeAsync(1);
    expect(t.batches).toEqual([{ paths: ['/site/a.md', '/site/b.md'], structural: false }]);
    await t.finishOne();
    expect(t.batches).toHaveLength(1);
  });

  it('marks a batch structural when a file was added or removed, and only that batch', async () => {
    const t = queue();
    t.q.add('/site/a.md');
    t.q.add('/site/new.md', 'add');
    await vi.advanceTimersByTimeAsync(10);
    expect(t.batches[0]).toEqual({ paths: ['/site/a.md', '/site/new.md'], structural: true });
    await t.finishOne();
    t.q.add('/site/a.md');
    await vi.advanceTimersByTimeAsync(10);
    expect(t.batches[1]).toEqual({ paths: ['/site/a.md'], structural: false });
    await t.finishOne();
  });

  it('holds a change made during a rebuild for the next one, and never runs two at once', async () => {
    const t = queue();
    const first = t.q.now(['(start)']);
    expect(t.batches).toEqual([{ paths: ['(start)'], structural: false }]);
    t.q.add('/site/a.md');
    t.q.add('/site/b.md', 'unlink');
    await vi.advanceTimersByTimeAsync(50);
    expect(t.batches).toHaveLength(1); // the first is still running
    expect(t.q.busy).toBe(true);
    await t.finishOne();
    expect(t.batches[1]).toEqual({ paths: ['/site/a.md', '/site/b.md'], structural: true });
    await t.finishOne();
    await first;
    expect(t.batches).toHaveLength(2);
    expect(t.mostAtOnce()).toBe(1);
    expect(t.q.busy).toBe(false);
  });

  it('is idle only once nothing waits or runs', async () => {
    const t = queue();
    let idle = false;
    t.q.add('/site/a.md');
    void t.q.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(idle).toBe(false);
    t.q.add('/site/b.md'); // during the rebuild
    await t.finishOne();
    expect(idle).toBe(false);
    await t.finishOne(); // b was taken at once, but its debounce is still counting
    await vi.advanceTimersByTimeAsync(10);
    expect(idle).toBe(true);
    expect(t.batches).toHaveLength(2);
    await expect(t.q.idle()).resolves.toBeUndefined();
  });

  it('reports a failed rebuild and goes on with the next change', async () => {
    const t = queue();
    t.failNext(new Error('theme exploded'));
    t.q.add('/site/a.md');
    await vi.advanceTimersByTimeAsync(10);
    t.q.add('/site/b.md');
    await t.finishOne();
    expect((t.errors[0] as Error).message).toBe('theme exploded');
    expect(t.batches[1]?.paths).toEqual(['/site/b.md']);
  });

  it('drops what is waiting once closed', async () => {
    const t = queue();
    t.q.add('/site/a.md');
    t.q.close();
    t.q.add('/site/b.md');
    await vi.advanceTimersByTimeAsync(100);
    expect(t.batches).toEqual([]);
  });
});
