// What a build wrote: total bytes, and the HTML of pages (mean and largest) to see whether a
// page's weight grows with the site.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface OutputSize {
  files: number;
  totalBytes: number;
  htmlFiles: number;
  htmlBytes: number;
  /** Under docs/: the pages that carry the sidebar. */
  docsHtmlFiles: number;
  docsHtmlBytes: number;
  largestHtml: { path: string; bytes: number };
  /** assets/sidebar-*.json: the one file that is allowed to grow with the whole sidebar. */
  sidebarJsonBytes: number;
}

export function outputSize(dir: string): OutputSize {
  const s: OutputSize = {
    files: 0,
    totalBytes: 0,
    htmlFiles: 0,
    htmlBytes: 0,
    docsHtmlFiles: 0,
    docsHtmlBytes: 0,
    largestHtml: { path: '', bytes: 0 },
    sidebarJsonBytes: 0,
  };
  const walk = (abs: string, rel: string) => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      const a = join(abs, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        walk(a, r);
        continue;
      }
      const bytes = statSync(a).size;
      s.files++;
      s.totalBytes += bytes;
      if (/^assets\/sidebar-[^/]*\.json$/.test(r)) s.sidebarJsonBytes += bytes;
      if (!r.endsWith('.html')) continue;
      s.htmlFiles++;
      s.htmlBytes += bytes;
      if (r.startsWith('docs/')) {
        s.docsHtmlFiles++;
        s.docsHtmlBytes += bytes;
      }
      if (bytes > s.largestHtml.bytes) s.largestHtml = { path: r, bytes };
    }
  };
  walk(dir, '');
  return s;
}
