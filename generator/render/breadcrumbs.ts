// A doc's breadcrumbs: the sidebar's categories down to it, then the doc, each with Docusaurus's
// permalink where the site's trailing-slash form of its URL differs (the JSON-LD carries those).
import { docusaurusPermalink } from '../../theme/shared/permalink.ts';
import type { Graph, GraphPage } from '../routes/graph.ts';
import type { Breadcrumb } from '../types.ts';

/**
 * The sidebar's categories down to the page, then the page itself under its sidebar link's label
 * (`sidebarLabel`), as Docusaurus's breadcrumbs read the sidebar item: a link's own `label` in a
 * sidebars file wins over the doc's `sidebar_label` and title.
 */
export function breadcrumbsFor(
  path: { label: string; href?: string }[],
  page: GraphPage,
  sidebarLabel: string | undefined,
  byUrl: Graph['byUrl'],
): Breadcrumb[] {
  const crumbs: Breadcrumb[] = path.map((c) => ({
    label: c.label,
    href: c.href,
    ...(c.href !== undefined ? permalinkOf(c.href, byUrl.get(c.href)) : {}),
  }));
  const last = crumbs.at(-1);
  const own = permalinkOf(page.url, page);
  if (last && last.href === page.url) crumbs[crumbs.length - 1] = { label: last.label, ...own };
  else crumbs.push({ label: sidebarLabel ?? page.planned.doc?.sidebarLabel ?? page.title, ...own });
  return crumbs;
}

/** A crumb's Docusaurus permalink, when the site's trailing-slash form of its URL differs from it. */
function permalinkOf(url: string, page: GraphPage | undefined): { permalink?: string } {
  const slug = page?.frontMatter.slug;
  const permalink = docusaurusPermalink(
    url,
    page?.planned.doc?.isIndex === true || (typeof slug === 'string' && slug.endsWith('/')),
  );
  return permalink === url ? {} : { permalink };
}
