// Client navigation on top of the static pages: same-site link clicks fetch the next page and
// swap it in, so the header, the sidebar and their islands live on. Loaded by the loader after
// the load event; until then, and whenever anything looks wrong, links simply load pages whole.
import { createRouteCache } from '../../shared/navigation/route-key.ts';
import { isPlainClick, isSameDocument } from '../../shared/navigation/links.ts';
import { createHistoryKey, isHistoryKey } from '../../shared/navigation/history-key.ts';
import { createPageStore, PreloadFailed, type Fetched } from './page-store.ts';
import { frameOf, markSidebarLink, sameBuild, swapPage } from './swap.ts';
import { announce, clearStatus, showError, showLoading } from './status.ts';
import { createScrollMemory, restoreScrolls } from './scroll.ts';
import { anchorOf, focusPage, hardLoad, linkTarget, motion, scrollToHash, type How } from './page-dom.ts';
import { createPrefetcher } from './prefetch.ts';

type Start = (root: ParentNode) => void;

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

  const targetOf = (a: HTMLAnchorElement) => linkTarget(a, base);
  const { prefetch, watchViewport } = createPrefetcher({ pages, key, targetOf, shown: () => shown });

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

  restoreScrolls(scrolls, () => currentKey);

  watchViewport();
  document.documentElement.setAttribute('data-zs-nav', 'ready');
}
