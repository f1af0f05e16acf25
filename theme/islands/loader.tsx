// The one script every page loads: finds island roots and hydrates each when it is needed.
// It stays tiny; React and the islands are fetched only when an island wakes up.
import { ISLAND_ATTR, WHEN_ATTR, MANIFEST_ID, HYDRATED_ATTR, readIslandProps, type HydrateWhen } from '../shared/island.ts';

type Manifest = Record<string, string>;

function manifest(): Manifest {
  const el = document.getElementById(MANIFEST_ID);
  try {
    return el ? (JSON.parse(el.textContent || '{}') as Manifest) : {};
  } catch {
    return {};
  }
}

async function wake(el: HTMLElement, url: string): Promise<void> {
  if (el.dataset.waking) return;
  el.dataset.waking = '1';
  const [{ hydrate }, mod] = await Promise.all([import('./runtime.tsx'), import(/* @vite-ignore */ url)]);
  let props: object = {};
  try {
    props = readIslandProps(el);
  } catch {
    /* props are written by the server; a broken script renders defaults */
  }
  hydrate(el, mod.default, props);
}

function schedule(el: HTMLElement, url: string): void {
  const when = (el.getAttribute(WHEN_ATTR) || 'idle') as HydrateWhen;
  const go = () => void wake(el, url);
  if (when === 'load') return go();
  // First intent always wakes an island early, whatever its schedule.
  for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) el.addEventListener(type, go, { once: true, passive: true });
  // A tap that lands before hydration is held and replayed once the island is live.
  el.addEventListener(
    'click',
    (e) => {
      const target = e.target as HTMLElement;
      if (el.getAttribute(HYDRATED_ATTR) === 'true' || target.closest('a[href]')) return;
      e.preventDefault();
      e.stopPropagation();
      go();
      const mo = new MutationObserver(() => {
        if (el.getAttribute(HYDRATED_ATTR) !== 'true') return;
        mo.disconnect();
        target.click();
      });
      mo.observe(el, { attributes: true, attributeFilter: [HYDRATED_ATTR] });
    },
    { capture: true },
  );
  if (when === 'intent') return;
  // React is fetched only after the page has loaded, so it never competes with first paint.
  if (document.readyState !== 'complete') {
    addEventListener('load', () => scheduleLater(el, when, go), { once: true });
    return;
  }
  scheduleLater(el, when, go);
}

function scheduleLater(el: HTMLElement, when: HydrateWhen, go: () => void): void {
  if (when === 'visible' && 'IntersectionObserver' in window) {
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        go();
      }
    });
    io.observe(el);
    return;
  }
  const idle = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void }).requestIdleCallback;
  if (idle) idle(go, { timeout: 2000 });
  else setTimeout(go, 200);
}

export function start(root: ParentNode = document): void {
  const urls = manifest();
  root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`).forEach((el) => {
    const url = urls[el.getAttribute(ISLAND_ATTR) || ''];
    if (url && !el.dataset.waking) schedule(el, url);
  });
}

// Keyboard shortcuts must work before anything has hydrated: wake the island that owns them.
document.addEventListener('keydown', (e) => {
  const t = e.target as HTMLElement | null;
  const typing = t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  if (((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') || (e.key === '/' && !typing)) {
    const el = document.querySelector<HTMLElement>(`[${ISLAND_ATTR}="SearchButton"]`);
    const url = manifest().SearchButton;
    if (el && url && el.getAttribute('data-hydrated') !== 'true') {
      e.preventDefault();
      (window as { __zsPendingKey?: string }).__zsPendingKey = 'open';
      void wake(el, url);
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
