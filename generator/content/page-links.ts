// The links a rendered MDX or React page holds, recorded for the validate stage as a Markdown page's
// are: a React page's own, and those a site's own MDX `a` renders through Link (Docusaurus checks
// what its Link collects). The rendered HTML has no source positions, so each is placed where the
// page's source writes it as a string literal; a link the page computes is reported by file alone.
import type { Element, Root as HRoot } from 'hast';
import { LINK_ATTR, UNCHECKED_LINK_ATTR } from '../../theme/shared/docusaurus.ts';
import { locate } from '../routes/sidebars-file.ts';
import type { LinkRef } from '../types.ts';
import { safeDecode } from './links.ts';
import { withBase } from '../routes/urls.ts';

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
 * The links a page's source writes that its HTML does not hold left out: Docusaurus checks the links
 * a page renders, so it never sees one inside a component that draws its children only once opened,
 * or only for another choice (supertokens' `<UIType.CustomUIContent>`), nor the headings beside them.
 * A link to a place on the page itself is kept while any rendered link ends in its fragment. Any
 * other is left out only when it sits inside a component element that has children (`ranges`, from
 * the compile) or comes from a partial, and no attribute of the HTML holds it (an href, or a prop
 * of a theme component drawn later); images stay, as Docusaurus requires every image it compiles.
 */
export function renderedLinks(
  root: HRoot,
  links: LinkRef[],
  page: { url: string; baseUrl: string; ranges?: [number, number, number, number][] },
): LinkRef[] {
  const own = (l: LinkRef) => l.kind === 'link' && l.raw.startsWith(`${page.url}#`);
  const maybeHidden = (l: LinkRef) =>
    l.kind === 'link' && !own(l) && (l.file !== undefined || inside(l.position, page.ranges));
  const owns = links.some(own);
  const hidden = links.filter(maybeHidden);
  if (!owns && !hidden.length) return links;
  // The spellings of the hidden links; an attribute is compared only when it may be one of them
  // (a page of thousands of elements has tens of thousands of class names and ids).
  const spellings = (l: LinkRef) => [comparable(l.raw), comparable(withBase(page.baseUrl, l.raw))];
  const wanted = new Set(hidden.flatMap(spellings));
  const slashed = [...wanted].every((w) => w.includes('/'));
  const fragments = new Set<string>();
  const found = new Set<string>();
  const check = (value: string): void => {
    if (slashed && !value.includes('/') && !value.includes('%')) return;
    const c = comparable(value);
    if (wanted.has(c)) found.add(c);
  };
  const add = (value: unknown): void => {
    if (typeof value === 'string') check(value);
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  const visit = (node: HRoot | Element): void => {
    for (const c of node.children) {
      if (c.type !== 'element') continue;
      const href = c.properties.href;
      const hash = owns && typeof href === 'string' ? href.indexOf('#') : -1;
      if (hash >= 0) fragments.add(safeDecode((href as string).slice(hash)));
      if (wanted.size)
        for (const [name, value] of Object.entries(c.properties)) {
          if (typeof value !== 'string') continue;
          check(value);
          if (name === 'dataProps') add(parsed(value));
        }
      visit(c);
    }
  };
  visit(root);
  return links.filter((l) => {
    if (own(l)) return fragments.has(safeDecode(l.raw.slice(page.url.length)));
    if (!maybeHidden(l)) return true;
    return spellings(l).some((c) => found.has(c));
  });
}

function inside(at: { line: number; column: number } | undefined, ranges: [number, number, number, number][] = []) {
  if (!at) return false;
  const before = (l1: number, c1: number, l2: number, c2: number) => l1 < l2 || (l1 === l2 && c1 <= c2);
  return ranges.some(([sl, sc, el, ec]) => before(sl, sc, at.line, at.column) && before(at.line, at.column, el, ec));
}

/** A URL as two spellings of it compare: decoded, without a slash before its query or fragment. */
function comparable(url: string): string {
  return safeDecode(url).replace(/(.)\/(?=[?#]|$)/, '$1');
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
