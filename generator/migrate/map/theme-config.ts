// The rest of themeConfig: navbar, footer, colour mode, announcement bar, Algolia search, Prism, Mermaid.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { swizzledSearchBar } from '../../config/search-box.ts';
import { stubName } from '../read-docusaurus.ts';
import { bool, isObj, linkItem, pick, staticUrl, str, type MapState, type Obj } from './common.ts';
import { isPlainData } from './site-code.ts';
import { attributesOf, mapNavbar } from './navbar.ts';

/**
 * A footer item as zapsite takes it: a link, with the fields Docusaurus hands on to its element
 * (`data-…`, `title`) as its attributes, or Docusaurus's `{ html }` item with its className.
 */
function footerItem(item: Obj, where: string[], skip: MapState['skip']): Obj | undefined {
  if (str(item.html)) return str(item.className) ? { html: item.html, className: item.className } : { html: item.html };
  const link = linkItem(item);
  return link && { ...link, ...attributesOf(item, where, ['label', 'to', 'href'], skip) };
}

export function mapLayout(m: MapState): void {
  const { themeConfig, out, mapped, skip, rest } = m;
  if (isObj(themeConfig.navbar)) {
    const { navbar, count } = mapNavbar(themeConfig.navbar, skip);
    if (typeof themeConfig.navbar.hideOnScroll === 'boolean') navbar.hideOnScroll = themeConfig.navbar.hideOnScroll;
    out.navbar = navbar;
    mapped.push(`navbar <- themeConfig.navbar (${count})`);
    rest(
      themeConfig.navbar,
      ['themeConfig', 'navbar'],
      ['title', 'logo', 'items', 'style', 'hideOnScroll'],
      (k) => `zapsite's navbar does not read "${k}".`,
    );
  }
  if (isObj(themeConfig.footer)) {
    const f = themeConfig.footer;
    const footer: Obj = {};
    const columns = Array.isArray(f.links) ? f.links : [];
    if (columns.length && columns.every(isObj) && columns.every((c) => Array.isArray((c as Obj).items))) {
      footer.links = columns.map((c) => {
        const col = c as Obj;
        const items = (col.items as unknown[]).filter(isObj).flatMap((item) => {
          const where = ['themeConfig', 'footer', 'links', str(item.label) ?? 'item'];
          const link = footerItem(item, where, skip);
          if (!link)
            skip(
              ['themeConfig', 'footer', 'links', str(item.label) ?? 'item'],
              `a footer item without a label and a link, or html, is not carried over.`,
            );
          return link ? [link] : [];
        });
        return { title: str(col.title) ?? '', ...(str(col.className) ? { className: col.className } : {}), items };
      });
    } else if (columns.length) {
      // A simple footer: one row of plain links.
      footer.links = columns.filter(isObj).flatMap((item) => {
        const link = footerItem(item, ['themeConfig', 'footer', 'links', str(item.label) ?? 'item'], skip);
        return link ? [link] : [];
      });
    }
    if (str(f.copyright)) footer.copyright = f.copyright;
    if (f.style === 'dark' || f.style === 'light') footer.style = f.style;
    if (isObj(f.logo) && str(f.logo.src)) {
      footer.logo = { alt: str(f.logo.alt) ?? '', src: staticUrl(f.logo.src as string) };
      for (const key of ['srcDark', 'href', 'width', 'height'])
        if (f.logo[key] !== undefined)
          (footer.logo as Obj)[key] = key === 'srcDark' ? staticUrl(String(f.logo[key])) : f.logo[key];
    }
    rest(
      f,
      ['themeConfig', 'footer'],
      ['links', 'copyright', 'style', 'logo'],
      (k) => `zapsite's footer does not read "${k}".`,
    );
    out.footer = footer;
    mapped.push(
      `footer <- themeConfig.footer (${Array.isArray(footer.links) ? footer.links.length : 0} columns${footer.copyright ? ', copyright' : ''})`,
    );
  }
  if (isObj(themeConfig.colorMode)) {
    const keys = ['defaultMode', 'respectPrefersColorScheme', 'disableSwitch'];
    out.colorMode = pick(themeConfig.colorMode, keys);
    rest(
      themeConfig.colorMode,
      ['themeConfig', 'colorMode'],
      keys,
      (k) => `zapsite's colour mode does not read "${k}".`,
    );
    mapped.push('colorMode <- themeConfig.colorMode');
  }
  if (isObj(themeConfig.docs)) {
    const sidebar = isObj(themeConfig.docs.sidebar) ? themeConfig.docs.sidebar : {};
    if (typeof sidebar.autoCollapseCategories === 'boolean' && isObj(out.theme)) {
      (out.theme as Obj).autoCollapseCategories = sidebar.autoCollapseCategories;
      mapped.push('theme.autoCollapseCategories <- themeConfig.docs.sidebar.autoCollapseCategories');
    }
    if (typeof sidebar.hideable === 'boolean' && isObj(out.theme)) {
      (out.theme as Obj).hideableSidebar = sidebar.hideable;
      mapped.push('theme.hideableSidebar <- themeConfig.docs.sidebar.hideable');
    }
    rest(
      sidebar,
      ['themeConfig', 'docs', 'sidebar'],
      ['autoCollapseCategories', 'hideable'],
      (k) => `zapsite's docs sidebar does not read "${k}".`,
    );
    rest(
      themeConfig.docs,
      ['themeConfig', 'docs'],
      ['sidebar'],
      (k) => `zapsite's theme does not read themeConfig.docs.${k}.`,
    );
  }
  if (Array.isArray(themeConfig.metadata)) {
    // Meta tags whose attributes are all text; any other is reported.
    const tags = themeConfig.metadata.filter(
      (t): t is Obj => isObj(t) && Object.values(t).every((v) => typeof v === 'string'),
    );
    if (tags.length) {
      out.metadata = tags;
      mapped.push(`metadata <- themeConfig.metadata (${tags.length} tags)`);
    }
    if (tags.length < themeConfig.metadata.length)
      skip(['themeConfig', 'metadata'], 'a meta tag with an attribute that is not text is not carried over.');
  }
  if (isObj(themeConfig.announcementBar) && str(themeConfig.announcementBar.content)) {
    const a = themeConfig.announcementBar;
    const keys = ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'];
    // Docusaurus's bar is white with black text unless the config says otherwise.
    out.announcementBar = { id: 'announcement-bar', backgroundColor: '#fff', textColor: '#000', ...pick(a, keys) };
    rest(a, ['themeConfig', 'announcementBar'], keys, (k) => `zapsite's announcement bar does not read "${k}".`);
    mapped.push('announcementBar <- themeConfig.announcementBar');
  }
}

/** `localSearch`: the local search plugin the site used, whose bar zapsite's own search replaces. */
export function mapSearch(m: MapState, localSearch?: string): void {
  const { themeConfig, out, mapped, skip, rest } = m;
  // Docusaurus's classic theme without a search plugin has no search box and writes no search page
  // (unless the site puts one in: a `search` navbar item, `<SearchBar />` in its pages or code).
  if (!localSearch && !isObj(themeConfig.algolia) && !drawsOwnSearchBox(m)) {
    out.search = { searchPagePath: false };
    mapped.push(
      'search.searchPagePath <- false (no search plugin: no search page and no local index, as Docusaurus writes neither)',
    );
  }
  if (localSearch && !isObj(themeConfig.algolia)) {
    out.search = { searchBar: true };
    mapped.push(`search.searchBar <- ${localSearch} (zapsite's own local search, at the navbar's end)`);
  }
  if (isObj(themeConfig.algolia)) {
    const a = themeConfig.algolia;
    const search: Obj = pick(a, ['appId', 'apiKey', 'indexName']);
    if (bool(a.insights) !== undefined) search.insights = a.insights;
    if (
      isObj(a.replaceSearchResultPathname) &&
      str(a.replaceSearchResultPathname.from) &&
      str(a.replaceSearchResultPathname.to)
    ) {
      search.replaceSearchResultPathname = pick(a.replaceSearchResultPathname, ['from', 'to']);
    }
    if (str(a.searchPagePath)) search.searchPagePath = a.searchPagePath;
    else if (a.searchPagePath === false)
      skip(
        ['themeConfig', 'algolia', 'searchPagePath'],
        'zapsite always has a search page; searchPagePath: false is not supported.',
      );
    const reasons: Obj = {
      contextualSearch:
        'zapsite always filters hosted search by the page\'s docs version, every other docs instance\'s last version and "default", as contextual search does; there is no switch.',
      searchParameters: 'zapsite sends its own search parameters to Algolia.',
      externalUrlRegex: 'zapsite opens every result in the same tab.',
      askAi: 'Algolia Ask AI settings are not carried over; set search.askAi to show the button.',
    };
    rest(
      a,
      ['themeConfig', 'algolia'],
      ['appId', 'apiKey', 'indexName', 'insights', 'replaceSearchResultPathname', 'searchPagePath'],
      (k) => str(reasons[k]) ?? `zapsite's search does not read "${k}".`,
    );
    out.search = search;
    mapped.push('search <- themeConfig.algolia (hosted DocSearch, local index as fallback)');
  }
}

/**
 * Whether the site draws zapsite's search box of its own accord: a `search` navbar item, a SearchBar
 * it wraps or renders; never where its swizzled SearchBar is a box of its own (config/search-box.ts).
 */
function drawsOwnSearchBox(m: MapState): boolean {
  const swizzled = swizzledSearchBar(m.root);
  if (swizzled) return swizzled === 'wraps';
  const items =
    isObj(m.themeConfig.navbar) && Array.isArray(m.themeConfig.navbar.items) ? m.themeConfig.navbar.items : [];
  if (items.some((i) => isObj(i) && i.type === 'search')) return true;
  return [...(m.siteTexts ?? new Map<string, string>())].some(([, text]) => /['"]@theme\/SearchBar['"]/.test(text));
}

/** A prism-react-renderer theme: `plain` and a list of `styles` with their `types`. */
function isPrismTheme(v: unknown): v is Obj {
  return (
    isObj(v) &&
    isObj(v.plain) &&
    Array.isArray(v.styles) &&
    v.styles.every((s) => isObj(s) && Array.isArray(s.types) && isObj(s.style))
  );
}

export function mapPrism(m: MapState): void {
  const { themeConfig, out, mapped, rest } = m;
  // Docusaurus colours code with prism-react-renderer's palenight when the site names no theme
  // (theme-classic's defaultPrismTheme), in both colour modes.
  if (!isObj(themeConfig.prism) || themeConfig.prism.theme === undefined) {
    const palenight = defaultPrismTheme(m.root);
    if (palenight) {
      out.prism = { ...(out.prism as Obj | undefined), theme: palenight };
      mapped.push("prism.theme <- Docusaurus's default, prism-react-renderer's palenight (the site names none)");
    }
  }
  if (isObj(themeConfig.prism)) {
    const pr = themeConfig.prism;
    const prism: Obj = {};
    if (Array.isArray(pr.magicComments)) {
      prism.magicComments = pr.magicComments.filter(isObj).map((m) => pick(m, ['className', 'line', 'block']));
      mapped.push('prism.magicComments');
    }
    // Read by the site's own src/theme/prism-include-languages (content/site-prism.ts).
    const langs = pr.additionalLanguages;
    const carryLangs = Array.isArray(langs) && langs.every((l) => typeof l === 'string' && /^[\w-]+$/.test(l));
    if (carryLangs) {
      prism.additionalLanguages = langs;
      mapped.push('prism.additionalLanguages');
    }
    // The themes are plain data once the config ran (prism-react-renderer's objects): carried as
    // they are, each style's colours and all; a stand-in for a package the site lacks is not.
    const carried = ['theme', 'darkTheme'].filter((k) => isPrismTheme(pr[k]));
    for (const k of carried) {
      prism[k] = pr[k];
      mapped.push(`prism.${k}`);
    }
    if (Object.keys(prism).length) out.prism = { ...(out.prism as Obj | undefined), ...prism };
    const reasons: Obj = {
      theme: 'zapsite colours code with its own light theme.',
      darkTheme: 'zapsite colours code with its own dark theme.',
    };
    rest(
      pr,
      ['themeConfig', 'prism'],
      ['magicComments', ...carried, ...(carryLangs ? ['additionalLanguages'] : [])],
      (k) => {
        const from = stubName(pr[k]);
        return `${str(reasons[k]) ?? `zapsite does not read prism.${k}.`}${from ? ` (value from ${from})` : ''}`;
      },
    );
  }
}

/**
 * @docusaurus/theme-mermaid's `themeConfig.mermaid`: the diagram theme for each colour mode and the
 * options given to `mermaid.initialize`, which zapsite's `mermaid` takes as they are.
 */
export function mapMermaid(m: MapState): void {
  const { themeConfig, out, mapped, skip } = m;
  const given = themeConfig.mermaid;
  if (!isObj(given)) return;
  const mermaid: Obj = {};
  const theme = isObj(given.theme) ? given.theme : {};
  const named = Object.fromEntries(
    ['light', 'dark'].filter((k) => typeof theme[k] === 'string' && theme[k]).map((k) => [k, theme[k]]),
  );
  if (Object.keys(named).length) mermaid.theme = named;
  if (isObj(given.options) && isPlainData(given.options)) mermaid.options = given.options;
  else if (given.options !== undefined)
    skip(
      ['themeConfig', 'mermaid', 'options'],
      'only plain data is carried over (no functions); give the rest in zapsite.config.ts mermaid.options.',
    );
  if (!Object.keys(mermaid).length) return;
  out.mermaid = mermaid;
  mapped.push(`mermaid <- themeConfig.mermaid (${Object.keys(mermaid).join(', ')})`);
}

/** prism-react-renderer's palenight, from the site's own copy (theme-classic depends on it); undefined without one. */
function defaultPrismTheme(root: string): Obj | undefined {
  try {
    const { themes } = createRequire(join(root, 'package.json'))('prism-react-renderer') as { themes?: Obj };
    const palenight = themes?.palenight;
    return isPrismTheme(palenight) ? JSON.parse(JSON.stringify(palenight)) : undefined;
  } catch {
    return undefined;
  }
}
