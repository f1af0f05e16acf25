// @docusaurus/BrowserOnly: `fallback` on the server and while hydrating, then `children()` (a
// function, so code that touches window never runs on the server).
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

export interface BrowserOnlyProps {
  children?: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (isBrowser && children != null) {
    if (typeof children !== 'function')
      throw new Error(
        'The children of <BrowserOnly> must be a function that returns what to render, e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>.',
      );
    return <>{children()}</>;
  }
  return <>{fallback ?? null}</>;
}
