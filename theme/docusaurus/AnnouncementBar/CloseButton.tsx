// @theme/AnnouncementBar/CloseButton: the bar's close button, as Docusaurus draws it; the site's
// ejected bar gives it `onClick` (useAnnouncementBar's `close`).
import type { ButtonHTMLAttributes } from 'react';
import IconClose from '../Icon/Close.tsx';
import { AnnouncementBarCloseButton as styles } from '../../shared/docusaurus-classes.ts';

export default function AnnouncementBarCloseButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      aria-label="Close"
      {...props}
      className={['clean-btn close', styles.closeButton, props.className].filter(Boolean).join(' ')}
    >
      <IconClose width={14} height={14} strokeWidth={3.1} />
    </button>
  );
}
