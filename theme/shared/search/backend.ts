// One search function for the dialog and the results page: the hosted service when it is configured,
// the local index otherwise, and the local index again when every hosted host has failed (if allowed).
import { TEXT } from './constants.ts';
import { createHostedClient, UnreachableHostsError, type HostedClient, type TransportOptions } from './hosted.ts';
import { createLocalIndex, type LocalIndex } from './local.ts';
import type { KeyValueStorage } from './stored-searches.ts';
import type { SearchParams, SearchResponse, SearchSettings } from './types.ts';

export interface BackendDeps {
  storage: KeyValueStorage;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  timeouts?: TransportOptions['timeouts'];
  local?: LocalIndex;
}

export interface SearchBackend {
  search(params: SearchParams): Promise<SearchResponse>;
  readonly hosted?: HostedClient;
  readonly local: LocalIndex;
}

export function createSearchBackend(settings: SearchSettings, deps: BackendDeps): SearchBackend {
  const local = deps.local ?? createLocalIndex({ baseUrl: settings.baseUrl });
  // The local index ranks the page's own docs version first, as the hosted facet filters to it.
  const searchLocal = (p: SearchParams) =>
    local.search({ ...p, docsTag: settings.docsTag, ...(settings.docsTags ? { docsTags: settings.docsTags } : {}) });
  if (!settings.hosted) return { local, search: searchLocal };
  const hosted = createHostedClient(
    {
      ...settings.hosted,
      indexName: settings.indexName,
      docsTag: settings.docsTag,
      docsTags: settings.docsTags,
      language: settings.language,
      insights: settings.insights,
    },
    { storage: deps.storage, fetch: deps.fetch, now: deps.now, random: deps.random, timeouts: deps.timeouts },
  );
  return {
    local,
    hosted,
    async search(p) {
      try {
        return await hosted.search(p);
      } catch (error) {
        if (error instanceof UnreachableHostsError && settings.fallbackToLocal) return searchLocal(p);
        throw error;
      }
    },
  };
}

/** What the error view shows. The same words whatever failed: the visitor can only retry. */
export function errorView(_error: unknown): { title: string; help: string } {
  return { title: TEXT.errorTitle, help: TEXT.errorHelp };
}
