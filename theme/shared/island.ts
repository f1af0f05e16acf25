// Marker attributes shared by the server (which writes them) and the loader (which reads them).
import type { ComponentType } from 'react';

export const ISLAND_ATTR = 'data-island';
/**
 * On the `<script type="application/json">` right before an island root, naming the island:
 * props travel as JSON text, not as an attribute where every quote would become &quot;.
 */
export const PROPS_SCRIPT_ATTR = 'data-island-props';
export const WHEN_ATTR = 'data-hydrate';
export const HYDRATED_ATTR = 'data-hydrated';
export const MANIFEST_ID = 'zs-islands';

/** When an island hydrates: on idle, when visible, or on first intent (hover, focus, key). */
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
  return prev && prev.tagName === 'SCRIPT' && prev.getAttribute(PROPS_SCRIPT_ATTR) === el.getAttribute(ISLAND_ATTR) ? prev : null;
}

/** The props the server wrote for an island root ({} when it wrote none). Throws on broken JSON. */
export function readIslandProps(el: Element): object {
  const text = islandPropsScript(el)?.textContent;
  return text ? (JSON.parse(text) as object) : {};
}
