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
