// A site's interactive components whose names a theme island has (`Sidebar`, on a doc page that
// has the theme's own Sidebar island) or that hold a digit (`Step2`): the build does not stop, and
// in Chromium each hydrates with its own code and works, beside the theme's Sidebar. Fails on any
// console error or page error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inSession } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant, FIXTURES } from './helpers/site.ts';
import { liveAndSettled } from './helpers/first-input.ts';

const COMPONENTS = join(FIXTURES, 'mdx-site/src/theme/MDXComponents.tsx');

const MORE = `
export function Sidebar() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" className="site-sidebar-switch" aria-expanded={open} onClick={() => setOpen(!open)}>
      {open ? 'Notes shown' : 'Notes hidden'}
    </button>
  );
}

export function Step2() {
  const [done, setDone] = useState(false);
  return (
    <button type="button" className="step-two" onClick={() => setDone(true)}>
      {done ? 'Step two done' : 'Do step two'}
    </button>
  );
}
`;

const PAGE = `---
title: Names
---

# Names

<Sidebar />

<Step2 />
`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant(
      'mdx-site',
      (config) =>
        config.replace(
          "interactive: { TapCounter: 'visible' }",
          "interactive: { TapCounter: 'visible', Sidebar: 'load', Step2: 'load' }",
        ),
      {
        'src/theme/MDXComponents.tsx': readFileSync(COMPONENTS, 'utf8') + MORE,
        'content/docs/names.mdx': PAGE,
      },
    ),
});

describe("site components named like the theme's islands, or with digits", () => {
  it('each hydrates with its own code beside the theme Sidebar, and works', async () => {
    await inSession(served.browser, { viewport: { width: 1280, height: 900 } }, async (s) => {
      const page = await s.newPage();
      await page.goto(served.server.origin + '/docs/names/');
      await liveAndSettled(page, 'site.Sidebar');
      await liveAndSettled(page, 'Step2');
      await page.locator('.site-sidebar-switch').click();
      await expect(page.locator('.site-sidebar-switch').innerText()).resolves.toBe('Notes shown');
      await page.locator('.step-two').click();
      await expect(page.locator('.step-two').innerText()).resolves.toBe('Step two done');
      // The theme's own sidebar island is still the theme's, with the docs in it.
      await expect(page.locator('[data-island="Sidebar"] a', { hasText: 'Names' }).count()).resolves.toBe(1);
    });
  });
});
