// Runs before `npm test`: the browser tests need Debian's chromium-headless-shell
// (tests/helpers/chromium.ts says why that build), and the benches Debian's chromium. Install what
// is missing when we can (root, apt-get present); otherwise stop with a clear message. Never let
// the tests skip silently.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM, TEST_CHROMIUM } from '../tests/helpers/chromium.ts';

const needed = [
  { path: TEST_CHROMIUM, pkg: 'chromium-headless-shell' },
  { path: CHROMIUM, pkg: 'chromium' },
];
const missing = needed.filter((n) => !existsSync(n.path));

if (missing.length) {
  const pkgs = missing.map((n) => n.pkg);
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log(`Missing for the browser tests and benches: installing Debian's ${pkgs.join(' and ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0 ? spawnSync('apt-get', ['install', '-y', ...pkgs], { stdio: 'inherit', env }) : update;
    if (install.status !== 0 || missing.some((n) => !existsSync(n.path))) {
      console.error(`Could not install ${pkgs.join(' and ')} with apt-get; the browser tests cannot run.`);
      process.exit(1);
    }
  } else {
    console.error(
      `The browser tests need ${missing.map((n) => n.path).join(' and ')}. Install them (Debian: sudo apt-get install -y ${pkgs.join(' ')}), or set ZAPSITE_CHROMIUM to the browser the tests should run.`,
    );
    process.exit(1);
  }
}
