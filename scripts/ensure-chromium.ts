// Runs before `npm test`: the browser tests need Debian's Chromium. Install it when we can
// (root, apt-get present); otherwise stop with a clear message. Never let the tests skip silently.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.ZAPSITE_CHROMIUM ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium for the browser tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0 ? spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env }) : update;
    if (install.status !== 0 || !existsSync(CHROMIUM)) {
      console.error('Could not install chromium with apt-get; the browser tests cannot run.');
      process.exit(1);
    }
  } else {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium) or set ZAPSITE_CHROMIUM.`,
    );
    process.exit(1);
  }
}
