// The classic theme's own text as Docusaurus's theme writes it (its English message for each id),
// or the translation of it for the locale being built: the site's i18n/<locale>/code.json over
// Docusaurus's defaults for the locale (the `theme.…` messages: generator/render/site-data.ts).
// `{name}` is filled from `values`, which may be elements, as Docusaurus's <Translate values>
// interpolates them.
//
// The messages are the site's, the same for every page of a build: the page render and the content
// components set them once (useThemeTexts, into theme/shared/page-words.ts) rather than pass them
// down to every part that writes text. In the browser, islands read the ones they use from the page
// (island-words.tsx), so that they hydrate with the words the server wrote.
import { Fragment, type ReactNode } from 'react';
import type { SiteData, ThemeTexts } from '../shared/types.ts';
import { pageLocale, pageWords, pluralWord, setPageWords, word } from '../shared/page-words.ts';

const current = pageWords;

/** The messages the theme's text is written from: the page's site data's, or the content stage's. */
export function useThemeTexts(
  from: Pick<SiteData, 'themeTranslations' | 'htmlLang' | 'locales'> | ThemeTexts | undefined,
): void {
  if (!from) setPageWords({}, 'en');
  else if ('messages' in from) setPageWords(from.messages, from.locale);
  else setPageWords(from.themeTranslations ?? {}, from.locales?.current ?? from.htmlLang ?? 'en');
}

/** A message as a string, for an attribute (an aria-label, a title) or a window title. */
export const themeString = word;

/** A message whose `{name}`s may be elements. */
export function themeText(id: string, message: string, values: Record<string, ReactNode> = {}): ReactNode {
  const parts = (current()[id] ?? message).split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return name !== undefined && name in values ? <Fragment key={i}>{values[name]}</Fragment> : part;
      })}
    </>
  );
}

/**
 * A plural message (`One post|{count} posts`): the form the page's locale gives `count`, as
 * Docusaurus's usePluralForm picks it (theme/shared/plural.ts).
 */
export const themePlural = pluralWord;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A post's date ("March 5, 2024") in the page's locale, as Docusaurus's blog writes it (UTC, Gregorian). */
export function themeDate(iso: string): string {
  const locale = pageLocale();
  let format = dateFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        calendar: 'gregory',
      });
    } catch {
      format = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    }
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** The sidebar's category carets' names (`{label}` the category's), when the site's language has its own. */
export function categoryLabelsProp(): { categoryLabels?: { expand: string; collapse: string } } {
  const expand = current()['theme.DocSidebarItem.expandCategoryAriaLabel'];
  const collapse = current()['theme.DocSidebarItem.collapseCategoryAriaLabel'];
  if (!expand && !collapse) return {};
  return {
    categoryLabels: {
      expand: expand ?? "Expand sidebar category '{label}'",
      collapse: collapse ?? "Collapse sidebar category '{label}'",
    },
  };
}
