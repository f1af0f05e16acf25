// A site href written the way a browser sends it. Docusaurus keeps a page's URL as its file name
// reads ("/docs/Reader‐Setup & Tips/"); in HTML, the sitemap, _redirects and search records it
// goes percent-encoded, so spaces, non-ASCII letters and the like become %XX. Shared by the
// theme's links and the generator's.

const ESCAPE = /%[0-9A-Fa-f]{2}/g;

/**
 * The path part of an href percent-encoded as encodeURI would, keeping every escape already there
 * (so encoding twice changes nothing, and "%2F" stays a character of a name). The query and the
 * hash are left as written; an external URL or a bare "#hash" is returned as it is.
 */
export function encodeHref(href: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  // Most paths need nothing: plain ASCII that encodeURI keeps, with no stray "%".
  if (/^[A-Za-z0-9\-_.!~*'();/?:@&=+$,%]*$/.test(path) && !/%(?![0-9A-Fa-f]{2})/.test(path)) return href;
  const parts = path.split(ESCAPE);
  const escapes = path.match(ESCAPE) ?? [];
  const encoded = parts.map((p, i) => encodeURI(p) + (escapes[i] ?? '')).join('');
  return encoded + (cut < 0 ? '' : href.slice(cut));
}

/**
 * A pathname as the browser reports it (percent-encoded) in the form page URLs are kept in: each
 * segment decoded whole, an escaped "/", "#" or "?" kept escaped. A path with a stray "%" is returned as it is.
 */
export function decodePathname(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return path
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F').replace(/#/g, '%23').replace(/\?/g, '%3F'))
      .join('/');
  } catch {
    return path;
  }
}
