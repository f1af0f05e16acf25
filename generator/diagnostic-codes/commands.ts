// The catalogue's entries for zapsite migrate, docs:version and the dev server. (generator/diagnostic-codes.ts joins them).
import type { CatalogueEntry } from './entry.ts';

/** What stops `zapsite docs:version` (docs-version), by what is wrong. */
export type DocsVersionProblem =
  | { problem: 'no-instance'; id: string; ids: string[] }
  | { problem: 'docs-off' | 'sidebars-json' }
  /** `why`: what is wrong with the name. */
  | { problem: 'bad-name'; why: string }
  /** `current`: the name of the docs folder's own version. */
  | { problem: 'current'; current: string }
  | { problem: 'versions-shape'; file: string }
  | { problem: 'exists'; name: string; file: string }
  | { problem: 'folder-exists'; folder: string }
  /** `path`: the docs folder. */
  | { problem: 'no-docs'; path: string };
const docsVersionMessage = (a: DocsVersionProblem): string => {
  switch (a.problem) {
    case 'no-instance':
      return `This site has no docs instance "${a.id}".`;
    case 'docs-off':
      return 'This site has no docs to version (docs: false in the config).';
    case 'bad-name':
      return `Invalid version name: ${a.why}.`;
    case 'current':
      return `"${a.current}" names the docs folder itself and cannot be a released version.`;
    case 'versions-shape':
      return `${a.file} does not hold an array of version names.`;
    case 'exists':
      return `Version ${a.name} already exists in ${a.file}.`;
    case 'folder-exists':
      return `The folder ${a.folder}/ already exists.`;
    case 'no-docs':
      return `There are no docs to version: ${a.path}/ is missing or empty.`;
    case 'sidebars-json':
      return 'The sidebars file exports something that cannot be written as JSON.';
  }
};
const docsVersionHint = (a: DocsVersionProblem): string => {
  switch (a.problem) {
    case 'no-instance':
      return a.ids.length
        ? `Its docs instances are ${a.ids.map((i) => `"${i}"`).join(', ')} (docsInstances' ids).`
        : 'Add it to docsInstances in the config first.';
    case 'docs-off':
      return 'Enable docs in the config first.';
    case 'bad-name':
      return 'The name becomes a folder name and a URL segment; use something like 2.15.0.';
    case 'current':
      return 'Use a release number such as 2.15.0.';
    case 'versions-shape':
      return 'Fix it by hand (e.g. ["2.0", "1.0"]) and run the command again.';
    case 'exists':
      return 'Pick a version name that is not there yet, or delete the old one first.';
    case 'folder-exists':
      return 'Remove it, or pick another version name.';
    case 'no-docs':
      return 'Write some docs first, or fix docs.path in the config.';
    case 'sidebars-json':
      return 'A versioned sidebars file is JSON: export plain objects and arrays.';
  }
};

export const COMMAND_CODES = {
  // zapsite migrate.
  'migrate-no-config': {
    title: 'No Docusaurus config in the folder',
    severity: 'error',
    message: (a: { root: string }) => `No Docusaurus config found in ${a.root}.`,
    hint: (a: { names: string }) => `Pass --root with the folder that holds one of: ${a.names}.`,
  },
  'migrate-config-exists': {
    title: 'zapsite.config.ts exists already',
    severity: 'error',
    /** `file`: the zapsite config file's name. */
    message: (a: { file: string }) => `${a.file} already exists, so migrate left it as it is.`,
    hint: 'Pass --force to replace it with one made from the Docusaurus config.',
  },
  'migrate-config-syntax': {
    title: 'The Docusaurus config does not compile',
    severity: 'error',
    /** `from`: the Docusaurus config's file name. */
    message: (a: { from: string; error: string }) => `${a.from} could not be compiled: ${a.error}`,
    hint: 'Fix the error at this position. If Docusaurus loads the file as it is, zapsite reads it differently: report it with the file.',
  },
  'migrate-config-timeout': {
    title: 'The Docusaurus config did not finish loading',
    severity: 'error',
    message: (a: { from: string; seconds: number }) => `${a.from} did not finish loading within ${a.seconds} s.`,
    hint: 'Look for a loop or a promise that never settles at the top level of the config.',
  },
  'migrate-config-failed': {
    title: 'The Docusaurus config threw while loading',
    severity: 'error',
    message: (a: { from: string; error: string }) => `${a.from} could not be run: ${a.error}`,
    hint: 'Fix the cause at this line; Docusaurus would stop on it too. Packages the site has not installed are stood in for, so install those the config needs at load time.',
  },

  // zapsite docs:version.
  'docs-version': {
    title: 'The docs version cannot be created',
    severity: 'error',
    message: docsVersionMessage,
    hint: docsVersionHint,
  },

  // The dev server.
  compile: {
    title: 'The theme or site code does not compile',
    severity: 'error',
    /** `what`: what could not be built, e.g. "Could not compile". */
    message: (a: { what: string; error: string }) => `${a.what}: ${a.error}`,
    hint: 'Fix the error at this position and save.',
  },
  unexpected: {
    title: 'A rebuild failed unexpectedly',
    severity: 'error',
    message: (a: { error: string }) => `The rebuild failed unexpectedly: ${a.error}`,
    hint: 'The stack trace is in the terminal. Save again to retry; report it if it persists.',
  },
} as const satisfies Record<string, CatalogueEntry>;
