// The words of the theme's own text in the site's language, by Docusaurus's message id, for every
// part of a page that writes them: set by the classic theme's page render (theme/classic/theme-text.tsx
// useThemeTexts); in the browser, read once from the page (#zs-theme-words, written only when the
// site's language has words of its own), so an island hydrates with the words the server wrote.
// Never set (zapsite's own theme), each text is its English.

import { fillMessage, pluralMessage } from './plural.ts';

export const WORDS_ID = 'zs-theme-words';

let messages: Record<string, string> = {};
let locale = 'en';
let readPage = false;

export function setPageWords(next: Record<string, string>, nextLocale: string): void {
  messages = next;
  locale = nextLocale;
}

/** The messages: in the browser, the page's (read once). */
export function pageWords(): Record<string, string> {
  if (!readPage && typeof document !== 'undefined') {
    readPage = true;
    const json = document.getElementById(WORDS_ID)?.textContent;
    if (json) messages = JSON.parse(json) as Record<string, string>;
  }
  return messages;
}

export function pageLocale(): string {
  return locale;
}

/** A message's words, `{name}`s filled from `values`; its English when the site has none. */
export function word(id: string, message: string, values: Record<string, string | number> = {}): string {
  return fillMessage(pageWords()[id] ?? message, values);
}

/** A plural message's words for `count` in the page's locale (`{count}` filled too). */
export function pluralWord(
  id: string,
  message: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return pluralMessage(locale, count, pageWords()[id] ?? message, values);
}
