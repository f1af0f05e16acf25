// The build worker's entry. A module of its own because the bundled CLI (cli/bundle.ts) puts
// its bundled twin in this one's place, so workers start from the bundle too.
export const THREAD_URL = new URL('./thread.ts', import.meta.url);
