// theme-common's helpers that a site's ejected Layout, Navbar/Content and Navbar/Layout call. The
// phone menu is zapsite's island (theme/classic/islands/MobileMenu.tsx), which opens and closes
// itself: the hook reports it as the server renders it, closed.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { announcementDismissed, dismissAnnouncement } from '../shared/announcement.ts';
import { docusaurusSite, serverPage } from './context.ts';
import { SkipToContentLink as Link } from '../shared/skip-to-content.tsx';
import { translate } from './Translate.tsx';

/** Docusaurus's SkipToContentLink: the link to the page's main area, in its region, as the classic layout draws it. */
export function SkipToContentLink({ className }: { className?: string }) {
  return (
    <Link
      className={className}
      label={translate({ id: 'theme.common.skipToMainContent', message: 'Skip to main content' })}
    />
  );
}

const ignore = () => {};

/**
 * Docusaurus's useNavbarMobileSidebar: `disabled` when the navbar has no items and the page no
 * sidebar for the menu's second panel (then Navbar/Content draws no toggle), as Docusaurus decides;
 * `shown` and `shouldRender` false, as on Docusaurus's server.
 */
export function useNavbarMobileSidebar(): {
  disabled: boolean;
  shouldRender: boolean;
  toggle: () => void;
  shown: boolean;
} {
  const navbar = docusaurusSite().siteConfig.themeConfig.navbar as { items?: unknown[] } | undefined;
  const disabled = (navbar?.items?.length ?? 0) === 0 && !serverPage()?.sidebar;
  return { disabled, shouldRender: false, toggle: ignore, shown: false };
}

/** Docusaurus's splitNavbarItems: the items on the left, then the rest (an item without `position` is on the right). */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(items: T[]): [T[], T[]] {
  const left = (item: T) => (item.position ?? 'right') === 'left';
  return [items.filter(left), items.filter((item) => !left(item))];
}

/**
 * Docusaurus's ErrorCauseBoundary: its children. An error a navbar item throws fails the page's
 * render, and the build names the page and the component (render/page-errors.ts).
 */
export function ErrorCauseBoundary({ children }: { children?: ReactNode; onError?: unknown }): ReactNode {
  return children;
}

/**
 * Docusaurus's useAnnouncementBar: active when the config has a bar, as on Docusaurus's server and
 * as a site's bar hydrates; then closed if the visitor closed it before (the head script's record),
 * and `close` stores the dismissal as zapsite's own close button does (theme/shared/announcement.ts).
 */
export function useAnnouncementBar(): { isActive: boolean; close: () => void } {
  const [closed, setClosed] = useState(false);
  useEffect(() => setClosed(announcementDismissed()), []);
  const close = useCallback(() => {
    dismissAnnouncement();
    setClosed(true);
  }, []);
  return { isActive: !!docusaurusSite().siteConfig.themeConfig.announcementBar && !closed, close };
}
