// The classic theme's own text in the site's language when the site has not translated it: Docusaurus
// gives every site the messages of @docusaurus/theme-translations for its locale (theme-classic's
// getDefaultCodeTranslationMessages, theme-common.json) under the site's own code.json. The package is
// read where the site has it installed (beside @docusaurus/theme-classic, which depends on it);
// nothing of it is part of zapsite. A site without it keeps the English messages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from '../config/optional-packages.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import { fillMessage, pluralMessage } from '../../theme/shared/plural.ts';

const PACKAGE = '@docusaurus/theme-translations';
/** Each message's note for translators sits beside it under this suffix. */
const DESCRIPTION = '___DESCRIPTION';

const read = new Map<string, Record<string, string>>();

/**
 * Docusaurus's order of files to try for a locale: as written, then language-region ("pt" is
 * "pt-BR"), language-script ("zh-CN" is "zh-Hans"), the language alone.
 */
export function localesToTry(locale: string): string[] {
  let max: Intl.Locale;
  try {
    max = new Intl.Locale(locale).maximize();
  } catch {
    return [locale];
  }
  return [locale, `${max.language}-${max.region}`, `${max.language}-${max.script}`, max.language];
}

/** The theme's messages for `locale` from the site's installed theme-translations, or none. */
function themeDefaultMessages(siteRoot: string, locale: string): Record<string, string> {
  const key = `${siteRoot}\0${locale}`;
  let messages = read.get(key);
  if (!messages) {
    messages = readMessages(siteRoot, locale);
    read.set(key, messages);
  }
  return messages;
}

function readMessages(siteRoot: string, locale: string): Record<string, string> {
  const dir = translationsDir(siteRoot);
  if (!dir) return {};
  // theme-common's, and the search theme's for zapsite's search (it writes DocSearch's texts).
  const out: Record<string, string> = {};
  for (const name of ['theme-search-algolia', 'theme-common']) {
    const found = localesToTry(locale)
      .map((tried) => join(dir, 'locales', tried, `${name}.json`))
      .find((file) => existsSync(file));
    if (found) Object.assign(out, messagesOf(readJson(found), false));
  }
  return out;
}

/** Where the site has @docusaurus/theme-translations: its own, or theme-classic's (pnpm nests it there). */
function translationsDir(siteRoot: string): string | undefined {
  const site = join(siteRoot, 'package.json');
  const classic = packageDir('@docusaurus/theme-classic', [site]);
  return packageDir(PACKAGE, [site, ...(classic ? [join(classic, 'package.json')] : [])]);
}

function readJson(file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {}; // an unreadable file is as none: English stays
  }
}

/** The messages of a theme-translations file, or (`notes`) its notes for translators, by message id. */
function messagesOf(all: Record<string, unknown>, notes: boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(all).flatMap(([id, v]) =>
      typeof v !== 'string' || id.endsWith(DESCRIPTION) !== notes
        ? []
        : [[notes ? id.slice(0, -DESCRIPTION.length) : id, v]],
    ),
  );
}

/**
 * What `write-translations` puts in code.json for the classic theme, as Docusaurus's does: every
 * message of the theme (its English and notes from theme-translations' base file), in the locale's
 * words where the package has them. None when the site does not have the package.
 */
export function themeCodeEntries(
  siteRoot: string,
  locale: string,
): Record<string, { message: string; description?: string }> {
  const dir = translationsDir(siteRoot);
  if (!dir) return {};
  const base = readJson(join(dir, 'locales', 'base', 'theme-common.json'));
  const english = messagesOf(base, false);
  const notes = messagesOf(base, true);
  const own = themeDefaultMessages(siteRoot, locale);
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => [
      id,
      { message: own[id] ?? message, ...(notes[id] ? { description: notes[id] } : {}) },
    ]),
  );
}

/**
 * The messages site code and the classic theme are given, as Docusaurus merges them: the theme's
 * defaults for the locale being built, under the site's own code.json.
 */
export function codeTranslations(
  config: Partial<Pick<ResolvedConfig, 'root' | 'locale' | 'i18n' | 'theme'>>,
): Record<string, string> {
  const own = config.locale?.codeTranslations ?? {};
  if (config.theme?.name !== 'classic' || !config.root) return own;
  const locale = config.locale?.current ?? config.i18n?.defaultLocale ?? 'en';
  return { ...themeDefaultMessages(config.root, locale), ...own };
}

/** The `theme.…` messages of codeTranslations: what the classic theme writes its own text from. */
export function themeMessages(config: ResolvedConfig): Record<string, string> | undefined {
  if (config.theme.name !== 'classic') return undefined;
  const theme = Object.entries(codeTranslations(config)).filter(([id]) => id.startsWith('theme.'));
  return theme.length ? Object.fromEntries(theme) : undefined;
}

export interface ThemeWords {
  /** A message with its `{name}`s filled. */
  text(id: string, message: string, values?: Record<string, string | number>): string;
  /** A plural message's form for `count` in the site's locale, filled (`{count}` too). */
  plural(id: string, message: string, count: number, values?: Record<string, string | number>): string;
}

/** The classic theme's messages for text the build writes itself (page titles of generated pages). */
export function themeWords(config: ResolvedConfig): ThemeWords {
  return wordsOf(themeMessages(config) ?? {}, config.locale?.current ?? config.i18n.defaultLocale);
}

/** Words from messages by id in `locale`, each message's English where it has none. */
export function wordsOf(messages: Record<string, string>, locale: string): ThemeWords {
  return {
    text: (id, message, values) => fillMessage(messages[id] ?? message, values),
    plural: (id, message, count, values) => pluralMessage(locale, count, messages[id] ?? message, values),
  };
}
