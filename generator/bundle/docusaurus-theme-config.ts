// Parts of Docusaurus's `siteConfig` as site code reads it (useDocusaurusContext, useThemeConfig):
// the `themeConfig` from the parts of it zapsite's config holds, in the form Docusaurus's theme
// validates them to, and the Docusaurus config's own values migrate kept.
import type { ResolvedConfig } from '../config/schema.ts';
import { isDocusaurusConfigValue } from '../config/docusaurus-value.ts';

/** Docusaurus's `themeConfig` as zapsite's config holds its parts (useThemeConfig in @docusaurus/theme-common). */
export function themeConfig(
  config: Partial<Pick<ResolvedConfig, 'navbar' | 'footer' | 'colorMode' | 'prism' | 'announcementBar'>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['navbar', 'footer', 'colorMode', 'prism', 'announcementBar'] as const)
    if (config[key] !== undefined) out[key] = config[key];
  if (config.navbar)
    out.navbar = {
      ...config.navbar,
      items: config.navbar.items.map((item) => ({ position: 'left', ...docusaurusNavbarItem(item) })),
    };
  // Docusaurus's default, which a site's prism-include-languages reads without a guard.
  if (config.prism) out.prism = { ...config.prism, additionalLanguages: config.prism.additionalLanguages ?? [] };
  return out;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/**
 * The theme config with the classic theme's defaults where the site left them out, as Docusaurus's
 * theme schema fills them (theme-classic options.js DEFAULT_CONFIG): an ejected DocSidebar/Desktop
 * reads `docs.sidebar.hideable` with no guard.
 */
export function withThemeDefaults(given: Obj): Obj {
  const docs = obj(given.docs);
  const blog = obj(given.blog);
  return {
    metadata: [],
    ...given,
    docs: {
      versionPersistence: 'localStorage',
      ...docs,
      sidebar: { hideable: false, autoCollapseCategories: false, ...obj(docs.sidebar) },
    },
    blog: { ...blog, sidebar: { groupByYear: true, ...obj(blog.sidebar) } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3, ...obj(given.tableOfContents) },
    navbar: { hideOnScroll: false, items: [], ...obj(given.navbar) },
  };
}

/**
 * A navbar item as Docusaurus's theme config holds it, which a site's ejected navbar reads and maps
 * by `type`: a link has none (zapsite's `link` is Docusaurus's default item), its attributes are
 * fields of its own, a dropdown's items likewise.
 */
function docusaurusNavbarItem(item: object): Record<string, unknown> {
  const { attributes, type, items, ...rest } = item as Record<string, unknown>;
  return {
    ...(attributes && typeof attributes === 'object' ? attributes : {}),
    ...rest,
    ...(type !== undefined && type !== 'link' ? { type } : {}),
    ...(Array.isArray(items) ? { items: items.map((child: object) => docusaurusNavbarItem(child)) } : {}),
  };
}

/**
 * The Docusaurus site's own settings the config keeps: a value taken from the Docusaurus config
 * (`presets`) as the build's run of it gave it, through JSON as Docusaurus's generated
 * docusaurus.config.mjs holds it (a function in an object is left out, in an array is null); one
 * not taken yet (before the plugins stage runs that config) is left out.
 */
export function keptSiteConfig(config: Partial<Pick<ResolvedConfig, 'docusaurusSiteConfig' | 'docusaurusValues'>>) {
  const kept: Record<string, unknown> = {};
  for (const [key, written] of Object.entries(config.docusaurusSiteConfig ?? {})) {
    if (!isDocusaurusConfigValue(written)) {
      kept[key] = written;
      continue;
    }
    const json = jsonOf(config.docusaurusValues?.get(written)?.value);
    if (json !== undefined) kept[key] = json;
  }
  return kept;
}

/** `value` through JSON; undefined where JSON has no text for it (a cycle, a BigInt, undefined itself). */
function jsonOf(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
