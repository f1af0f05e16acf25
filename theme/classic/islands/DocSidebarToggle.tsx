// `theme.hideableSidebar` (Docusaurus's themeConfig.docs.sidebar.hideable): the classic docs
// sidebar's collapse button at its foot and, once it is hidden, the expand button filling the
// narrow strip left. Two islands of this component, one per button, as Docusaurus places them
// (the collapse button inside the sidebar, the expand one beside it): what is hidden is written
// on the page's own elements, as Docusaurus's class names, so either island reads it and CSS
// shows the expand button. A tap before an island is live is held and replayed (held-input.ts).
import type { KeyboardEvent } from 'react';
import { themeString } from '../theme-text.tsx';
import {
  DocRootLayoutMain as Main,
  DocRootLayoutSidebar as Layout,
  DocRootLayoutSidebarExpandButton as Expand,
  DocSidebarDesktop as Desktop,
  DocSidebarDesktopCollapseButton as Collapse,
} from '../../shared/docusaurus-classes.ts';

export interface DocSidebarToggleProps {
  /** The strip's expand button; without it, the sidebar's collapse button. */
  expand?: boolean;
}

/** A double arrow pointing to the end side; the collapse button turns it round. */
function Arrow({ className }: { className: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className={className}>
      <path
        d="M2.5 3.5 8 10l-5.5 6.5M11 3.5l5.5 6.5-5.5 6.5"
        fill="none"
        stroke="#7a7a7a"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Whether an element's CSS moves it over time (no transition, or reduced motion, means at once). */
function transitions(el: Element): boolean {
  return getComputedStyle(el)
    .transitionDuration.split(',')
    .some((d) => parseFloat(d) > 0);
}

/**
 * Hides or shows the docs sidebar around `from`, as Docusaurus's DocRoot layout does: the container
 * narrows and the main column widens at once; the sidebar itself is hidden (and the expand button
 * shown) when the container has finished narrowing. Focus follows to the button now shown.
 */
function setHidden(from: HTMLElement, hidden: boolean): void {
  const aside = from.closest(`.${Layout.docSidebarContainer}`);
  const sidebar = aside?.querySelector<HTMLElement>(`.${Desktop.sidebar}`);
  if (!aside || !sidebar) return;
  const main = aside.parentElement?.querySelector(`:scope > .${Main.docMainContainer}`);
  aside.classList.toggle(Layout.docSidebarContainerHidden, hidden);
  main?.classList.toggle(Main.docMainContainerEnhanced, hidden);
  main?.querySelector(':scope > .container')?.classList.toggle(Main.docItemWrapperEnhanced, hidden);
  const refocus = document.activeElement === from;
  const settle = () => {
    sidebar.classList.toggle(Desktop.sidebarHidden, hidden);
    if (refocus)
      aside.querySelector<HTMLElement>(`.${hidden ? Expand.expandButton : Collapse.collapseSidebarButton}`)?.focus();
  };
  if (!hidden || !transitions(aside)) return settle();
  const onEnd = (e: Event) => {
    if (e.target !== aside) return;
    aside.removeEventListener('transitionend', onEnd);
    // Expanded again before the narrowing ended: nothing left to hide.
    if (aside.classList.contains(Layout.docSidebarContainerHidden)) settle();
  };
  aside.addEventListener('transitionend', onEnd);
}

export default function DocSidebarToggle({ expand }: DocSidebarToggleProps) {
  if (expand) {
    const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      setHidden(e.currentTarget, false);
    };
    // A div with the button role, as Docusaurus's ExpandButton: it fills the strip.
    return (
      <div
        className={Expand.expandButton}
        title={themeString('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')}
        aria-label={themeString('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')}
        tabIndex={0}
        role="button"
        onKeyDown={onKeyDown}
        onClick={(e) => setHidden(e.currentTarget, false)}
      >
        <Arrow className={Expand.expandButtonIcon} />
      </div>
    );
  }
  return (
    <button
      type="button"
      title={themeString('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')}
      aria-label={themeString('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')}
      className={`button button--secondary button--outline ${Collapse.collapseSidebarButton}`}
      onClick={(e) => setHidden(e.currentTarget, true)}
    >
      <Arrow className={Collapse.collapseSidebarButtonIcon} />
    </button>
  );
}
