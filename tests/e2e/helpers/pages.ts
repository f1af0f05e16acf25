// One URL per page type of the Zaparoo site, for tests that visit every kind of page.
export const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'doc', path: '/docs/platforms/mac/' },
  { type: 'blog-list', path: '/blog/' },
  { type: 'blog-post', path: '/blog/core-v2.6.2/' },
  { type: 'tags', path: '/blog/tags/' },
  { type: 'tag', path: '/blog/tags/core/' },
  { type: 'page', path: '/downloads/' },
  // Served as a file: a missing path would answer 404, which Chromium reports as a console error.
  { type: '404', path: '/404.html' },
  { type: 'search', path: '/search/' },
] as const;

/** Init script: records data-theme (and the announcement flag) as soon as <body> exists, i.e. before first paint. */
export const RECORD_BEFORE_PAINT = `(() => {
  const seen = { themes: [], atBody: undefined, dismissedAtBody: undefined };
  window.__zsBeforePaint = seen;
  new MutationObserver((records, obs) => {
    for (const r of records) if (r.type === 'attributes' && r.attributeName === 'data-theme') seen.themes.push(r.target.getAttribute('data-theme'));
    if (document.body && seen.atBody === undefined) {
      seen.atBody = document.documentElement.getAttribute('data-theme');
      seen.dismissedAtBody = document.documentElement.getAttribute('data-announcement-bar-initially-dismissed');
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-theme'] });
})();`;
