// The results page (/search/?q=...): the full result list with paging and the count, from the same
// backends as the dialog. The query stays in the URL as it changes. Escape hides the results first; a
// second Escape clears the query. Without JavaScript the form still submits to this page.
import { NoResults } from './search/NoResults.tsx';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { HITS_PER_PAGE, MAX_QUERY_LENGTH, TEXT } from '../shared/search/constants.ts';
import { pluralWord, word } from '../shared/page-words.ts';
import { errorView } from '../shared/search/backend.ts';
import { hitUrl, pageDisplay } from '../shared/search/hits.ts';
import { searchPageUrl } from '../shared/search/settings.ts';
import type { SearchHit, SearchResponse, SearchSettings } from '../shared/search/types.ts';
import { Highlight } from './search/Highlight.tsx';
import { getBackend, snippetWords, storedSearches } from './search/setup.ts';
import { useSearch } from './search/useSearch.ts';

export interface SearchPageProps {
  settings: SearchSettings;
}

export function countText(n: number): string {
  // Docusaurus's search page's plural message, in the site's language when it has one.
  return pluralWord('theme.SearchPage.documentsFound.plurals', 'One document found|{count} documents found', n);
}

function readUrl(): { query: string; page: number } {
  const p = new URLSearchParams(window.location.search);
  const query = (p.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const page = Math.max(0, Math.floor(Number(p.get('page')) || 1) - 1);
  return { query, page };
}

function writeUrl(query: string, page: number): void {
  const u = new URL(window.location.href);
  if (query) u.searchParams.set('q', query);
  else u.searchParams.delete('q');
  if (page > 0) u.searchParams.set('page', String(page + 1));
  else u.searchParams.delete('page');
  window.history.replaceState(window.history.state, '', u.pathname + u.search + u.hash);
}

function Result({ hit, settings }: { hit: SearchHit; settings: SearchSettings }) {
  const { title, crumbs, snippet } = pageDisplay(hit);
  return (
    <li className="search-result">
      <h2 className="search-result__title">
        <a
          href={hitUrl(hit.url, settings.replaceSearchResultPathname)}
          onClick={() => storedSearches(settings).addRecent(hit)}
        >
          <Highlight segments={title} />
        </a>
      </h2>
      {crumbs.length || hit.version ? (
        <p className="search-result__path">
          {hit.version ? <span className="search-hit__version">{hit.version}</span> : null}
          {crumbs.join(' › ')}
        </p>
      ) : null}
      {snippet.length ? (
        <p className="search-result__snippet">
          <Highlight segments={snippet} />
        </p>
      ) : null}
    </li>
  );
}

/** Previous and next, when the results run to more than one page. */
function pager(response: SearchResponse, goTo: (page: number) => void) {
  return (
    <nav className="search-page__pager" aria-label="Search result pages">
      <button type="button" className="button" disabled={response.page <= 0} onClick={() => goTo(response.page - 1)}>
        Previous
      </button>
      <span className="search-page__page">
        Page {response.page + 1} of {response.nbPages}
      </span>
      <button
        type="button"
        className="button"
        disabled={response.page >= response.nbPages - 1}
        onClick={() => goTo(response.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

export default function SearchPage({ settings }: SearchPageProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [panel, setPanel] = useState(true);
  const backend = useMemo(() => () => getBackend(settings), [settings]);
  const { state, run } = useSearch(backend, { hitsPerPage: HITS_PER_PAGE, snippetWords });

  useEffect(() => {
    const from = readUrl();
    if (!from.query) {
      // Text typed before the island was live stays in the field (hydration keeps it): search it.
      const typed = (document.getElementById('search-page-input') as HTMLInputElement | null)?.value;
      if (typed) change(typed);
      return;
    }
    setQuery(from.query);
    setPage(from.page);
    run(from.query, from.page);
  }, []);

  const change = (value: string) => {
    const q = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(q);
    setPage(0);
    setPanel(true);
    run(q, 0);
    writeUrl(q, 0);
  };

  const goTo = (n: number) => {
    setPage(n);
    run(query, n);
    writeUrl(query, n);
    document.getElementById('search-page-input')?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    if (panel && query) setPanel(false);
    else change('');
  };

  const response = query.trim() ? state.response : null;
  let results = null;
  if (state.status === 'error') {
    const v = errorView(null);
    results = (
      <div className="search-error" role="alert">
        <p className="search-error__title">{v.title}</p>
        <p className="search-error__help">{v.help}</p>
      </div>
    );
  } else if (response && !response.hits.length) {
    results = (
      <NoResults
        variant="page"
        query={state.answered}
        suggestions={state.suggestions}
        onSuggest={change}
        missingResultsUrl={settings.missingResultsUrl}
      />
    );
  } else if (response) {
    results = (
      <>
        <p className="search-page__count">{countText(response.nbHits)}</p>
        <ol
          className="search-page__list"
          start={response.page * HITS_PER_PAGE + 1}
          aria-busy={state.status === 'loading' || state.status === 'stalled'}
        >
          {response.hits.map((hit) => (
            <Result key={hit.objectID} hit={hit} settings={settings} />
          ))}
        </ol>
        {response.nbPages > 1 ? pager(response, goTo) : null}
      </>
    );
  }

  return (
    <div className="search-page__island">
      <form
        role="search"
        method="get"
        action={searchPageUrl(settings)}
        className="search-page__form"
        onSubmit={(e) => {
          e.preventDefault();
          setPanel(true);
          run(query, page);
        }}
      >
        <label htmlFor="search-page-input" className="sr-only">
          {TEXT.placeholder}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          placeholder={TEXT.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-controls="search-page-results"
          value={query}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {state.status === 'stalled' ? <span className="search-spinner" role="status" aria-label="Loading" /> : null}
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {response && state.answered ? (
        <h2 className="search-page__title">
          {word('theme.SearchPage.existingResultsTitle', 'Search results for "{query}"', { query: state.answered })}
        </h2>
      ) : null}
      <div className="search-page__results" id="search-page-results" aria-live="polite" hidden={!panel}>
        {results}
      </div>
    </div>
  );
}
