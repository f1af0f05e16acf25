// `@theme/DocSidebarItems`: a list of sidebar items, each drawn through the site's DocSidebarItem,
// as an ejected category draws its own (theme/components/site-sidebar-items.tsx).
export { ItemList as default } from '../components/site-sidebar-items.tsx';
