// Where a site's MDX components live and which of them hydrate: read from the config alone, so the
// browser bundle can start before any page is compiled.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/schema.ts';

const COMPONENT_FILES = ['src/theme/MDXComponents', 'theme/mdx-components'];
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** What the MDX path needs of the config. */
export interface MdxSite {
  root: string;
  baseUrl: string;
  markdown: Pick<ResolvedConfig['markdown'], 'components' | 'interactive'>;
  /** What `useDocusaurusContext()` gives (bundle/docusaurus-modules.ts); a full config has them all. */
  title?: string;
  tagline?: string;
  url?: string;
  trailingSlash?: boolean;
  favicon?: string;
  customFields?: Record<string, unknown>;
  i18n?: ResolvedConfig['i18n'];
}

/** The site's interactive components and the file that exports them, for the browser bundle. */
export function siteIslands(config: MdxSite): { file: string; names: Record<string, string> } | undefined {
  const file = componentsFile(config);
  const names = config.markdown.interactive;
  return file && Object.keys(names).length ? { file, names } : undefined;
}

/** The site's components file: the config's, else the first of the usual places that exists. */
export function componentsFile(config: MdxSite): string | undefined {
  if (config.markdown.components) return join(config.root, config.markdown.components);
  for (const base of COMPONENT_FILES) for (const ext of EXTENSIONS) if (existsSync(join(config.root, base + ext))) return join(config.root, base + ext);
  return undefined;
}

