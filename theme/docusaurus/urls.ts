// Docusaurus's URL rules for links written in components: the base URL is added to a path that
// starts with "/" (unless it is already there), and an internal link takes the site's
// trailingSlash form. Written from the behaviour of @docusaurus/useBaseUrl and its Link.

import { isExternal as hasProtocol } from '../shared/url-path.ts';

// One rule for each, shared with the rest of the theme and the generator.
export { isExternal as hasProtocol, applyTrailingSlash } from '../shared/url-path.ts';

export function addBaseUrl(
  siteUrl: string,
  baseUrl: string,
  url: string,
  opts: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {},
): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (opts.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  // The site root written without its slash.
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return opts.absolute ? siteUrl.replace(/\/$/, '') + path : path;
}
