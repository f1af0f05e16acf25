// The structured data hooks and components of Docusaurus's docs and blog that sites' ejected
// components use. The classic theme writes each page's JSON-LD itself (theme/classic/structured-data.ts),
// so the components draw nothing: written again by an ejected DocBreadcrumbs, it would be there twice.
import { docusaurusSite } from './context.ts';

interface Crumb {
  label: string;
  href?: string;
}

/** plugin-content-docs's BreadcrumbList for the crumbs that link somewhere, as DocBreadcrumbs/StructuredData writes it. */
export function useBreadcrumbsStructuredData({ breadcrumbs }: { breadcrumbs: Crumb[] }): object {
  const { url } = docusaurusSite().siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs
      .filter((c) => c.href)
      .map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: `${url}${c.href}` })),
  };
}

/** `@theme/DocBreadcrumbs/StructuredData`, `@theme/BlogPostPage/StructuredData`, `@theme/BlogListPage/StructuredData`. */
export default function StructuredData(): null {
  return null;
}
