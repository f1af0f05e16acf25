// Prefetching spends the visitor's data on pages they may never open: never on a slow (2g)
// connection or when they have asked the browser to save data.

/** The parts of the Network Information API (navigator.connection) that matter here. */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: ConnectionFacts | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** Links prefetched because they scrolled into view, per page: enough for the links a reader sees. */
export const VIEWPORT_PREFETCH_LIMIT = 12;
