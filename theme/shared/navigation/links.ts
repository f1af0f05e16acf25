// Which link clicks client navigation may take over. Anything it declines is left to the
// browser, so a wrong "no" costs a full page load, never a broken link.

export interface ClickFacts {
  /** MouseEvent.button: only the primary button (0) navigates in place. */
  button: number;
  /** Any of Ctrl, Meta, Shift or Alt: the visitor asked for a new tab, window or download. */
  modifier: boolean;
  defaultPrevented: boolean;
}

export interface AnchorFacts {
  /** The absolute URL the anchor points to (HTMLAnchorElement.href). */
  href: string;
  /** The target attribute, if any. */
  target: string | null;
  download: boolean;
  rel: string | null;
}

/** A plain left click that nobody else has handled. */
export function isPlainClick(c: ClickFacts): boolean {
  return c.button === 0 && !c.modifier && !c.defaultPrevented;
}

/** True when the last path segment names a file other than an HTML page (feed.xml, logo.svg). */
export function isFileUrl(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const ext = /\.([a-z0-9]+)$/i.exec(last)?.[1];
  // A dot followed by digits only (core-v2.6.2) is a version in a slug, not a file type.
  return Boolean(ext && /[a-z]/i.test(ext) && !/^html?$/i.test(ext));
}

/**
 * The URL to navigate to in place, or null when the browser should handle the link: another
 * origin, outside the site's base URL, a download, a new window, rel="external", or a file.
 */
export function navigableUrl(anchor: AnchorFacts, current: string, baseUrl: string): URL | null {
  if (anchor.download) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.rel && /(^|\s)external(\s|$)/i.test(anchor.rel)) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  const here = new URL(current);
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (!(url.pathname.startsWith(base) || `${url.pathname}/` === base)) return null;
  if (isFileUrl(url.pathname)) return null;
  return url;
}

/** Same document, differing at most in the fragment: a hash link scrolls instead of loading. */
export function isSameDocument(a: URL, b: URL, key: (pathname: string) => string): boolean {
  return a.origin === b.origin && key(a.pathname) === key(b.pathname) && a.search === b.search;
}
