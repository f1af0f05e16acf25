// The search dialog's footer: the link to every result on the search page, and the keyboard keys.
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
          See all {response.nbHits} results
        </a>
      ) : (
        <span />
      )}
      <ul className="search-modal__keys" aria-label="Keyboard shortcuts">
        <li>
          <kbd>↵</kbd> to select
        </li>
        <li>
          <kbd>↑</kbd>
          <kbd>↓</kbd> to navigate
        </li>
        <li>
          <kbd>esc</kbd> to close
        </li>
      </ul>
    </div>
  );
}
