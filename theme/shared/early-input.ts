// A tap that lands before the island loader has even run (a phone opening a page and tapping the
// menu button at once): the page's inline head script catches clicks on an island's controls from
// the first byte, keeps them, and the loader, once it runs, hands them to held-input.ts, which
// holds and replays them as it does any input that reaches an island before it is live.
import { ISLAND_ATTR } from './island.ts';

/**
 * Controls (held-input.ts). A plain link is not one: before the island is live it simply
 * navigates, as it does without JavaScript. A link that says it is a button or opens a popup
 * (the search button, a sidebar category without its own page) is the island's to answer.
 */
export const HELD_CONTROLS =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [aria-haspopup], summary, label, input, select, textarea';

/** Where the clicks caught before the loader ran wait for it; `stop` ends the catching. */
export const EARLY_INPUT_KEY = '__zsEarlyInput';

/**
 * Inline-script text: catches, in capture on window (ahead of any page listener), clicks on an
 * island's controls. Not on links (a search link that opens a dialog): until the loader runs they
 * keep their plain meaning, so a page whose scripts never arrive still follows them.
 */
export function earlyInputScript(): string {
  const sel = JSON.stringify(
    HELD_CONTROLS.split(', ')
      .map((c) => `[${ISLAND_ATTR}] ${c}`)
      .join(','),
  );
  return `(function(){var kept=[];function catchIt(e){if(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;var t=e.target;if(t&&!t.closest)t=t.parentElement;var c=t&&t.closest&&t.closest(${sel});if(!c||c.closest('a[href]'))return;e.preventDefault();e.stopImmediatePropagation();kept.push(e)}
addEventListener('click',catchIt,true);window.${EARLY_INPUT_KEY}={events:kept,stop:function(){removeEventListener('click',catchIt,true)}}})();`;
}
