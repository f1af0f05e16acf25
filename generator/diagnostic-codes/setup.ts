// The catalogue's entries for the output folder, reading files and remote content (the config's: config.ts). (generator/diagnostic-codes.ts joins them).
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

/**
 * Why a folder may not be the output (output-folder): `out` is the folder; `defaultOut` the default
 * output folder to suggest instead, when the folder is one a build may never replace.
 */
export type OutputFolderProblem = { out: string } & (
  | { problem: 'repo-root' | 'in-git' | 'site-folder'; defaultOut: string }
  | { problem: 'holds-site'; root: string; defaultOut: string }
  /** A source folder, `what` it is, at `path`. */
  | { problem: 'in-source' | 'holds-source'; what: string; path: string; defaultOut: string }
  | { problem: 'file'; mark: string }
  | { problem: 'unmarked'; mark: string }
);
const outputFolderMessage = (a: OutputFolderProblem): string => {
  const said = `The output folder ${a.out}`;
  switch (a.problem) {
    case 'repo-root':
      return `${said} is the repository root (it holds .git); a build replaces its output folder whole, so the repository would be deleted.`;
    case 'in-git':
      return `${said} is inside the repository's .git folder.`;
    case 'site-folder':
      return `${said} is the site folder (--root); a build replaces its output folder whole, so the site would be deleted.`;
    case 'holds-site':
      return `${said} holds the site folder ${a.root}; a build replaces its output folder whole, so the site and everything beside it would be deleted.`;
    case 'in-source':
      return `${said} ${a.out === a.path ? 'is' : 'is inside'} the site's ${a.what} ${a.path}; a build would replace sources with its output.`;
    case 'holds-source':
      return `${said} holds the site's ${a.what} ${a.path}; a build replaces its output folder whole, so those sources would be deleted.`;
    case 'file':
      return `${said} is a file, not a folder; a build would delete it.`;
    case 'unmarked':
      return `${said} already holds files that no zapsite build wrote (it has no ${a.mark}); a build replaces the folder whole.`;
  }
};
const outputFolderHint = (a: OutputFolderProblem): string =>
  a.problem === 'file'
    ? 'Pass --out a folder (a new one, or one an earlier zapsite build wrote).'
    : a.problem === 'unmarked'
      ? 'Pass a new or empty folder to --out, or add --force if everything in it may be deleted.'
      : `Pass --out a folder of its own, such as ${a.defaultOut} (the default), or leave --out out.`;

/** Why a content file cannot be decoded as UTF-8 (invalid-utf8); `count`: how many bad sequences there are. */
type InvalidUtf8 =
  { savedAs: 'utf16'; file: string } | { savedAs: 'other'; line: number; column: number; count: number };

/** What is wrong with a _category_ file (category-file). */
type CategoryFileProblem =
  | { problem: 'syntax'; format: 'JSON' | 'YAML'; error: string }
  | { problem: 'not-object' }
  | { problem: 'unknown-field'; key: string; known: string }
  /** `expected`: what the field must be, e.g. "a number". */
  | { problem: 'field-type'; key: string; expected: string };
const categoryFileMessage = (a: CategoryFileProblem): string => {
  switch (a.problem) {
    case 'syntax':
      return `Category file is not valid ${a.format}: ${a.error}`;
    case 'not-object':
      return 'Category file must hold an object of fields.';
    case 'unknown-field':
      return `Unknown field "${a.key}" in category file.`;
    case 'field-type':
      return `Field "${a.key}" in category file must be ${a.expected}.`;
  }
};

export const SETUP_CODES = {
  // The output folder and the file system.
  'init-not-empty': {
    title: 'zapsite init was given a folder that already holds files',
    severity: 'error',
    message: (a: { root: string; others: string[] }) => {
      const n = a.others.length;
      return `${a.root} already holds ${n} file${n === 1 ? '' : 's'} or folder${n === 1 ? '' : 's'} (${a.others.slice(0, 3).join(', ')}${n > 3 ? ', ...' : ''}), so nothing was written.`;
    },
    hint: 'Name a new or empty folder (zapsite init my-site), or pass --force to add the starting files that do not exist yet; none already there is replaced.',
  },
  'output-folder': {
    title: 'The output folder is not one a build may replace',
    severity: 'error',
    message: outputFolderMessage,
    hint: outputFolderHint,
  },
  'output-path': {
    title: 'A file would be written outside the output folder',
    severity: 'error',
    /** `why`: what makes the path not one inside the output folder. */
    message: (a: { path: string; why: string }) =>
      `The build tried to write "${a.path}", which is not a file inside the output folder: ${a.why}.`,
    hint: 'A slug, redirect or file name makes this path; look for "../" or a leading "/" in it. Nothing was written.',
  },
  'output-write': {
    title: 'The output could not be written',
    severity: 'error',
    /** `cause`: what the file system said, in words. */
    message: (a: { path: string; cause: string }) => `Could not write ${a.path}: ${a.cause}.`,
    hint: (a: { errno: string | undefined }) =>
      FS_REMEDIES[a.errno ?? '']?.write ??
      'Check the output folder and the disk it is on, or pass --out another folder.',
  },
  'read-failed': {
    title: 'A file of the site could not be read',
    severity: 'error',
    message: (a: { file: string; cause: string }) => `Could not read ${a.file}: ${a.cause}.`,
    hint: (a: { errno: string | undefined }) =>
      FS_REMEDIES[a.errno ?? '']?.read ?? 'Check the file and the disk it is on.',
  },

  // Reading files.
  'empty-file': {
    title: 'An empty content file',
    severity: 'warning',
    message: (a: { file: string }) =>
      `${a.file} is empty: its page has only a title, the file's name, as Docusaurus builds it.`,
    hint: 'Give it front matter with a title and some content, or delete it.',
  },
  'binary-file': {
    title: 'A binary file with a content extension',
    severity: 'error',
    message: (a: { file: string }) =>
      `${a.file} is not a text file (it holds binary data), so it cannot be read as Markdown.`,
    hint: 'Rename it so it does not end in .md or .mdx, or move it out of the content folder.',
  },
  'invalid-utf8': {
    title: 'A file that is not UTF-8',
    severity: 'error',
    message: (a: InvalidUtf8) =>
      a.savedAs === 'utf16'
        ? `${a.file} is saved as UTF-16; zapsite reads content as UTF-8.`
        : `Invalid UTF-8 at ${a.line}:${a.column}${a.count > 1 ? ` (the first of ${a.count} invalid byte sequences)` : ''}: the bytes there are not UTF-8, shown as \uFFFD.`,
    hint: (a: InvalidUtf8) =>
      a.savedAs === 'utf16'
        ? 'Re-save the file as UTF-8 (in most editors: the encoding in the status bar, or "Save with encoding").'
        : 'The file was saved in another encoding (often Latin-1 or Windows-1252). Re-save it as UTF-8 (in most editors: the encoding in the status bar, or "Save with encoding"), then check the characters marked.',
  },
  'file-too-large': {
    title: 'A content file over the size limit',
    severity: 'error',
    message: (a: { file: string; size: number; max: number }) =>
      `${a.file} is ${(a.size / 1024 / 1024).toFixed(1)} MB, over the ${(a.max / 1024 / 1024).toFixed(0)} MB limit for one page.`,
    hint: 'Split it into several pages, or raise markdown.maxFileSizeBytes in the config if it really is one page.',
  },
  'nesting-too-deep': {
    title: 'Markup nested deeper than any page needs',
    severity: 'error',
    /** `what`: the markup nested, e.g. "block quotes". */
    message: (a: { max: number; what: string }) =>
      `Nesting deeper than ${a.max} levels (${a.what}, one inside another).`,
    hint: 'No page needs this many levels; it is usually generated or pasted text. Flatten it, or split it into several pages.',
  },
  'front-matter-unclosed': {
    title: 'Front matter without its closing ---',
    severity: 'error',
    message: 'Front matter is opened with "---" but never closed.',
    hint: 'Add a line with just "---" after the last front matter field.',
  },
  'front-matter-yaml': {
    title: 'Front matter that is not valid YAML',
    severity: 'error',
    message: (a: { problem: 'syntax'; error: string } | { problem: 'aliases'; max: number; error: string }) =>
      a.problem === 'syntax'
        ? `Front matter is not valid YAML: ${a.error}`
        : `Front matter expands its aliases (*name) past zapsite's limit of ${a.max}: ${a.error}.`,
    hint: (a: { problem: 'syntax' | 'aliases' }) =>
      a.problem === 'syntax'
        ? 'Quote values that contain a colon, and indent nested keys with spaces.'
        : 'Write the values out instead of repeating them through anchors (&name) and aliases (*name).',
  },
  'front-matter-shape': {
    title: 'Front matter that is not a mapping of keys',
    severity: 'error',
    message: 'Front matter must be a set of "key: value" fields.',
    hint: 'Write `key: value` lines between the --- markers.',
  },
  'front-matter-type': {
    title: 'A front matter field that must be text is not',
    severity: 'error',
    /** `kind`: what the value is instead, e.g. "a list"; `value`: it written out, for a scalar. */
    message: (a: { key: string; kind: string; value: string | undefined }) =>
      `Front matter \`${a.key}\` must be a string; here it is ${a.kind}${a.value !== undefined ? ` (${a.value})` : ''}.`,
    hint: (a: { key: string }) =>
      `Write it as one line of text, in quotes if it looks like a number or a list: ${a.key}: "…".`,
  },
  'front-matter-last-update': {
    title: "A doc's front matter last_update that Docusaurus would refuse",
    severity: 'error',
    /** `problem`: what is wrong with it. */
    message: (a: { problem: string }) => `Front matter \`last_update\` ${a.problem}.`,
    hint: 'Write it as Docusaurus takes it: last_update: { date: 2026-03-09, author: A Name }, with at least one of the two.',
  },
  'front-matter-unread': {
    title: 'A front matter key zapsite does not read',
    severity: 'warning',
    message: (a: { key: string; docusaurus: boolean; kindName: string }) =>
      a.docusaurus
        ? `zapsite does not read the front matter key "${a.key}" in ${a.kindName}; it has no effect here.`
        : // Docusaurus hands every key to the page's components (frontMatter); a site's code that reads it counts.
          `Unknown front matter key "${a.key}": neither zapsite nor the site's code reads it, so it has no effect.`,
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
    message: categoryFileMessage,
    hint: (a: CategoryFileProblem) =>
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
    message: (a: { url: string; error: string }) =>
      `Could not fetch ${a.url}: ${a.error}. Nothing under remote/ was changed.`,
    hint: 'Check the network and the sourceBaseUrl and documents of this source in remoteContent.',
  },
  'remote-missing': {
    title: 'A remote document could not be fetched and has no kept copy',
    severity: 'error',
    /** `reason`: why the fetch failed; `kept`: where the kept copy would be. */
    message: (a: { doc: string; source: string; url: string; reason: string; kept: string }) =>
      `Remote document "${a.doc}" of "${a.source}" could not be fetched from ${a.url} (${a.reason}) and has no kept copy at ${a.kept}.`,
    hint: 'Run `zapsite sync-remote` with network access to keep a copy under remote/, or remove the document from remoteContent.',
  },
  'remote-needs-docs': {
    title: 'Remote content with docs turned off',
    severity: 'error',
    message: (a: { sources: string[] }) =>
      `remoteContent names ${a.sources.length} source${a.sources.length === 1 ? '' : 's'} (${a.sources.join(', ')}), but docs are not enabled (docs: false), so their documents have nowhere to go.`,
    hint: 'Enable docs in the config, or remove remoteContent.',
  },
} as const satisfies Record<string, CatalogueEntry>;
