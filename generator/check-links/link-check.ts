// `zapsite check-links`: every link, image, script and stylesheet of a built site, checked over
// HTTP by linkinator against our own static server (so clean URLs, redirects and the 404 status
// behave as in production), then every "#fragment" link checked against the ids of its page.
//
// Fragments are checked here rather than with linkinator's checkFragments: linkinator checks a
// page's fragments when it fetches that page, so a fragment link found after its target page was
// crawled is never checked, and which ones are depends on crawl order.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fg from 'fast-glob';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { startStaticServer } from '../server/static-server.ts';
import { escapeNameChars } from '../routes/urls.ts';
import { hostResolver, type Lookup } from './host-lookup.ts';
import { scanHtml, type ScannedPage } from './html-scan.ts';

export interface LinkCheckOptions {
  /** The built site. */
  dir: string;
  /** The config's baseUrl: where the site expects to be mounted. Default "/". */
  base?: string;
  /**
   * The config's url (https://example.com). Links to the site's own address under its base
   * (canonical, og:url, links written in full) are internal: checked against this build, never
   * fetched from the host, so a page missing from the build is a broken link.
   */
  siteUrl?: string;
  /** Also check links to other sites. */
  external?: boolean;
  /** Regular expressions: links matching any are skipped. */
  skip?: string[];
  /** Requests at once. Default 32. */
  concurrency?: number;
  /** Per-request timeout when external links are checked (default 15 s); none otherwise. */
  timeoutMs?: number;
  /** Retries of an external link that answered 429, 5xx or not at all. Default 3. */
  retries?: number;
  /** Jitter added to the exponential back-off, in ms. Default 1000. */
  retryJitterMs?: number;
  onRetry?: (url: string, seconds: number, status: number) => void;
  /** How host names are resolved before external links are fetched (tests stand in for DNS). */
  lookup?: Lookup;
}

interface BrokenLink {
  /** The page holding the link, as a site path ("/docs/guide/"). */
  page: string;
  /** The link as resolved: a site path for internal links, the full URL otherwise. */
  url: string;
  kind: 'link' | 'anchor';
  status?: number;
  reason: string;
}

export interface LinkReport {
  passed: boolean;
  /** HTML pages in the build. */
  pages: number;
  /** Distinct URLs fetched. */
  checked: number;
  /** Distinct URLs skipped (external without --external, the skip list, mailto: and the like). */
  skipped: number;
  /** Fragment links checked against their page. */
  anchors: number;
  retries: number;
  broken: BrokenLink[];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'bad request',
  403: 'forbidden',
  404: 'not found',
  410: 'gone',
  429: 'too many requests',
  500: 'server error',
  502: 'bad gateway',
  503: 'unavailable',
  504: 'gateway timeout',
};

/**
 * "x/index.html" -> "/x/", "404.html" -> "/404.html", under the base path; a "#" or "?" of a
 * file name escaped, so the path is read as a path (escapeNameChars).
 */
function pagePathFor(key: string, base: string): string {
  const path = key === 'index.html' ? '' : key.endsWith('/index.html') ? key.slice(0, -'index.html'.length) : key;
  return base + (/[#?]/.test(path) ? path.split('/').map(escapeNameChars).join('/') : path);
}

function describe(result: LinkResult): string {
  const details = result.failureDetails ?? [];
  for (const d of details) {
    if (d instanceof Error) {
      const cause = (d as Error & { cause?: { code?: string; message?: string } }).cause;
      if (d.name === 'TimeoutError' || d.name === 'AbortError') return 'timed out';
      return cause?.code ? `${d.message} (${cause.code})` : d.message;
    }
  }
  return describeStatus(result.status ?? 0);
}

function describeStatus(status: number): string {
  return status ? `HTTP ${status}${STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : ''}` : 'no response';
}

function proxyInEnvironment(): boolean {
  return !!(process.env.https_proxy || process.env.HTTPS_PROXY || process.env.http_proxy || process.env.HTTP_PROXY);
}

export async function checkBuiltSite(opts: LinkCheckOptions): Promise<LinkReport> {
  const base = opts.base && opts.base !== '/' ? `/${opts.base.replace(/^\/+|\/+$/g, '')}/` : '/';
  const htmlKeys = (await fg('**/*.html', { cwd: opts.dir, onlyFiles: true, dot: false })).sort();
  const server = await startStaticServer({ dir: opts.dir, base, host: '127.0.0.1', port: 0 });
  const origin = server.url.replace(/\/$/, '');
  const report: LinkReport = {
    passed: true,
    pages: htmlKeys.length,
    checked: 0,
    skipped: 0,
    anchors: 0,
    retries: 0,
    broken: [],
  };
  try {
    const local = (u: string) => u === origin || u.startsWith(origin + '/');
    const toSite = (u: string | undefined) => (u && local(u) ? u.slice(origin.length) || '/' : (u ?? ''));
    const skip = (opts.skip ?? []).map((s) => new RegExp(s));

    const ownPrefix = opts.siteUrl ? opts.siteUrl.replace(/\/+$/, '') + base.replace(/\/$/, '') : undefined;
    const own = (u: string) => !!ownPrefix && (u === ownPrefix || u.startsWith(ownPrefix + '/'));
    // The site's own links are looked up in this build (a HEAD on our server), never on the host.
    const inBuild = new Map<string, Promise<number>>();
    const statusInBuild = (link: string): Promise<number> => {
      const path = link.slice(ownPrefix!.length).replace(/[?#].*$/, '') || '/';
      let status = inBuild.get(path);
      if (!status) {
        status = fetch(origin + base.replace(/\/$/, '') + path, { method: 'HEAD' }).then(
          (r) => r.status,
          () => 0,
        );
        inBuild.set(path, status);
      }
      return status;
    };
    const ownStatus = new Map<string, number>();
    // Through a proxy the proxy resolves names, so a local lookup would prove nothing.
    const resolves = opts.lookup || !proxyInEnvironment() ? hostResolver(opts.lookup) : undefined;
    const unresolved = new Map<string, string>();

    const checker = new LinkChecker();
    checker.on('retry', (r) => {
      report.retries++;
      opts.onRetry?.(r.url, r.secondsUntilRetry, r.status);
    });
    const seeds = htmlKeys.map((k) => origin + pagePathFor(k, base));
    const result = await checker.check({
      path: seeds.length ? seeds : [server.siteUrl],
      recurse: true,
      checkCss: true,
      checkFragments: false,
      concurrency: opts.concurrency ?? 32,
      // Linkinator's one limit also covers requests to our own local server, which on a loaded
      // machine can take longer than an external host is given: only external checks need one.
      timeout: opts.timeoutMs ?? (opts.external ? 15_000 : 0),
      linksToSkip: async (link: string) => {
        if (skip.some((r) => r.test(link) || r.test(toSite(link)))) return true;
        if (own(link)) {
          ownStatus.set(link, await statusInBuild(link));
          return true;
        }
        if (local(link)) return false;
        if (!opts.external) return true;
        // Linkinator asks once per URL; the resolver asks DNS once per host.
        const code = await resolves?.(link);
        if (code) unresolved.set(link, code);
        return !!code;
      },
      retry: opts.external ?? false,
      retryErrors: opts.external ?? false,
      retryErrorsCount: opts.retries ?? 3,
      retryErrorsJitter: opts.retryJitterMs ?? 1000,
    });

    const seen = new Set<string>();
    const skipped = new Set<string>();
    for (const link of result.links) {
      const page = toSite(link.parent) || '(start)';
      if (link.state === LinkState.SKIPPED) {
        const status = ownStatus.get(link.url);
        const code = unresolved.get(link.url);
        if (status === undefined && !code) {
          skipped.add(link.url);
          continue;
        }
        seen.add(link.url);
        if (status !== undefined && status >= 200 && status < 300) continue;
        report.broken.push(
          code
            ? { page, url: link.url, kind: 'link', reason: `the host name does not resolve (${code}); not retried` }
            : {
                page,
                url: link.url,
                kind: 'link',
                status: status || undefined,
                reason: `a page of the site's own url that is not in this build (${describeStatus(status!)}); if the host serves it by itself, add it to checkLinks.skip`,
              },
        );
        continue;
      }
      seen.add(link.url);
      if (link.state !== LinkState.BROKEN) continue;
      report.broken.push({
        page,
        url: toSite(link.url),
        kind: 'link',
        status: link.status || undefined,
        reason: describe(link),
      });
    }
    report.checked = seen.size;
    report.skipped = skipped.size;

    await checkPages({ dir: opts.dir, htmlKeys, base, origin }, own, report);
  } finally {
    await server.close();
  }
  report.broken.sort((a, b) => a.page.localeCompare(b.page) || a.url.localeCompare(b.url));
  report.passed = report.broken.length === 0;
  return report;
}

/** Fragment links against the ids of their target page, and island modules against the server. */
async function checkPages(
  site: { dir: string; htmlKeys: string[]; base: string; origin: string },
  own: (url: string) => boolean,
  report: LinkReport,
): Promise<void> {
  const { dir, htmlKeys, base, origin } = site;
  const modules = new Map<string, string[]>();
  const keys = new Set(htmlKeys);
  const scanned = new Map<string, ScannedPage>();
  const scan = async (key: string) => {
    let page = scanned.get(key);
    if (!page) {
      page = scanHtml(await readFile(join(dir, key), 'utf8'));
      scanned.set(key, page);
    }
    return page;
  };
  const keyFor = (pathname: string): string | undefined => {
    if (!pathname.startsWith(base)) return undefined;
    let rel: string;
    try {
      rel = decodeURIComponent(pathname.slice(base.length));
    } catch {
      return undefined;
    }
    const candidates =
      rel === '' || rel.endsWith('/')
        ? [`${rel}index.html`]
        : rel.endsWith('.html')
          ? [rel, rel.replace(/\.html$/, '/index.html')]
          : [`${rel}/index.html`];
    return candidates.find((c) => keys.has(c));
  };

  for (const key of htmlKeys) {
    const page = await scan(key);
    const pagePath = pagePathFor(key, base);
    for (const m of page.modules) {
      let url: URL;
      try {
        url = new URL(m, origin + pagePath);
      } catch {
        report.broken.push({ page: pagePath, url: m, kind: 'link', reason: 'island module URL does not parse' });
        continue;
      }
      if (url.origin !== origin) continue;
      modules.set(url.pathname, [...(modules.get(url.pathname) ?? []), pagePath]);
    }
    for (const href of page.links) {
      const hash = href.indexOf('#');
      if (hash === -1) continue;
      let full: URL;
      try {
        full = new URL(href, origin + pagePath);
        // A link written with the site's own url points into this build too.
        if (own(full.href)) full = new URL(full.pathname + full.search + full.hash, origin);
      } catch {
        continue;
      }
      if (full.origin !== origin) continue;
      let fragment: string;
      try {
        fragment = decodeURIComponent(full.hash.slice(1));
      } catch {
        fragment = full.hash.slice(1);
      }
      // "#" and "#top" scroll to the top in every browser.
      if (fragment === '' || fragment.toLowerCase() === 'top') continue;
      // A missing page is reported by the link check already.
      const target = keyFor(full.pathname);
      if (!target) continue;
      report.anchors++;
      const ids = (await scan(target)).targets;
      if (ids.has(fragment)) continue;
      const targetPath = pagePathFor(target, base);
      report.broken.push({
        page: pagePath,
        url: `${full.pathname}${full.hash}`,
        kind: 'anchor',
        reason: `no element with id "${fragment}" on ${targetPath}`,
      });
    }
  }
  for (const [path, pages] of modules) {
    const res = await fetch(origin + path, { method: 'HEAD' });
    if (res.ok) {
      report.checked++;
      continue;
    }
    for (const page of pages)
      report.broken.push({
        page,
        url: path,
        kind: 'link',
        status: res.status,
        reason: `island module: HTTP ${res.status}${STATUS_TEXT[res.status] ? ` ${STATUS_TEXT[res.status]}` : ''}`,
      });
  }
}

/** The report as text, grouped by page. */
export function formatLinkReport(report: LinkReport): string {
  const lines: string[] = [];
  const byPage = new Map<string, BrokenLink[]>();
  for (const b of report.broken) byPage.set(b.page, [...(byPage.get(b.page) ?? []), b]);
  for (const [page, list] of byPage) {
    lines.push(`${page}`);
    for (const b of list)
      lines.push(`  ${b.kind === 'anchor' ? 'broken anchor' : 'broken link  '}  ${b.url}  (${b.reason})`);
    lines.push('');
  }
  const summary = `${report.pages} pages, ${report.checked} URLs and ${report.anchors} anchors checked, ${report.skipped} skipped${report.retries ? `, ${report.retries} retries` : ''}.`;
  if (report.passed) lines.push(`No broken links: ${summary}`);
  else
    lines.push(
      `${report.broken.length} broken link${report.broken.length === 1 ? '' : 's'} on ${byPage.size} page${byPage.size === 1 ? '' : 's'}: ${summary}`,
    );
  return lines.join('\n');
}
