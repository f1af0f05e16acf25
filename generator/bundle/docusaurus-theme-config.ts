// Docusaurus's `themeConfig` as site code reads it (useThemeConfig), from the parts of it zapsite's
// config holds, in the form Docusaurus's theme validates them to.
import type { ResolvedConfig } from '../config/schema.ts';

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
