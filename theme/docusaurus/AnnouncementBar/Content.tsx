// @theme/AnnouncementBar/Content: the config's announcement as HTML, which a site's ejected
// AnnouncementBar renders (with the classic theme's class, so it keeps the bar's look).
import type { HTMLAttributes } from 'react';
import { useThemeConfig } from '../theme-common.tsx';

export default function AnnouncementBarContent(props: HTMLAttributes<HTMLDivElement>) {
  const bar = useThemeConfig().announcementBar as { content?: string } | undefined;
  return (
    <div
      {...props}
      className={['announcementBarContent', props.className].filter(Boolean).join(' ')}
      // The site's config wrote the HTML.
      dangerouslySetInnerHTML={{ __html: bar?.content ?? '' }}
    />
  );
}
