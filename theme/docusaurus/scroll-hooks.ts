// theme-common's scroll and body hooks that sites' ejected components call (a back-to-top button of
// their own, a sidebar that keeps its scroll, a phone menu that locks the page): browser effects,
// nothing at build time, as Docusaurus's.
import { useEffect, useRef, useState } from 'react';

export interface ScrollPosition {
  scrollX: number;
  scrollY: number;
}

const position = (): ScrollPosition | null =>
  typeof window === 'undefined' ? null : { scrollX: window.pageXOffset, scrollY: window.pageYOffset };

/** Runs `effect` with the page's scroll position and the last one, at mount and on every scroll. */
export function useScrollPosition(
  effect: (position: ScrollPosition, lastPosition: ScrollPosition | null) => void,
  deps: unknown[] = [],
): void {
  const last = useRef<ScrollPosition | null>(position());
  const current = useRef(effect);
  current.current = effect;
  useEffect(() => {
    const onScroll = () => {
      const now = position()!;
      current.current(now, last.current);
      last.current = now;
    };
    onScroll();
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
    // The caller's deps, as Docusaurus's: the effect itself is read through its ref.
  }, deps);
}

/**
 * Docusaurus's back-to-top logic: shown once the visitor scrolls back up below `threshold` (not at
 * the page's end), hidden on scrolling down; `scrollToTop` scrolls smoothly (instantly when the
 * visitor asks for reduced motion).
 */
export function useBackToTopButton({ threshold }: { threshold: number }): {
  shown: boolean;
  scrollToTop: () => void;
} {
  const [shown, setShown] = useState(false);
  useScrollPosition(({ scrollY }, lastPosition) => {
    const lastY = lastPosition?.scrollY;
    if (!lastY) return;
    if (scrollY >= lastY || scrollY < threshold) setShown(false);
    else if (scrollY + innerHeight < document.documentElement.scrollHeight) setShown(true);
  });
  const scrollToTop = () => {
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };
  return { shown, scrollToTop };
}

/** Locks the page's scroll while `lock` holds (a drawer open over it). */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    document.body.style.overflow = lock ? 'hidden' : 'visible';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [lock]);
}
