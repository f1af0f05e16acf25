// Search analytics (off for this site): the hits a visitor saw go out as "view" events, at most 20
// object ids per event, sent once the results have stayed put for 400 ms.

export const INSIGHTS_SCRIPT_URL = 'https://cdn.jsdelivr.net/npm/search-insights@2.17.3/dist/search-insights.min.js';
export const INSIGHTS_BATCH_SIZE = 20;
export const INSIGHTS_DEBOUNCE_MS = 400;

export interface ViewEvent {
  eventType: 'view';
  eventName: string;
  index: string;
  objectIDs: string[];
  queryID?: string;
}

export interface ViewTracker {
  /** Hits now on screen; replaces what an earlier call within the debounce window reported. */
  track(view: { index: string; objectIDs: readonly string[]; queryID?: string }): void;
  /** Send what is pending now (closing the dialog). */
  flush(): void;
  cancel(): void;
}

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function createViewTracker(opts: {
  send: (events: ViewEvent[]) => void;
  batchSize?: number;
  debounceMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}): ViewTracker {
  const size = opts.batchSize ?? INSIGHTS_BATCH_SIZE;
  const wait = opts.debounceMs ?? INSIGHTS_DEBOUNCE_MS;
  const setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let pending: { index: string; objectIDs: readonly string[]; queryID?: string } | null = null;
  let timer: unknown = null;
  // The same hits shown twice in a row are one view.
  let lastSent = '';

  const flush = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const view = pending;
    pending = null;
    if (!view || !view.objectIDs.length) return;
    const key = `${view.index}\n${view.queryID ?? ''}\n${view.objectIDs.join(',')}`;
    if (key === lastSent) return;
    lastSent = key;
    opts.send(
      chunk([...new Set(view.objectIDs)], size).map((ids) => ({
        eventType: 'view',
        eventName: 'Items Viewed',
        index: view.index,
        objectIDs: ids,
        ...(view.queryID ? { queryID: view.queryID } : {}),
      })),
    );
  };
  return {
    track(view) {
      pending = view;
      if (timer !== null) clearTimer(timer);
      timer = setTimer(flush, wait);
    },
    flush,
    cancel() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      pending = null;
    },
  };
}
