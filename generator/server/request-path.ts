// How a request path maps to a file of a built site, shared by `zapsite serve` (disk) and
// `zapsite dev` (memory) so both answer URLs the way a production static host does.

export type ParsedPath =
  | {
      ok: true;
      /** Decoded, starts with "/", no "." or ".." segments. */ path: string;
      /** "" or "?…" */ query: string;
    }
  | { ok: false; status: 400; reason: string };

/**
 * Parse the request target. Anything that could step outside the site folder is refused here,
 * before a path ever reaches the file system: encoded or double dots, backslashes, NUL bytes,
 * absolute-form targets and undecodable escapes.
 */
export function parseRequestPath(rawUrl: string | undefined): ParsedPath {
  const raw = rawUrl ?? '/';
  if (!raw.startsWith('/'))
    return { ok: false, status: 400, reason: 'the request target must be a path starting with "/"' };
  const q = raw.search(/[?#]/);
  const rawPath = q === -1 ? raw : raw.slice(0, q);
  const query = q === -1 || raw[q] === '#' ? '' : raw.slice(q).replace(/#.*$/, '');
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: 'the path has a "%" that is not a valid escape' };
  }
  if (path.includes('\0')) return { ok: false, status: 400, reason: 'the path contains a NUL byte' };
  if (path.includes('\\')) return { ok: false, status: 400, reason: 'the path contains a backslash' };
  // A second decoding must not reveal dots or separators either: some proxies decode twice.
  if (/%(2e|2f|5c|00)/i.test(path)) return { ok: false, status: 400, reason: 'the path is encoded twice' };
  const segments = path.split('/');
  if (segments.some((s) => s === '.' || s === '..'))
    return { ok: false, status: 400, reason: 'the path contains "." or ".." segments' };
  return { ok: true, path, query };
}

export type Probe = 'file' | 'none' | 'forbidden';

export type Resolution =
  | { kind: 'file'; /** Path relative to the site folder, no leading slash. */ key: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'forbidden' };

/** Encode a decoded path for a Location header, keeping the slashes. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * The path answered the way GitHub Pages answers it, so every trailingSlash layout behaves here as
 * it will in production: a file is served at its own path ("/a/b.html", "/a/b/index.html");
 * "/a/b/" serves a/b/index.html (never a/b.html); "/a/b" serves a/b.html, else redirects to "/a/b/"
 * when a/b/index.html exists. Dot-files are hidden except /.well-known/.
 */
export async function resolveSitePath(
  path: string,
  query: string,
  probe: (key: string) => Probe | Promise<Probe>,
): Promise<Resolution> {
  // "//host" in a Location header would leave the site, so repeated slashes collapse first.
  if (path.includes('//')) return { kind: 'redirect', location: encodePath(path.replace(/\/{2,}/g, '/')) + query };
  const segments = path.split('/').filter(Boolean);
  if (segments.some((s, i) => s.startsWith('.') && !(i === 0 && s === '.well-known'))) return { kind: 'not-found' };
  const key = path.slice(1);
  const serve = async (k: string): Promise<Resolution | undefined> => {
    const p = await probe(k);
    if (p === 'file') return { kind: 'file', key: k };
    if (p === 'forbidden') return { kind: 'forbidden' };
    return undefined;
  };

  if (path.endsWith('/')) return (await serve(`${key}index.html`)) ?? { kind: 'not-found' };
  const found = (await serve(key)) ?? (await serve(`${key}.html`));
  if (found) return found;
  if ((await probe(`${key}/index.html`)) === 'file')
    return { kind: 'redirect', location: encodePath(`${path}/`) + query };
  return { kind: 'not-found' };
}
