// The pure rules behind client navigation: which clicks it takes, route keys and their bounded
// cache, history keys, when to prefetch, and which head tags belong to a page.
import { describe, it, expect } from 'vitest';
import { createRouteCache, normaliseRoute, ROUTE_CACHE_LIMIT } from '../../theme/shared/navigation/route-key.ts';
import {
  isFileUrl,
  isPlainClick,
  isSameDocument,
  navigableUrl,
  type AnchorFacts,
} from '../../theme/shared/navigation/links.ts';
import { createHistoryKey, isHistoryKey, HISTORY_KEY_LENGTH } from '../../theme/shared/navigation/history-key.ts';
import { prefetchAllowed } from '../../theme/shared/navigation/prefetch-policy.ts';
import { isPageHeadTag, mergeManifest } from '../../theme/shared/navigation/head.ts';

describe('route keys', () => {
  it('gives every spelling of a page the clean trailing-slash key', () => {
    expect(normaliseRoute('/docs')).toBe('/docs/');
    expect(normaliseRoute('/docs/')).toBe('/docs/');
    expect(normaliseRoute('/docs/index.html')).toBe('/docs/');
    expect(normaliseRoute('/docs/intro.html')).toBe('/docs/intro/');
    expect(normaliseRoute('/docs//core///api')).toBe('/docs/core/api/');
    expect(normaliseRoute('/index.html')).toBe('/');
    expect(normaliseRoute('/')).toBe('/');
    expect(normaliseRoute('/blog/core-v2.6.2')).toBe('/blog/core-v2.6.2/');
  });

  it('caches up to 10,000 pathnames and evicts the oldest beyond that', () => {
    expect(ROUTE_CACHE_LIMIT).toBe(10_000);
    const cache = createRouteCache();
    for (let i = 0; i < 10_000; i++) expect(cache.key(`/p${i}`)).toBe(`/p${i}/`);
    expect(cache.size).toBe(10_000);
    expect(cache.has('/p0')).toBe(true);
    // A hit neither grows the cache nor evicts anything.
    expect(cache.key('/p5000')).toBe('/p5000/');
    expect(cache.size).toBe(10_000);
    cache.key('/p10000');
    expect(cache.size).toBe(10_000);
    expect(cache.has('/p0'), 'the oldest pattern is gone').toBe(false);
    expect(cache.has('/p1')).toBe(true);
    expect(cache.has('/p10000')).toBe(true);
    for (let i = 10_001; i < 25_000; i++) cache.key(`/p${i}`);
    expect(cache.size).toBe(10_000);
    expect(cache.has('/p14999')).toBe(false);
    expect(cache.has('/p15000')).toBe(true);
    // An evicted pathname is computed again, correctly.
    expect(cache.key('/p0/index.html')).toBe('/p0/');
  });

  it('takes a smaller limit', () => {
    const cache = createRouteCache(3);
    for (const p of ['/a', '/b', '/c', '/d']) cache.key(p);
    expect(cache.size).toBe(3);
    expect([cache.has('/a'), cache.has('/b'), cache.has('/d')]).toEqual([false, true, true]);
  });
});

describe('which links navigate in place', () => {
  const here = 'https://zaparoo.org/docs/';
  const a = (href: string, extra: Partial<AnchorFacts> = {}, page = here): AnchorFacts => ({
    href: new URL(href, page).href,
    target: null,
    download: false,
    rel: null,
    ...extra,
  });

  it('takes same-site page links under the base URL', () => {
    expect(navigableUrl(a('/docs/getting-started/'), here, '/')?.pathname).toBe('/docs/getting-started/');
    expect(navigableUrl(a('/blog/core-v2.6.2/'), here, '/')?.pathname).toBe('/blog/core-v2.6.2/');
    expect(navigableUrl(a('/docs/page.html'), here, '/')?.pathname).toBe('/docs/page.html');
    expect(navigableUrl(a('#setup'), here, '/')?.hash).toBe('#setup');
    expect(navigableUrl(a('/docs/', { target: '_self' }), here, '/')).not.toBeNull();
  });

  it('leaves other origins, schemes, new windows, downloads and rel=external to the browser', () => {
    expect(navigableUrl(a('https://example.com/docs/'), here, '/')).toBeNull();
    expect(navigableUrl(a('http://zaparoo.org/docs/'), here, '/')).toBeNull();
    expect(navigableUrl(a('mailto:hi@zaparoo.org'), here, '/')).toBeNull();
    expect(navigableUrl(a('/docs/', { target: '_blank' }), here, '/')).toBeNull();
    expect(navigableUrl(a('/docs/', { download: true }), here, '/')).toBeNull();
    expect(navigableUrl(a('/docs/', { rel: 'noopener external' }), here, '/')).toBeNull();
  });

  it('leaves files that are not HTML pages to the browser', () => {
    for (const f of [
      '/blog/rss.xml',
      '/blog/feed.json',
      '/img/logo.svg',
      '/assets/sidebar-AB12.json',
      '/files/manual.PDF',
    ]) {
      expect(isFileUrl(f), f).toBe(true);
      expect(navigableUrl(a(f), here, '/'), f).toBeNull();
    }
    for (const p of ['/docs/', '/docs/intro', '/docs/intro.html', '/docs/index.htm', '/blog/core-v2.6.2'])
      expect(isFileUrl(p), p).toBe(false);
  });

  it('stays inside the base URL', () => {
    const sub = 'https://example.com/site/docs/';
    expect(navigableUrl(a('/site/docs/x/', {}, sub), sub, '/site/')?.pathname).toBe('/site/docs/x/');
    expect(navigableUrl(a('/site', {}, sub), sub, '/site/')?.pathname).toBe('/site');
    expect(navigableUrl(a('/other/', {}, sub), sub, '/site/')).toBeNull();
    expect(navigableUrl(a('/sitemap/', {}, sub), sub, '/site/')).toBeNull();
    expect(navigableUrl(a('/site/docs/x/', {}, sub), sub, '/site')?.pathname, 'a base without its slash').toBe(
      '/site/docs/x/',
    );
  });

  it('takes only plain primary-button clicks nobody handled', () => {
    expect(isPlainClick({ button: 0, modifier: false, defaultPrevented: false })).toBe(true);
    expect(isPlainClick({ button: 1, modifier: false, defaultPrevented: false })).toBe(false);
    expect(isPlainClick({ button: 0, modifier: true, defaultPrevented: false })).toBe(false);
    expect(isPlainClick({ button: 0, modifier: false, defaultPrevented: true })).toBe(false);
  });

  it('treats URLs that differ only in the fragment (or spelling) as the same document', () => {
    const key = (p: string) => normaliseRoute(p);
    const u = (s: string) => new URL(s, here);
    expect(isSameDocument(u('/docs/#a'), u('/docs/'), key)).toBe(true);
    expect(isSameDocument(u('/docs/index.html#a'), u('/docs'), key)).toBe(true);
    expect(isSameDocument(u('/docs/?q=1'), u('/docs/'), key)).toBe(false);
    expect(isSameDocument(u('/docs/x/'), u('/docs/'), key)).toBe(false);
  });
});

describe('history keys', () => {
  it('are six characters of [a-z0-9]', () => {
    expect(HISTORY_KEY_LENGTH).toBe(6);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const key = createHistoryKey();
      expect(key).toMatch(/^[a-z0-9]{6}$/);
      seen.add(key);
    }
    expect(seen.size, 'keys are random').toBeGreaterThan(190);
  });

  it('use the whole alphabet, including its ends', () => {
    expect(createHistoryKey(() => 0)).toBe('aaaaaa');
    expect(createHistoryKey(() => 0.999999)).toBe('999999');
    expect(createHistoryKey(() => 1)).toBe('999999');
  });

  it('are recognised, and nothing else is', () => {
    expect(isHistoryKey('ab12cd')).toBe(true);
    for (const bad of ['ab12c', 'ab12cde', 'AB12CD', 'ab-2cd', 123456, null, undefined])
      expect(isHistoryKey(bad), String(bad)).toBe(false);
  });
});

describe('prefetch policy', () => {
  it('prefetches unless data saving is asked for or the connection is 2g', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('page head tags', () => {
  it('swaps the page-specific tags and keeps the shared ones', () => {
    const mine = [
      { tag: 'TITLE' },
      { tag: 'meta', name: 'description' },
      { tag: 'meta', name: 'keywords' },
      { tag: 'meta', name: 'robots' },
      { tag: 'meta', property: 'og:title' },
      { tag: 'meta', property: 'og:image' },
      { tag: 'meta', name: 'twitter:card' },
      { tag: 'meta', name: 'docsearch:docusaurus_tag' },
      { tag: 'link', rel: 'canonical' },
      { tag: 'script', type: 'application/ld+json' },
    ];
    const shared = [
      { tag: 'meta', name: 'viewport' },
      { tag: 'meta' },
      { tag: 'link', rel: 'stylesheet' },
      { tag: 'link', rel: 'icon' },
      { tag: 'link', rel: 'alternate' },
      { tag: 'script', type: 'module' },
      { tag: 'script' },
    ];
    for (const t of mine) expect(isPageHeadTag(t), JSON.stringify(t)).toBe(true);
    for (const t of shared) expect(isPageHeadTag(t), JSON.stringify(t)).toBe(false);
  });

  it('merges island manifests, the new page winning', () => {
    expect(mergeManifest({ A: '/a-1.js', B: '/b-1.js' }, { B: '/b-2.js', C: '/c-1.js' })).toEqual({
      A: '/a-1.js',
      B: '/b-2.js',
      C: '/c-1.js',
    });
  });
});
