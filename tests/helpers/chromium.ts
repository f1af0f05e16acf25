// Debian's Chromium and the flags every browser run here uses. --no-sandbox: the machine runs as root.
//
// Two builds of it, both from Debian's chromium source package:
// - CHROMIUM, the whole browser: Lighthouse, the visual and first-input benches (a visitor's browser).
// - TEST_CHROMIUM, chromium-headless-shell for the browser tests: the same Blink and V8 behind
//   Chromium's own headless embedder, which is what Playwright drives in headless runs by default.
//   It spent 59 % less CPU on the same three heavy test files (115 -> 47 CPU-s, all passing), and
//   the browser was the suite's largest consumer of CPU on a 2-core machine. ZAPSITE_CHROMIUM
//   names another binary for the tests (scripts/ensure-chromium.ts installs the default).
export const CHROMIUM = '/usr/bin/chromium';
export const TEST_CHROMIUM = process.env.ZAPSITE_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
