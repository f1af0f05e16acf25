// A swizzled classic-theme wrapper that changes its original's props with state (tests/fixtures/
// classic-site with docs.editUrl and a src/theme/EditThisPage that passes @theme-original/EditThisPage
// an `editUrl` on the branch its switch picks): the original is re-rendered with the new props,
// on a PHONE, for a tap made the moment the page appears (before anything is live) and again once
// live. Fails on any console error or page error (a hydration mismatch among them).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';

const EDIT = `import { useState } from 'react';
import EditThisPage from '@theme-original/EditThisPage';

export default function EditOnBranch(props) {
  const [branch, setBranch] = useState('main');
  return (
    <div id="edit-branch">
      <button type="button" id="branch-switch" onClick={() => setBranch(branch === 'main' ? 'next' : 'main')}>
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="12" /></svg>
        <span className="branch-name">{branch}</span>
      </button>
      <EditThisPage {...props} editUrl={props.editUrl.replace('/edit/main/', '/edit/' + branch + '/')} />
    </div>
  );
}
`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant(
      'classic-site',
      (config) =>
        config.replace(
          "docs: { path: 'docs', sidebarPath: 'sidebars.ts' }",
          "docs: { path: 'docs', sidebarPath: 'sidebars.ts', editUrl: 'https://lamps.example.org/lantern/edit/main/' }",
        ),
      { 'src/theme/EditThisPage/index.jsx': EDIT },
    ),
});

const CLICKS = `window.__clicks = [];
addEventListener('click', (e) => {
  if (!e.isTrusted) return;
  const live = document.querySelector('[data-island="SwizzledEditThisPage"][data-hydrated="true"]');
  window.__clicks.push(live ? 'live' : 'not live');
}, true);`;

const editHref = (page: Page) => page.locator('#edit-branch a.theme-edit-this-page').getAttribute('href');

describe("a swizzled EditThisPage that changes its original's props, on a phone", () => {
  it("re-renders the original with the wrapper's new props, for a tap before hydration and one after", async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      // The island's code is held until the tap has landed, so the tap surely comes before hydration.
      const release = await holdIsland(page, 'SwizzledEditThisPage');
      await page.addInitScript(CLICKS);
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      // The server's link, on the config's branch.
      await expect(editHref(page)).resolves.toMatch(/\/edit\/main\/.*intro\.md$/);
      await page.locator('#branch-switch svg').tap();
      expect(await page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks)).toEqual(['not live']);
      release();
      await page.waitForFunction(
        () => document.querySelector('#branch-switch .branch-name')?.textContent === 'next',
        undefined,
        { timeout: 15_000 },
      );
      await liveAndSettled(page, 'SwizzledEditThisPage');
      // The original took the prop the state changed.
      await expect(editHref(page)).resolves.toMatch(/\/edit\/next\/.*intro\.md$/);
      await page.locator('#branch-switch svg').tap();
      await expect(page.locator('#branch-switch .branch-name').innerText()).resolves.toBe('main');
      await expect(editHref(page)).resolves.toMatch(/\/edit\/main\/.*intro\.md$/);
      await expect(page.locator('#edit-branch a.theme-edit-this-page').innerText()).resolves.toBe('Edit this page');
      await expect(page.locator('a.theme-edit-this-page').count()).resolves.toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __clicks: string[] }).__clicks)).toEqual([
        'not live',
        'live',
      ]);
    });
  });
});
