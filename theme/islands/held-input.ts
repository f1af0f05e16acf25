// Input that reaches an island before it is live: a tap or click anywhere in it but on a plain
// link, and the keys a tab list answers, are held (so the browser does nothing with them yet) and
// replayed, in the order they arrived, on the node that was hit once the island is live. What was
// hit inside a control does not matter: an SVG icon, a path in it or a nested span all bubble to
// their button; if hydration replaced the node, the control at the same place stands in.
import { ISLAND_ATTR } from '../shared/island.ts';
import { HELD_CONTROLS } from '../shared/early-input.ts';

/** Controls, whose clicks are the island's to answer (shared/early-input.ts says which). */
const CONTROL = HELD_CONTROLS;

/**
 * Keys that act on a control without turning into a click (Enter and Space on a button do):
 * arrows, Home and End inside a composite widget (a tab list), Space on a control that is no
 * button. Anywhere else they scroll the page, and that must not wait for React.
 */
const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const COMPOSITE = '[role="tab"], [role="menuitem"], [role="option"], [role="radio"], [role="slider"]';

/** asleep: not asked for yet; crashed: React shows the crash view; failed: its code did not arrive. */
export type IslandState = 'asleep' | 'waking' | 'live' | 'crashed' | 'failed';

interface Held {
  root: Element;
  /** The node hit, and the control it belongs to, as a path of child indexes from the root. */
  target: Element;
  path: number[];
  event: { type: 'click'; init: MouseEventInit } | { type: 'keydown'; init: KeyboardEventInit };
}

export interface HeldInputOptions {
  state(root: Element): IslandState;
  /** Start the island (idempotent; after a failure, tries again). */
  wake(root: Element): void;
}

const elementOf = (t: EventTarget | null): Element | null =>
  t instanceof Element ? t : t instanceof Node ? t.parentElement : null;

function pathTo(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let n: Element | null = el; n && n !== root; n = n.parentElement)
    path.unshift([...(n.parentElement?.children ?? [])].indexOf(n));
  return path;
}

function at(root: Element, path: number[]): Element | null {
  let n: Element | undefined = root;
  for (const i of path) n = n?.children[i];
  return n ?? null;
}

/**
 * The island (not live yet) and the control an event target belongs to (the target itself when
 * it is in no control: a site component may listen anywhere); null when the input is not ours to hold.
 */
function heldControl(
  target: Element,
  state: HeldInputOptions['state'],
): { root: Element; control: Element; isControl: boolean } | null {
  const root = target.closest(`[${ISLAND_ATTR}]`);
  // Once React owns the root (live, or showing the crash view), input is React's.
  if (!root || state(root) === 'live' || state(root) === 'crashed') return null;
  const found = target.closest(`a[href], ${CONTROL}`);
  const isControl = !!found && root.contains(found);
  const control = isControl ? found! : target;
  if (control.matches('a[href]') && !control.matches(CONTROL)) return null;
  return { root, control, isControl };
}

export function holdInput({ state, wake }: HeldInputOptions): { flush(): void; take(early: MouseEvent[]): void } {
  const queue: Held[] = [];

  const hold = (
    e: Event,
    { root, control }: { root: Element; control: Element },
    target: Element,
    event: Held['event'],
  ) => {
    e.preventDefault();
    e.stopImmediatePropagation();
    queue.push({ root, target, path: pathTo(root, control), event });
    wake(root);
    flush();
  };

  function onClick(e: MouseEvent): void {
    const target = elementOf(e.target);
    const found = target && heldControl(target, state);
    if (!found) return;
    // A modified click on a link keeps its meaning (a new tab or window): nothing to hold.
    if (found.control.matches('a[href]') && (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey))
      return;
    const { clientX, clientY, screenX, screenY, button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey } = e;
    hold(e, found, target, {
      type: 'click',
      init: { clientX, clientY, screenX, screenY, button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey },
    });
  }
  document.addEventListener('click', onClick, { capture: true });

  document.addEventListener(
    'keydown',
    (e) => {
      const target = elementOf(e.target);
      const found = target && (KEYS.has(e.key) || e.key === ' ') ? heldControl(target, state) : null;
      if (!found) return;
      const ours =
        found.isControl &&
        (e.key === ' '
          ? !found.control.matches('button, input, select, textarea, summary, label')
          : found.control.matches(COMPOSITE));
      if (!ours || e.ctrlKey || e.metaKey || e.altKey) return;
      const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = e;
      hold(e, found, target!, {
        type: 'keydown',
        init: { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey },
      });
    },
    { capture: true },
  );

  function replay(h: Held): void {
    const init = { bubbles: true, cancelable: true, composed: true, view: window };
    if (h.event.type === 'keydown') {
      // A key goes where focus is now: an earlier replayed key may have moved it (arrows in a tab list).
      const focused = document.activeElement;
      const target = focused && h.root.contains(focused) ? focused : (at(h.root, h.path) ?? h.root);
      target.dispatchEvent(new KeyboardEvent('keydown', { ...init, ...h.event.init }));
      return;
    }
    // Hydration keeps the server's nodes; if it had to replace them, the control at the same place stands in.
    const target = h.target.isConnected && h.root.contains(h.target) ? h.target : at(h.root, h.path);
    target?.dispatchEvent(new MouseEvent('click', { ...init, ...h.event.init }));
  }

  function fail(h: Held): void {
    const control = at(h.root, h.path);
    // A link is its own fallback: go where it leads, as without JavaScript.
    if (h.event.type === 'click' && control instanceof HTMLAnchorElement && control.href) {
      location.assign(control.href);
      return;
    }
    const name = h.root.getAttribute(ISLAND_ATTR);
    const what = h.event.type === 'click' ? 'click' : `key press (${(h.event.init as KeyboardEventInit).key})`;
    console.error(`Island "${name}" did not become live, so the ${what} it received before then was not answered.`);
  }

  // One input per task: React commits what one replayed event did before the next one reads it
  // (two taps on the colour toggle are two switches, not the same switch twice).
  let scheduled = false;
  function flush(): void {
    if (scheduled) return;
    const first = queue[0];
    if (!first) return;
    const now = state(first.root);
    if (now === 'asleep' || now === 'waking') return;
    queue.shift();
    if (now === 'live') replay(first);
    else fail(first);
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      flush();
    });
  }

  /** Clicks caught before this ran (shared/early-input.ts), taken in the order they came. */
  function take(early: MouseEvent[]): void {
    for (const e of early) onClick(e);
  }

  return { flush, take };
}
