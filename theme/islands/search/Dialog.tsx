// The search dialog: loaded when the visitor first shows intent (hover, focus, shortcut), rendered into
// <body> by the SearchButton island. A combobox input over a listbox of hits grouped by top-level heading.
import { NoResults } from './NoResults.tsx';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { MAX_QUERY_LENGTH, TEXT } from '../../shared/search/constants.ts';
import { groupHits } from '../../shared/search/hits.ts';
import { createViewTracker } from '../../shared/search/insights.ts';
import type { SearchSettings } from '../../shared/search/types.ts';
import { AskAi } from './AskAi.tsx';
import { insightsSender } from './insights.ts';
import { getBackend, snippetWords, storedSearches } from './setup.ts';
import { useSearch } from './useSearch.ts';
import type { HitView, Item } from './DialogHit.tsx';
import { dialogFooter } from './DialogFooter.tsx';
import { dialogItems, errorScreen, recentGrid, resultsListbox } from './DialogLists.tsx';
import { dialogHeader } from './DialogHeader.tsx';
import { useDialogFocus } from './dialog-focus.ts';
import { itemOpeners } from './dialog-open.ts';
import { dialogKeyDown } from './dialog-keys.ts';

export interface SearchDialogProps {
  settings: SearchSettings;
  onClose: () => void;
}

export default function SearchDialog({ settings, onClose }: SearchDialogProps) {
  const uid = useId().replace(/:/g, '');
  const inputId = `${uid}-input`;
  const listboxId = `${uid}-listbox`;
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // The active option belongs to one list of items: a new list starts at its first option. Derived
  // here rather than reset by an effect, which cost a second render per keystroke.
  const [cursor, setCursor] = useState<{ items: unknown; index: number }>({ items: null, index: 0 });
  const stored = useMemo(() => storedSearches(settings), [settings]);
  const [lists, setLists] = useState(() => ({ recent: stored.recent(), favorites: stored.favorites() }));
  const refreshLists = () => setLists({ recent: stored.recent(), favorites: stored.favorites() });
  const backend = useCallback(() => getBackend(settings), [settings]);
  const { state, run } = useSearch(backend, { snippetWords });
  const tracker = useMemo(
    () => (settings.insights ? createViewTracker({ send: insightsSender(settings) }) : null),
    [settings],
  );

  // On close the views counted so far are sent (the tracker of the first render, as before).
  useDialogFocus(panelRef, inputRef, () => tracker?.flush());

  const response = state.query.trim() ? state.response : null;
  const groups = useMemo(() => (response ? groupHits(response.hits) : []), [response]);
  const items: Item[] = useMemo(
    () => dialogItems(state.query.trim() ? groups : null, lists, settings.replaceSearchResultPathname),
    [groups, lists, state.query, settings],
  );

  const active = cursor.items === items ? cursor.index : 0;
  const setActive = (next: number | ((a: number) => number)) =>
    setCursor({ items, index: typeof next === 'function' ? next(active) : next });
  useEffect(() => {
    if (tracker && response?.hits.length)
      tracker.track({
        index: settings.indexName,
        objectIDs: response.hits.map((h) => h.objectID),
        queryID: response.queryID,
      });
  }, [response]);
  useEffect(() => {
    document.getElementById(`${listboxId}-item-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const change = (value: string) => {
    const q = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(q);
    run(q);
  };

  const { openItem, onItemClick } = itemOpeners({ items, listboxId, stored, refreshLists, onClose });

  const view: HitView = { listboxId, active, setActive, onItemClick };

  let body: ReactNode;
  if (state.status === 'error') {
    body = errorScreen();
  } else if (!state.query.trim()) {
    body = !items.length ? (
      <p className="search-modal__screen search-modal__empty">{TEXT.noRecent}</p>
    ) : (
      recentGrid(view, { items, lists, stored, refreshLists })
    );
  } else if (response && !response.hits.length) {
    body = (
      <NoResults
        className="search-modal__screen"
        variant="modal"
        query={state.answered}
        suggestions={state.suggestions}
        onSuggest={(s) => (change(s), inputRef.current?.focus())}
        missingResultsUrl={settings.missingResultsUrl}
      />
    );
  } else if (response) {
    body = resultsListbox(view, groups, items, state.status === 'loading' || state.status === 'stalled');
  } else {
    body = <div className="search-modal__screen" />;
  }

  const listShown = body !== null && items.length > 0 && (!state.query.trim() || !!response?.hits.length);
  return (
    <div
      className="search-modal"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        className="search-modal__panel"
        role="dialog"
        aria-modal="true"
        aria-label={TEXT.button}
        ref={panelRef}
        onKeyDown={(e) =>
          dialogKeyDown(e, {
            panel: panelRef.current,
            input: inputRef.current,
            items,
            active,
            setActive,
            openItem,
            query,
            settings,
            onClose,
          })
        }
      >
        {dialogHeader({
          settings,
          inputId,
          listboxId,
          inputRef,
          query,
          stalled: state.status === 'stalled',
          listShown,
          popup: state.query.trim() ? 'listbox' : 'grid',
          activeDescendant: listShown && items[active] ? `${listboxId}-item-${active}` : undefined,
          change,
          onClose,
        })}
        <div className="search-modal__body">{body}</div>
        <AskAi enabled={settings.askAi} query={state.query} />
        {dialogFooter(response, state.query, settings, onClose)}
      </div>
    </div>
  );
}
