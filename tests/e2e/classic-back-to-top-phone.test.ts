// A site's own BackToTopButton, ejected as Docusaurus 3.10's is (useBackToTopButton), on a phone:
// scrolling far down and back up shows it, and a tap on it takes the visitor to the top. The classic
// fixture with the component (fixed in a corner, as Docusaurus's is, so the tap itself scrolls
// nothing) and a long doc; fails on any console error or page error.
import { describe, expect, it } from 'vitest';
import { inSession, PHONE } from './helpers/browser.ts';
import { servedForTests } from './helpers/served.ts';
import { buildFixtureVariant } from './helpers/site.ts';

const LONG_DOC = `---\ntitle: Long\n---\n\n${Array.from({ length: 40 }, (_, i) => `## Shelf ${i + 1}\n\nA row of lamps, trimmed and filled, waiting for the evening.\n`).join('\n')}`;

const served = servedForTests({
  server: () =>
    buildFixtureVariant('classic-site', (config) => config, {
      'docs/long.md': LONG_DOC,
      'src/theme/BackToTopButton/index.jsx': `import { useBackToTopButton } from '@docusaurus/theme-common/internal';
export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTopButton({ threshold: 300 });
  return (
    <button type="button" aria-label="Up the lamp post" className={'lamp-top' + (shown ? ' lamp-top--shown' : '')} style={{ position: 'fixed', right: 16, bottom: 16 }} onClick={scrollToTop}>
      Up
    </button>
  );
}
`,
    }),
});

describe("the site's back-to-top button on a phone", () => {
  it('shows on scrolling back up, and takes the visitor to the top', async () => {
    await inSession(served.browser, { ...PHONE, reducedMotion: 'reduce' }, async (s) => {
      const page = await s.newPage();
      await page.goto(`${served.server.origin}/docs/long/`, { waitUntil: 'load' });
      const button = page.getByRole('button', { name: 'Up the lamp post' });
      // Down the page, then back up a little, as a reader does; until the island is live nothing shows.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, 2000));
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
          await page.evaluate(() => window.scrollTo(0, 1800));
          return button.getAttribute('class');
        })
        .toBe('lamp-top lamp-top--shown');
      await button.tap();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});
