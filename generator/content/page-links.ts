// The links a rendered MDX or React page holds, recorded for the validate stage as a Markdown page's
// are: a React page's own, and those a site's own MDX `a` renders through Link (Docusaurus checks
// what its Link collects). The rendered HTML has no source positions, so each is placed where the
// page's source writes it as a string literal; a link the page computes is reported by file alone.
import type { Element, Root as HRoot } from 'hast';
import { LINK_ATTR, UNCHECKED_LINK_ATTR } from '../../theme/shared/docusaurus.ts';
import { locate } from '../routes/sidebars-file.ts';
import type { LinkRef } from '../types.ts';
import { safeDecode } from './links.ts';

/** The mark of a Link Docusaurus does not check, as hast names a data attribute (data-a-b: dataAB). */
const UNCHECKED_PROP = UNCHECKED_LINK_ATTR.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const LINK_PROP = LINK_ATTR.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The page's links to this site, as rendered (Link has already added the base URL and the site's
 * form), added to `links`; with `linksOnly`, those a Link rendered (a plain `<a>` of an MDX page is
 * not checked, as in Docusaurus). The mark of a link Docusaurus does not check is taken out of the
 * page; with no `links`, that is all it does.
 */
export function recordPageLinks(
  root: HRoot,
  links: LinkRef[] | undefined,
  {
    baseUrl,
    url: pageUrl,
    source,
    linksOnly = false,
  }: { baseUrl: string; url: string; source: string; linksOnly?: boolean },
): void {
  const visit = (node: HRoot | Element): void => {
    for (const c of node.children) {
      if (c.type !== 'element') continue;
      const href = c.tagName === 'a' ? c.properties.href : undefined;
      const unchecked = c.tagName === 'a' && UNCHECKED_PROP in c.properties;
      if (unchecked) delete c.properties[UNCHECKED_PROP];
      const fromLink = c.tagName === 'a' && LINK_PROP in c.properties;
      if (fromLink) delete c.properties[LINK_PROP];
      if (links && typeof href === 'string' && !href.startsWith('//') && !unchecked && (fromLink || !linksOnly)) {
        const raw = href.startsWith('#')
          ? pageUrl + href
          : href.startsWith(baseUrl)
            ? `/${href.slice(baseUrl.length)}`
            : undefined;
        if (raw) {
          const forms = href.startsWith('#') ? [href] : [raw, href, raw.replace(/\/(?=$|[?#])/, '')];
          // A React page writes its links as string literals; an MDX page as Markdown, unquoted.
          const at = forms.map((form) => locate(source, form, !linksOnly)).find((l) => l.line !== undefined);
          links.push({
            raw,
            kind: 'link',
            ...(at ? { position: { line: at.line!, column: at.column! } } : {}),
            ...(fromLink ? {} : { plainAnchor: true }),
          });
        }
      }
      visit(c);
    }
  };
  visit(root);
}

/**
 * The links to a place on the page itself (`pageUrl`, as the links record it) that its source writes
 * but its HTML does not hold (one inside a component of the file's that draws its children only once
 * opened) left out: Docusaurus checks the links a page renders, so it never sees them, nor the
 * headings beside them. A link is kept while any rendered link ends in its fragment.
 */
export function renderedSamePageLinks(root: HRoot, links: LinkRef[], pageUrl: string): LinkRef[] {
  const own = (l: LinkRef) => l.kind === 'link' && l.raw.startsWith(`${pageUrl}#`);
  if (!links.some(own)) return links;
  const fragments = new Set<string>();
  const visit = (node: HRoot | Element): void => {
    for (const c of node.children) {
      if (c.type !== 'element') continue;
      const href = c.properties.href;
      const hash = typeof href === 'string' ? href.indexOf('#') : -1;
      if (hash >= 0) fragments.add(safeDecode((href as string).slice(hash)));
      visit(c);
    }
  };
  visit(root);
  return links.filter((l) => !own(l) || fragments.has(safeDecode(l.raw.slice(pageUrl.length))));
}
