// The search dialog's header: the search form (its icon or spinner, the combobox input, the clear
// button) and the Cancel button.
import type { RefObject } from 'react';
import { MAX_QUERY_LENGTH, TEXT } from '../../shared/search/constants.ts';
import { searchPageUrl } from '../../shared/search/settings.ts';
import type { SearchSettings } from '../../shared/search/types.ts';
import { CROSS, SEARCH, SmallIcon } from './icons.tsx';

export interface HeaderView {
  settings: SearchSettings;
  inputId: string;
  listboxId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  /** Results are late: a spinner in place of the search icon. */
  stalled: boolean;
  /** Whether the input's list (results or recent searches) is shown. */
  listShown: boolean;
  popup: 'listbox' | 'grid';
  activeDescendant: string | undefined;
  change: (value: string) => void;
  onClose: () => void;
}

export function dialogHeader(h: HeaderView) {
  const {
    settings,
    inputId,
    listboxId,
    inputRef,
    query,
    stalled,
    listShown,
    popup,
    activeDescendant,
    change,
    onClose,
  } = h;
  return (
    <div className="search-modal__header">
      <form
        className="search-modal__form"
        role="search"
        action={searchPageUrl(settings)}
        method="get"
        onSubmit={(e) => e.preventDefault()}
        onReset={() => {
          change('');
          inputRef.current?.focus();
        }}
      >
        <label className="search-modal__label" htmlFor={inputId}>
          {stalled ? <span className="search-spinner" role="status" aria-label="Loading" /> : <SmallIcon d={SEARCH} />}
          <span className="sr-only">{TEXT.placeholder}</span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="search-modal__input"
          type="search"
          name="q"
          role="combobox"
          aria-expanded={listShown}
          aria-controls={listboxId}
          aria-haspopup={popup}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          placeholder={TEXT.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(e) => change(e.target.value)}
        />
        <button type="reset" className="search-modal__reset" aria-label={TEXT.clear} hidden={!query}>
          <SmallIcon d={CROSS} />
        </button>
      </form>
      <button type="button" className="search-modal__cancel" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
