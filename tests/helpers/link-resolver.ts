// A link resolver for rendering one file alone: a docs page of a site at /site that has no other
// pages, files or assets. `staticFiles: true` makes every static path exist (spec examples link
// to anything).
import type { LinkResolver } from '../../generator/content/markdown.ts';

export function loneResolver(pageUrl: string, opts: { staticFiles?: boolean } = {}): LinkResolver {
  return {
    pageUrl,
    baseUrl: '/',
    trailingSlash: true,
    contentDirs: { doc: '/site/content/docs' },
    siteDir: '/site',
    urlForFile: () => undefined,
    pageForKey: () => undefined,
    asset: () => undefined,
    staticFile: () => (opts.staticFiles ? {} : undefined),
  };
}
