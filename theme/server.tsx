// The theme's server entry: what the generator loads (bundled by esbuild) to turn page data into HTML.
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageRenderData, SiteData } from './shared/types.ts';
import { Shell, HEAD_MARKER } from './layouts/Shell.tsx';
import { DocLayout, PageLayout, NotFoundLayout, SearchLayout } from './layouts/DocLayout.tsx';
import { BlogPostLayout, BlogListLayout, BlogIndexLayout, blogJsonLd } from './layouts/BlogLayout.tsx';
import { DocTagsLayout } from './layouts/DocTagsLayout.tsx';
import { ISLAND_NAME_RE, jsonForHtml, STORAGE_KEYS } from './shared/island.ts';
import { withPluginTags } from './shared/plugin-tags.ts';
import { earlyInputScript } from './shared/early-input.ts';
import { siteUrl } from './shared/url-path.ts';
import { NavbarLayout } from './shared/docusaurus-classes.ts';

export { createContentComponents } from './components/content/index.tsx';
export { createMdxComponents, renderMdx, MdxPropError, AT_PROP } from './components/content/mdx.tsx';

export const islandEntries: Record<string, string> = {
  ColorModeToggle: 'islands/ColorModeToggle.tsx',
  MobileMenu: 'islands/MobileMenu.tsx',
  Sidebar: 'islands/Sidebar.tsx',
  Tabs: 'islands/Tabs.tsx',
  CopyButton: 'islands/CopyButton.tsx',
  AnnouncementClose: 'islands/AnnouncementClose.tsx',
  SearchButton: 'islands/SearchButton.tsx',
  SearchPage: 'islands/SearchPage.tsx',
  // Bundled only for a site with `markdown.mermaid` on (generator/bundle/assets.ts).
  Mermaid: 'islands/Mermaid.tsx',
};
export const styleEntry = 'styles/site.css';
export const loaderEntry = 'islands/loader.tsx';

function body(data: PageRenderData) {
  switch (data.page.layout) {
    case 'doc':
    case 'doc-index':
      return <DocLayout data={data} />;
    case 'blog-post':
      return <BlogPostLayout data={data} />;
    case 'blog-list':
    case 'blog-tag':
    case 'blog-author':
      return <BlogListLayout data={data} />;
    case 'blog-tags':
    case 'blog-authors':
    case 'blog-archive':
      return <BlogIndexLayout data={data} />;
    case 'doc-tags':
    case 'doc-tag':
      return <DocTagsLayout data={data} />;
    case 'not-found':
      return <NotFoundLayout data={data} />;
    case 'search':
      return <SearchLayout data={data} />;
    default:
      return <PageLayout data={data} />;
  }
}

function breadcrumbJsonLd(data: PageRenderData): object[] {
  if (!data.breadcrumbs?.length) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: data.breadcrumbs.map((b, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: b.label,
        item: data.site.url + (b.href ?? data.page.url),
      })),
    },
  ];
}

export function renderPage(data: PageRenderData): string {
  // Two passes would be wasteful; instead the manifest is filled in after rendering, from the markers present.
  const placeholder = '"__ZS_ISLANDS__"';
  const html = renderToStaticMarkup(
    <Shell data={data} jsonLd={[...breadcrumbJsonLd(data), ...blogJsonLd(data)]} islandsJson={placeholder}>
      {body(data)}
    </Shell>,
  );
  const used: Record<string, string> = {};
  for (const m of html.matchAll(ISLAND_NAME_RE)) {
    const url = data.assets.islands[m[1]!];
    if (url) used[m[1]!] = url;
  }
  const head = data.page.reactPage?.headHtml;
  return (
    '<!DOCTYPE html>' +
    withPluginTags(
      (head ? html.replace(`<meta name="${HEAD_MARKER}"/>`, () => head) : html).replace(placeholder, jsonForHtml(used)),
      data.assets.htmlTags,
    )
  );
}

/**
 * Runs in <head> before paint: colour mode, announcement dismissal, base-URL check. It also keeps
 * that shared state live without any island: a change in another tab (storage event) and, while
 * the choice is "system", a change of the OS setting apply at once, hydrated or not. And it
 * catches a tap on an island's control that comes before the loader runs (shared/early-input.ts).
 */
export function inlineHeadScript(site: SiteData): string {
  const cfg = {
    d: site.colorMode.defaultMode,
    r: site.colorMode.respectPrefersColorScheme,
    // With the switch disabled the site's mode is fixed: no stored choice is read, as on Docusaurus.
    s: !!site.colorMode.disableSwitch,
    a: site.announcementBar?.id ?? null,
    b: site.baseUrl,
    tk: STORAGE_KEYS.theme,
    ak: STORAGE_KEYS.announcementId,
    dk: STORAGE_KEYS.announcementDismiss,
  };
  return `(function(c){var h=document.documentElement,q=matchMedia('(prefers-color-scheme: dark)');
function get(k){try{return localStorage.getItem(k)}catch(e){return null}}
function theme(){var s=c.s?null:get(c.tk);var choice=s==='light'||s==='dark'?s:(c.r?'system':c.d);
h.setAttribute('data-theme',choice==='system'?(q.matches?'dark':'light'):choice);h.setAttribute('data-theme-choice',choice)}
function bar(){if(get(c.dk)==='true')h.setAttribute('data-announcement-bar-initially-dismissed','true');else h.removeAttribute('data-announcement-bar-initially-dismissed')}
theme();
if(c.a){try{if(localStorage.getItem(c.ak)!==c.a){localStorage.setItem(c.ak,c.a);localStorage.removeItem(c.dk)}}catch(e){}bar()}
addEventListener('storage',function(e){if(e.key===c.tk||e.key===null)theme();if(c.a&&(e.key===c.dk||e.key===null))bar()});
q.addEventListener('change',function(){if(h.getAttribute('data-theme-choice')==='system')theme()});
if(location.protocol!=='file:'&&location.pathname.indexOf(c.b)!==0){document.addEventListener('DOMContentLoaded',function(){var el=document.getElementById('zs-base-url-banner');if(!el)return;
var p=location.pathname,i=p.lastIndexOf('/');var sug=p.slice(0,i+1)||'/';
el.hidden=false;el.setAttribute('role','alert');el.textContent='';var t=document.createElement('p');t.textContent='Your site did not load properly.';el.appendChild(t);
var u=document.createElement('p');u.textContent='The configured base address is '+c.b+', but this page is served from '+p+'. Try setting baseUrl to '+sug+'.';el.appendChild(u)})}
})(${jsonForHtml(cfg)});
${site.navbar.hideOnScroll ? HIDE_ON_SCROLL : ''}${earlyInputScript()}`;
}

/**
 * navbar.hideOnScroll, as Docusaurus's useHideableNavbar decides it, with no island: shown within its
 * own height of the top; hidden while the page scrolls down; shown again on scrolling up, unless near
 * the end. A link to a heading of the page (followed natively or by the navigation client, which
 * fires no hashchange) hides it, and the scroll to the heading, smooth or not, is not counted.
 */
const HIDE_ON_SCROLL = `(function(){var last=0,anchor=false,tm;
function settle(ms){clearTimeout(tm);tm=setTimeout(function(){anchor=false},ms)}
function nav(){return document.querySelector('nav.${NavbarLayout.navbarHideable}')}
function toAnchor(u){var n=nav(),id;if(!n||!u.hash||u.origin!==location.origin||u.pathname!==location.pathname)return;
try{id=decodeURIComponent(u.hash.slice(1))}catch(e){return}if(document.getElementById(id)){anchor=true;settle(1000);n.classList.add('${NavbarLayout.navbarHidden}')}}
addEventListener('scroll',function(){var n=nav(),t=scrollY;if(!n)return;var h=n.offsetHeight;
if(t<h)n.classList.remove('${NavbarLayout.navbarHidden}');else if(anchor)settle(150);
else if(last&&t>=last)n.classList.add('${NavbarLayout.navbarHidden}');
else if(t+innerHeight<document.documentElement.scrollHeight-h)n.classList.remove('${NavbarLayout.navbarHidden}');last=t},{passive:true});
addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[href]');if(a)toAnchor(new URL(a.href,location.href))},true);
addEventListener('hashchange',function(){toAnchor(location)})})();
`;

export function themeLinks(site: SiteData): { href: string; where: string }[] {
  // Each as the navbar and the footer write it (siteUrl: a `to` is from the site root).
  const out: { href: string; where: string }[] = [];
  const link = (item: { to?: string; href?: string }) => (item.to ? siteUrl(site.baseUrl, item.to) : (item.href ?? ''));
  for (const item of site.navbar.items) {
    if (item.type === 'html' || item.type === 'search' || 'props' in item) continue;
    if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') {
      const which = item.type === 'localeDropdown' ? 'locale' : 'version';
      for (const sub of [...item.dropdownItemsBefore, ...item.dropdownItemsAfter])
        out.push({ href: link(sub), where: `${which} dropdown item "${sub.label}"` });
      continue;
    }
    if ('to' in item && item.to) out.push({ href: link(item), where: `navbar item "${item.label}"` });
    if ('href' in item && item.href) out.push({ href: item.href, where: `navbar item "${item.label}"` });
    if (item.type === 'dropdown')
      for (const sub of item.items)
        if (sub.html === undefined) out.push({ href: link(sub), where: `navbar dropdown "${item.label}"` });
  }
  for (const group of site.footer.links)
    for (const item of group.items)
      if (item.html === undefined)
        out.push({ href: link(item), where: `footer group "${group.title}" ("${item.label}")` });
  for (const item of site.footer.simpleLinks)
    if (item.html === undefined) out.push({ href: link(item), where: `footer link "${item.label}"` });
  // `#` and `#part`: the page the item is on, any page (a dropdown's section label); Docusaurus checks none of them.
  return out.filter((l) => !l.href.startsWith('#'));
}
