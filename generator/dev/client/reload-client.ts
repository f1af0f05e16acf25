// The browser side of `zapsite dev`, bundled by esbuild (client-script.ts) and loaded by every HTML
// page the dev server sends. It listens to the event stream: "reload" reloads the page (keeping the
// scroll position) when the page or something it uses changed, "css" swaps the stylesheet in
// place, "build-error" shows the diagnostics in an overlay (as text, never as HTML), "ok" hides it.
// Browser code: it imports nothing from Node.
import { EVENTS_PATH, type DevEvents, type ErrorReport } from './protocol.ts';

const script = document.currentScript as HTMLScriptElement | null;
const page = script?.dataset.page ?? '';
const base = script?.dataset.base || '/';
let generation = script?.dataset.generation ?? '';
const scrollKey = 'zapsite:scroll:' + location.pathname;

restoreScroll();

function restoreScroll(): void {
  try {
    const saved = sessionStorage.getItem(scrollKey);
    if (!saved) return;
    sessionStorage.removeItem(scrollKey);
    const pos = JSON.parse(saved) as { x: number; y: number };
    const restore = () => window.scrollTo(pos.x, pos.y);
    if (document.readyState === 'complete') restore();
    else addEventListener('load', restore, { once: true });
  } catch {
    // storage off or a bad value: the page simply starts at the top
  }
}

function reload(): void {
  try {
    sessionStorage.setItem(scrollKey, JSON.stringify({ x: window.scrollX, y: window.scrollY }));
  } catch {
    // storage off: reload without keeping the scroll position
  }
  location.reload();
}

/** Whether the page links to the file `key` (an image, a script, a stylesheet, a video's poster). */
function uses(key: string): boolean {
  const url = base + key;
  for (const el of document.querySelectorAll('[src],[href],[srcset],[poster]')) {
    for (const a of ['src', 'href', 'srcset', 'poster']) {
      const v = el.getAttribute(a);
      if (v && (v === url || v.split(/[\s,]+/).includes(url))) return true;
    }
  }
  return false;
}

function affected(changed: string[] | null): boolean {
  if (changed === null) return true;
  if (changed.includes(page)) return true;
  if (page === '404.html' && changed.some((k) => k.endsWith('.html'))) return true;
  return changed.some((k) => !k.endsWith('.html') && uses(k));
}

let host: HTMLElement | null = null;

function hideOverlay(): void {
  host?.remove();
  host = null;
}

const OVERLAY_CSS = [
  ':host{position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.66);display:flex;align-items:flex-start;justify-content:center;overflow:auto;font:14px/1.5 system-ui,sans-serif}',
  '.panel{margin:6vh 16px;max-width:960px;width:100%;background:#1e1e1e;color:#eee;border-top:6px solid #e5484d;border-radius:6px;padding:20px 24px;box-shadow:0 10px 40px rgba(0,0,0,.5)}',
  'h1{font-size:18px;margin:0 0 4px;color:#ff8a8a}',
  'p{margin:0 0 12px;color:#bbb}',
  '.loc{font:13px/1.4 ui-monospace,Menlo,Consolas,monospace;color:#8ab4ff;margin:16px 0 4px}',
  'pre{margin:0;padding:12px;background:#111;border-radius:4px;overflow:auto;font:13px/1.45 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere}',
  'button{float:right;background:none;border:0;color:#bbb;font-size:22px;cursor:pointer;line-height:1}',
].join('');

function showOverlay(report: ErrorReport): void {
  hideOverlay();
  host = document.createElement('zapsite-error-overlay');
  host.setAttribute('role', 'alertdialog');
  host.setAttribute('aria-label', 'Build error');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = OVERLAY_CSS;
  const panel = document.createElement('div');
  panel.className = 'panel';
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Hide this error');
  close.textContent = '\u00d7';
  close.addEventListener('click', hideOverlay);
  const h1 = document.createElement('h1');
  const count = report.diagnostics.length;
  h1.textContent = count === 1 ? 'Build failed: 1 error' : 'Build failed: ' + count + ' errors';
  const p = document.createElement('p');
  p.textContent = 'The page shows the last good build. Fix the file and save: this page updates by itself.';
  panel.append(close, h1, p);
  for (const d of report.diagnostics) {
    const loc = document.createElement('div');
    loc.className = 'loc';
    loc.textContent = d.location || d.code;
    const pre = document.createElement('pre');
    pre.textContent = d.frame;
    panel.append(loc, pre);
  }
  root.append(style, panel);
  document.documentElement.append(host);
}

addEventListener('keydown', (e) => {
  if (e.key === 'Escape') hideOverlay();
});

function swapCss(previous: string, href: string): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (l) => l.getAttribute('href') === previous,
  );
  if (!links.length) return reload();
  for (const old of links) {
    const next = old.cloneNode() as HTMLLinkElement;
    next.setAttribute('href', href);
    next.addEventListener('load', () => old.remove(), { once: true });
    next.addEventListener('error', () => reload(), { once: true });
    old.after(next);
  }
}

const source = new EventSource(EVENTS_PATH);
function on<K extends keyof DevEvents>(name: K, fn: (data: DevEvents[K]) => void): void {
  source.addEventListener(name, (e) => fn(JSON.parse((e as MessageEvent<string>).data) as DevEvents[K]));
}
on('hello', (d) => {
  // A reconnect after missed events, or after the server restarted: this page may be stale.
  if (generation && d.generation !== generation) reload();
});
on('reload', (d) => {
  generation = d.generation;
  if (affected(d.changed)) reload();
});
on('css', (d) => {
  generation = d.generation;
  swapCss(d.previous, d.href);
});
on('build-error', (d) => showOverlay(d));
on('ok', () => hideOverlay());
