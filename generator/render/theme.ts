// The contract between the generator and a theme, and the loader that bundles the theme for Node.
import { fileURLToPath } from 'node:url';
import { loadModule } from '../load-module.ts';
import type { ContentComponents } from '../content/markdown.ts';
import type { BlogPostSummary, PageRenderData, SiteData } from '../types.ts';

export interface ThemeModule {
  createContentComponents(ctx: { latestPosts: BlogPostSummary[]; baseUrl: string }): ContentComponents;
  renderPage(data: PageRenderData): string;
  /** Island name -> entry file, relative to the theme folder. */
  islandEntries: Record<string, string>;
  /** The stylesheet entry, relative to the theme folder. */
  styleEntry: string;
  /** The loader entry, relative to the theme folder. */
  loaderEntry: string;
  inlineHeadScript(site: SiteData): string;
  /** The hrefs every page links to from the theme (navbar, footer), for validation. */
  themeLinks(site: SiteData): { href: string; where: string }[];
}

export const THEME_DIR = fileURLToPath(new URL('../../theme/', import.meta.url));

export interface LoadedTheme {
  theme: ThemeModule;
  /** The bundle's source, for worker threads. */
  code: string;
  inputs: string[];
}

export async function loadTheme(): Promise<LoadedTheme> {
  const { exports, code, inputs } = await loadModule<ThemeModule>(`${THEME_DIR}server.tsx`);
  return { theme: exports, code, inputs };
}
