// Client navigation on top of the static pages: same-site link clicks fetch the next page and
// swap it in, so the header, the sidebar and their islands live on. Loaded by the loader after
// the load event; until then, and whenever anything looks wrong, links simply load pages whole.
import { createRouteCache } from '../../shared/navigation/route-key.ts';
import { isPlainClick, isSameDocument, navigableUrl } from '../../shared/navigation/links.ts';
import { createHistoryKey, isHistoryKey } from '../../shared/navigation/history-key.ts';
import {
  prefetchAllowed,
  VIEWPORT_PREFETCH_LIMIT,
  type ConnectionFacts,
} from '../../shared/navigation/prefetch-policy.ts';
import { createPageStore, PreloadFailed, type Fetched } from './page-store.ts';
import { frameOf, markSidebarLink, sameBuild, swapPage } from './swap.ts';
import { announce, clearStatus, showError, showLoading } from './status.ts';
import { createScrollMemory } from './scroll.ts';

type Start = (root: ParentNode) => void;
type How = 'push' | 'replace' | 'pop' | 'retry';

/** Fired on window after every page navigation; detail.url is the new absolute URL. */
export const NAVIGATE_EVENT = 'zs:navigate';

let started = false;

export function init(start: Start): void {
  if (started) return;
  started = true;
  const base = document.body.dataset.baseUrl || '/';
  const routes = createRouteCache();
  const key = (pathname: string) => routes.key(pathname);
  const pages = createPageStore((url) => key(url.pathname) + url.search);
  const scrolls = createScrollMemory();
  const idle = (fn: () => void) =>
    (
      (window as { requestIdleCallback?: (cb: () => void, o?: object) => void }).requestIdleCallback ??
      ((cb: () => void) => setTimeout(cb, 50))
    )(fn, { timeout: 2000 });

  /** The page whose content is in the document (differs from location while an error shows). */
  let shown = new URL(location.href);
  let controller: AbortController | null = null;
  let currentKey = ensureKey();

  function ensureKey(): string {
    const state = history.state as { key?: unknown } | null;
    if (isHistoryKey(state?.key)) return state.key;
    const fresh = createHistoryKey();
    history.replaceState({ ...(state && typeof state === 'object' ? state : {}), key: fresh }, '');
    return fresh;
  }

  const record = (how: 'push' | 'replace', href: string) => {
    if (how === 'push') {
      scrolls.save(currentKey);
      currentKey = createHistoryKey();
    }
    history[how === 'push' ? 'pushState' : 'replaceState']({ key: currentKey }, '', href);
  };

  const motion = (): ScrollBehavior => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth');

  function scrollToHash(hash: string, behavior: ScrollBehavior): void {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      /* keep the raw fragment */
    }
    const target = id ? (document.getElementById(id) ?? document.getElementsByName(id)[0]) : null;
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      // The skip link and friends point at focusable targets: keyboard users expect to land there.
      if (target.matches('a[href], button, input, select, textarea, [tabindex]')) target.focus({ preventScroll: true });
    } else if (!id || id.toLowerCase() === 'top') window.scrollTo({ top: 0, left: 0, behavior });
  }

  function hardLoad(url: URL, how: How): void {
    if (how === 'push') location.assign(url.href);
    else if (how === 'replace') location.replace(url.href);
    else location.reload();
  }

  function focusPage(): void {
    const main = document.getElementById('main-content');
    const target = main?.querySelector('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.classList.add('nav-focus');
    target.focus({ preventScroll: true });
  }

  const targetOf = (a: HTMLAnchorElement) =>
    navigableUrl(
      {
        href: a.href,
        target: a.getAttribute('target'),
        download: a.hasAttribute('download'),
        rel: a.getAttribute('rel'),
      },
      location.href,
      base,
    );

  async function navigate(url: URL, how: How): Promise<void> {
    controller?.abort();
    const ctl = (controller = new AbortController());
    const loading = showLoading(how === 'retry');
    let fetched: Fetched;
    try {
      fetched = await pages.get(url, ctl.signal);
    } catch (error) {
      if (ctl.signal.aborted) return;
      controller = null;
      loading.done();
      if (error instanceof PreloadFailed) return hardLoad(url, how);
      if (how === 'push' || how === 'replace') record(how, url.href);
      showError((error as Error).message, () => void navigate(new URL(location.href), 'retry'));
      return;
    } finally {
      if (ctl.signal.aborted) loading.done();
    }
    controller = null;
    loading.done();
    if (fetched.kind !== 'page') return hardLoad(url, how);
    const next = new DOMParser().parseFromString(fetched.html, 'text/html');
    const here = frameOf(document);
    const there = frameOf(next);
    // Redirect stubs, foreign pages and pages from a newer build are loaded by the browser.
    if (!here || !there || !sameBuild(document, next) || next.querySelector('meta[http-equiv="refresh" i]'))
      return hardLoad(url, how);

    // A host's trailing-slash redirect (/a/b to /a/b/) leaves the address as the link wrote it, the
    // page's own URL on this site; any other redirect shows where the page really is.
    const landed = new URL(fetched.url);
    const final =
      key(landed.pathname) === key(url.pathname) && landed.search === url.search ? new URL(url.href) : landed;
    final.hash = url.hash;
    if (how === 'push' || how === 'replace') record(how, final.href);
    else if (final.href !== location.href) history.replaceState({ key: currentKey }, '', final.href);

    const { roots, keptSidebar } = swapPage(next, here, there);
    shown = final;
    if (keptSidebar) markSidebarLink(keptSidebar, final, key);
    for (const root of roots) start(root);

    const saved = how === 'pop' ? scrolls.get(currentKey) : undefined;
    if (saved) window.scrollTo({ left: saved[0], top: saved[1], behavior: 'instant' });
    else if (final.hash) scrollToHash(final.hash, 'instant');
    else window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    focusPage();
    announce(document.title);
    window.dispatchEvent(new CustomEvent(NAVIGATE_EVENT, { detail: { url: final.href } }));
    watchViewport();
  }

  function prefetch(a: HTMLAnchorElement): void {
    if (!prefetchAllowed((navigator as { connection?: ConnectionFacts }).connection)) return;
    const url = targetOf(a);
    if (url && !isSameDocument(url, shown, key)) pages.prefetch(url);
  }

  const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null => {
    const a = target instanceof Element ? target.closest('a[href]') : null;
    return a instanceof HTMLAnchorElement ? a : null;
  };

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

  document.addEventListener('click', (e) => {
    if (
      !isPlainClick({
        button: e.button,
        modifier: e.metaKey || e.ctrlKey || e.shiftKey || e.altKey,
        defaultPrevented: e.defaultPrevented,
      })
    )
      return;
    const a = anchorOf(e.target);
    const url = a && targetOf(a);
    if (!url) return;
    e.preventDefault();
    const here = new URL(location.href);
    // href.includes('#'): a bare "#" has an empty hash but is still a fragment link (to the top).
    if (url.href.includes('#') && isSameDocument(url, here, key) && isSameDocument(url, shown, key)) {
      record(url.href === here.href ? 'replace' : 'push', url.href);
      scrollToHash(url.hash, motion());
      return;
    }
    void navigate(url, isSameDocument(url, here, key) ? 'replace' : 'push');
  });

  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(
      type,
      (e) => {
        const a = anchorOf(e.target);
        if (a) prefetch(a);
      },
      { passive: true },
    );
  }

  window.addEventListener('popstate', () => {
    scrolls.save(currentKey);
    currentKey = ensureKey();
    const url = new URL(location.href);
    if (!isSameDocument(url, shown, key)) return void navigate(url, 'pop');
    // Back to the page already in the document (a hash entry, or away from a failed load).
    controller?.abort();
    controller = null;
    clearStatus();
    const saved = scrolls.get(currentKey);
    if (saved) window.scrollTo({ left: saved[0], top: saved[1], behavior: 'instant' });
    else if (url.hash) scrollToHash(url.hash, 'instant');
  });

  // The browser cannot restore what it did not lay out: scroll positions are ours to restore.
  history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => {
    scrolls.save(currentKey);
    scrolls.persist();
    // A reload of this entry should be restored by the browser, at once.
    history.scrollRestoration = 'auto';
  });
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) history.scrollRestoration = 'manual';
  });
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const saved = scrolls.get(currentKey);
  if (saved && window.scrollY === 0 && (entry?.type === 'back_forward' || entry?.type === 'reload'))
    window.scrollTo({ left: saved[0], top: saved[1], behavior: 'instant' });

  watchViewport();
  document.documentElement.setAttribute('data-zs-nav', 'ready');
}
