// The `Range` request header (RFC 9110, section 14), as production hosts answer it: one byte range
// is served as 206, a range that starts past the end as 416, and anything else (no header,
// another unit, several ranges, bad syntax) as the whole file.

export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/** `end` is inclusive, as in `Content-Range`. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

/**
 * `If-Range`: the range applies only while the file is the one the client has, named by its
 * strong ETag or its exact Last-Modified date.
 */
export function ifRangeHolds(header: string | string[] | undefined, etag: string, lastModified: string): boolean {
  if (header === undefined) return true;
  const value = String(header).trim();
  if (value.startsWith('"')) return value === etag;
  if (value.startsWith('W/')) return false;
  return value === lastModified;
}
