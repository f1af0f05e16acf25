// Texts and limits of the search UI, in one place so the dialog, the page and the tests agree.

export const PLACEHOLDER = 'Search docs';
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

export const TEXT = {
  noRecent: 'No recent searches',
  recent: 'Recent',
  favorites: 'Favorite',
  noResultsModal: 'No results found for',
  noResultsPage: 'No results for',
  trySearchingFor: 'Try searching for',
  reportMissing: 'Believe this query should return results?',
  reportMissingLink: 'Let us know.',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  askAiDisclaimer: 'Answers are generated with AI which can make mistakes. Verify responses.',
  saveFavorite: 'Save this search',
  removeRecent: 'Remove this search from history',
  removeFavorite: 'Remove this search from favorites',
  unfavorite: 'Move this search back to recent searches',
  close: 'Close',
  clear: 'Clear the query',
} as const;

/** Quote a query the way the no-results messages show it. */
export function noResultsText(variant: 'modal' | 'page', query: string): string {
  return `${variant === 'modal' ? TEXT.noResultsModal : TEXT.noResultsPage} "${query}"`;
}
