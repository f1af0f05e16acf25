// The catalogue's entries for the config file: loading it, its values, its locales and its
// redirects. (generator/diagnostic-codes.ts joins them).
import type { CatalogueEntry } from './entry.ts';

/** What is wrong with a config value (config-invalid): its shape, or a docs or blog instance's id. */
type ConfigInvalidProblem =
  /** `issue`: what zod says was expected; `received`: ", received …" or ", but it is missing". */
  | { kind: 'shape'; path: string; issue: string; received: string }
  /** `twice`: two instances share the id (else the id is "default"). */
  | { kind: 'instance-id'; key: string; plugin: 'docs' | 'blog'; id: string; twice: boolean };
const configInvalidMessage = (a: ConfigInvalidProblem): string => {
  if (a.kind === 'shape') return `Invalid config value at "${a.path || '(root)'}": ${a.issue}${a.received}.`;
  return a.twice
    ? `${a.key} has two instances with id "${a.id}".`
    : `${a.key} has an instance with id "default", the id of the ${a.plugin} key's own instance.`;
};

/** What is wrong with a navbar item (config-navbar-item); `item` names it, e.g. navbar.items[2] ("Docs"). */
type NavbarItemProblem = { item: string } & (
  | { kind: 'type'; type: string; types: string }
  /** `issue`: what zod says; `at`: the field it is about. */
  | { kind: 'fields'; issue: string; at: string }
  | { kind: 'to-or-href' }
);
const navbarItemMessage = (a: NavbarItemProblem): string =>
  `Misconfigured navbar item ${a.item}: ${
    a.kind === 'type'
      ? `unknown type "${a.type}"`
      : a.kind === 'fields'
        ? `${a.issue} at "${a.at || '(item)'}"`
        : 'it needs exactly one of "to" or "href"'
  }.`;
const navbarItemHint = (a: NavbarItemProblem): string =>
  a.kind === 'type'
    ? `Use one of: ${a.types}.`
    : a.kind === 'fields'
      ? 'A link item needs a label and exactly one of "to" (a page of this site) or "href" (an external URL).'
      : 'Use "to" for a page of this site and "href" for an external URL.';

/** Where llms.docsDir points (config-llms): nowhere (docs are off), or outside the docs folder `docsPath`. */
type LlmsProblem = { docsPath: undefined } | { docsPath: string; docsDir: string; docsOption: string };

/** A translation file's problem (i18n-file): `holds` what the file holds instead of an object. */
type I18nFileProblem = { file: string } & ({ problem: 'json'; error: string } | { problem: 'shape'; holds: string });

export const CONFIG_CODES = {
  // Loading the config (exit 2).
  'config-missing': {
    title: 'No config file',
    severity: 'error',
    message: (a: { root: string }) => `No zapsite config found in ${a.root}.`,
    hint: 'Create zapsite.config.ts exporting `defineConfig({...})`, or pass --root with the folder that holds it.',
  },
  'config-syntax': {
    title: 'The config file does not compile',
    severity: 'error',
    message: (a: { error: string }) => `The config could not be compiled: ${a.error}`,
    hint: 'Fix the TypeScript error at this position.',
  },
  'config-load': {
    title: 'The config file threw while loading',
    severity: 'error',
    message: (a: { error: string }) => `The config threw while loading: ${a.error}`,
    hint: 'Fix the code at the position shown; the config runs once, at the start of each build.',
  },
  'config-timeout': {
    title: 'The config file did not finish loading in time',
    severity: 'error',
    message: (a: { file: string; seconds: number }) =>
      `${a.file} did not finish loading within ${a.seconds} s, so the build stopped.`,
    hint: 'Look for a loop that never ends or a promise that never settles at the top level of the config or of a file it imports.',
  },
  'config-unsettled': {
    title: 'The config file waits for ever',
    severity: 'error',
    message: (a: { file: string }) =>
      `${a.file} never finished loading: a top-level await waits on a promise that never settles.`,
    hint: 'Make every promise the config awaits at the top level resolve or reject (a missing resolve() call, or an event that never comes).',
  },
  'config-export': {
    title: 'The config file has no default export',
    severity: 'error',
    message: 'The config has no default export.',
    hint: 'End the file with `export default defineConfig({...})`.',
  },
  'optional-package-missing': {
    title: 'A feature the config turns on needs a package that is not installed',
    severity: 'error',
    message: (a: { setting: string; pkg: string }) =>
      `\`${a.setting}\` is on, but the ${a.pkg} package is not installed.`,
    hint: (a: { setting: string; install: string }) => `Install it (${a.install}), or turn \`${a.setting}\` off.`,
  },

  // The config's values.
  'config-invalid': {
    title: 'A config value has the wrong type or shape',
    severity: 'error',
    message: configInvalidMessage,
    hint: (a: ConfigInvalidProblem) =>
      a.kind === 'shape'
        ? 'See the config reference in README.md for the expected shape.'
        : `Give each ${a.plugin} instance an id of its own.`,
  },
  'config-unknown-key': {
    title: 'A config key zapsite does not know',
    severity: 'error',
    message: (a: { key: string }) => `Unknown config key "${a.key}".`,
    hint: (a: { closest: string | undefined }) =>
      a.closest ? `Did you mean "${a.closest}"?` : 'Remove it, or check the spelling against the documented options.',
  },
  'config-navbar-item': {
    title: 'A navbar item is malformed',
    severity: 'error',
    message: navbarItemMessage,
    hint: navbarItemHint,
  },
  'config-navbar-custom': {
    title: 'A custom navbar item nothing draws',
    severity: 'error',
    /** `item`: the item, e.g. navbar.items[2]; `type`: its `custom-…` type; `classic`: the config's theme is the classic one. */
    message: (a: { item: string; type: string; classic: boolean }) =>
      a.classic
        ? `The navbar item ${a.item} has the type "${a.type}", which the site's src/theme/NavbarItem/ComponentTypes does not map to a component.`
        : `The navbar item ${a.item} has the type "${a.type}": zapsite's own theme draws no custom navbar items.`,
    hint: (a: { classic: boolean }) =>
      a.classic
        ? "Map the type to the component that draws it in src/theme/NavbarItem/ComponentTypes (export default { ...ComponentTypes, 'custom-x': X }), as Docusaurus needs, or remove the item."
        : "Use the classic theme (theme: { name: 'classic' }) with a swizzled NavbarItem/ComponentTypes, or remove the item.",
  },
  'config-search-setup': {
    title: 'Hosted search is half set up',
    severity: 'error',
    message: (a: { missing: 'appId' | 'apiKey' }) =>
      `Hosted search is not set up: search.${a.missing} is missing (search.${a.missing === 'appId' ? 'apiKey' : 'appId'} is set). Both are needed.`,
    hint: 'Set both search.appId and search.apiKey for hosted search, or neither to use the local index only.',
  },
  'config-search-page': {
    title: 'No search page on a site that draws a search box',
    severity: 'error',
    message: (a: { theme: string }) =>
      a.theme === 'classic'
        ? 'search.searchPagePath is false, but the site draws a search box (a search navbar item, search.searchBar, a hosted search service or a swizzled SearchBar), which links to the search page.'
        : "search.searchPagePath is false, but zapsite's own theme always draws a search box, which links to the search page.",
    hint: 'Give search.searchPagePath a path, or leave it out for "search". false is for a classic-theme site without search, as a Docusaurus site without a search plugin is.',
  },
  'config-llms': {
    title: 'llms is set where it cannot list the docs',
    severity: 'error',
    message: (a: LlmsProblem) =>
      a.docsPath === undefined
        ? 'llms is set, but docs are not enabled (docs: false), so llms.txt would list nothing.'
        : `llms.docsDir is "${a.docsDir}", which is not the docs folder (docs.path "${a.docsOption}"), a released version's folder (versioned_docs/version-X) or a folder inside one.`,
    hint: (a: LlmsProblem) =>
      a.docsPath === undefined
        ? 'Enable docs, or remove llms from the config.'
        : `Set llms.docsDir to "${a.docsPath}" (zapsite's default docs folder differs from Docusaurus's "docs").`,
  },
  'config-custom-css': {
    title: 'theme.customCss names a file that does not exist',
    severity: 'error',
    message: (a: { css: string }) => `theme.customCss names "${a.css}", which does not exist.`,
    hint: 'Write the path relative to the site folder (where zapsite.config.ts is), e.g. "./src/css/custom.css".',
  },

  // Locales.
  'config-locale': {
    title: 'The default locale is not among the locales',
    severity: 'error',
    message: (a: { locale: string; locales: string[] }) =>
      `Missing locale configuration: the default locale "${a.locale}" is not one of i18n.locales (${a.locales.join(', ')}).`,
    hint: (a: { locale: string }) => `Add "${a.locale}" to i18n.locales, or set i18n.defaultLocale to one of them.`,
  },
  'unknown-locale': {
    title: '`--locale` names a locale the config does not list',
    severity: 'error',
    message: (a: { locale: string; names: string }) =>
      `--locale ${a.locale}: the site's locales are ${a.names} (i18n.locales); "${a.locale}" is not one of them.`,
    hint: (a: { locale: string; names: string }) =>
      `Pass one of ${a.names}, or add "${a.locale}" to i18n.locales in the config.`,
  },
  'locale-folder-shared': {
    title: 'Two locales of one build have the same base URL, so the same output folder',
    severity: 'error',
    /** `path`: the folder under the output both would be written to (none: its top). */
    message: (a: { first: string; second: string; path: string | undefined; baseUrl: string }) =>
      `Locales ${a.first} and ${a.second} would both be written to ${a.path ? `the output's ${a.path}/ folder` : "the output folder's top"}: both have the base URL ${a.baseUrl}.`,
    hint: 'Give each locale its own i18n.localeConfigs.<locale>.baseUrl, or build them one at a time (`zapsite build --locale <locale> --out <folder>`) when each is served from its own domain.',
  },
  'i18n-file': {
    title: 'A translation file under i18n/ cannot be read',
    severity: 'error',
    message: (a: I18nFileProblem) =>
      a.problem === 'json'
        ? `The translation file ${a.file} is not valid JSON: ${a.error}.`
        : `The translation file ${a.file} holds ${a.holds}, not an object of translations.`,
    hint: (a: I18nFileProblem) =>
      a.problem === 'json'
        ? 'Fix the JSON, or run `zapsite write-translations` to write the file afresh.'
        : 'Write it as { "key": { "message": "…" } }.',
  },

  // Redirects; `redirect` names one, e.g. redirects[0] ("/old" -> "/new").
  'config-redirect': {
    title: 'A redirect whose from or to is not a plain path of the site',
    severity: 'error',
    /** `problem`: what the path has that a plain path has not (none: it lacks the leading "/"). */
    message: (a: { redirect: string; key: 'from' | 'to'; problem: string | undefined }) =>
      `${a.redirect}: "${a.key}" has ${a.problem ?? 'no leading "/"'}, so it is not a plain path of the site.`,
    hint: (a: { key: 'from' | 'to' }) =>
      a.key === 'from'
        ? 'Write "from" as a path from the site root without "." or ".." segments, "#" or "?", e.g. "/docs/old-page/".'
        : 'Write "to" as a path from the site root without "." or ".." segments (a "#hash" may follow), or a full https:// URL.',
  },
  'config-redirect-loop': {
    title: 'Redirects that lead back to where they start',
    severity: 'error',
    message: (a: { loop: string[] }) =>
      a.loop.length === 1
        ? `${a.loop[0]} redirects to itself: a browser would follow it for ever.`
        : `Redirects loop, so a browser would follow them for ever: ${a.loop.join(', then ')}.`,
    hint: 'Point one of them at a page of the site, or remove it.',
  },
  'config-redirect-chain': {
    title: 'A redirect to another redirect',
    severity: 'error',
    /** `other`: the redirect it leads to, whose from and to are `next` and `leadsTo`. */
    message: (a: { redirect: string; other: string }) =>
      `${a.redirect} leads to another redirect, ${a.other}: its "to" must be a page of the site.`,
    hint: (a: { next: string; leadsTo: string }) => `Set its "to" to where ${a.next} leads, ${a.leadsTo}.`,
  },
} as const satisfies Record<string, CatalogueEntry>;
