// Islands for the crash-view test page: rendered on the server by the test (renderToString) and
// hydrated in Chromium through the theme's real runtime (theme/islands/runtime.tsx).
import { createElement as h, useState } from 'react';

declare global {
  interface Window {
    /** While true, Boom throws on every render. */
    __boomArmed?: boolean;
  }
}

/** Throws while rendering during hydration; renders once disarmed (Try again). */
export function Boom() {
  if (typeof window !== 'undefined' && window.__boomArmed) throw new Error('Boom while hydrating');
  return h('p', { className: 'boom' }, 'Boom is fine');
}

/** Crashes when its button is pressed. */
export function CrashOnClick() {
  const [crash, setCrash] = useState(false);
  if (crash) throw new Error('Crashed after a click');
  return h('button', { type: 'button', className: 'crash-me', onClick: () => setCrash(true) }, 'Crash me');
}

/** An unrelated island that must keep working. */
export function Counter() {
  const [n, setN] = useState(0);
  return h('button', { type: 'button', className: 'counter', onClick: () => setN(n + 1) }, `Clicked ${n} times`);
}

/** Renders differently on the server and in the browser: a hydration mismatch. */
export function Mismatch() {
  return h('p', { className: 'mismatch' }, typeof window === 'undefined' ? 'server text' : 'browser text');
}
