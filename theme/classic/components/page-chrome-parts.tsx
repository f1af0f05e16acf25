// The parts of the classic page's chrome that Docusaurus's Layout is made of: the skip link, the
// announcement bar, and what a site's ejected Layout renders for `@theme/SkipToContent`,
// `AnnouncementBar`, `Layout/Provider`, `Navbar`, `Footer`, and what any theme page's swizzles may
// render, `BackToTopButton` and `DocBreadcrumbs/Items/Home` (chromeParts, through the originals
// registry, theme/classic/swizzle.tsx).
import type { ReactNode } from 'react';
import type { PageRenderData, SiteData } from '../../shared/types.ts';
import { Island } from '../../components/Island.tsx';
import { SkipToContentLink } from '../../shared/skip-to-content.tsx';
import AnnouncementClose from '../../islands/AnnouncementClose.tsx';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import BackToTopButton from '../../docusaurus/BackToTopButton.tsx';
import { HomeItem } from '../DocPage.tsx';
import { themeString } from '../theme-text.tsx';
import {
  AnnouncementBar as Bar,
  AnnouncementBarContent,
  SkipToContent as SkipToContentStyles,
} from '../../shared/docusaurus-classes.ts';

/** Docusaurus's SkipToContent: a link to the page's main area, first on the page. */
export function SkipToContent() {
  return (
    <SkipToContentLink
      className={SkipToContentStyles.skipToContent}
      label={themeString('theme.common.skipToMainContent', 'Skip to main content')}
    />
  );
}

/** The bar's close button's props: its name only when the site's language has its own. */
function closeProps(): { classic: true; label?: string } {
  const label = themeString('theme.AnnouncementBar.closeButtonAriaLabel', 'Close');
  return label === 'Close' ? { classic: true } : { classic: true, label };
}

/** Docusaurus's AnnouncementBar, from the config's `announcementBar`; its close button is an island. */
export function AnnouncementBar({ site }: { site: SiteData }) {
  const bar = site.announcementBar;
  if (!bar) return null;
  return (
    <div
      className={`theme-announcement-bar ${Bar.announcementBar}`}
      role="banner"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {bar.isCloseable ? <div className={Bar.announcementBarPlaceholder} /> : null}
      <div
        className={`${AnnouncementBarContent.content} ${Bar.announcementBarContent}`}
        dangerouslySetInnerHTML={{ __html: bar.content }}
      />
      {bar.isCloseable ? (
        <Island
          name="AnnouncementClose"
          as="span"
          contents
          when="intent"
          component={AnnouncementClose}
          props={closeProps()}
        />
      ) : null}
    </div>
  );
}

/**
 * What a site's ejected Layout renders for Docusaurus's parts of the page's chrome, for the page
 * being rendered. The navbar and footer are ours: a site with its own has `@theme/Navbar` resolve to
 * that file, whose `@theme-original/Navbar` is this.
 */
export function chromeParts(data: PageRenderData): Record<string, (props: Record<string, unknown>) => ReactNode> {
  const { site } = data;
  return {
    SkipToContent: () => <SkipToContent />,
    AnnouncementBar: () => <AnnouncementBar site={site} />,
    // Docusaurus's providers hold state zapsite keeps in its islands and on <html>: nothing to add.
    'Layout/Provider': (p) => p.children as ReactNode,
    Navbar: () => <Navbar data={data} />,
    Footer: () => <Footer site={site} />,
    BackToTopButton: () => (
      <BackToTopButton label={themeString('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')} />
    ),
    // For a site's ejected DocBreadcrumbs, which draws the home item itself (zapsite's own draws it through Themed).
    'DocBreadcrumbs/Items/Home': () => <HomeItem base={site.baseUrl} />,
  };
}
