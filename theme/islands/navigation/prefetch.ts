// Prefetching the pages links lead to: on hover, focus or touch, and the content's links as they
// scroll into view (a limited number a page, when the browser is idle), when the connection allows.
import { isSameDocument } from '../../shared/navigation/links.ts';
import {
  prefetchAllowed,
  VIEWPORT_PREFETCH_LIMIT,
  type ConnectionFacts,
} from '../../shared/navigation/prefetch-policy.ts';
import type { PageStore } from './page-store.ts';
import { idle } from './page-dom.ts';

export interface PrefetchContext {
  pages: PageStore;
  key: (pathname: string) => string;
  targetOf: (a: HTMLAnchorElement) => URL | null;
  /** The page whose content is in the document. */
  shown: () => URL;
}

export function createPrefetcher({ pages, key, targetOf, shown }: PrefetchContext) {
  function prefetch(a: HTMLAnchorElement): void {
    if (!prefetchAllowed((navigator as { connection?: ConnectionFacts }).connection)) return;
    const url = targetOf(a);
    if (url && !isSameDocument(url, shown(), key)) pages.prefetch(url);
  }

  let observer: IntersectionObserver | null = null;
  function watchViewport(): void {
    observer?.disconnect();
    if (!('IntersectionObserver' in window)) return;
    let budget = VIEWPORT_PREFETCH_LIMIT;
    const io = (observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        io.unobserve(entry.target);
        if (budget-- > 0) idle(() => prefetch(entry.target as HTMLAnchorElement));
      }
    }));
    // Only the content's links: the sidebar, navbar and footer would spend the budget on pages
    // the reader is not reading about; those are prefetched on hover or focus instead.
    idle(() =>
      document
        .getElementById('main-content')
        ?.querySelectorAll('a[href]')
        .forEach((a) => targetOf(a as HTMLAnchorElement) && io.observe(a)),
    );
  }
  return { prefetch, watchViewport };
}
