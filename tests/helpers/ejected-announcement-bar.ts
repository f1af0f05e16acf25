// A site's AnnouncementBar ejected as Docusaurus 3's is written (the config's bar, its Content and
// CloseButton parts, useAnnouncementBar, its own CSS module), with a class and a line of its own;
// shared by the integration and browser tests.
export const EJECTED_ANNOUNCEMENT_BAR = `import { useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

export default function AnnouncementBar() {
  const { announcementBar } = useThemeConfig();
  const { isActive, close } = useAnnouncementBar();
  if (!isActive) return null;
  return (
    <div className={'theme-announcement-bar ' + styles.announcementBar + ' lamp-bar'} role="banner">
      <AnnouncementBarContent />
      <span className="lamp-note">Wicks trimmed</span>
      {announcementBar.isCloseable && <AnnouncementBarCloseButton onClick={close} />}
    </div>
  );
}
`;

/**
 * The bar's CSS module, as an ejected bar brings its own: hidden before the page's scripts run when
 * the visitor closed it before, as Docusaurus's does.
 */
export const EJECTED_ANNOUNCEMENT_BAR_CSS = `.announcementBar {
  display: flex;
  align-items: center;
}
html[data-announcement-bar-initially-dismissed='true'] .announcementBar {
  display: none;
}
`;

/** The classic fixture's config with an announcement bar that can be closed. */
export const withAnnouncementBar = (config: string): string =>
  config.replace(
    '  navbar: {',
    "  announcementBar: { id: 'oil', content: 'Lamp oil is <b>back</b> in stock.', isCloseable: true },\n  navbar: {",
  );
