// theme-common's useHideableNavbar, which an ejected Navbar calls for `navbar.hideOnScroll`: the
// navbar hides while the page scrolls down past it and shows again on scrolling up or near the
// end, as Docusaurus's does. On the server, and until the page scrolls, it is shown.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useHideableNavbar(hideOnScroll: boolean): {
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setIsNavbarVisible] = useState(true);
  const navbarHeight = useRef(0);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node !== null) navbarHeight.current = node.getBoundingClientRect().height;
  }, []);
  useEffect(() => {
    if (!hideOnScroll) return undefined;
    let last = window.scrollY;
    const onScroll = () => {
      const top = window.scrollY;
      if (top < navbarHeight.current) setIsNavbarVisible(true);
      else if (last && top >= last) setIsNavbarVisible(false);
      else if (top + window.innerHeight < document.documentElement.scrollHeight - navbarHeight.current)
        setIsNavbarVisible(true);
      last = top;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hideOnScroll]);
  return { navbarRef, isNavbarVisible };
}
