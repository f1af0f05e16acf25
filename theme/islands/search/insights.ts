// Loads the analytics script from its CDN when insights are on, and sends view events through it.
import { INSIGHTS_SCRIPT_URL, type ViewEvent } from '../../shared/search/insights.ts';
import type { SearchSettings } from '../../shared/search/types.ts';

type Aa = ((method: string, payload: unknown) => void) & { queue?: unknown[][] };

export function insightsSender(settings: SearchSettings): (events: ViewEvent[]) => void {
  let aa: Aa | undefined;
  const load = (): Aa => {
    if (aa) return aa;
    const w = window as unknown as { aa?: Aa; AlgoliaAnalyticsObject?: string };
    if (!w.aa) {
      // The official snippet: calls queue until the script replaces the stub.
      const stub: Aa = Object.assign((...args: unknown[]) => void (stub.queue ??= []).push(args), {
        queue: [] as unknown[][],
      });
      w.AlgoliaAnalyticsObject = 'aa';
      w.aa = stub;
      const s = document.createElement('script');
      s.async = true;
      s.src = INSIGHTS_SCRIPT_URL;
      document.head.appendChild(s);
      if (settings.hosted) stub('init', { appId: settings.hosted.appId, apiKey: settings.hosted.apiKey });
    }
    return (aa = w.aa!);
  };
  return (events) => {
    const send = load();
    for (const e of events)
      send('viewedObjectIDs', {
        eventName: e.eventName,
        index: e.index,
        objectIDs: e.objectIDs,
        ...(e.queryID ? { queryID: e.queryID } : {}),
      });
  };
}
