// Loading-state thresholds. A navigation faster than the progress delay shows nothing at all.
/** The top progress bar appears once a navigation has taken this long (spec: 200 ms). */
export const PROGRESS_DELAY_MS = 200;
/** The spinner replaces the content once a navigation has taken this long. */
export const SPINNER_DELAY_MS = 600;
/** Fetched pages are reused for back/forward and repeat visits for this long. */
export const PAGE_CACHE_TTL_MS = 5 * 60_000;
/** Fetched pages kept in memory (each is a whole HTML document). */
export const PAGE_CACHE_LIMIT = 30;
