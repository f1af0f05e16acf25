// @theme/BlogSidebar/Content: the recent posts of a site's own blog sidebar (an ejected
// BlogSidebar/Desktop renders it with its list component), grouped by year unless the config's
// `themeConfig.blog.sidebar.groupByYear` is false, as Docusaurus's is. Drawn from its props alone.
import type { ComponentType } from 'react';
import Heading from '../Heading.tsx';
import { useThemeConfig } from '../theme-common.tsx';
import { groupBlogSidebarItemsByYear, type BlogSidebarItem } from '../plugin-content-blog/client.ts';

export default function BlogSidebarContent({
  items,
  yearGroupHeadingClassName,
  ListComponent,
}: {
  items: BlogSidebarItem[];
  yearGroupHeadingClassName?: string;
  ListComponent: ComponentType<{ items: BlogSidebarItem[] }>;
}) {
  const blog = useThemeConfig().blog as { sidebar?: { groupByYear?: boolean } } | undefined;
  if (blog?.sidebar?.groupByYear === false) return <ListComponent items={items} />;
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        <div key={year} role="group">
          <Heading as="h3" className={yearGroupHeadingClassName}>
            {year}
          </Heading>
          <ListComponent items={yearItems} />
        </div>
      ))}
    </>
  );
}
