// Links and images as written in a file, resolved to what the page will carry: a Markdown file link
// to its page URL, a relative URL against the page's URL as written, a link to a page in that
// page's own form (the trailing-slash rule), an image to its public URL and size. Each link is
// recorded for the validate stage; a missing file or image is reported where it is written.
import { decodePath, isExternal, withBase } from '../routes/urls.ts';
import { encodeHref } from '../../theme/shared/url-path.ts';
import { linkPath } from '../routes/permalinks.ts';
import { report, type State } from './state.ts';
import type { Position } from '../types.ts';
import { severityFor } from '../diagnostic-codes.ts';
import type { LinkResolver } from './markdown.ts';
import type { SourceFile } from '../types.ts';
import { versionKey } from '../routes/versions.ts';
import { optionDiag } from '../diagnostics.ts';

/**
 * The attribute an MDX file's Markdown link carries its href in as written (markdown-rules.ts
 * handedToMdxA), for a site's own `a` component; as a hast property, and as React's prop.
 */
export const WRITTEN_HREF_PROP = 'dataZsHref';
export const WRITTEN_HREF_ATTR = 'data-zs-href';

/** Resolve a link as written to the href the page will carry; record it for validation. */
export function resolveHref(raw: string, st: State, at: Position | undefined, plain = false): string {
  // A plain <a> (raw HTML, or JSX in MDX) is no <Link>: Docusaurus does not check it, so a broken one warns.
  const mark = plain ? { plainAnchor: true } : {};
  if (!raw || isExternal(raw) || raw.startsWith('mailto:') || raw.startsWith('tel:')) return raw;
  const { path, suffix } = splitSuffix(raw);
  if (/\.mdx?$/i.test(path)) {
    const url = fileLinkUrl(path, st);
    if (!url) {
      const severity = severityFor(st.brokenMarkdownLinks);
      if (severity) {
        report(
          st,
          optionDiag(severity, {
            code: 'broken-markdown-link',
            args: { link: raw },
          }),
          at,
        );
      }
      return raw;
    }
    st.links.push({ raw: url + suffix, kind: 'link', position: at, markdownPath: true, ...mark });
    return withBase(st.resolver.baseUrl, url + suffix);
  }
  if (path === '') {
    st.links.push({ raw: st.resolver.pageUrl + suffix, kind: 'link', position: at, ...mark });
    return raw;
  }
  const r = st.resolver;
  // Decoded, so a page whose name needs escapes is found however the link spells it.
  const resolved = safeDecodePath(path.startsWith('/') ? withoutBase(path, r.baseUrl) : resolveUrl(r.pageUrl, path));
  const url = linkPath(resolved, r.pageForKey, (p) => r.staticFile(safeDecode(p)) !== undefined, r.trailingSlash);
  st.links.push({ raw: url + suffix, kind: 'link', position: at, ...mark });
  return withBase(st.resolver.baseUrl, url + suffix);
}

/**
 * A site path with the base URL it was written with taken off: Docusaurus's Link adds the base URL
 * only to a path that does not start with it already (useBaseUrl's addBaseUrl), so a link written
 * as the browser shows it, `/handbook/docs/intro` on a site at `/handbook/`, is that page.
 */
function withoutBase(path: string, baseUrl: string): string {
  if (baseUrl === '/') return path;
  if (path === baseUrl.replace(/\/$/, '')) return '/';
  return path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
}

/**
 * A Markdown link to a file that is not a page (`[full size](./shot.png)`, `[sheet](@site/files/a.pdf)`),
 * as Docusaurus's loader takes it: a path with an extension other than `.md`, `.mdx` and `.html`,
 * or any `@site/` path, that names a file beside the content (relative to the file) or in the site
 * folder. Served by its content hash under assets/files/ (a content image keeps its own URL) and
 * opened in a new tab, as Docusaurus writes it; undefined for any other link, which resolveHref takes.
 */
export function fileLink(raw: string, st: State): string | undefined {
  if (!raw || isExternal(raw) || raw.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(raw)) return undefined;
  const { path, suffix } = splitSuffix(raw);
  const site = path.startsWith('@site/');
  if (!site && (!/\.[^./]+$/.test(path) || /\.(mdx?|html)$/i.test(path))) return undefined;
  const decoded = safeDecode(path);
  const abs = site
    ? joinPath(st.resolver.siteDir, decoded.slice('@site/'.length))
    : joinPath(dirOf(st.file.absPath), decoded);
  const image = st.resolver.asset(abs);
  if (image && image.url !== abs) return image.url + suffix;
  const file = st.resolver.linkedFile?.(abs);
  if (!file) return undefined;
  (st.outsideImages ??= new Map()).set(abs, file);
  return file.url + suffix;
}

/**
 * A Markdown image, or with `element` one written as an HTML or JSX element (onBrokenHtmlImages
 * rules it), `element` naming the file in a problem: an image, or a video's or audio's source.
 */
export function resolveImage(
  raw: string,
  st: State,
  at: Position | undefined,
  element?: string,
): { url: string; width?: number; height?: number } | undefined {
  if (!raw || isExternal(raw) || raw.startsWith('data:')) return undefined;
  const { path } = splitSuffix(raw);
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    /* reported as missing below */
  }
  const found = decoded.startsWith('/')
    ? rootedImage(decoded, path, st, element !== undefined)
    : // `@site/`: from the site folder, as Docusaurus's image plugin reads it.
      relativeImage(
        decoded.startsWith('@site/')
          ? joinPath(st.resolver.siteDir, decoded.slice('@site/'.length))
          : joinPath(dirOf(st.file.absPath), decoded),
        st,
      );
  const html = element !== undefined;
  const what = element ?? 'Image';
  const severity = severityFor(html ? st.brokenHtmlImages : st.brokenImages);
  if (!found && severity) {
    report(
      st,
      optionDiag(severity, {
        code: html ? 'broken-html-image' : 'broken-image',
        args: { what, src: raw, rooted: decoded.startsWith('/') },
      }),
      at,
    );
  }
  return found;
}

/**
 * An image at a path from the site root: a static file, shown under the base URL. An HTML or JSX
 * element may name it with the base URL already in front (`<img src="/my-site/img/x.png">`), which
 * Docusaurus leaves as written and a browser finds: that static file, at the URL as written.
 */
function rootedImage(
  decoded: string,
  path: string,
  st: State,
  element: boolean,
): { url: string; width?: number; height?: number } | undefined {
  const { baseUrl, siteBaseUrl } = st.resolver;
  const s = st.resolver.staticFile(decoded);
  if (s) return { url: withBase(baseUrl, path), ...s };
  if (!element) return undefined;
  // The locale's base URL, or the default locale's, whose copy of the static files a browser finds.
  for (const base of siteBaseUrl ? [baseUrl, siteBaseUrl] : [baseUrl]) {
    if (base === '/' || !decoded.startsWith(base)) continue;
    const based = st.resolver.staticFile(decoded.slice(base.length - 1));
    if (based) return { url: encodeHref(path), ...based };
  }
  return undefined;
}

/**
 * A relative image next to the content, or (as Docusaurus's bundler finds any file) one whose path
 * leads into the static folder, such as `../../static/img/x.png`: that static file, at its URL.
 */
function relativeImage(abs: string, st: State): { url: string; width?: number; height?: number } | undefined {
  const asset = st.resolver.asset(abs);
  if (asset) return asset;
  const dir = st.resolver.staticDir;
  if (dir && abs.startsWith(`${dir}/`)) {
    const urlPath = abs.slice(dir.length);
    const s = st.resolver.staticFile(urlPath);
    return s ? { url: withBase(st.resolver.baseUrl, encodeURI(urlPath)), ...s } : undefined;
  }
  const outside = st.resolver.outsideImage?.(abs);
  if (outside) (st.outsideImages ??= new Map()).set(abs, outside);
  return outside;
}

export function splitSuffix(raw: string): { path: string; suffix: string } {
  const i = raw.search(/[?#]/);
  return i < 0 ? { path: raw, suffix: '' } : { path: raw.slice(0, i), suffix: raw.slice(i) };
}

/**
 * The page a Markdown file link names, as Docusaurus finds it: "./" and "../" relative to the file
 * only, "/" from the content folder then the site folder, a bare path relative to the file, then
 * from the content folder, then the site folder. A remote document counts as the file it is
 * placed as among the docs.
 */
function fileLinkUrl(path: string, st: State): string | undefined {
  const r = st.resolver;
  const target = safeDecode(path);
  const contentDir = contentDirOf(st.file, r);
  const placed = contentDir ? joinPath(contentDir, st.file.contentPath) : st.file.absPath;
  const tries: string[] = [];
  if (!target.startsWith('/')) tries.push(joinPath(dirOf(placed), target));
  if (!/^\.\.?\//.test(target))
    tries.push(...(contentDir ? [joinPath(contentDir, target)] : []), joinPath(r.siteDir, target));
  for (const abs of tries) {
    const url = r.urlForFile(abs);
    if (url) return url;
  }
  return undefined;
}

function safeDecodePath(s: string): string {
  try {
    return decodePath(s);
  } catch {
    return s;
  }
}

/** `s` with its %-escapes decoded, or as it is when they do not decode. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function resolveUrl(base: string, rel: string): string {
  return new URL(rel, `http://x${base}`).pathname;
}
function dirOf(p: string): string {
  return p.slice(0, p.lastIndexOf('/'));
}
function joinPath(dir: string, rel: string): string {
  const parts = dir.split('/');
  for (const seg of rel.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/**
 * The content folder a file's links start from: its docs version's folder (a released version, or
 * any version of a further docs instance), else its kind's folder.
 */
export function contentDirOf(
  file: Pick<SourceFile, 'kind' | 'version' | 'instance'>,
  r: Pick<LinkResolver, 'versionDirs' | 'contentDirs'>,
): string | undefined {
  // A further blog's folder is named `blog:<id>` (blog and docs instances may share an id).
  const key =
    file.kind === 'blog'
      ? file.instance && `blog:${file.instance}`
      : file.version || file.instance
        ? versionKey(file.version ?? 'current', file.instance)
        : undefined;
  return (key ? r.versionDirs?.[key] : undefined) ?? r.contentDirs[file.kind];
}
