// Docusaurus's useBaseUrl for the paths a config names (logo `src`, `href`, favicon, footer links):
// a path without a leading slash is still from the site root ('img/logo.svg', as the starter
// writes it), never relative to the page it appears on.
import { isExternal, withBase } from '../shared/url-path.ts';

export function siteUrl(baseUrl: string, path: string): string {
  if (isExternal(path) || path.startsWith('#')) return path;
  return withBase(baseUrl, path.startsWith('/') ? path : `/${path}`);
}
