// `colorMode.disableSwitch`: the site's mode is fixed, as on Docusaurus, whose head script then
// reads no stored choice. A visitor who chose light before the switch was taken away still gets the
// site's dark mode, before paint, and there is no switch. Any console error fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { inSession, launchBrowser } from './helpers/browser.ts';
import { serveStatic, type StaticServer } from './helpers/server.ts';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, type TempSite } from '../integration/temp-site.ts';

let site: TempSite;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  site = await copyFixtureWithConfig('classic-site', (c) =>
    c.replace(
      "colorMode: { defaultMode: 'light', respectPrefersColorScheme: false }",
      "colorMode: { defaultMode: 'dark', disableSwitch: true }",
    ),
  );
  const built = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
  expect(built.code, built.stderr).toBe(0);
  server = await serveStatic(join(site.dir, 'out'));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

describe('a colour mode the site fixes', () => {
  it('is dark from the first paint even for a visitor who stored light, with no switch', async () => {
    await inSession(browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      await s.context.addInitScript("try { localStorage.setItem('theme', 'light') } catch {}");
      const page = await s.newPage();
      // Read as the document is parsed, before any island or stylesheet-driven change.
      await page.goto(server.origin + '/docs/intro/', { waitUntil: 'commit' });
      await page.waitForFunction(() => document.body !== null);
      await expect(
        page.evaluate(() => [
          document.documentElement.getAttribute('data-theme'),
          document.documentElement.getAttribute('data-theme-choice'),
        ]),
      ).resolves.toEqual(['dark', 'dark']);
      await page.waitForLoadState('load');
      await expect(page.locator('button.toggleButton_gllP').count()).resolves.toBe(0);
    });
  });
});
