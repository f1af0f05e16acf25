// themeConfig.navbar: its title, logo and items, each item where the config puts it (a profile
// link stays a link with its label or its className, as the classic theme renders it).
import { bool, isObj, linkItem, num, pick, staticUrl, str, type Obj } from './common.ts';
import { isPlainData } from './site-code.ts';

export function mapNavbar(n: Obj, skip: (path: string[], reason: string) => void): { navbar: Obj; count: string } {
  const navbar: Obj = {};
  if (str(n.title)) navbar.title = n.title;
  if (isObj(n.logo) && str(n.logo.src)) navbar.logo = mapLogo(n.logo, str(n.title), skip);
  if (n.style === 'dark' || n.style === 'primary') navbar.style = n.style;
  // Docusaurus's theme config accepts these two alone (its validation rejects any other).
  else if (n.style !== undefined)
    skip(
      ['themeConfig', 'navbar', 'style'],
      `navbar style ${JSON.stringify(n.style)} is neither "dark" nor "primary".`,
    );
  const items: Obj[] = [];
  for (const item of Array.isArray(n.items) ? n.items.filter(isObj) : []) {
    // Docusaurus reads an item with no type (or "default") that has `items` as a dropdown.
    const given = str(item.type) ?? 'default';
    const type = given === 'default' && 'items' in item ? 'dropdown' : given;
    const position = item.position === 'right' ? 'right' : 'left';
    const label = str(item.label);
    const where = ['themeConfig', 'navbar', 'items', label ?? str(item.docId) ?? str(item.sidebarId) ?? type];
    if (type === 'default' || type === 'link') {
      // An icon link (no label, a className the site's CSS draws) is kept with an empty label.
      const link = linkItem(str(item.className) && !label ? { ...item, label: ' ' } : item);
      if (!link) {
        skip(where, 'a navbar link without a label and a to or href is not carried over.');
        continue;
      }
      if (link.label === ' ') link.label = '';
      const more = pick(item, ['activeBasePath', 'activeBaseRegex', 'target', 'rel']);
      const known = [
        'type',
        'label',
        'to',
        'href',
        'position',
        'className',
        'aria-label',
        'activeBasePath',
        'activeBaseRegex',
        'target',
        'rel',
      ];
      const attributes = attributesOf(item, where, known, skip);
      items.push({ ...link, position, ...classNameOf(item), ...ariaLabelOf(item), ...more, ...attributes });
    } else if (type === 'doc') {
      items.push({
        type: 'doc',
        docId: item.docId,
        ...(label ? { label } : {}),
        position,
        ...classNameOf(item),
        ...pluginIdOf(item),
      });
      reportExtraKeys(item, where, ['type', 'docId', 'label', 'position', 'className', 'docsPluginId'], skip);
    } else if (type === 'docSidebar') {
      items.push({
        type: 'docSidebar',
        sidebarId: item.sidebarId,
        label: label ?? String(item.sidebarId),
        position,
        ...classNameOf(item),
        ...pluginIdOf(item),
      });
      reportExtraKeys(item, where, ['type', 'sidebarId', 'label', 'position', 'className', 'docsPluginId'], skip);
    } else if (type === 'docsVersionDropdown') {
      items.push(versionDropdown(item, where, skip));
    } else if (type === 'docsVersion') {
      items.push({
        type,
        position,
        ...(label ? { label } : {}),
        ...(str(item.to) ? { to: item.to } : {}),
        ...pluginIdOf(item),
      });
      reportExtraKeys(item, where, ['type', 'label', 'to', 'position', 'docsPluginId'], skip);
    } else if (type === 'dropdown') {
      const sub = dropdownItems(item, where, skip);
      items.push({
        type: 'dropdown',
        label: label ?? '',
        position,
        items: sub,
        ...classNameOf(item),
        ...ariaLabelOf(item),
        ...attributesOf(item, where, ['type', 'label', 'position', 'items', 'className', 'aria-label'], skip),
      });
    } else if (type === 'html' && str(item.value)) {
      items.push({ type: 'html', value: item.value, position, ...classNameOf(item) });
      reportExtraKeys(item, where, ['type', 'value', 'position', 'className'], skip);
    } else if (type === 'localeDropdown') {
      if ('queryString' in item)
        skip([...where, 'queryString'], `zapsite's language menu does not read "queryString".`);
      items.push({
        type: 'localeDropdown',
        position,
        ...(str(item.label) ? { label: item.label } : {}),
        ...beforeAndAfter(item, where, skip),
        ...classNameOf(item),
        // Its other fields go on its toggle, as Docusaurus's DropdownNavbarItem hands them on.
        ...attributesOf(
          item,
          where,
          ['type', 'position', 'label', 'dropdownItemsBefore', 'dropdownItemsAfter', 'className', 'queryString'],
          skip,
        ),
      });
    } else if (type === 'search') {
      items.push({ type: 'search', position, ...classNameOf(item) });
      reportExtraKeys(item, where, ['type', 'position', 'className'], skip);
    } else if (type.startsWith('custom-')) {
      // Drawn by the site's swizzled NavbarItem/ComponentTypes: its fields are that component's props.
      if (isPlainData(item)) items.push({ ...item, position });
      else skip(where, `a custom navbar item's fields must be plain data (no functions) to be carried over.`);
    } else {
      skip(where, `navbar items of type "${type}" are not supported.`);
    }
  }
  navbar.items = items;
  const dropdowns = items.filter((i) => i.type === 'dropdown').length;
  const parts = [`${items.length} items`];
  if (dropdowns) parts.push(`${dropdowns} dropdown${dropdowns > 1 ? 's' : ''}`);
  if (navbar.logo) parts.push('logo');
  return { navbar, count: parts.join(', ') };
}

/** A docsVersionDropdown item, with the plain links it holds before and after the versions. */
/** A dropdown's items: links, doc items and HTML (a heading, a divider); any other is reported. */
function dropdownItems(item: Obj, where: string[], skip: (path: string[], reason: string) => void): Obj[] {
  const sub: Obj[] = [];
  for (const child of Array.isArray(item.items) ? item.items.filter(isObj) : []) {
    const childWhere = [...where, 'items', str(child.label) ?? str(child.docId) ?? str(child.type) ?? 'items'];
    if (child.type === 'doc' && str(child.docId)) {
      sub.push({
        type: 'doc',
        docId: child.docId,
        ...(str(child.label) ? { label: child.label } : {}),
        // Docusaurus's DocNavbarItem hands `html` to its link, which draws it in place of the label.
        ...(str(child.html) ? { labelHtml: child.html } : {}),
        ...pluginIdOf(child),
      });
      reportExtraKeys(child, childWhere, ['type', 'docId', 'label', 'html', 'docsPluginId'], skip);
      continue;
    }
    if (child.type === 'html' && str(child.value)) {
      sub.push({ type: 'html', value: child.value, ...classNameOf(child) });
      reportExtraKeys(child, childWhere, ['type', 'value', 'className'], skip);
      continue;
    }
    const plain = child.type === undefined || child.type === 'default';
    // A link whose content is HTML (Docusaurus's NavbarNavLink draws `html` in place of the label).
    if (plain && str(child.html) && (str(child.to) || str(child.href))) {
      const target = str(child.to) ? { to: child.to } : { href: child.href };
      sub.push({
        label: '',
        labelHtml: child.html,
        ...target,
        ...attributesOf(child, childWhere, ['type', 'html', 'to', 'href'], skip),
      });
      continue;
    }
    const link = plain ? linkItem(child) : undefined;
    if (link) {
      // Docusaurus hands the rest to the link (a `data-` attribute a swizzled NavbarItem reads, a title).
      sub.push({ ...link, ...attributesOf(child, childWhere, ['type', 'label', 'to', 'href'], skip) });
    } else
      skip(
        childWhere,
        `a dropdown item of type "${String(child.type ?? 'link')}" is not supported, or lacks its label; zapsite's dropdowns hold links, docs and HTML.`,
      );
  }
  return sub;
}

function versionDropdown(item: Obj, where: string[], skip: (path: string[], reason: string) => void): Obj {
  const position = item.position === 'right' ? 'right' : 'left';
  const dropdown: Obj = {
    type: 'docsVersionDropdown',
    position,
    ...pluginIdOf(item),
    ...beforeAndAfter(item, where, skip),
    ...classNameOf(item),
  };
  if (bool(item.dropdownActiveClassDisabled) !== undefined)
    dropdown.dropdownActiveClassDisabled = item.dropdownActiveClassDisabled;
  // Its other fields go on its toggle, as Docusaurus's DropdownNavbarItem hands them on.
  // Docusaurus's own fields, not the link's: `label` and `to` it replaces with the version's.
  const own = ['versions', 'label', 'to', 'href'];
  for (const key of own) if (key in item) skip([...where, key], `zapsite's version dropdown does not read "${key}".`);
  const known = ['type', 'position', 'dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled'];
  return { ...dropdown, ...attributesOf(item, where, [...known, ...own, 'docsPluginId', 'className'], skip) };
}

/** The plain links a version or locale dropdown lists before and after its own entries. */
function beforeAndAfter(item: Obj, where: string[], skip: (path: string[], reason: string) => void): Obj {
  const out: Obj = {};
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const) {
    const links = (Array.isArray(item[key]) ? item[key].filter(isObj) : []).map((child) => ({
      child,
      link: child.type === undefined || child.type === 'default' ? linkItem(child) : undefined,
    }));
    for (const { child, link } of links)
      if (!link)
        skip(
          [...where, key, str(child.label) ?? str(child.type) ?? 'item'],
          `only plain links (label with to or href) are carried over into ${key}.`,
        );
      else reportExtraKeys(child, [...where, key, link.label as string], ['type', 'label', 'to', 'href'], skip);
    const kept = links.flatMap(({ link }) => (link ? [link] : []));
    if (kept.length) out[key] = kept;
  }
  return out;
}

function classNameOf(item: Obj): Obj {
  return str(item.className) ? { className: item.className } : {};
}

function ariaLabelOf(item: Obj): Obj {
  return str(item['aria-label']) ? { 'aria-label': item['aria-label'] } : {};
}

/**
 * The fields of a link or dropdown item other than `known`, which Docusaurus hands on to its link
 * element (`data-…`, `title`, anything else): carried as `attributes`, which zapsite writes on the
 * link and gives to a swizzled NavbarItem. Docusaurus's own fields zapsite does not read, and values
 * that are not plain data, are reported.
 */
export function attributesOf(
  item: Obj,
  where: string[],
  known: string[],
  skip: (path: string[], reason: string) => void,
): Obj {
  const attributes: Obj = {};
  for (const [key, value] of Object.entries(item)) {
    if (known.includes(key) || value === undefined) continue;
    if (DOCUSAURUS_LINK_FIELDS.includes(key)) skip([...where, key], `zapsite's navbar items do not read "${key}".`);
    else if (!isPlainData(value))
      skip([...where, key], `"${key}" is not plain data (a function?), so it is not carried over.`);
    else attributes[key] = value;
  }
  return Object.keys(attributes).length ? { attributes } : {};
}

// Fields of Docusaurus's navbar link items that are not attributes and that zapsite does not read.
const DOCUSAURUS_LINK_FIELDS = ['html', 'prependBaseUrlToHref', 'activeSidebarClassName', 'docsPluginId'];

function reportExtraKeys(
  item: Obj,
  where: string[],
  known: string[],
  skip: (path: string[], reason: string) => void,
): void {
  for (const key of Object.keys(item))
    if (!known.includes(key)) skip([...where, key], `zapsite's navbar items do not read "${key}".`);
}

/** themeConfig.navbar.logo: what zapsite's navbar reads, the rest said. */
function mapLogo(l: Obj, title: string | undefined, skip: (path: string[], reason: string) => void): Obj {
  const logo: Obj = { alt: str(l.alt) ?? title ?? '', src: staticUrl(l.src as string) };
  if (str(l.srcDark)) logo.srcDark = staticUrl(l.srcDark as string);
  if (str(l.href)) logo.href = l.href;
  for (const key of ['width', 'height'] as const) if (num(l[key]) || str(l[key])) logo[key] = l[key];
  for (const key of Object.keys(l))
    if (!['alt', 'src', 'srcDark', 'href', 'width', 'height'].includes(key))
      skip(['themeConfig', 'navbar', 'logo', key], `zapsite's navbar logo does not read "${key}".`);
  return logo;
}

/** The docs instance a docs item points into, kept as written (zapsite's docsInstances take the same ids). */
function pluginIdOf(item: Obj): Obj {
  return str(item.docsPluginId) ? { docsPluginId: item.docsPluginId } : {};
}
