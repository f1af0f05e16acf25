// A live component from a package (a switch with state, in node_modules as a "copy page" button or
// a comments widget is), rendered by a swizzled Footer that is not live itself: the config marks it
// interactive from its package module (as migrate does), so it is its own island there. On a PHONE,
// a tap on its icon made the moment the page appears works once it is live, once; the footer around
// it stays the server's. Fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { classicSiteWith } from './helpers/site.ts';
import { holdIsland, liveAndSettled } from './helpers/first-input.ts';

const SWITCH = `import { createElement as h, useState } from 'react';
export function LampSwitch({ room }) {
  const [lit, setLit] = useState(false);
  return h(
    'button',
    { type: 'button', id: 'lamp-switch', 'aria-pressed': lit, onClick: () => setLit(!lit) },
    h('svg', { width: 32, height: 32, viewBox: '0 0 32 32', 'aria-hidden': true }, h('circle', { cx: 16, cy: 16, r: 12, fill: lit ? 'gold' : 'grey' })),
    h('span', { className: 'lamp-state' }, (lit ? 'On' : 'Off') + ' in the ' + room),
  );
}
`;

const FOOTER = `import Footer from '@theme-original/Footer';
import { LampSwitch } from 'lamp-widgets';
export default function FooterWrapper(props) {
  return <><Footer {...props} /><div className="footer-lamp"><LampSwitch room="porch" /></div></>;
}
`;

const served = servedForTests({
  server: () =>
    classicSiteWith(
      "markdown: { interactive: { LampSwitch: 'visible' }, interactiveFrom: { LampSwitch: 'lamp-widgets' } },",
      {
        'node_modules/lamp-widgets/package.json': JSON.stringify({ name: 'lamp-widgets', main: 'index.js' }),
        'node_modules/lamp-widgets/index.js': "export { LampSwitch } from './switch.js';\n",
        'node_modules/lamp-widgets/switch.js': SWITCH,
        'src/theme/Footer/index.jsx': FOOTER,
      },
    ),
});

describe("a package's live component in a swizzled Footer, on a phone", () => {
  it('switches on a tap made the moment the page appears, once, and again once live', async () => {
    await inSession(served.browser, PHONE, async (s) => {
      const page = await s.newPage();
      // The island's code is held until the tap has landed, so the tap surely comes first.
      const release = await holdIsland(page, 'LampSwitch');
      await page.goto(served.server.origin + '/docs/intro/', { waitUntil: 'commit' });
      await page.locator('#lamp-switch svg').tap();
      await expect(page.locator('[data-island="LampSwitch"][data-hydrated="true"]').count()).resolves.toBe(0);
      release();
      await page.waitForFunction(
        () => document.querySelector('#lamp-switch .lamp-state')?.textContent === 'On in the porch',
        undefined,
        { timeout: 60_000 },
      );
      await liveAndSettled(page, 'LampSwitch');
      await expect(page.locator('#lamp-switch').getAttribute('aria-pressed')).resolves.toBe('true');
      await page.locator('#lamp-switch svg').tap();
      await expect(page.locator('#lamp-switch .lamp-state').innerText()).resolves.toBe('Off in the porch');
      // The footer the wrapper renders first is the server's, once.
      await expect(page.locator('footer.footer--dark .footer__title').allInnerTexts()).resolves.toEqual([
        'Read',
        'Elsewhere',
      ]);
      await expect(page.locator('footer.footer').count()).resolves.toBe(1);
    });
  });
});
