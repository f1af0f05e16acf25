// Ask AI mode. Off unless the site configures it; the disclaimer travels with it.
import { TEXT } from '../../shared/search/constants.ts';

export function AskAi({ enabled, query }: { enabled: boolean; query: string }) {
  if (!enabled) return null;
  return (
    <aside className="search-ask-ai" aria-label="Ask AI">
      <p className="search-ask-ai__prompt">{query ? `Ask AI about "${query}"` : 'Ask AI a question about the docs'}</p>
      <p className="search-ask-ai__disclaimer">{TEXT.askAiDisclaimer}</p>
    </aside>
  );
}
