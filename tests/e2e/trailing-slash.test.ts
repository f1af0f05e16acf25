// A visitor on each trailingSlash layout (tests/fixtures/slash-true, -false, -unset), built and
// served with the CLI as the README says, follows a relative link, a site-root file link and a
// navbar doc item: without JavaScript (whole page loads, the host's redirects and all), and with
// client navigation live (page swaps). Each lands on the right page at the right address, with
// no console error, and `zapsite serve` stops on SIGINT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inSession, launchBrowser } from './helpers/browser.ts';
import { FIXTURES, REPO } from '../helpers/paths.ts';
import { zapsite } from '../helpers/cli.ts';
import { userEnv } from '../helpers/user-env.ts';

type Mode = 'true' | 'false' | 'unset';

/** Each page's address on the layout: as linked, and where a whole page load ends (GitHub Pages redirects /a/b to /a/b/ when a/b/index.html is the file). */
const ADDRESS: Record<Mode, (path: string) => { linked: string; loaded: string }> = {
  true: (p) => ({ linked: `${p}/`, loaded: `${p}/` }),
  false: (p) => ({ linked: p, loaded: p }),
  unset: (p) => ({ linked: p, loaded: `${p}/` }),
};

/**
 * The bound on waiting for a page to land or the server to start: a safety net for a hang, never a
 * speed requirement (a whole-page walk without JavaScript once took over 15 s on a busy machine).
 */
const SAFETY_NET = 120_000;

let browser: Browser;
let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-e2e-slash-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await rm(tmp, { recursive: true, force: true });
});

interface Served {
  origin: string;
  child: ChildProcess;
}

/** `zapsite serve --dir` on a free port, once it says where it listens. */
function serve(dir: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/zapsite.js', 'serve', '--dir', dir, '--port', '0'], {
      cwd: REPO,
      env: userEnv({ NO_COLOR: '1' }),
    });
    let out = '';
    // A safety net only: the wait ends on the "listening at" line (or the process exiting).
    const timer = setTimeout(() => reject(new Error(`zapsite serve did not start: ${out}`)), SAFETY_NET);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ origin: m[1]!, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', () => reject(new Error(`zapsite serve exited: ${out}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

async function landOn(page: Page, heading: string, pathname: string, hash = ''): Promise<void> {
  await page.waitForFunction(
    ([h, p]) => document.querySelector('main h1')?.textContent === h && location.pathname === p,
    [heading, pathname] as const,
    { timeout: SAFETY_NET },
  );
  expect(
    await page.evaluate(() => [document.querySelector('main h1')?.textContent, location.pathname, location.hash]),
  ).toEqual([heading, pathname, hash]);
}

describe.each(['true', 'false', 'unset'] as Mode[])('trailingSlash %s under zapsite serve', (mode) => {
  const at = ADDRESS[mode];
  let served: Served;
  beforeAll(async () => {
    const out = join(tmp, mode);
    const built = await zapsite(['build', '--root', join(FIXTURES, `slash-${mode}`), '--out', out]);
    if (built.code !== 0) throw new Error(`zapsite build failed:\n${built.stdout}\n${built.stderr}`);
    served = await serve(out);
  }, 600_000);
  afterAll(async () => {
    if (served) expect(await stop(served.child)).toBe(0);
  });

  /** A relative link, a site-root file link, then a navbar doc item, each landing where `address` says. */
  async function walk(page: Page, address: 'linked' | 'loaded'): Promise<void> {
    await page.getByRole('link', { name: 'release notes' }).click();
    await landOn(page, 'Release 2.0', at('/docs/guide/release-2.0')[address]);
    await page.getByRole('link', { name: 'the setup page' }).click();
    await landOn(page, 'Setup', at('/docs/guide/setup')[address], '#pairing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'guide/custom-id' }).click();
    await landOn(page, 'Dimming', at('/docs/guide/custom-id')[address]);
  }

  it('without JavaScript, loads each linked page whole, at the address the host answers', async () => {
    await inSession(browser, { javaScriptEnabled: false }, async ({ newPage }) => {
      const page = await newPage();
      // Opened as the layout links it; on unset the host answers /docs/guide/setup with a redirect to the folder.
      await page.goto(served.origin + at('/docs/guide/setup').linked);
      expect(await page.evaluate(() => location.pathname)).toBe(at('/docs/guide/setup').loaded);
      await walk(page, 'loaded');
    });
  });

  it('with client navigation live, swaps in each linked page at the address as linked, with no console error', async () => {
    await inSession(browser, {}, async ({ newPage }) => {
      const page = await newPage();
      await page.goto(served.origin + at('/docs/guide/setup').linked);
      await page.waitForSelector('html[data-zs-nav="ready"]', { state: 'attached' });
      await walk(page, 'linked');
      // The page was swapped in, not loaded, and its sidebar marks it whatever the address form.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
      expect(await page.locator('aside.sidebar a[aria-current="page"]').getAttribute('href')).toBe(
        at('/docs/guide/custom-id').linked,
      );
    });
  });
});
