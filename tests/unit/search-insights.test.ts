import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createViewTracker,
  INSIGHTS_BATCH_SIZE,
  INSIGHTS_DEBOUNCE_MS,
  type ViewEvent,
} from '../../theme/shared/search/insights.ts';

const ids = (n: number, prefix = 'o') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('search insights view events', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends nothing until results stay put for 400 ms, then only the latest view', () => {
    const sent: ViewEvent[][] = [];
    const t = createViewTracker({ send: (e) => sent.push(e) });
    expect(INSIGHTS_DEBOUNCE_MS).toBe(400);
    t.track({ index: 'zaparoo', objectIDs: ids(3, 'a'), queryID: 'q1' });
    vi.advanceTimersByTime(399);
    t.track({ index: 'zaparoo', objectIDs: ids(2, 'b'), queryID: 'q2' });
    vi.advanceTimersByTime(399);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      [{ eventType: 'view', eventName: 'Items Viewed', index: 'zaparoo', objectIDs: ['b0', 'b1'], queryID: 'q2' }],
    ]);
  });

  it('cuts the object ids into events of at most 20', () => {
    const sent: ViewEvent[][] = [];
    const t = createViewTracker({ send: (e) => sent.push(e) });
    expect(INSIGHTS_BATCH_SIZE).toBe(20);
    t.track({ index: 'i', objectIDs: ids(45) });
    vi.advanceTimersByTime(400);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((e) => e.objectIDs.length)).toEqual([20, 20, 5]);
    expect(sent[0]!.flatMap((e) => e.objectIDs)).toEqual(ids(45));
  });

  it('does not repeat the same view, flushes on demand and can be cancelled', () => {
    const sent: ViewEvent[][] = [];
    const t = createViewTracker({ send: (e) => sent.push(e) });
    t.track({ index: 'i', objectIDs: ['x'] });
    t.flush();
    t.track({ index: 'i', objectIDs: ['x'] });
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
    t.track({ index: 'i', objectIDs: ['y'] });
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });
});
