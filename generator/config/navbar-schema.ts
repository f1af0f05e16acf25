// The navbar's and footer's item schemas: each navbar item type on its own (resolve.ts checks the
// items one by one so an error can name the item), footer links and the social icons.
import { z } from 'zod';

const linkItem = z.strictObject({
  label: z.string().min(1),
  to: z.string().optional(),
  href: z.string().optional(),
  event: z.string().optional(),
  /** Attributes of the link's element (`data-…`, `title`), as Docusaurus hands a footer item's other fields on. */
  attributes: z.record(z.string(), z.unknown()).optional(),
});

/** A footer item written as HTML (Docusaurus's `{ html }` footer item: a badge, an image link). */
const footerHtmlItem = z.strictObject({
  html: z.string(),
  className: z.string().optional(),
});

/** A footer item: a link, or HTML of the config's own. */
export const footerItem = z.union([linkItem, footerHtmlItem]);
/** A titled column; `className` is on its element, as Docusaurus writes it (a swizzled MultiColumn reads it too). */
export const footerColumn = z.strictObject({
  title: z.string(),
  className: z.string().optional(),
  items: z.array(footerItem),
});

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

// `className` is given to the item's element (the classic theme: icon links styled by the site's CSS).
const className = z.string().optional();
/**
 * The item's other fields, as a Docusaurus config writes them (`data-…`, `title`): the classic theme
 * writes them on the item's link, as Docusaurus hands them to it, and gives them to a swizzled NavbarItem.
 */
const attributes = z.record(z.string(), z.unknown()).optional();
/**
 * A link in a dropdown; `labelHtml`, Docusaurus's `html` of a link item, is its content written as
 * HTML (a section's label styled by the site's CSS), in place of `label`.
 */
const dropdownLink = z
  .strictObject({
    label: z.string(),
    labelHtml: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    event: z.string().optional(),
    attributes,
  })
  .refine((l) => l.label !== '' || l.labelHtml !== undefined, 'needs a label (or labelHtml)');
const navbarLink = z.strictObject({
  type: z.literal('link').optional(),
  /** May be empty for an icon link that names itself with `aria-label` and its `className`. */
  label: z.string(),
  to: z.string().optional(),
  href: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  event: z.string().optional(),
  className,
  'aria-label': z.string().optional(),
  /** The classic theme: the link's `target` and `rel`, as Docusaurus passes them to its Link; left out: a new tab for another site. */
  target: z.string().optional(),
  rel: z.string().optional(),
  /** Marked active on every page whose path starts with this (from the base URL), as Docusaurus's link item. */
  activeBasePath: z.string().optional(),
  /** Marked active on every page whose path (base URL included) this regular expression matches; wins over activeBasePath. */
  activeBaseRegex: z.string().refine(isRegExp, 'is not a regular expression JavaScript can read').optional(),
  attributes,
});
const navbarDoc = z.strictObject({
  type: z.literal('doc'),
  /** The docs instance the item points into (`docsInstances`' id); left out: the default docs. */
  docsPluginId: z.string().optional(),
  docId: z.string(),
  label: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  event: z.string().optional(),
  className,
});
const navbarSidebar = z.strictObject({
  type: z.literal('docSidebar'),
  /** The docs instance the item points into (`docsInstances`' id); left out: the default docs. */
  docsPluginId: z.string().optional(),
  sidebarId: z.string(),
  label: z.string(),
  position: z.enum(['left', 'right']).default('left'),
  event: z.string().optional(),
  className,
});
/**
 * A doc in a dropdown: a link to the doc of that id (in `docsPluginId`'s docs), its label by default
 * the doc's; `labelHtml`, Docusaurus's `html` of the item, its content written as HTML instead.
 */
const dropdownDoc = z.strictObject({
  type: z.literal('doc'),
  docsPluginId: z.string().optional(),
  docId: z.string(),
  label: z.string().optional(),
  labelHtml: z.string().optional(),
});
/** HTML in a dropdown, written as it is (a section heading, a divider): the classic theme's; zapsite's own leaves it out. */
const dropdownHtml = z.strictObject({
  type: z.literal('html'),
  value: z.string(),
  className,
});
const navbarDropdown = z.strictObject({
  type: z.literal('dropdown'),
  label: z.string(),
  position: z.enum(['left', 'right']).default('left'),
  items: z.array(z.union([dropdownLink, dropdownDoc, dropdownHtml])),
  event: z.string().optional(),
  className,
  /** The classic theme: names the dropdown's toggle, as an icon drawn by `className` has no label. */
  'aria-label': z.string().optional(),
  attributes,
});
const navbarVersionDropdown = z.strictObject({
  type: z.literal('docsVersionDropdown'),
  /** The docs instance the item points into (`docsInstances`' id); left out: the default docs. */
  docsPluginId: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  /** Links listed above the versions (a plain `to`/`href` link each). */
  dropdownItemsBefore: z.array(linkItem).default([]),
  /** Links listed below the versions. */
  dropdownItemsAfter: z.array(linkItem).default([]),
  /** When true, the toggle is never marked active on a docs page. */
  dropdownActiveClassDisabled: z.boolean().default(false),
  event: z.string().optional(),
  className,
  attributes,
});
const navbarVersion = z.strictObject({
  type: z.literal('docsVersion'),
  /** The docs instance the item points into (`docsInstances`' id); left out: the default docs. */
  docsPluginId: z.string().optional(),
  /** Left out: the last version's label. */
  label: z.string().optional(),
  /** Left out: the last version's first doc. */
  to: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
  event: z.string().optional(),
});
/** HTML written into the navbar as it is (the classic theme; zapsite's own theme leaves it out). */
const navbarHtml = z.strictObject({
  type: z.literal('html'),
  value: z.string(),
  position: z.enum(['left', 'right']).default('left'),
  className,
});
/** Where the search button goes (the classic theme; zapsite's own theme places it itself). */
const navbarSearch = z.strictObject({
  type: z.literal('search'),
  position: z.enum(['left', 'right']).default('right'),
  className,
});
/** The classic theme's language menu: each locale's copy of the page shown (generator/i18n/). */
const navbarLocaleDropdown = z.strictObject({
  type: z.literal('localeDropdown'),
  position: z.enum(['left', 'right']).default('right'),
  label: z.string().optional(),
  /** Links listed above the locales (a plain `to`/`href` link each), as Docusaurus's item takes them. */
  dropdownItemsBefore: z.array(linkItem).default([]),
  /** Links listed below the locales: a "Help us translate" link, say. */
  dropdownItemsAfter: z.array(linkItem).default([]),
  className,
  attributes,
});
/**
 * An item of the site's own type (`custom-…`, as Docusaurus names them): drawn by the component the
 * site's swizzled NavbarItem/ComponentTypes maps the type to, given the item's other fields as props.
 */
export const navbarCustom = z.looseObject({
  type: z.string().regex(/^custom-/),
  position: z.enum(['left', 'right']).default('left'),
});
/** A custom item once resolved: its fields other than `type` and `position` are the component's `props`. */
interface CustomNavbarItem {
  type: `custom-${string}`;
  position: 'left' | 'right';
  props: Record<string, unknown>;
}

// Navbar items are checked item by item in resolve.ts so the error can name the item.
export const navbarItem = z.record(z.string(), z.unknown());

export const social = z.strictObject({
  label: z.string(),
  href: z.string().url(),
  icon: z.enum(['discord', 'reddit', 'youtube', 'github', 'lemmy', 'mastodon']),
  event: z.string().optional(),
});

export type NavbarItem =
  | (z.output<typeof navbarLink> & { type: 'link' })
  | z.output<typeof navbarDoc>
  | z.output<typeof navbarSidebar>
  | z.output<typeof navbarDropdown>
  | z.output<typeof navbarVersionDropdown>
  | z.output<typeof navbarVersion>
  | z.output<typeof navbarHtml>
  | z.output<typeof navbarSearch>
  | z.output<typeof navbarLocaleDropdown>
  | CustomNavbarItem;

export const navbarItemSchemas = {
  link: navbarLink,
  doc: navbarDoc,
  docSidebar: navbarSidebar,
  dropdown: navbarDropdown,
  docsVersionDropdown: navbarVersionDropdown,
  docsVersion: navbarVersion,
  html: navbarHtml,
  search: navbarSearch,
  localeDropdown: navbarLocaleDropdown,
};
