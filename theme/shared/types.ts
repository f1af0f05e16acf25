// The theme sees only types from the generator, never its code.
export type {
  PageRenderData,
  SiteData,
  SidebarItem,
  SidebarCategory,
  TocItem,
  NavLink,
  BlogPostSummary,
  BlogAuthor,
  FooterLink,
  DropdownLink,
  DocCardData,
} from '../../generator/types.ts';
export type { ThemeTexts } from '../../generator/i18n/pass.ts';
