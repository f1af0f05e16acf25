// Marker attributes shared by the server (which writes them) and the loader (which reads them).
export const ISLAND_ATTR = 'data-island';
export const PROPS_ATTR = 'data-props';
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
