// The catalogue's entries for zapsite migrate, docs:version and the dev server. (generator/diagnostic-codes.ts joins them).
import type { CatalogueEntry } from './entry.ts';

/** What stops `zapsite docs:version` (docs-version), by what is wrong. */
export type DocsVersionProblem =
  | { problem: 'no-instance'; ids: string[] }
  | {
      problem:
        | 'docs-off'
        | 'bad-name'
        | 'current'
        | 'versions-shape'
        | 'exists'
        | 'folder-exists'
        | 'no-docs'
        | 'sidebars-json';
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
    hint: (a: { names: string }) => `Pass --root with the folder that holds one of: ${a.names}.`,
  },
  'migrate-config-exists': {
    title: 'zapsite.config.ts exists already',
    severity: 'error',
    hint: 'Pass --force to replace it with one made from the Docusaurus config.',
  },
  'migrate-config-syntax': {
    title: 'The Docusaurus config does not compile',
    severity: 'error',
    hint: 'Fix the error at this position; Docusaurus would stop on it too.',
  },
  'migrate-config-timeout': {
    title: 'The Docusaurus config did not finish loading',
    severity: 'error',
    hint: 'Look for a loop or a promise that never settles at the top level of the config.',
  },
  'migrate-config-failed': {
    title: 'The Docusaurus config threw while loading',
    severity: 'error',
    hint: 'Fix the cause at this line; Docusaurus would stop on it too. Packages the site has not installed are stood in for, so install those the config needs at load time.',
  },

  // zapsite docs:version.
  'docs-version': {
    title: 'The docs version cannot be created',
    severity: 'error',
    hint: docsVersionHint,
  },

  // The dev server.
  compile: {
    title: 'The theme or site code does not compile',
    severity: 'error',
    hint: 'Fix the error at this position and save.',
  },
  unexpected: {
    title: 'A rebuild failed unexpectedly',
    severity: 'error',
    hint: 'The stack trace is in the terminal. Save again to retry; report it if it persists.',
  },
} as const satisfies Record<string, CatalogueEntry>;
