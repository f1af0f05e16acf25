// A function of the site's options written in a Docusaurus config (a docs `editUrl`, the client
// redirects' `createRedirects`): zapsite.config.ts cannot hold it, so `zapsite migrate` writes the
// config and the function's path in it, `{ docusaurusConfig, path }`; the build runs that config
// and takes the value there (site-plugins/docusaurus-values.ts). The parts of `siteConfig` site code
// reads that zapsite's config does not hold (`presets`) are taken the same way (docusaurusSiteConfig).
import { z } from 'zod';

/** An option of the site's a function may be taken for from a Docusaurus config, besides plugins. */
export type TakenOption =
  'editUrl' | 'createRedirects' | 'sidebarItemsGenerator' | 'siteConfig' | 'preprocessor' | 'parseFrontMatter';

/** Docusaurus's `markdown.preprocessor`: a Markdown file's text -> the text rendered. */
export type MarkdownPreprocessor = (args: { filePath: string; fileContent: string }) => string;

/** Docusaurus's `markdown.parseFrontMatter`: a Markdown file -> (a promise of) `{ frontMatter, content }`. */
export type ParseFrontMatter = (args: {
  filePath: string;
  fileContent: string;
  defaultParseFrontMatter: (args: { fileContent: string }) => Promise<unknown>;
}) => unknown;

/** A value written in a Docusaurus config: the config (from the site folder) and the value's path in it. */
export interface DocusaurusConfigValue {
  docusaurusConfig: string;
  path: (string | number)[];
}

/** What a reference names, as the build's run of that config gave it, and where it is written. */
export interface TakenValue {
  /** The function there (or, for editUrl, a URL, when the config now writes one; for siteConfig, any value). */
  value: unknown;
  /** The Docusaurus config, relative to the site, and its text. */
  file: string;
  text: string;
  path: (string | number)[];
  /** Where in the config's own files (absolute paths) an error the function throws was raised. */
  locate?: (error: unknown) => { file: string; line: number; column: number } | undefined;
}

/** Each reference of the config's options, by the reference itself. */
export type TakenValues = ReadonlyMap<DocusaurusConfigValue, TakenValue>;

export function isDocusaurusConfigValue(value: unknown): value is DocusaurusConfigValue {
  return !!value && typeof value === 'object' && 'docusaurusConfig' in value && 'path' in value;
}

/** The `{ docusaurusConfig, path }` form of an option, as migrate writes it. */
export const docusaurusConfigValue = z.strictObject({
  docusaurusConfig: z.string().min(1),
  path: z.array(z.union([z.string(), z.number()])).min(1),
});

/** The option's value: the one taken from its Docusaurus config for a reference, else as written. */
export function optionValue(
  written: unknown,
  taken: TakenValues | undefined,
): { value: unknown; taken: TakenValue | undefined } {
  const from = isDocusaurusConfigValue(written) ? taken?.get(written) : undefined;
  return { value: from ? from.value : written, taken: from };
}

/** An option of the site's that is a function, written in zapsite.config.ts or taken from a Docusaurus config. */
export function functionOption<F>() {
  return z.union([z.custom<F>((v) => typeof v === 'function', 'a function'), docusaurusConfigValue]).optional();
}
