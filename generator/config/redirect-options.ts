// The client-redirects plugin's options beyond its list of redirects, as Docusaurus takes them:
// `createRedirects`, a function of each existing path that returns the old paths to send there,
// and the extension rules `fromExtensions` and `toExtensions` (here `redirectExtensions.from` and
// `.to`). The route plan makes the redirects (routes/plan/redirect-pages.ts).
import { z } from 'zod';
import { docusaurusConfigValue } from './docusaurus-value.ts';

/** Docusaurus's createRedirects: the old paths (from the site root, without the base URL) that redirect to `existingPath`. */
export type CreateRedirects = (existingPath: string) => string | string[] | null | undefined;

/** A function, or one taken from a Docusaurus config (`{ docusaurusConfig, path }`, written by migrate). */
export const createRedirectsOption = z
  .union([z.custom<CreateRedirects>((v) => typeof v === 'function', 'a function'), docusaurusConfigValue])
  .optional();

// As the plugin's validateExtension: a bare extension, which needs no escaping in a URL.
const extension = z
  .string()
  .regex(
    /^[\w!~*'()-]+$/,
    'an extension without its dot: letters, digits and - _ ! ~ * \' ( ), as "html" (no ".", no "/")',
  );

export const redirectExtensionsOption = z
  .strictObject({
    /** `from: ['html']`: /page.html redirects to /page, for each page. */
    from: z.array(extension).default([]),
    /** `to: ['html']`: /page redirects to /page.html, for each page whose path ends in .html. */
    to: z.array(extension).default([]),
  })
  .prefault({});
