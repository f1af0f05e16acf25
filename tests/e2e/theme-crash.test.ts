// The island runtime's crash boundary and mismatch report, in Chromium: a tiny page whose islands
// are rendered here with renderToString and hydrated by theme/islands/runtime.tsx, bundled with
// esbuild like the site's islands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Browser } from 'playwright-core';
import { launchBrowser, inSession } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/server.ts';
import { REPO } from './helpers/site.ts';
import * as crashIslands from './helpers/crash-islands.ts';

let browser: Browser;
let server: StaticServer;
let empty: string;

// A plain record, so an island is looked up by its name (import/namespace cannot check a computed
// lookup on the module namespace itself).
const islands = { ...crashIslands };
type Name = keyof typeof islands;

function pageHtml(title: string, names: Name[]): string {
  const roots = names
    .map((n) => `<div data-island="${n}">${renderToString(createElement(islands[n]))}</div>`)
    .join('\n');
  return `<!DOCTYPE html><html lang="en" data-theme="light"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/site.css"><script>window.__boomArmed = true;</script>
<script type="module" src="/islands.js"></script></head>
<body><main id="main-content"><h1>${title}</h1>${roots}</main></body></html>`;
}

beforeAll(async () => {
  const [js, css] = await Promise.all([
    build({
      stdin: {
        contents: `import { hydrate } from ${JSON.stringify(join(REPO, 'theme/islands/runtime.tsx'))};
import * as islands from ${JSON.stringify(join(REPO, 'tests/e2e/helpers/crash-islands.ts'))};
for (const el of document.querySelectorAll('[data-island]')) hydrate(el, islands[el.dataset.island], {});`,
        resolveDir: REPO,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    }),
    build({
      entryPoints: [join(REPO, 'theme/styles/site.css')],
      bundle: true,
      write: false,
      outdir: '/out',
      logLevel: 'silent',
    }),
  ]);
  empty = await mkdtemp(join(tmpdir(), 'zs-crash-'));
  server = await serveStatic(empty);
  server.route('/islands.js', js.outputFiles[0]!.contents, 'text/javascript');
  server.route('/site.css', css.outputFiles.find((f) => f.path.endsWith('.css'))!.contents, 'text/css');
  server.route('/crash/', pageHtml('Crash page', ['Boom', 'CrashOnClick', 'Counter']));
  server.route('/mismatch/', pageHtml('Mismatch page', ['Mismatch', 'Counter']));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (empty) await rm(empty, { recursive: true, force: true });
});

describe('island crash view', () => {
  it('shows "This page crashed." with the error and Try again, and the rest of the page lives on', async () => {
    const logged = await inSession(
      browser,
      {},
      async (s) => {
        const page = await s.newPage();
        await page.goto(`${server.origin}/crash/`);
        const boom = page.locator('[data-island="Boom"]');
        const alert = boom.getByRole('alert');
        await alert.waitFor();
        await expect(alert.locator('.crash__title').innerText()).resolves.toBe('This page crashed.');
        await expect(alert.locator('.crash__message').innerText()).resolves.toBe('Boom while hydrating');
        await expect(alert.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);

        // The other islands hydrated and work.
        const counter = page.locator('.counter');
        await page.locator('[data-island="Counter"][data-hydrated="true"]').waitFor({ state: 'attached' });
        await counter.click();
        await expect(counter.innerText()).resolves.toBe('Clicked 1 times');
        await expect(page.locator('h1').innerText()).resolves.toBe('Crash page');

        // A crash after hydration, from a click.
        await page.locator('[data-island="CrashOnClick"][data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.locator('.crash-me').click();
        const second = page.locator('[data-island="CrashOnClick"]').getByRole('alert');
        await second.waitFor();
        await expect(second.locator('.crash__message').innerText()).resolves.toBe('Crashed after a click');
        await counter.click();
        await expect(counter.innerText()).resolves.toBe('Clicked 2 times');

        // Try again remounts the island: Boom renders once its cause is gone, CrashOnClick starts afresh.
        await page.evaluate(() => {
          window.__boomArmed = false;
        });
        await alert.getByRole('button', { name: 'Try again' }).click();
        await expect(boom.locator('.boom').innerText()).resolves.toBe('Boom is fine');
        await expect(boom.getByRole('alert').count()).resolves.toBe(0);
        await second.getByRole('button', { name: 'Try again' }).press('Enter');
        await expect(page.locator('.crash-me').innerText()).resolves.toBe('Crash me');
        await expect(counter.innerText()).resolves.toBe('Clicked 2 times');
        return s.errors.entries.slice();
      },
      (e) => /Island "(Boom|CrashOnClick)": crashed/.test(e),
    );
    // Both crashes were reported, named by island, and nothing else was.
    expect(
      logged.filter((e) => /Island "Boom": crashed/.test(e) && /Boom while hydrating/.test(e)).length,
    ).toBeGreaterThan(0);
    expect(
      logged.filter((e) => /Island "CrashOnClick": crashed/.test(e) && /Crashed after a click/.test(e)),
    ).toHaveLength(1);
  });
});

describe('hydration mismatch', () => {
  it('is reported as a console error naming the island, so the browser tests catch it', async () => {
    const logged = await inSession(
      browser,
      {},
      async (s) => {
        const page = await s.newPage();
        await page.goto(`${server.origin}/mismatch/`);
        await page.locator('[data-island="Counter"][data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.locator('[data-island="Mismatch"][data-hydrated="true"]').waitFor({ state: 'attached' });
        // React recovers by rendering on the client.
        await expect(page.locator('.mismatch').innerText()).resolves.toBe('browser text');
        return s.errors.entries.slice();
      },
      (e) => /Island "Mismatch": hydration mismatch/.test(e),
    );
    expect(logged.filter((e) => /Island "Mismatch": hydration mismatch/.test(e))).toHaveLength(1);
    expect(logged.some((e) => /Counter/.test(e))).toBe(false);
  });
});
