// Closing the announcement bar stores the dismissal; a new bar id (checked before paint) resets it.
import { dismissAnnouncement } from '../shared/announcement.ts';
import { Icon } from '../components/Icons.tsx';
import { AnnouncementBar, AnnouncementBarCloseButton } from '../shared/docusaurus-classes.ts';

/**
 * `classic`: Docusaurus's close button (Infima's `close`, a bold cross), for the classic theme's bar;
 * `label`: its name in the site's language, when not English's.
 */
export default function AnnouncementClose({ classic, label = 'Close' }: { classic?: boolean; label?: string }) {
  const close = () => {
    dismissAnnouncement();
    // The focused button just disappeared: keep keyboard users in the page, where the bar was.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  if (classic)
    return (
      <button
        type="button"
        className={`clean-btn close ${AnnouncementBarCloseButton.closeButton} ${AnnouncementBar.announcementBarClose}`}
        onClick={close}
        aria-label={label}
      >
        <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="3" d="M1 1l13 13M14 1 1 14" />
        </svg>
      </button>
    );
  return (
    <button type="button" className="announcement__close" onClick={close} aria-label="Close">
      <Icon name="close" size={16} />
    </button>
  );
}
