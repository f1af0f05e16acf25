// A site's TOCCollapsible with state of its own (a wrapper that counts its renders in the box it
// adds, as sites add an ads box with an effect), on a phone: the "On this page" box, tapped as the
// page appears, before the wrapper's island is live, opens and lists the headings, and stays open
// once the island hydrates around it. The classic fixture with the wrapper; fails on any console
// error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'src/theme/TOCCollapsible/index.jsx': `import { useEffect, useState } from 'react';
import TOCCollapsible from '@theme-original/TOCCollapsible';
export default function ClayCollapsible(props) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return <><TOCCollapsible {...props} /><p className="clay-after">{live ? 'live' : 'built'}</p></>;
}
`,
    }),
});

describe("the site's TOCCollapsible on a phone", () => {
  it('opens on the first tap and stays open as its island hydrates', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/intro/`, { waitUntil: 'commit' });
      await page.getByText('On this page').tap();
      const link = page.locator('.tocCollapsible_ETCw').getByRole('link', { name: 'What you need' });
      await link.waitFor({ state: 'visible' });
      // The wrapper's effect ran: its island is live, and the box is still open.
      await page.locator('.clay-after', { hasText: 'live' }).waitFor();
      await expect(page.locator('details.tocCollapsible_ETCw').getAttribute('open')).resolves.toBe('');
      await expect(link.isVisible()).resolves.toBe(true);
    });
  });
});
