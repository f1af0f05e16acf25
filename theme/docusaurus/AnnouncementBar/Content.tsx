// @theme/AnnouncementBar/Content: the config's announcement as HTML, which a site's ejected
// AnnouncementBar renders, with Docusaurus's class for it (classic.css gives it the bar's look).
import type { HTMLAttributes } from 'react';
import { useThemeConfig } from '../theme-common.tsx';
import { AnnouncementBarContent as styles } from '../../shared/docusaurus-classes.ts';

export default function AnnouncementBarContent(props: HTMLAttributes<HTMLDivElement>) {
  const bar = useThemeConfig().announcementBar as { content?: string } | undefined;
  return (
    <div
      {...props}
      className={[styles.content, props.className].filter(Boolean).join(' ')}
      // The site's config wrote the HTML.
      dangerouslySetInnerHTML={{ __html: bar?.content ?? '' }}
    />
  );
}
