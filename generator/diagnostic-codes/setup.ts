// The catalogue's entries for configuration, the output folder, reading files and remote content. (generator/diagnostic-codes.ts joins them).
import type { CatalogueEntry } from './entry.ts';

/** What to do when writing (output-write) or reading (read-failed) fails, by the errno code. */
const FS_REMEDIES: Record<string, { write: string; read: string }> = {
  EROFS: {
    write: 'Pass --out a folder on a writable disk, or mount this one read-write.',
    read: 'Mount the disk it is on.',
  },
  ENOSPC: {
    write:
      'Free space on that disk (a build needs room for a second copy of the output while it writes), or pass --out a folder on another disk.',
    read: 'Free space on that disk.',
  },
  EDQUOT: {
    write: 'Free space within your quota, or pass --out a folder on another disk.',
    read: 'Free space within your quota.',
  },
  EACCES: {
    write: 'Let the user running zapsite write there, or pass --out a folder it may write.',
    read: 'Let the user running zapsite read the file, or move it out of the site.',
  },
  EPERM: {
    write: 'Let the user running zapsite write there, or pass --out a folder it may write.',
    read: 'Let the user running zapsite read the file, or move it out of the site.',
  },
  ENOENT: {
    write: 'Check that nothing else removes the output folder or its parent while zapsite builds.',
    read: 'Check that nothing else removes files from the site while zapsite builds.',
  },
  EISDIR: {
    write: 'Remove the folder in the way.',
    read: 'Rename the folder so it does not end in a content extension.',
  },
  EMFILE: {
    write: 'Raise the open-file limit (ulimit -n) and build again.',
    read: 'Raise the open-file limit (ulimit -n) and build again.',
  },
  EIO: {
    write: 'Check the disk, or pass --out a folder on another disk.',
    read: 'Check the disk; the file may be damaged.',
  },
};

export const SETUP_CODES = {
  // Configuration (exit 2).
  'config-missing': {
    title: 'No config file',
    severity: 'error',
    hint: 'Create zapsite.config.ts exporting `defineConfig({...})`, or pass --root with the folder that holds it.',
  },
  'config-syntax': {
    title: 'The config file does not compile',
    severity: 'error',
    hint: 'Fix the TypeScript error at this position.',
  },
  'config-load': {
    title: 'The config file threw while loading',
    severity: 'error',
    hint: 'Fix the code at the position shown; the config runs once, at the start of each build.',
  },
  'config-timeout': {
    title: 'The config file did not finish loading in time',
    severity: 'error',
    hint: 'Look for a loop that never ends or a promise that never settles at the top level of the config or of a file it imports.',
  },
  'config-unsettled': {
    title: 'The config file waits for ever',
    severity: 'error',
    hint: 'Make every promise the config awaits at the top level resolve or reject (a missing resolve() call, or an event that never comes).',
  },
  'config-export': {
    title: 'The config file has no default export',
    severity: 'error',
    hint: 'End the file with `export default defineConfig({...})`.',
  },
  'optional-package-missing': {
    title: 'A feature the config turns on needs a package that is not installed',
    severity: 'error',
    hint: 'Install it beside zapsite (`npm install -D mermaid`), or turn `markdown.mermaid` off.',
  },
  'config-invalid': {
    title: 'A config value has the wrong type or shape',
    severity: 'error',
    hint: (a: { kind: 'shape' } | { kind: 'instance-id'; plugin: 'docs' | 'blog' }) =>
      a.kind === 'shape'
        ? 'See the config reference in README.md for the expected shape.'
        : `Give each ${a.plugin} instance an id of its own.`,
  },
  'config-unknown-key': {
    title: 'A config key zapsite does not know',
    severity: 'error',
    hint: (a: { closest: string | undefined }) =>
      a.closest ? `Did you mean "${a.closest}"?` : 'Remove it, or check the spelling against the documented options.',
  },
  'config-locale': {
    title: 'The default locale is not among the locales',
    severity: 'error',
    hint: (a: { locale: string }) => `Add "${a.locale}" to i18n.locales, or set i18n.defaultLocale to one of them.`,
  },
  'unknown-locale': {
    title: '`--locale` names a locale the config does not list',
    severity: 'error',
    hint: (a: { locale: string; names: string }) =>
      `Pass one of ${a.names}, or add "${a.locale}" to i18n.locales in the config.`,
  },
  'locale-folder-shared': {
    title: 'Two locales of one build have the same base URL, so the same output folder',
    severity: 'error',
    hint: 'Give each locale its own i18n.localeConfigs.<locale>.baseUrl, or build them one at a time (`zapsite build --locale <locale> --out <folder>`) when each is served from its own domain.',
  },
  'i18n-file': {
    title: 'A translation file under i18n/ cannot be read',
    severity: 'error',
    hint: (a: { problem: 'json' | 'shape' }) =>
      a.problem === 'json'
        ? 'Fix the JSON, or run `zapsite write-translations` to write the file afresh.'
        : 'Write it as { "key": { "message": "…" } }.',
  },
  'config-navbar-item': {
    title: 'A navbar item is malformed',
    severity: 'error',
    hint: (a: { kind: 'type'; types: string } | { kind: 'fields' } | { kind: 'to-or-href' }) =>
      a.kind === 'type'
        ? `Use one of: ${a.types}.`
        : a.kind === 'fields'
          ? 'A link item needs a label and exactly one of "to" (a page of this site) or "href" (an external URL).'
          : 'Use "to" for a page of this site and "href" for an external URL.',
  },
  'config-search-setup': {
    title: 'Hosted search is half set up',
    severity: 'error',
    hint: 'Set both search.appId and search.apiKey for hosted search, or neither to use the local index only.',
  },

  'config-llms': {
    title: 'llms is set where it cannot list the docs',
    severity: 'error',
    hint: (a: { docsPath: string | undefined }) =>
      a.docsPath === undefined
        ? 'Enable docs, or remove llms from the config.'
        : `Set llms.docsDir to "${a.docsPath}" (zapsite's default docs folder differs from Docusaurus's "docs").`,
  },

  'config-custom-css': {
    title: 'theme.customCss names a file that does not exist',
    severity: 'error',
    hint: 'Write the path relative to the site folder (where zapsite.config.ts is), e.g. "./src/css/custom.css".',
  },

  // The output folder and the file system.
  'init-not-empty': {
    title: 'zapsite init was given a folder that already holds files',
    severity: 'error',
    hint: 'Name a new or empty folder (zapsite init my-site), or pass --force to add the starting files that do not exist yet; none already there is replaced.',
  },
  'output-folder': {
    title: 'The output folder is not one a build may replace',
    severity: 'error',
    hint: (a: { fix: 'elsewhere'; defaultOut: string } | { fix: 'a-folder' } | { fix: 'empty-or-force' }) =>
      a.fix === 'elsewhere'
        ? `Pass --out a folder of its own, such as ${a.defaultOut} (the default), or leave --out out.`
        : a.fix === 'a-folder'
          ? 'Pass --out a folder (a new one, or one an earlier zapsite build wrote).'
          : 'Pass a new or empty folder to --out, or add --force if everything in it may be deleted.',
  },
  'output-path': {
    title: 'A file would be written outside the output folder',
    severity: 'error',
    hint: 'A slug, redirect or file name makes this path; look for "../" or a leading "/" in it. Nothing was written.',
  },
  'output-write': {
    title: 'The output could not be written',
    severity: 'error',
    hint: (a: { errno: string | undefined }) =>
      FS_REMEDIES[a.errno ?? '']?.write ??
      'Check the output folder and the disk it is on, or pass --out another folder.',
  },
  'read-failed': {
    title: 'A file of the site could not be read',
    severity: 'error',
    hint: (a: { errno: string | undefined }) =>
      FS_REMEDIES[a.errno ?? '']?.read ?? 'Check the file and the disk it is on.',
  },
  'config-redirect': {
    title: 'A redirect whose from or to is not a plain path of the site',
    severity: 'error',
    hint: (a: { key: 'from' | 'to' }) =>
      a.key === 'from'
        ? 'Write "from" as a path from the site root without "." or ".." segments, "#" or "?", e.g. "/docs/old-page/".'
        : 'Write "to" as a path from the site root without "." or ".." segments (a "#hash" may follow), or a full https:// URL.',
  },
  'config-redirect-loop': {
    title: 'Redirects that lead back to where they start',
    severity: 'error',
    hint: 'Point one of them at a page of the site, or remove it.',
  },
  'config-redirect-chain': {
    title: 'A redirect to another redirect',
    severity: 'error',
    hint: (a: { next: string; leadsTo: string }) => `Set its "to" to where ${a.next} leads, ${a.leadsTo}.`,
  },

  // Reading files.
  'empty-file': {
    title: 'An empty content file',
    severity: 'error',
    hint: 'Give it front matter with a title and some content, or delete it.',
  },
  'binary-file': {
    title: 'A binary file with a content extension',
    severity: 'error',
    hint: 'Rename it so it does not end in .md or .mdx, or move it out of the content folder.',
  },
  'invalid-utf8': {
    title: 'A file that is not UTF-8',
    severity: 'error',
    hint: (a: { savedAs: 'utf16' | 'other' }) =>
      a.savedAs === 'utf16'
        ? 'Re-save the file as UTF-8 (in most editors: the encoding in the status bar, or "Save with encoding").'
        : 'The file was saved in another encoding (often Latin-1 or Windows-1252). Re-save it as UTF-8 (in most editors: the encoding in the status bar, or "Save with encoding"), then check the characters marked.',
  },
  'file-too-large': {
    title: 'A content file over the size limit',
    severity: 'error',
    hint: 'Split it into several pages, or raise markdown.maxFileSizeBytes in the config if it really is one page.',
  },
  'nesting-too-deep': {
    title: 'Markup nested deeper than any page needs',
    severity: 'error',
    hint: 'No page needs this many levels; it is usually generated or pasted text. Flatten it, or split it into several pages.',
  },
  'front-matter-unclosed': {
    title: 'Front matter without its closing ---',
    severity: 'error',
    hint: 'Add a line with just "---" after the last front matter field.',
  },
  'front-matter-yaml': {
    title: 'Front matter that is not valid YAML',
    severity: 'error',
    hint: (a: { problem: 'syntax' | 'aliases' }) =>
      a.problem === 'syntax'
        ? 'Quote values that contain a colon, and indent nested keys with spaces.'
        : 'Write the values out instead of repeating them through anchors (&name) and aliases (*name).',
  },
  'front-matter-shape': {
    title: 'Front matter that is not a mapping of keys',
    severity: 'error',
    hint: 'Write `key: value` lines between the --- markers.',
  },
  'front-matter-type': {
    title: 'A front matter field that must be text is not',
    severity: 'error',
    hint: (a: { key: string }) =>
      `Write it as one line of text, in quotes if it looks like a number or a list: ${a.key}: "…".`,
  },
  'front-matter-unread': {
    title: 'A front matter key zapsite does not read',
    severity: 'warning',
    hint: (a: { docusaurus: boolean; closest: string | undefined; kindName: string; reads: string }) =>
      a.docusaurus
        ? 'Docusaurus reads it; zapsite builds the page as if it were not there. Remove it once the page no longer builds with Docusaurus.'
        : a.closest
          ? `Did you mean "${a.closest}"?`
          : `Keys zapsite reads in ${a.kindName}: ${a.reads}.`,
  },
  'category-file': {
    title: 'A _category_ file that cannot be read',
    severity: 'error',
    hint: (a: { problem: 'syntax' | 'not-object' | 'field-type' } | { problem: 'unknown-field'; known: string }) =>
      a.problem === 'syntax'
        ? 'A category file holds fields such as {"label": "Readers", "position": 4}.'
        : a.problem === 'not-object'
          ? 'For example {"label": "Readers", "position": 4}.'
          : a.problem === 'unknown-field'
            ? `Known fields: ${a.known}.`
            : 'Fix its JSON or YAML at the position shown.',
  },

  // Remote content.
  'remote-fetch': {
    title: 'A remote document could not be fetched',
    severity: 'error',
    hint: 'Check the network and the sourceBaseUrl and documents of this source in remoteContent.',
  },
  'remote-missing': {
    title: 'A remote document could not be fetched and has no kept copy',
    severity: 'error',
    hint: 'Run `zapsite sync-remote` with network access to keep a copy under remote/, or remove the document from remoteContent.',
  },
  'remote-needs-docs': {
    title: 'Remote content with docs turned off',
    severity: 'error',
    hint: 'Enable docs in the config, or remove remoteContent.',
  },
} as const satisfies Record<string, CatalogueEntry>;
