// The search box states: idle, loading, stalled (still loading after 300 ms: the spinner shows), error.
// Answers to an older query are dropped, so fast typing never shows stale results.
import { suggestionsFrom } from './hits.ts';
import type { SearchResponse } from './types.ts';

type Status = 'idle' | 'loading' | 'stalled' | 'error';

export interface SearchState {
  query: string;
  status: Status;
  /** The id of the latest request; answers carrying another id are ignored. */
  request: number;
  /** The last answer, kept on screen while the next one loads. */
  response: SearchResponse | null;
  /** The query `response` answers. */
  answered: string;
  /** Page titles from the largest result set so far: "Try searching for". */
  suggestions: string[];
}

export type Action =
  | { type: 'query'; query: string; request: number }
  | { type: 'stall'; request: number }
  | { type: 'results'; request: number; response: SearchResponse }
  | { type: 'error'; request: number };

export const initialState = (query = ''): SearchState => ({
  query,
  status: 'idle',
  request: 0,
  response: null,
  answered: '',
  suggestions: [],
});

export function reduce(state: SearchState, action: Action): SearchState {
  switch (action.type) {
    case 'query':
      if (!action.query.trim())
        return { ...state, query: action.query, status: 'idle', request: action.request, response: null, answered: '' };
      return {
        ...state,
        query: action.query,
        status: state.status === 'stalled' ? 'stalled' : 'loading',
        request: action.request,
      };
    case 'stall':
      return action.request === state.request && state.status === 'loading' ? { ...state, status: 'stalled' } : state;
    case 'results': {
      if (action.request !== state.request) return state;
      const found = suggestionsFrom(action.response.hits);
      return {
        ...state,
        status: 'idle',
        response: action.response,
        answered: state.query,
        suggestions: found.length > state.suggestions.length ? found : state.suggestions,
      };
    }
    case 'error':
      return action.request === state.request ? { ...state, status: 'error' } : state;
  }
}
