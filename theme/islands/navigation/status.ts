// What the visitor sees while a page loads or after it failed: a progress bar at the top once a
// navigation is slow, a spinner in place of the content once it is slower still, and an error
// with Retry. Plain DOM, so none of it waits for React.
import { PROGRESS_DELAY_MS, SPINNER_DELAY_MS } from '../../shared/navigation/timing.ts';

const content = () => document.getElementById('main-content');

function el(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** Put a status box where the content was, and hide the content. */
function replaceContent(box: HTMLElement): void {
  clearStatus();
  const main = content();
  if (main) {
    main.classList.add('nav-hidden');
    main.after(box);
  } else {
    document.querySelector('body > footer.footer')?.before(box);
  }
}

/** Remove any spinner or error and show the content again. */
export function clearStatus(): void {
  document.querySelectorAll('.nav-status').forEach((n) => n.remove());
  const main = content();
  main?.classList.remove('nav-hidden');
  main?.removeAttribute('aria-busy');
}

export interface Loading {
  done(): void;
}

/** Start the loading timers. With `now`, the spinner shows at once (the content is already gone). */
export function showLoading(now = false): Loading {
  let bar: HTMLElement | null = null;
  let spinner: HTMLElement | null = null;
  content()?.setAttribute('aria-busy', 'true');
  const progress = setTimeout(() => {
    bar = el('div', 'nav-progress');
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    bar.appendChild(el('div', 'nav-progress__bar'));
    document.body.appendChild(bar);
  }, PROGRESS_DELAY_MS);
  const spin = setTimeout(
    () => {
      spinner = el('div', 'nav-status nav-status--loading');
      spinner.setAttribute('role', 'status');
      spinner.append(el('span', 'nav-spinner'), el('span', 'nav-sr', 'Loading page…'));
      replaceContent(spinner);
      content()?.setAttribute('aria-busy', 'true');
    },
    now ? 0 : SPINNER_DELAY_MS,
  );
  return {
    done() {
      clearTimeout(progress);
      clearTimeout(spin);
      bar?.remove();
      if (spinner?.isConnected) clearStatus();
      content()?.removeAttribute('aria-busy');
    },
  };
}

export function showError(message: string, retry: () => void): void {
  const box = el('div', 'nav-status nav-status--error');
  box.setAttribute('role', 'alert');
  const button = el('button', 'button button--primary nav-status__retry', 'Retry') as HTMLButtonElement;
  button.type = 'button';
  button.addEventListener('click', retry, { once: true });
  box.append(
    el('p', 'nav-status__title', 'This page could not be loaded.'),
    el('p', 'nav-status__message', message),
    button,
  );
  replaceContent(box);
  button.focus({ preventScroll: true });
}

let announcer: HTMLElement | null = null;

/** Tell screen readers that a new page is showing: focus alone does not say so everywhere. */
export function announce(text: string): void {
  if (!announcer?.isConnected) {
    announcer = el('div', 'nav-sr');
    announcer.id = 'zs-route-announcer';
    announcer.setAttribute('aria-live', 'assertive');
    announcer.setAttribute('aria-atomic', 'true');
    document.body.appendChild(announcer);
  }
  announcer.textContent = text;
}
