// A site's own AnnouncementBar (ejected as Docusaurus 3's is: useAnnouncementBar, Content and
// CloseButton), on a phone: the close button, tapped on its icon as the page appears, before the
// bar's island is live, closes it, and the bar stays closed on the next visit. The classic fixture
// with a bar in its config; fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';
import {
  EJECTED_ANNOUNCEMENT_BAR,
  EJECTED_ANNOUNCEMENT_BAR_CSS,
  withAnnouncementBar,
} from '../helpers/ejected-announcement-bar.ts';

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', withAnnouncementBar, {
      'src/theme/AnnouncementBar/index.jsx': EJECTED_ANNOUNCEMENT_BAR,
      'src/theme/AnnouncementBar/styles.module.css': EJECTED_ANNOUNCEMENT_BAR_CSS,
    }),
});

describe("the site's announcement bar on a phone", () => {
  it('closes on the first tap and stays closed', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/intro/`, { waitUntil: 'commit' });
      const bar = page.locator('.lamp-bar');
      await bar.getByRole('button', { name: 'Close' }).locator('svg').tap();
      await bar.waitFor({ state: 'detached' });
      await page.reload({ waitUntil: 'load' });
      await page.locator('nav.navbar').waitFor();
      await expect(page.locator('.lamp-bar').isVisible()).resolves.toBe(false);
      // Once its island is live, the site's bar is gone: useAnnouncementBar read the dismissal.
      await page.locator('.lamp-bar').waitFor({ state: 'detached' });
    });
  });
});
