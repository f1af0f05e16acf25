// Swapping one server-rendered page for another in place: the region between the header and
// the footer, the page's head tags, the body class and the island manifest. The header (navbar
// islands) and, between docs pages, the sidebar stay as they are, so their state survives.
import { MANIFEST_ID, ISLAND_ATTR, HYDRATED_ATTR, islandPropsScript, readIslandProps } from '../../shared/island.ts';
import { isPageHeadTag, mergeManifest } from '../../shared/navigation/head.ts';

export interface Frame {
  header: Element;
  footer: Element;
}

export function frameOf(doc: Document): Frame | null {
  const header = doc.body?.querySelector(':scope > header.site-header');
  const footer = doc.body?.querySelector(':scope > footer.footer');
  if (!header || !footer || !(header.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING)) return null;
  return { header, footer };
}

/** Pages from another build (a deploy happened) need their own scripts and styles: load them whole. */
export function sameBuild(a: Document, b: Document): boolean {
  const assets = (d: Document) =>
    [...d.querySelectorAll('script[type="module"][src], link[rel="stylesheet"]')]
      .map((el) => el.getAttribute('src') ?? el.getAttribute('href'))
      .join(' ');
  return assets(a) === assets(b);
}

function between({ header, footer }: Frame): ChildNode[] {
  const nodes: ChildNode[] = [];
  for (let n = header.nextSibling; n && n !== footer; n = n.nextSibling) nodes.push(n);
  return nodes;
}

const docsLayout = (nodes: ChildNode[]) =>
  nodes.find(
    (n): n is HTMLElement =>
      n instanceof Element && n.matches('div.doc-layout') && Boolean(n.querySelector(':scope > aside.sidebar')),
  ) as Element | undefined;

/**
 * A sidebar worth keeping has live state. One whose island never woke is only the server's HTML
 * for the old page (its props name that page); the new page's own sidebar replaces it.
 */
function keptDocsLayout(nodes: ChildNode[]): Element | undefined {
  const layout = docsLayout(nodes);
  const island = layout?.querySelector(`:scope > aside.sidebar [${ISLAND_ATTR}]`);
  return island && island.getAttribute(HYDRATED_ATTR) !== 'true' ? undefined : layout;
}

/**
 * Whether two docs layouts show the same sidebar: each sidebar of a sidebars file has its own
 * content-hashed data file, so the island props' dataUrl names it. Another sidebar is swapped in.
 */
function sameSidebar(a: Element, b: Element): boolean {
  const url = (layout: Element) => {
    const island = layout.querySelector(`:scope > aside.sidebar [${ISLAND_ATTR}]`);
    try {
      return island ? (readIslandProps(island) as { dataUrl?: string }).dataUrl : undefined;
    } catch {
      return undefined;
    }
  };
  return url(a) === url(b);
}

function headFacts(el: Element) {
  return {
    tag: el.tagName,
    name: el.getAttribute('name'),
    property: el.getAttribute('property'),
    rel: el.getAttribute('rel'),
    type: el.getAttribute('type'),
  };
}

function swapHead(next: Document): void {
  const old = [...document.head.children].filter((el) => isPageHeadTag(headFacts(el)));
  const fresh = [...next.head.children]
    .filter((el) => isPageHeadTag(headFacts(el)))
    .map((el) => document.importNode(el, true));
  const at = old[0] ?? null;
  for (const el of fresh) document.head.insertBefore(el, at);
  for (const el of old) el.remove();
  document.title = next.title;
}

function readManifest(doc: Document): Record<string, string> {
  try {
    return JSON.parse(doc.getElementById(MANIFEST_ID)?.textContent || '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function mergeIslands(next: Document): void {
  const el = document.getElementById(MANIFEST_ID);
  if (el) el.textContent = JSON.stringify(mergeManifest(readManifest(document), readManifest(next)));
}

function copyAttr(to: Element, from: Element, name: string): void {
  const value = from.getAttribute(name);
  if (value === null) to.removeAttribute(name);
  else to.setAttribute(name, value);
}

/**
 * The navbar stays, but its static links' active state belongs to the new page, and so do the
 * version dropdown's targets (the same doc in each version) and its toggle's label.
 */
function syncHeader(here: Element, there: Element): void {
  const plain = (h: Element, sel: string) => [...h.querySelectorAll(sel)].filter((a) => !a.closest(`[${ISLAND_ATTR}]`));
  const mine = plain(here, 'a');
  const theirs = plain(there, 'a');
  if (mine.length !== theirs.length) return;
  mine.forEach((a, i) => {
    const their = theirs[i]!;
    copyAttr(a, their, 'class');
    copyAttr(a, their, 'aria-current');
    copyAttr(a, their, 'href');
    // A docsVersion item's label is the page's version; links holding icons keep theirs.
    if (!a.children.length && !their.children.length && a.textContent !== their.textContent)
      a.textContent = their.textContent;
  });
  // The mobile menu reads its items when it opens: give it the new page's (version targets).
  const menu = here.querySelector('[data-island="MobileMenu"]');
  const theirMenu = there.querySelector('[data-island="MobileMenu"]');
  const script = menu && islandPropsScript(menu);
  const theirScript = theirMenu && islandPropsScript(theirMenu);
  if (script && theirScript) script.textContent = theirScript.textContent;
  const toggles = plain(here, '.dropdown__toggle');
  const theirToggles = plain(there, '.dropdown__toggle');
  if (toggles.length !== theirToggles.length) return;
  toggles.forEach((b, i) => {
    copyAttr(b, theirToggles[i]!, 'class');
    if (b.textContent !== theirToggles[i]!.textContent) b.textContent = theirToggles[i]!.textContent;
  });
}

/**
 * Mark the sidebar link for the new page: a fallback for a sidebar island that does not yet
 * follow zs:navigate, and the only marking a sidebar that has not hydrated will get.
 */
export function markSidebarLink(aside: Element, url: URL, key: (pathname: string) => string): void {
  const target = key(url.pathname);
  for (const a of aside.querySelectorAll<HTMLAnchorElement>('a.menu__link')) {
    const link = new URL(a.href, url);
    const on = link.origin === url.origin && key(link.pathname) === target;
    a.classList.toggle('menu__link--active', on);
    if (on) a.setAttribute('aria-current', 'page');
    else if (a.getAttribute('aria-current') === 'page') a.removeAttribute('aria-current');
  }
}

export interface Swapped {
  /** New elements to hydrate islands in. */
  roots: Element[];
  /** The sidebar kept from the previous docs page, if any. */
  keptSidebar: Element | null;
}

export function swapPage(next: Document, here: Frame, there: Frame): Swapped {
  swapHead(next);
  document.body.className = next.body.className;
  // A docs version's class name sits on <html> (as in Docusaurus).
  copyAttr(document.documentElement, next.documentElement, 'class');
  syncHeader(here.header, there.header);
  mergeIslands(next);

  const oldNodes = between(here);
  const newNodes = between(there);
  const keep = keptDocsLayout(oldNodes);
  const candidate = keep && docsLayout(newNodes);
  const incoming = candidate && sameSidebar(keep, candidate) ? candidate : undefined;
  const roots: Element[] = [];
  const add = (node: Node, before: Node | null, parent: Node) => {
    const adopted = document.adoptNode(node);
    parent.insertBefore(adopted, before);
    if (adopted instanceof Element) roots.push(adopted);
  };

  if (!keep || !incoming) {
    for (const n of newNodes) add(n, here.footer, document.body);
    for (const n of oldNodes) n.remove();
    return { roots, keptSidebar: null };
  }

  // Docs to docs: the layout element and its sidebar stay in the document (never detached, so
  // the sidebar keeps its scroll position and React state); everything around them is replaced.
  const aside = keep.querySelector(':scope > aside.sidebar')!;
  const newAside = incoming.querySelector(':scope > aside.sidebar')!;
  for (const n of oldNodes) if (n !== keep) n.remove();
  const at = newNodes.indexOf(incoming);
  for (const n of newNodes.slice(0, at)) add(n, keep, document.body);
  for (const n of newNodes.slice(at + 1)) add(n, here.footer, document.body);
  for (const attr of [...keep.attributes]) if (!incoming.hasAttribute(attr.name)) keep.removeAttribute(attr.name);
  for (const attr of [...incoming.attributes]) keep.setAttribute(attr.name, attr.value);
  for (const child of [...keep.childNodes]) if (child !== aside) child.remove();
  let beforeAside = true;
  for (const child of [...incoming.childNodes]) {
    if (child === newAside) {
      beforeAside = false;
      continue;
    }
    add(child, beforeAside ? aside : null, keep);
  }
  return { roots, keptSidebar: aside };
}
