// A Layout the site ejected as Docusaurus 3 ejects it: its own markup around each page, rebuilt from
// @theme/SkipToContent, AnnouncementBar, Navbar, Footer and Layout/Provider (zapsite's for the page)
// and theme-common's SkipToContentLink and useAnnouncementBar. On a theme page it is the whole
// chrome; on a React page, which renders its Layout in its content, the theme draws the chrome around
// it, so the parts draw nothing there and nothing is drawn twice. Real CLI builds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const CONFIG = readFileSync(new URL('../fixtures/classic-site/zapsite.config.ts', import.meta.url), 'utf8').replace(
  '  navbar: {',
  "  announcementBar: { id: 'oil', content: 'Lamp oil is back in stock.', isCloseable: true },\n  navbar: {",
);

// Layout as Docusaurus 3's reads, with a ribbon of the site's own above the navbar.
const LAYOUT = `import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { PageMetadata, SkipToContentFallbackId, ThemeClassNames } from '@docusaurus/theme-common';
import SkipToContent from '@theme/SkipToContent';
import AnnouncementBar from '@theme/AnnouncementBar';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import ErrorPageContent from '@theme/ErrorPageContent';

export default function Layout({ children, noFooter, wrapperClassName, title, description }) {
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <SkipToContent />
      <AnnouncementBar />
      <div className="lamp-ribbon">Trimmed daily</div>
      <Navbar />
      <div id={SkipToContentFallbackId} className={[ThemeClassNames.layout.main.container, ThemeClassNames.wrapper.main, 'lamp-main', wrapperClassName].filter(Boolean).join(' ')}>
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
      </div>
      {!noFooter && <Footer />}
    </LayoutProvider>
  );
}
`;

const count = (html: string, part: string) => html.split(part).length - 1;

// The chrome's parts, each of which a page has once: skip link, bar, navbar, the site's ribbon, main area, footer.
const ONCE = [
  'aria-label="Skip to main content"',
  'role="banner"',
  'aria-label="Main"',
  'lamp-ribbon',
  'id="__docusaurus_skipToContent_fallback"',
  '<footer',
];

function expectEachOnce(body: string): void {
  for (const part of ONCE) expect(count(body, part), part).toBe(1);
}

describe('a Layout the site ejected', () => {
  const copy = builtCopy('classic-site', {
    'zapsite.config.ts': CONFIG,
    'src/theme/Layout/index.jsx': LAYOUT,
    // A footer and a navbar of the site's own, wrapping zapsite's: the layout draws each once, around
    // ours; on a React page, whose content renders the layout inside the theme's chrome, they are not
    // drawn again there.
    'src/theme/Footer/index.jsx': `import Footer from '@theme-original/Footer';
export default function LampFooter() {
  return <div className="lamp-footer"><Footer /></div>;
}
`,
    'src/theme/Navbar/index.jsx': `import Navbar from '@theme-original/Navbar';
export default function LampNavbar() {
  return <div className="lamp-navbar"><Navbar /></div>;
}
`,
  });

  it("draws each theme page with the site's layout: one skip link, bar, navbar, main area and footer", async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/intro/index.html');
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(
      /<div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content<\/a><\/div><div class="theme-announcement-bar announcementBar_mb4j" role="banner"[^>]*>.*?Lamp oil is back in stock\..*?<\/div><div class="lamp-ribbon">Trimmed daily<\/div><div class="lamp-navbar"><nav aria-label="Main" class="theme-layout-navbar navbar navbar--fixed-top">/,
    );
    expect(body).toMatch(/<div id="__docusaurus_skipToContent_fallback" class="[^"]*lamp-main[^"]*">/);
    expectEachOnce(body);
    expect(count(body, 'lamp-footer')).toBe(1);
    expect(count(body, 'lamp-navbar')).toBe(1);
    expect(body).toMatch(/<div class="lamp-footer"><footer/);
    // The doc itself, inside the site's main area.
    expect(body.indexOf('lamp-main')).toBeLessThan(body.indexOf('A lantern needs a wick'));
  });

  it("draws a React page's Layout as its main area, inside the theme's chrome, with nothing twice", async () => {
    const html = await copy.page('index.html');
    const body = html.slice(html.indexOf('<body'));
    expectEachOnce(body);
    expect(count(body, 'lamp-navbar')).toBe(1);
    expect(count(body, 'lamp-footer')).toBe(1);
    expect(body).toMatch(
      /<div id="__docusaurus_skipToContent_fallback" class="[^"]*lamp-main[^"]*">.*?Lantern Notes<\/h1>/s,
    );
  });

  it('takes it without a warning', () => {
    expect(copy.build.stderr).not.toContain('swizzle-');
    expect(copy.build.stderr).not.toContain('error[');
  });
});
