// @theme/Layout: zapsite's Shell already gives every page the navbar, footer, skip link and
// landmarks, so Layout is the main wrapper (the skip link's target) and hands its `title` and
// `description` to the page head. On the classic theme it is Docusaurus's one main wrapper, as
// Docusaurus's Layout draws it: the chrome around a page that renders its own Layout has none, so
// a site's `.main-wrapper` rules (a flex row, a top padding) apply once, as on Docusaurus.
import type { ReactNode } from 'react';
import { docusaurusSite, serverPage } from './context.ts';
import { SkipToContentFallbackId } from './theme-common.tsx';
import { Layout as styles } from '../shared/docusaurus-classes.ts';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

export default function Layout({ children, title, description, noFooter, wrapperClassName }: LayoutProps) {
  const page = serverPage();
  if (page) page.layout = { title, description, ...(noFooter ? { noFooter } : {}) };
  if (docusaurusSite().classicTheme)
    return (
      <div
        id={SkipToContentFallbackId}
        className={['theme-layout-main', 'main-wrapper', styles.mainWrapper, wrapperClassName]
          .filter(Boolean)
          .join(' ')}
      >
        {children}
      </div>
    );
  return (
    <div id="main-content" className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')} tabIndex={-1}>
      {children}
    </div>
  );
}
