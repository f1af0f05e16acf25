// The page store behind prefetching and navigation, with fetch replaced by a scripted server.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { createPageStore, LoadError, PreloadFailed } from '../../theme/islands/navigation/page-store.ts';
import { normaliseRoute } from '../../theme/shared/navigation/route-key.ts';

type Answer = { status: number; type?: string; body?: string } | 'network';

function server(answers: Record<string, Answer[]>) {
  const calls: { path: string; purpose: string | null }[] = [];
  const pending: (() => void)[] = [];
  let hold = false;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input);
    calls.push({ path: url.pathname, purpose: new Headers(init.headers).get('purpose') });
    if (hold) await new Promise<void>((r) => pending.push(r));
    const answer = answers[url.pathname]?.shift() ?? { status: 200 };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body ?? `<html><title>${url.pathname}</title></html>`, {
      status: answer.status,
      headers: { 'content-type': answer.type ?? 'text/html; charset=utf-8' },
    });
  });
  return {
    calls,
    hold: () => void (hold = true),
    release: () => {
      hold = false;
      pending.splice(0).forEach((r) => r());
    },
  };
}

const store = () => createPageStore((u) => normaliseRoute(u.pathname) + u.search);
const url = (p: string) => new URL(p, 'https://zaparoo.org/');
const live = () => new AbortController().signal;

afterEach(() => vi.unstubAllGlobals());

describe('page store', () => {
  it('serves a navigation from its prefetch: one request, marked as a prefetch', async () => {
    const s = server({});
    const pages = store();
    pages.prefetch(url('/docs/'));
    pages.prefetch(url('/docs/index.html'));
    const page = await pages.get(url('/docs'), live());
    expect(page).toMatchObject({ kind: 'page', status: 200 });
    expect(s.calls).toEqual([{ path: '/docs/', purpose: 'prefetch' }]);
  });

  it('answers a failed prefetch with PreloadFailed (a whole-page load), whether it failed before or during the visit', async () => {
    server({ '/a/': [{ status: 503 }], '/b/': ['network'] });
    const pages = store();
    pages.prefetch(url('/a/'));
    await new Promise((r) => setTimeout(r, 0));
    await expect(pages.get(url('/a/'), live())).rejects.toBeInstanceOf(PreloadFailed);
    pages.prefetch(url('/b/'));
    await expect(pages.get(url('/b/'), live())).rejects.toBeInstanceOf(PreloadFailed);
  });

  it('reports a failed visit as a LoadError naming the status, and asks again next time', async () => {
    const s = server({ '/x/': [{ status: 500 }, 'network', { status: 200 }] });
    const pages = store();
    const first = await pages.get(url('/x/'), live()).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(LoadError);
    expect((first as LoadError).status).toBe(500);
    expect((first as Error).message).toContain('500');
    const second = await pages.get(url('/x/'), live()).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(LoadError);
    expect((second as Error).message).toContain('network request failed');
    expect(await pages.get(url('/x/'), live())).toMatchObject({ kind: 'page', status: 200 });
    expect(s.calls.map((c) => c.purpose)).toEqual([null, null, null]);
  });

  it('treats a 404 as a page and non-HTML as something only the browser can show', async () => {
    server({
      '/missing/': [{ status: 404, body: '<h1>Not found</h1>' }],
      '/file/': [{ status: 200, type: 'application/pdf' }],
    });
    const pages = store();
    expect(await pages.get(url('/missing/'), live())).toMatchObject({
      kind: 'page',
      status: 404,
      html: '<h1>Not found</h1>',
    });
    expect(await pages.get(url('/file/'), live())).toMatchObject({ kind: 'other' });
  });

  it('gives up waiting when the visit is abandoned, and keeps the page for the next visit', async () => {
    const s = server({});
    const pages = store();
    s.hold();
    const ctl = new AbortController();
    const first = pages.get(url('/slow/'), ctl.signal);
    ctl.abort();
    await expect(first).rejects.toBeDefined();
    s.release();
    expect(await pages.get(url('/slow/'), live())).toMatchObject({ kind: 'page' });
    expect(s.calls).toHaveLength(1);
  });

  it('keeps a query string apart from the page without one', async () => {
    const s = server({});
    const pages = store();
    await pages.get(url('/search/?q=nfc'), live());
    await pages.get(url('/search/'), live());
    await pages.get(url('/search/?q=nfc'), live());
    expect(s.calls.map((c) => c.path)).toEqual(['/search/', '/search/']);
  });
});
