// Every diagnostic zapsite reports, by code: one entry each, in the manner of Astro's errors-data.
// A call site gives the specifics (which file, which link); the entry gives what the code means,
// its default severity and the general remedy, and docs/DIAGNOSTICS.md lists them all (a test
// holds the three together: tests/unit/diagnostic-codes.test.ts).
//
// Wording: the title names what is wrong, not what zapsite did; the hint says what to do.

import { COMMAND_CODES } from './diagnostic-codes/commands.ts';
import { CONFIG_CODES } from './diagnostic-codes/config.ts';
import { CONTENT_CODES } from './diagnostic-codes/content.ts';
import { MARKDOWN_CODES } from './diagnostic-codes/markdown.ts';
import { ROUTE_CODES } from './diagnostic-codes/routes.ts';
import { SETUP_CODES } from './diagnostic-codes/setup.ts';
import { SITE_CODE_CODES } from './diagnostic-codes/site-code.ts';
import type { CatalogueEntry } from './diagnostic-codes/entry.ts';

export { severityFor, type CatalogueEntry } from './diagnostic-codes/entry.ts';

// In seven files by area (generator/diagnostic-codes/), joined here: a code is defined once.
export const DIAGNOSTICS = {
  ...CONFIG_CODES,
  ...SETUP_CODES,
  ...ROUTE_CODES,
  ...CONTENT_CODES,
  ...MARKDOWN_CODES,
  ...SITE_CODE_CODES,
  ...COMMAND_CODES,
} as const satisfies Record<string, CatalogueEntry>;

export type DiagnosticCode = keyof typeof DIAGNOSTICS;
