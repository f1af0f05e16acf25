// Texts and limits of the search UI, in one place so the dialog, the page and the tests agree.
import { word } from '../page-words.ts';

export const MAX_QUERY_LENGTH = 64;
export const HITS_PER_PAGE = 20;
export const HITS_PER_GROUP = 5;
/** Words kept in a snippet, and the narrower count for small screens. */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_NARROW = 5;
export const NARROW_MAX_WIDTH = 768;
export const STALL_MS = 300;
export const RECENT_LIMIT = 7;
export const RECENT_LIMIT_WITH_FAVORITES = 4;
export const FAVORITE_LIMIT = 10;

export const HIGHLIGHT_PRE = '<mark>';
export const HIGHLIGHT_POST = '</mark>';
export const LANGUAGE = 'en';

// Each text by the id Docusaurus's search theme (theme-search-algolia) gives it, so a site in another
// language shows its words (theme/shared/page-words.ts); its English otherwise.
const WORDS = {
  placeholder: ['theme.SearchModal.placeholder', 'Search docs'],
  button: ['theme.SearchBar.label', 'Search'],
  noRecent: ['theme.SearchModal.startScreen.noRecentSearchesText', 'No recent searches'],
  recent: ['theme.SearchModal.startScreen.recentSearchesTitle', 'Recent'],
  favorites: ['theme.SearchModal.startScreen.favoriteSearchesTitle', 'Favorite'],
  noResultsModal: ['theme.SearchModal.noResultsScreen.noResultsText', 'No results found for'],
  noResultsPage: ['theme.SearchPage.noResultsText', 'No results for'],
  trySearchingFor: ['theme.SearchModal.noResultsScreen.suggestedQueryText', 'Try searching for'],
  reportMissing: [
    'theme.SearchModal.noResultsScreen.reportMissingResultsText',
    'Believe this query should return results?',
  ],
  reportMissingLink: ['theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', 'Let us know.'],
  errorTitle: ['theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'],
  errorHelp: ['theme.SearchModal.errorScreen.helpText', 'You might want to check your network connection.'],
  askAiDisclaimer: [
    'theme.SearchModal.askAiScreen.disclaimerText',
    'Answers are generated with AI which can make mistakes. Verify responses.',
  ],
  saveFavorite: ['theme.SearchModal.startScreen.saveRecentSearchButtonTitle', 'Save this search'],
  removeRecent: ['theme.SearchModal.startScreen.removeRecentSearchButtonTitle', 'Remove this search from history'],
  removeFavorite: [
    'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
    'Remove this search from favorites',
  ],
  // DocSearch has no such button, so no id: English on every site.
  unfavorite: ['', 'Move this search back to recent searches'],
  close: ['theme.SearchModal.footer.closeText', 'Close'],
  clear: ['theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query'],
} as const satisfies Record<string, readonly [string, string]>;

/** The search UI's texts, each read when it is written (the page's words are known by then). */
export const TEXT = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(WORDS).map(([key, [id, english]]) => [key, { get: () => word(id, english), enumerable: true }]),
  ),
) as { readonly [K in keyof typeof WORDS]: string };

/** The ids of the search UI's texts, for the words a page carries to the browser. */
export const SEARCH_WORD_IDS: readonly string[] = [
  ...Object.values(WORDS).map(([id]) => id),
  'theme.SearchBar.seeAll',
  'theme.SearchModal.footer.selectText',
  'theme.SearchModal.footer.navigateText',
  'theme.SearchPage.documentsFound.plurals',
  'theme.SearchPage.existingResultsTitle',
];

/** Quote a query the way the no-results messages show it. */
export function noResultsText(variant: 'modal' | 'page', query: string): string {
  return `${variant === 'modal' ? TEXT.noResultsModal : TEXT.noResultsPage} "${query}"`;
}
