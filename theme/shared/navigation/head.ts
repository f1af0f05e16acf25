// The head tags that belong to one page and are replaced on client navigation. Everything else
// in <head> (stylesheets, the loader, the colour-mode script, feeds, icons) is the same on every page.

export interface HeadTagFacts {
  tag: string;
  name?: string | null;
  property?: string | null;
  rel?: string | null;
  type?: string | null;
}

const NAMES = new Set(['description', 'keywords', 'robots']);

export function isPageHeadTag(t: HeadTagFacts): boolean {
  const tag = t.tag.toLowerCase();
  if (tag === 'title') return true;
  if (tag === 'meta') {
    const name = (t.name ?? '').toLowerCase();
    const property = (t.property ?? '').toLowerCase();
    return (
      NAMES.has(name) ||
      name.startsWith('twitter:') ||
      name.startsWith('docsearch:') ||
      property.startsWith('og:') ||
      property.startsWith('article:')
    );
  }
  if (tag === 'link') return (t.rel ?? '').toLowerCase() === 'canonical';
  if (tag === 'script') return (t.type ?? '').toLowerCase() === 'application/ld+json';
  return false;
}

/** Merge island manifests: the new page's entries win (same name, newer build). */
export function mergeManifest(current: Record<string, string>, next: Record<string, string>): Record<string, string> {
  return { ...current, ...next };
}
