// Scroll positions per history entry key, kept in session storage so they survive a reload or
// a trip to another site and back.
const STORE = 'zs-scroll';
const LIMIT = 100;

export interface ScrollMemory {
  save(key: string): void;
  get(key: string): [number, number] | undefined;
  persist(): void;
}

export function createScrollMemory(): ScrollMemory {
  let map = new Map<string, [number, number]>();
  try {
    map = new Map(JSON.parse(sessionStorage.getItem(STORE) || '[]') as [string, [number, number]][]);
  } catch {
    /* storage blocked or corrupt: start empty */
  }
  return {
    save(key) {
      map.delete(key);
      map.set(key, [window.scrollX, window.scrollY]);
      if (map.size > LIMIT) map.delete(map.keys().next().value as string);
    },
    get: (key) => map.get(key),
    persist() {
      try {
        sessionStorage.setItem(STORE, JSON.stringify([...map]));
      } catch {
        /* storage full or blocked: positions last for this document only */
      }
    },
  };
}

/**
 * The browser cannot restore what it did not lay out: scroll positions are ours to restore, and
 * this document's are saved as it is left and restored when it is reloaded or come back to.
 */
export function restoreScrolls(scrolls: ScrollMemory, currentKey: () => string): void {
  history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => {
    scrolls.save(currentKey());
    scrolls.persist();
    // A reload of this entry should be restored by the browser, at once.
    history.scrollRestoration = 'auto';
  });
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) history.scrollRestoration = 'manual';
  });
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const saved = scrolls.get(currentKey());
  if (saved && window.scrollY === 0 && (entry?.type === 'back_forward' || entry?.type === 'reload'))
    window.scrollTo({ left: saved[0], top: saved[1], behavior: 'instant' });
}
