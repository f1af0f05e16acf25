// theme-common's storage slots: a key of the browser's localStorage (or sessionStorage, or none)
// that components read, write and listen to, this window's own writes heard as other windows' are.
// Docusaurus's default storage has no namespace, so the keys are the site's own. On the server
// (a page rendering) a slot throws when used, as Docusaurus's does: storage belongs in effects.
import { useCallback, useState, useSyncExternalStore } from 'react';

type Persistence = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: StorageEvent) => void): () => void;
}

const NO_SLOT: StorageSlot = { get: () => null, set: () => {}, del: () => {}, listen: () => () => {} };

function browserStorage(persistence: Persistence): Storage | null {
  if (typeof window === 'undefined') throw new Error('Browser storage is not available while the page is built.');
  if (persistence === 'none') return null;
  try {
    return window[persistence];
  } catch {
    // Blocked (a strict privacy setting, an iframe): nothing is kept.
    return null;
  }
}

// The browser tells other windows of a change only: this one is told the same way by hand.
function announce(storage: Storage, key: string, oldValue: string | null, newValue: string | null): void {
  if (oldValue === newValue) return;
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage, url: location.href }),
  );
}

function serverSlot(key: string): StorageSlot {
  const refuse = (): never => {
    throw new Error(
      `The storage key "${key}" was used while the page was built: read and write storage in effects and event handlers.`,
    );
  };
  return { get: refuse, set: refuse, del: refuse, listen: refuse };
}

export function createStorageSlot(key: string, options?: { persistence?: Persistence }): StorageSlot {
  if (typeof window === 'undefined') return serverSlot(key);
  const storage = browserStorage(options?.persistence ?? 'localStorage');
  if (!storage) return NO_SLOT;
  const attempt = <T>(fallback: T, run: () => T): T => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    get: () => attempt(null, () => storage.getItem(key)),
    set: (value) =>
      attempt(undefined, () => {
        const before = storage.getItem(key);
        storage.setItem(key, value);
        announce(storage, key, before, value);
      }),
    del: () =>
      attempt(undefined, () => {
        const before = storage.getItem(key);
        storage.removeItem(key);
        announce(storage, key, before, null);
      }),
    listen: (onChange) => {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** The slot's value, kept current (null while the page is built), and the slot. */
export function useStorageSlot(
  key: string | null,
  options?: { persistence?: Persistence },
): [string | null, StorageSlot] {
  const [slot] = useState(() => (key === null ? NO_SLOT : createStorageSlot(key, options)));
  const listen = useCallback(
    (onChange: () => void) => (typeof window === 'undefined' ? () => {} : slot.listen(onChange)),
    [slot],
  );
  const value = useSyncExternalStore(
    listen,
    () => slot.get(),
    () => null,
  );
  return [value, slot];
}

/** Every key the storage holds. */
export function listStorageKeys(persistence: Persistence = 'localStorage'): string[] {
  const storage = browserStorage(persistence);
  if (!storage) return [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}
