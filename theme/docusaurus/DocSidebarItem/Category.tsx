// `@theme-original/DocSidebarItem/Category`: the docs sidebar's own row for the item, with the label and
// class name the site's component gave it (theme/components/site-sidebar-items.tsx).
export { OwnRow as default } from '../../components/site-sidebar-items.tsx';
