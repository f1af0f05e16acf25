// Query as the user types: one request per change, answers to older queries dropped, a stall after 300 ms.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { STALL_MS } from '../../shared/search/constants.ts';
import type { SearchBackend } from '../../shared/search/backend.ts';
import { initialState, reduce } from '../../shared/search/state.ts';

export function useSearch(
  getBackend: () => Promise<SearchBackend>,
  opts: { hitsPerPage?: number; snippetWords: () => number },
) {
  const [state, dispatch] = useReducer(reduce, undefined, () => initialState());
  const counter = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const run = useCallback(
    (query: string, page = 0) => {
      const request = ++counter.current;
      dispatch({ type: 'query', query, request });
      if (!query.trim()) return;
      const stall = setTimeout(() => dispatch({ type: 'stall', request }), STALL_MS);
      timers.current.add(stall);
      getBackend()
        .then((b) => b.search({ query, page, hitsPerPage: opts.hitsPerPage, snippetWords: opts.snippetWords() }))
        .then(
          (response) => dispatch({ type: 'results', request, response }),
          () => dispatch({ type: 'error', request }),
        )
        .finally(() => {
          clearTimeout(stall);
          timers.current.delete(stall);
        });
    },
    [getBackend],
  );
  return { state, run };
}
