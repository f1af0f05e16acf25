// The words the theme's islands write, carried in the page for the browser (#zs-theme-words), so an
// island hydrates with the words the server wrote (theme/shared/page-words.ts reads them there). Only
// the page render uses this: the islands' own code stays free of the list.
import { jsonForHtml } from '../shared/island.ts';
import { pageWords, WORDS_ID } from '../shared/page-words.ts';
import { SEARCH_WORD_IDS } from '../shared/search/constants.ts';

/** The messages the theme's islands write: only these travel to the browser. */
const ISLAND_IDS = [
  'theme.CodeBlock.copied',
  'theme.CodeBlock.copy',
  'theme.CodeBlock.copyButtonAriaLabel',
  'theme.colorToggle.ariaLabel',
  'theme.colorToggle.ariaLabel.mode.dark',
  'theme.colorToggle.ariaLabel.mode.light',
  'theme.colorToggle.ariaLabel.mode.system',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel',
  'theme.docs.sidebar.collapseButtonAriaLabel',
  'theme.docs.sidebar.collapseButtonTitle',
  'theme.docs.sidebar.expandButtonAriaLabel',
  'theme.docs.sidebar.expandButtonTitle',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel',
  'theme.navbar.mobileLanguageDropdown.label',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
  'theme.navbar.mobileVersionsDropdown.label',
  ...SEARCH_WORD_IDS,
];

/** The islands' messages in the site's language, for the browser; nothing on an English site. */
export function IslandWords() {
  const messages = pageWords();
  const used = Object.fromEntries(ISLAND_IDS.flatMap((id) => (messages[id] ? [[id, messages[id]]] : [])));
  if (!Object.keys(used).length) return null;
  return <script type="application/json" id={WORDS_ID} dangerouslySetInnerHTML={{ __html: jsonForHtml(used) }} />;
}
