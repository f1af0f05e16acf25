// The contract between the generator and a theme, and the loader that bundles the theme for Node.
import { fileURLToPath } from 'node:url';
import { loadModule } from '../load-module.ts';
import type { ContentComponents } from '../content/markdown.ts';
import type { BlogPostSummary, PageRenderData, SiteData } from '../types.ts';
import type { ThemeTexts } from '../i18n/pass.ts';

export interface ThemeModule {
  createContentComponents(ctx: {
    latestPosts: BlogPostSummary[];
    baseUrl: string;
    mermaid?: { light: string; dark: string; options: Record<string, unknown> };
    liveCodeBlocks?: boolean;
    /** The classic theme's own text in the locale being built (SiteData's themeTranslations and its locale). */
    themeTexts?: ThemeTexts;
  }): ContentComponents;
  renderPage(data: PageRenderData): string;
  /** Every component an MDX page can use without an import (the theme's placeholders, the site's, islands). */
  createMdxComponents(input: {
    themeNames: Iterable<string>;
    site: Record<string, unknown>;
    interactive: Record<string, 'load' | 'idle' | 'visible' | 'intent'>;
  }): Record<string, unknown>;
  renderMdx(Content: unknown, components: object, props?: Record<string, unknown>): string;
  /** The error createMdxComponents' components throw for a prop they cannot take; `at` is "line:column". */
  MdxPropError: new (message: string, at?: string) => Error & { at?: string };
  /** The prop the MDX compiler adds to theme and interactive components: where they are written. */
  AT_PROP: string;
  /** Island name -> entry file, relative to the theme folder. */
  islandEntries: Record<string, string>;
  /** The stylesheet entry, relative to the theme folder. */
  styleEntry: string;
  /** The loader entry, relative to the theme folder. */
  loaderEntry: string;
  inlineHeadScript(site: SiteData): string;
  /** The hrefs every page links to from the theme (navbar, footer), for validation. */
  themeLinks(site: SiteData): { href: string; where: string }[];
  /** The site's swizzled components by Docusaurus's name (classic theme only; bundle/swizzle.ts). */
  setSwizzled?(components: Record<string, unknown>): void;
}

export const THEME_DIR = fileURLToPath(new URL('../../theme/', import.meta.url));
// The theme's bundle is imported from a file here, where its packages (React) resolve as usual.
const MODULE_DIR = fileURLToPath(new URL('../../node_modules/.cache/zapsite/modules/', import.meta.url));

export interface LoadedTheme {
  theme: ThemeModule;
  /** Where the bundle was imported from: worker threads import the same module. */
  url: string;
  inputs: string[];
}

export type ThemeName = 'zapsite' | 'classic';

/**
 * The server entry of each theme (config `theme.name`). Both live under THEME_DIR and share its
 * islands mechanism and Docusaurus modules; `classic` renders Docusaurus's classic theme DOM.
 */
const SERVER_ENTRY: Record<ThemeName, string> = { zapsite: 'server.tsx', classic: 'classic/server.tsx' };

export async function loadTheme(name: ThemeName = 'zapsite'): Promise<LoadedTheme> {
  const { exports, url, inputs } = await loadModule<ThemeModule>(THEME_DIR + SERVER_ENTRY[name], {
    moduleDir: MODULE_DIR,
  });
  return { theme: exports, url, inputs };
}
