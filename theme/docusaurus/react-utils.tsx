// theme-common's small React helpers that sites' ejected components import (their Layout's
// providers, a sidebar's categories, a dropdown that knows the page), as Docusaurus 3.10 has them.
import { useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ExpandedContext, type ExpandedState } from '../shared/sidebar-expanded.ts';
import useIsomorphicLayoutEffect from './useIsomorphicLayoutEffect.ts';
import { useLocation } from './router.ts';
import { docusaurusSite } from './context.ts';

/** A callback that keeps one identity across renders and always calls the latest `callback`. */
export function useEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback((...args: A) => latest.current(...args), []);
}

/** The error a hook throws when it is used outside its provider. */
export class ReactContextError extends Error {
  constructor(providerName: string, more?: string) {
    super(`A hook is called outside the <${providerName}>.${more ? ` ${more}` : ''}`);
    this.name = 'ReactContextError';
  }
}

/** Whether the visitor asks for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** One of Docusaurus's app-wide providers: zapsite's hooks need none, so it gives its children as they are. */
export function passThrough({ children }: { children?: ReactNode }): ReactNode {
  return children;
}

/** The value of the render before this one. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

type SimpleProvider = (props: { children: ReactNode }) => ReactNode;

/** One provider made of several, the first outermost. */
export function composeProviders(providers: SimpleProvider[]): SimpleProvider {
  return ({ children }) => (
    <>
      {providers.reduceRight(
        (inner, Provider) => (
          <Provider>{inner}</Provider>
        ),
        children,
      )}
    </>
  );
}

/** The page's path without the site's base URL (`/base/docs/x` is `/docs/x`). */
export function useLocalPathname(): string {
  const { pathname } = useLocation();
  return pathname.replace(docusaurusSite().siteConfig.baseUrl, '/');
}

/** Keeps one level of a sidebar's categories in step: the one the visitor opened last. */
export function DocSidebarItemsExpandedStateProvider({ children }: { children: ReactNode }) {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  const value = useMemo(() => ({ expandedItem, setExpandedItem }), [expandedItem]);
  return <ExpandedContext.Provider value={value}>{children}</ExpandedContext.Provider>;
}

export function useDocSidebarItemsExpandedState(): ExpandedState {
  const value = useContext(ExpandedContext);
  if (!value)
    throw new Error('useDocSidebarItemsExpandedState is called outside DocSidebarItemsExpandedStateProvider.');
  return value;
}
