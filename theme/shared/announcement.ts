// Closing the announcement bar: the dismissal stored (a new bar id, checked by the head script
// before paint, resets it) and the bar hidden on this page through the attribute the stylesheet reads.
import { STORAGE_KEYS } from './island.ts';

export function dismissAnnouncement(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.announcementDismiss, 'true');
  } catch {
    /* still hide it for this page */
  }
  document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
}

/** Whether the visitor closed this bar (the head script's attribute, set before paint). */
export const announcementDismissed = (): boolean =>
  document.documentElement.getAttribute('data-announcement-bar-initially-dismissed') === 'true';
