// The search dialog: loaded when the visitor first shows intent (hover, focus, shortcut), rendered into
// <body> by the SearchButton island. A combobox input over a listbox of hits grouped by top-level heading.
import { NoResults } from './NoResults.tsx';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { MAX_QUERY_LENGTH, PLACEHOLDER, TEXT } from '../../shared/search/constants.ts';
import { errorView } from '../../shared/search/backend.ts';
import { groupHits, hitDisplay, hitUrl } from '../../shared/search/hits.ts';
import { createViewTracker } from '../../shared/search/insights.ts';
import { searchPageUrl } from '../../shared/search/settings.ts';
import type { StoredHit } from '../../shared/search/stored-searches.ts';
import type { SearchHit, SearchSettings } from '../../shared/search/types.ts';
import { Highlight } from './Highlight.tsx';
import { AskAi } from './AskAi.tsx';
import { insightsSender } from './insights.ts';
import { getBackend, snippetWords, storedSearches } from './setup.ts';
import { useSearch } from './useSearch.ts';

export interface SearchDialogProps {
  settings: SearchSettings;
  onClose: () => void;
}

type Kind = 'result' | 'recent' | 'favorite';
interface Item {
  hit: SearchHit | StoredHit;
  url: string;
  kind: Kind;
}

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function TypeIcon({ type }: { type: SearchHit['type'] }) {
  const d =
    type === 'lvl1'
      ? 'M6 3h9l4 4v14H6z M14 3v5h5'
      : type === 'content'
        ? 'M5 6h14 M5 10h14 M5 14h10 M5 18h8'
        : 'M9 4 7 20 M17 4l-2 16 M4 9h16 M3 15h16';
  return (
    <svg
      className="search-hit__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

function SmallIcon({ d }: { d: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
const CROSS = 'M6 6l12 12 M18 6 6 18';
const BACK = 'M9 14 4 9l5-5 M4 9h10a6 6 0 0 1 0 12h-3';
const SEARCH = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z M15.5 15.5 20 20';

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

  // Focus the input on open; give focus back to where it was on close. Lock the page scroll meanwhile.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    inputRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const keepFocus = (e: FocusEvent) => {
      if (panelRef.current && e.target instanceof Node && !panelRef.current.contains(e.target))
        inputRef.current?.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      document.body.style.overflow = overflow;
      tracker?.flush();
      before?.focus?.();
    };
  }, []);

  const response = state.query.trim() ? state.response : null;
  const groups = useMemo(() => (response ? groupHits(response.hits) : []), [response]);
  const items: Item[] = useMemo(() => {
    if (state.query.trim())
      return groups.flatMap((g) =>
        g.hits.map((hit): Item => ({
          hit,
          url: hitUrl(hit.url, settings.replaceSearchResultPathname),
          kind: 'result',
        })),
      );
    return [
      ...lists.recent.map((hit): Item => ({
        hit,
        url: hitUrl(hit.url, settings.replaceSearchResultPathname),
        kind: 'recent',
      })),
      ...lists.favorites.map((hit): Item => ({
        hit,
        url: hitUrl(hit.url, settings.replaceSearchResultPathname),
        kind: 'favorite',
      })),
    ];
  }, [groups, lists, state.query, settings]);

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

  const remember = (item: Item) => {
    if (item.kind !== 'favorite') stored.addRecent(item.hit);
  };

  const openItem = (index: number, e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => {
    const item = items[index]!;
    if (e.ctrlKey || e.metaKey || e.shiftKey) {
      remember(item);
      window.open(item.url, '_blank', 'noopener');
      refreshLists();
      return;
    }
    // Through the link itself, so client navigation (when present) handles it like any other link.
    const el = document.getElementById(`${listboxId}-item-${index}`);
    const link = el && (el.matches('a') ? el : el.querySelector('a'));
    if (link) link.click();
    else {
      remember(item);
      onClose();
      window.location.assign(item.url);
    }
  };

  const onItemClick = (item: Item) => (e: MouseEvent<HTMLAnchorElement>) => {
    remember(item);
    // A modifier click opens a new tab through the link itself; the dialog stays.
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button === 1) {
      refreshLists();
      return;
    }
    onClose();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key === 'Tab') {
      const nodes = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
        (n) => !n.hasAttribute('hidden'),
      );
      if (!nodes.length) return;
      const first = nodes[0]!;
      const last = nodes[nodes.length - 1]!;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
      return;
    }
    if (e.target !== inputRef.current) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!items.length) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + items.length) % items.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (items[active]) openItem(active, e);
      else if (query.trim()) window.location.assign(searchPageUrl(settings, query));
    }
  };

  /** A hit: an option of the results listbox, or (start screen) the first cell of a grid row. */
  const option = (item: Item, index: number, cell = false) => {
    const { title, path } = hitDisplay(item.hit);
    const version = 'version' in item.hit ? item.hit.version : undefined;
    const id = `${listboxId}-item-${index}`;
    const selected = index === active;
    const link = (
      <a
        key={`${item.kind}-${item.hit.objectID}`}
        {...(cell ? {} : { id, role: 'option', 'aria-selected': selected })}
        tabIndex={-1}
        href={item.url}
        className={`search-hit${selected ? ' search-hit--active' : ''}`}
        onMouseMove={() => index !== active && setActive(index)}
        onClick={onItemClick(item)}
      >
        {item.kind === 'result' ? (
          <TypeIcon type={item.hit.type} />
        ) : (
          <span className="search-hit__icon">
            <SmallIcon d={item.kind === 'favorite' ? STAR : BACK} />
          </span>
        )}
        <span className="search-hit__text">
          <span className="search-hit__title">
            <Highlight segments={title} />
          </span>
          {path.length || version ? (
            <span className="search-hit__path">
              {version ? <span className="search-hit__version">{version}</span> : null}
              <Highlight segments={path} />
            </span>
          ) : null}
        </span>
      </a>
    );
    return cell ? (
      <div role="gridcell" id={id} aria-selected={selected} className="search-hit-cell">
        {link}
      </div>
    ) : (
      link
    );
  };

  let index = 0;
  const listbox = (label: string, children: ReactNode) => (
    <div
      role="listbox"
      id={listboxId}
      aria-label={label}
      className="search-modal__list"
      aria-busy={state.status === 'loading' || state.status === 'stalled'}
    >
      {children}
    </div>
  );
  const section = (key: string, title: string, children: ReactNode) => (
    <div role="group" key={key} className="search-modal__group" aria-labelledby={`${listboxId}-${key}`}>
      <div className="search-modal__group-title" id={`${listboxId}-${key}`}>
        {title}
      </div>
      {children}
    </div>
  );

  let body: ReactNode;
  if (state.status === 'error') {
    const v = errorView(null);
    body = (
      <div className="search-modal__screen search-error" role="alert">
        <p className="search-error__title">{v.title}</p>
        <p className="search-error__help">{v.help}</p>
      </div>
    );
  } else if (!state.query.trim()) {
    body = !items.length ? (
      <p className="search-modal__screen search-modal__empty">{TEXT.noRecent}</p>
    ) : (
      // Rows with buttons beside each hit: a grid, since a listbox may hold nothing but options.
      <div role="grid" id={listboxId} aria-label="Recent and favorite searches" className="search-modal__list">
        {(
          [
            ['recent', TEXT.recent, lists.recent],
            ['favorite', TEXT.favorites, lists.favorites],
          ] as const
        ).map(([kind, title, list]) =>
          list.length ? (
            <div role="rowgroup" key={kind} className="search-modal__group">
              <div role="row">
                <div role="columnheader" className="search-modal__group-title">
                  {title}
                </div>
              </div>
              {list.map((hit) => {
                const item = items[index]!;
                const actions: [string, string, () => void][] =
                  kind === 'recent'
                    ? [
                        [TEXT.saveFavorite, STAR, () => stored.favorite(hit)],
                        [TEXT.removeRecent, CROSS, () => stored.removeRecent(hit)],
                      ]
                    : [
                        [TEXT.unfavorite, BACK, () => stored.unfavorite(hit)],
                        [TEXT.removeFavorite, CROSS, () => stored.removeFavorite(hit)],
                      ];
                return (
                  <div role="row" className="search-hit-row" key={hit.objectID} data-kind={kind}>
                    {option(item, index++, true)}
                    {actions.map(([label, icon, act]) => (
                      <div role="gridcell" key={label}>
                        <button
                          type="button"
                          className="search-hit__action"
                          aria-label={label}
                          title={label}
                          onClick={() => (act(), refreshLists())}
                        >
                          <SmallIcon d={icon} />
                        </button>
                      </div>
                    ))}
                  </div>
                );
              })}
            </div>
          ) : null,
        )}
      </div>
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
    body = listbox(
      'Search results',
      groups.map((g, gi) =>
        section(
          `g${gi}`,
          g.title,
          g.hits.map(() => option(items[index]!, index++)),
        ),
      ),
    );
  } else {
    body = <div className="search-modal__screen" />;
  }

  const listShown = body !== null && items.length > 0 && (!state.query.trim() || !!response?.hits.length);
  const stalled = state.status === 'stalled';
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
        aria-label="Search"
        ref={panelRef}
        onKeyDown={onKeyDown}
      >
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
              {stalled ? (
                <span className="search-spinner" role="status" aria-label="Loading" />
              ) : (
                <SmallIcon d={SEARCH} />
              )}
              <span className="sr-only">{PLACEHOLDER}</span>
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
              aria-haspopup={state.query.trim() ? 'listbox' : 'grid'}
              aria-autocomplete="list"
              aria-activedescendant={listShown && items[active] ? `${listboxId}-item-${active}` : undefined}
              placeholder={PLACEHOLDER}
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
        <div className="search-modal__body">{body}</div>
        <AskAi enabled={settings.askAi} query={state.query} />
        <div className="search-modal__footer">
          {response && response.nbHits > 0 && state.query.trim() ? (
            <a className="search-modal__all" href={searchPageUrl(settings, state.query)} onClick={onClose}>
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
      </div>
    </div>
  );
}
