// The one script every page loads: finds island roots and hydrates each when it is needed.
// It stays tiny; React and an island's code are fetched only when the visitor reaches for the
// island (or, for an island that must show what the server could not, at once).
import {
  ISLAND_ATTR,
  WHEN_ATTR,
  MANIFEST_ID,
  WAKE_GROUP_ATTR,
  WAKE_QUERY_ATTR,
  WAKE_STORED_ATTR,
  WAKE_UNLESS_ATTR,
  readIslandProps,
  type HydrateWhen,
} from '../shared/island.ts';
import { holdInput, type IslandState } from './held-input.ts';
import { EARLY_INPUT_KEY } from '../shared/early-input.ts';
import { revealActiveSidebarLink } from '../shared/sidebar-reveal.ts';

type Manifest = Record<string, string>;

function manifest(): Manifest {
  const el = document.getElementById(MANIFEST_ID);
  try {
    return el ? (JSON.parse(el.textContent || '{}') as Manifest) : {};
  } catch {
    return {};
  }
}

const states = new WeakMap<Element, IslandState>();
const stateOf = (el: Element): IslandState => states.get(el) ?? 'asleep';

// The island code and the runtime, fetched once per island name: a pointer near an island starts
// this early so its first tap is answered sooner.
const modules = new Map<string, Promise<[typeof import('./runtime.tsx'), { default: never }]>>();
function load(url: string) {
  let p = modules.get(url);
  if (!p) {
    p = Promise.all([import('./runtime.tsx'), import(/* @vite-ignore */ url)]);
    modules.set(url, p);
    p.catch(() => modules.delete(url));
  }
  return p;
}

const held = holdInput({ state: stateOf, wake: (root) => void wake(root) });
// Clicks the inline head script caught before this module ran: ours from now on.
const early = (window as unknown as Record<string, { events: MouseEvent[]; stop(): void } | undefined>)[
  EARLY_INPUT_KEY
];
if (early) {
  early.stop();
  held.take(early.events);
}

function settle(el: Element, state: IslandState): void {
  states.set(el, state);
  // After the island's own effects have committed, so a replayed click meets the settled island.
  setTimeout(held.flush);
}

async function wake(el: Element): Promise<void> {
  const now = stateOf(el);
  if (now === 'waking' || now === 'live' || now === 'crashed') return;
  const url = manifest()[el.getAttribute(ISLAND_ATTR) || ''];
  if (!url || !(el instanceof HTMLElement)) return;
  states.set(el, 'waking');
  el.dataset.waking = '1';
  // Islands that share state on the page (tabs of one group) wake together, so none is left behind.
  const group = el.getAttribute(WAKE_GROUP_ATTR);
  if (group)
    document
      .querySelectorAll(`[${WAKE_GROUP_ATTR}="${CSS.escape(group)}"]`)
      .forEach((other) => other !== el && void wake(other));
  let mods;
  try {
    mods = await load(url);
  } catch (error) {
    delete el.dataset.waking;
    console.error(`Island "${el.getAttribute(ISLAND_ATTR)}" could not load:`, error);
    settle(el, 'failed');
    return;
  }
  let props: object = {};
  try {
    props = readIslandProps(el);
  } catch {
    /* props are written by the server; a broken script renders defaults */
  }
  const [{ hydrate }, mod] = mods;
  hydrate(el, mod.default, props, { onLive: () => settle(el, 'live'), onCrash: () => settle(el, 'crashed') });
}

/** Whether an island must render something the server could not: results for the address, a stored choice. */
function mustWakeNow(el: Element): boolean {
  const param = el.getAttribute(WAKE_QUERY_ATTR);
  if (param && new URLSearchParams(location.search).has(param)) return true;
  const key = el.getAttribute(WAKE_STORED_ATTR);
  if (!key) return false;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    /* no storage: the server's default is what shows */
  }
  return stored !== null && stored !== el.getAttribute(WAKE_UNLESS_ATTR);
}

const INTENT = ['pointerenter', 'focusin', 'touchstart'] as const;

function schedule(el: HTMLElement): void {
  const when = (el.getAttribute(WHEN_ATTR) || 'idle') as HydrateWhen;
  const go = () => void wake(el);
  if (when === 'load' || mustWakeNow(el)) return go();
  // First intent always wakes an island early, whatever its schedule.
  for (const type of INTENT) el.addEventListener(type, go, { once: true, passive: true });
  // A pointer in the island's neighbourhood (its navbar, sidebar or code block) fetches its code.
  const url = manifest()[el.getAttribute(ISLAND_ATTR) || ''];
  const near = el.parentElement?.closest('nav, aside, .code-block, .theme-code-block');
  if (url && near)
    near.addEventListener('pointerenter', () => void load(url).catch(() => {}), { once: true, passive: true });
  if (when === 'intent') return;
  // React is fetched only after the page has loaded, so it never competes with first paint.
  if (document.readyState !== 'complete') {
    addEventListener('load', () => scheduleLater(el, when, go), { once: true });
    return;
  }
  scheduleLater(el, when, go);
}

/**
 * Whether an island is laid out but the server drew nothing of it: a component that measures its
 * container first (a photo album) renders an empty box until its code runs. Woken only when scrolled
 * to, it would push the page down under the reader's eyes; a hidden one (a closed tab) has no box.
 */
function drawnEmpty(el: HTMLElement, boxes: Element[]): boolean {
  const laidOut = (box: Element | null) => !!box && box.getClientRects().length > 0;
  // Nothing at all inside a display: contents root: empty, and shown when its parent is.
  if (boxes[0] === el && el.style.display === 'contents') return laidOut(el.parentElement);
  return boxes.every((box) => laidOut(box) && Array.from(box.getClientRects()).every((r) => r.height === 0));
}

function scheduleLater(el: HTMLElement, when: HydrateWhen, go: () => void): void {
  // A root with display: contents has no box to intersect: its children stand for it.
  const boxes = el.style.display === 'contents' && el.children.length ? Array.from(el.children) : [el];
  if (when === 'visible' && 'IntersectionObserver' in window && !drawnEmpty(el, boxes)) {
    // Woken a little before it scrolls in, so a diagram is drawn by the time it is seen.
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          go();
        }
      },
      { rootMargin: '300px 0px' },
    );
    for (const box of boxes) io.observe(box);
    return;
  }
  const idle = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void })
    .requestIdleCallback;
  if (idle) idle(go, { timeout: 2000 });
  else setTimeout(go, 200);
}

export function start(root: ParentNode = document): void {
  const urls = manifest();
  root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`).forEach((el) => {
    if (urls[el.getAttribute(ISLAND_ATTR) || ''] && stateOf(el) === 'asleep' && !el.dataset.waking) schedule(el);
  });
  revealActiveSidebarLink(root);
}

// Keyboard shortcuts must work before anything has hydrated: wake the island that owns them.
document.addEventListener('keydown', (e) => {
  const t = e.target;
  const typing = t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  if (((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') || (e.key === '/' && !typing)) {
    const el = document.querySelector<HTMLElement>(`[${ISLAND_ATTR}="SearchButton"]`);
    if (el && stateOf(el) !== 'live' && manifest().SearchButton) {
      e.preventDefault();
      (window as { __zsPendingKey?: string }).__zsPendingKey = 'open';
      void wake(el);
    }
  }
});

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => start());
else start();

// Client navigation is an enhancement that must not weigh on the first load: it is fetched after
// the load event, and until it arrives (or if it cannot), links simply load pages whole.
function navigation(): void {
  if (location.protocol === 'file:') return;
  import('./navigation/client.ts').then(
    (m) => m.init(start),
    () => {},
  );
}
if (document.readyState === 'complete') navigation();
else addEventListener('load', navigation, { once: true });
