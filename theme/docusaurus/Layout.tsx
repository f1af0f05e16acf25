// @theme/Layout: zapsite's Shell already gives every page the navbar, footer, skip link and
// landmarks, so Layout is the main wrapper (the skip link's target) and hands its `title` and
// `description` to the page head.
import type { ReactNode } from 'react';
import { serverPage } from './context.ts';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const page = serverPage();
  if (page) page.layout = { title, description };
  return (
    <div id="main-content" className={['main-wrapper', wrapperClassName].filter(Boolean).join(' ')} tabIndex={-1}>
      {children}
    </div>
  );
}
