// Marker attributes shared by the server (which writes them) and the loader (which reads them).
import type { ComponentType } from 'react';

export const ISLAND_ATTR = 'data-island';

/** The themes' own islands (theme/server.tsx and theme/classic/server.tsx `islandEntries`). */
export const THEME_ISLANDS: ReadonlySet<string> = new Set([
  'AnnouncementClose',
  'ColorModeToggle',
  'CopyButton',
  'DocSidebarToggle',
  'Mermaid',
  'MobileMenu',
  'SearchButton',
  'SearchPage',
  'Sidebar',
  'Tabs',
]);

/**
 * The island a site's interactive component hydrates as: its own name, unless a theme island has it
 * (a site's own `Sidebar` component), which is `site.<name>` so each finds its own code.
 */
/** A live code block's island (live-playground.tsx): not a component's name (those are capitalised), so no site component takes it. */
export const LIVE_PLAYGROUND = 'live-playground';

export function siteIslandName(name: string): string {
  return THEME_ISLANDS.has(name) ? `site.${name}` : name;
}

/** Every island name in rendered HTML (any characters a component name has), as the page's manifest lists them. */
export const ISLAND_NAME_RE = /data-island="([^"]+)"/g;
/** Set while an island's content renders on the server (theme/components/Island.tsx). */
export const INSIDE_ISLAND_KEY = 'zapsite.inside-island';
/**
 * Set on an error thrown while an island rendered on its own on the server (its component's name):
 * the generator says that it rendered apart from the page (generator/content/mdx-render-errors.ts).
 */
export const ISLAND_ERROR_KEY = 'zapsiteIsland';
/** An error that says a provider or a context is missing ("must be used within a Theme"). */
export const PROVIDER_ERROR_RE = /\b(within|context|provider)\b/i;
/** The box a Markdown partial renders in inside an island, its HTML kept as built (generator/bundle/partial-islands.ts). */
export const PARTIAL_ATTR = 'data-zs-partial';
/** The box @theme/CodeBlock renders in inside an island, its block kept as built (theme/docusaurus/CodeBlockKept.tsx). */
export const KEPT_CODE_ATTR = 'data-zs-kept-code';
/** The box @theme/SearchBar renders in inside an island, the search button kept as built (theme/docusaurus/SearchBarKept.tsx). */
export const KEPT_SEARCH_ATTR = 'data-zs-kept-search';

/** Whether an island's content is rendering now, on the server. */
export const insideIsland = (): boolean => !!(globalThis as Record<symbol, unknown>)[Symbol.for(INSIDE_ISLAND_KEY)];
/**
 * The page's one "(opens in new tab)", hidden: a content link to another site names it with
 * aria-describedby (generator/content/transform-hast.ts), so screen readers say it while the link's
 * text stays what the author wrote, as Docusaurus's (plugins that read the HTML take that text).
 */
export const NEW_TAB_ID = 'zs-new-tab';
/**
 * On the `<script type="application/json">` right before an island root, naming the island:
 * props travel as JSON text, not as an attribute where every quote would become &quot;.
 */
export const PROPS_SCRIPT_ATTR = 'data-island-props';
export const WHEN_ATTR = 'data-hydrate';
export const HYDRATED_ATTR = 'data-hydrated';
export const MANIFEST_ID = 'zs-islands';
/** Islands with the same value wake together (tab groups that share a groupId). */
export const WAKE_GROUP_ATTR = 'data-wake-group';
/** A storage key whose value, when set and unlike WAKE_UNLESS_ATTR, makes the island wake at once. */
export const WAKE_STORED_ATTR = 'data-wake-stored';
export const WAKE_UNLESS_ATTR = 'data-wake-unless';
/** A URL query parameter whose presence makes the island wake at once (results for ?q=). */
export const WAKE_QUERY_ATTR = 'data-wake-query';

/** When an island hydrates: at once, on idle, when visible, or on first intent (pointer, focus, touch). */
export type HydrateWhen = 'idle' | 'visible' | 'intent' | 'load';

export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  tabs: (groupId: string) => `docusaurus.tab.${groupId}`,
} as const;

/** Safe JSON for an HTML attribute or script body: nothing can close the tag. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * An island component may shrink the props it sends to the browser (dropping default values);
 * it then accepts both the props the server renders it with and the packed ones.
 */
export type IslandComponent<P> = ComponentType<P> & { packProps?: (props: P) => object };

/** The script holding an island root's props, or null when the island has no props. */
export function islandPropsScript(el: Element): Element | null {
  const prev = el.previousElementSibling;
  return prev && prev.tagName === 'SCRIPT' && prev.getAttribute(PROPS_SCRIPT_ATTR) === el.getAttribute(ISLAND_ATTR)
    ? prev
    : null;
}

/** The props the server wrote for an island root ({} when it wrote none). Throws on broken JSON. */
export function readIslandProps(el: Element): object {
  const text = islandPropsScript(el)?.textContent;
  return text ? (JSON.parse(text) as object) : {};
}
