// The search dialog's footer: the link to every result on the search page, and the keyboard keys,
// in the words of Docusaurus's search theme for the site's language (theme/shared/page-words.ts).
import { word } from '../../shared/page-words.ts';
import { searchPageUrl } from '../../shared/search/settings.ts';
import type { SearchResponse, SearchSettings } from '../../shared/search/types.ts';

export function dialogFooter(
  response: SearchResponse | null,
  query: string,
  settings: SearchSettings,
  onClose: () => void,
) {
  return (
    <div className="search-modal__footer">
      {response && response.nbHits > 0 && query.trim() ? (
        <a className="search-modal__all" href={searchPageUrl(settings, query)} onClick={onClose}>
          {word('theme.SearchBar.seeAll', 'See all {count} results', { count: response.nbHits })}
        </a>
      ) : (
        <span />
      )}
      <ul className="search-modal__keys" aria-label="Keyboard shortcuts">
        <li>
          <kbd>↵</kbd> {word('theme.SearchModal.footer.selectText', 'to select')}
        </li>
        <li>
          <kbd>↑</kbd>
          <kbd>↓</kbd> {word('theme.SearchModal.footer.navigateText', 'to navigate')}
        </li>
        <li>
          <kbd>esc</kbd> {word('theme.SearchModal.footer.closeText', 'to close')}
        </li>
      </ul>
    </div>
  );
}
