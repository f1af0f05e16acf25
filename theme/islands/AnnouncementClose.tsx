// Closing the announcement bar stores the dismissal; a new bar id (checked before paint) resets it.
import { STORAGE_KEYS } from '../shared/island.ts';
import { Icon } from '../components/Icons.tsx';

export default function AnnouncementClose() {
  const close = () => {
    try {
      localStorage.setItem(STORAGE_KEYS.announcementDismiss, 'true');
    } catch {
      /* still hide it for this page */
    }
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
    // The focused button just disappeared: keep keyboard users in the page, where the bar was.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="announcement__close" onClick={close} aria-label="Close">
      <Icon name="close" size={16} />
    </button>
  );
}
