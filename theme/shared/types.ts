// The theme sees only types from the generator, never its code.
export type {
  PageRenderData,
  SiteData,
  SidebarItem,
  SidebarCategory,
  SidebarLink,
  TocItem,
  Breadcrumb,
  NavLink,
  BlogPostSummary,
  BlogAuthor,
  BlogTag,
  Assets,
} from '../../generator/types.ts';
