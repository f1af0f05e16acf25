// Debian's Chromium and the flags every browser run here uses: the browser tests, the first-input
// bench and Lighthouse (which adds its headless mode). --no-sandbox: the machine runs as root.
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
