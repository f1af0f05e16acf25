// The config's `metadata` (Docusaurus's themeConfig.metadata): meta tags on every page. As in
// Docusaurus, where react-helmet keeps the last of two tags with one name, a page's own tags
// (description, keywords, og:title…) win over the site's, and the site's win over the theme's
// defaults (twitter:card, the default og:image, docsearch:*).

/** One meta tag's attributes, as the config writes them (`name` or `property`, `content`). */
export type MetaTag = Record<string, string>;

/**
 * The key react-helmet tells two meta tags apart by: the attribute that names the tag and its value,
 * so `name="og:title"` (a site's metadata may say so) and `property="og:title"` are two tags.
 */
function keyOf(tag: MetaTag): string | undefined {
  for (const attr of ['name', 'property', 'itemProp', 'httpEquiv'])
    if (tag[attr] !== undefined) return `${attr}=${tag[attr]}`;
  return undefined;
}

/**
 * The site's tags for a page, less those the page writes itself (its description, og:title and
 * og:url, and its keywords, robots and image when it has them), and whether the site sets a key
 * (`name=twitter:card`, `property=og:image`: the theme then leaves its default for that key out).
 */
export function siteMetadata(
  metadata: readonly MetaTag[] | undefined,
  page: { keywords?: string[]; noindex?: boolean; image?: string },
): { tags: MetaTag[]; sets: (key: string) => boolean } {
  const own = ['name=description', 'property=og:title', 'property=og:description', 'property=og:url'];
  if (page.keywords?.length) own.push('name=keywords');
  if (page.noindex) own.push('name=robots');
  if (page.image) own.push('property=og:image', 'name=twitter:image');
  const tags = (metadata ?? []).filter((tag) => !own.includes(keyOf(tag) ?? ''));
  const keys = new Set(tags.map(keyOf));
  return { tags, sets: (key) => keys.has(key) };
}
