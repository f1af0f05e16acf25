// @docusaurus/theme-common/internal: theme-common's exports, and what Docusaurus 3.0-3.4 exported
// from here too before the docs hooks moved to @docusaurus/plugin-content-docs/client: components a
// site ejected then still import them from here (apache/answer's whole theme does).
export * from './theme-common.tsx';
import { usePluralForm } from './theme-common.tsx';
import { translate } from './Translate.tsx';
import { passThrough } from './react-utils.tsx';
export {
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useDoc,
  useDocById,
  useDocsVersion,
  useDocsVersionCandidates,
  useLayoutDoc,
  useLayoutDocsSidebar,
  useSidebarBreadcrumbs,
  useVisibleSidebarItems,
} from './plugin-content-docs/client.ts';

/** The body's class while the visitor moves with the keyboard; zapsite's pages always carry it. */
export const keyboardFocusedClassName = 'navigation-with-keyboard';

/** Docusaurus 3.0-3.4's hook that set that class as the visitor pressed Tab: the class is always there. */
export function useKeyboardNavigation(): void {}

/** The default description of a category's card, "{count} items" in the site's words (theme.docs.DocCard.categoryDescription.plurals). */
export function useDocCardDescriptionCategoryItemsPlural(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' }, { count }),
    );
}

// The providers Docusaurus's Layout/Provider composes, which a site's ejected one imports from here.
export const ColorModeProvider = passThrough;
export const AnnouncementBarProvider = passThrough;
export const ScrollControllerProvider = passThrough;
export const NavbarProvider = passThrough;
export const PluginHtmlClassNameProvider = passThrough;
export const TitleFormatterProvider = passThrough;
export {
  DocProvider,
  DocsPreferredVersionContextProvider,
  DocsSidebarProvider,
  DocsVersionProvider,
} from './plugin-content-docs/client.ts';
