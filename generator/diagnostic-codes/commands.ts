// The catalogue's entries for zapsite migrate, docs:version and the dev server. (generator/diagnostic-codes.ts joins them).
import type { CatalogueEntry } from './entry.ts';

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
    hint: 'Choose a new, valid version name (no slash, not current); nothing was written.',
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
