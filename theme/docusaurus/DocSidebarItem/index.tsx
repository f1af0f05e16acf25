// `@theme-original/DocSidebarItem`: the item drawn by the site's component for its kind, or the docs
// sidebar's own row (theme/components/site-sidebar-items.tsx).
export { ItemByKind as default } from '../../components/site-sidebar-items.tsx';
