// The redirects the client-redirects plugin's rules make (routes/made-redirects.ts, planned by
// routes/plan/redirect-pages.ts), as Docusaurus 3.10 makes them: from each path with an extension,
// to each path with one, and from what createRedirects returns for each path, called with the 404
// page first; a redirect never takes a page's place, the first to start at a path keeps it, and a
// redirect from another spelling of a page's path is written where no host mistakes it for the page.
import { describe, expect, it } from 'vitest';
import {
  fromExtensionRedirects,
  returnedPaths,
  toExtensionRedirects,
} from '../../../generator/routes/made-redirects.ts';
import { planMadeRedirects } from '../../../generator/routes/plan/redirect-pages.ts';
import { retargetRedirects } from '../../../generator/routes/plan/site-pages.ts';
import type { PlannedPage } from '../../../generator/routes/graph.ts';
import type { PlanState } from '../../../generator/routes/plan/state.ts';
import { outputFile, urlsByKey } from '../../../generator/routes/permalinks.ts';
import { checkOutputs } from '../../../generator/routes/plan/output-claims.ts';

describe('the extension rules', () => {
  it('fromExtensions: each path from the path with the extension, a folder path keeping its slash; none for the home page or a path that has one', () => {
    expect(fromExtensionRedirects(['/', '/docs/intro', '/blog/', '/a.html', '/404.html'], ['html', 'htm'])).toEqual([
      { from: '/docs/intro.html', to: '/docs/intro' },
      { from: '/docs/intro.htm', to: '/docs/intro' },
      { from: '/blog.html/', to: '/blog/' },
      { from: '/blog.htm/', to: '/blog/' },
    ]);
  });

  it('toExtensions: each path ending in an extension from the path without it', () => {
    expect(toExtensionRedirects(['/legacy.html', '/docs/intro', '/old.php'], ['html', 'php'])).toEqual([
      { from: '/legacy', to: '/legacy.html' },
      { from: '/old', to: '/old.php' },
    ]);
  });
});

describe('what createRedirects returns', () => {
  it('is a path, a list of paths, or nothing', () => {
    expect(returnedPaths('/old')).toEqual({ froms: ['/old'], bad: [] });
    expect(returnedPaths(['/a', '/b/'])).toEqual({ froms: ['/a', '/b/'], bad: [] });
    expect(returnedPaths(undefined)).toEqual({ froms: [], bad: [] });
    expect(returnedPaths(null)).toEqual({ froms: [], bad: [] });
  });

  it('names each value that is not a plain path of the site', () => {
    expect(returnedPaths(['old', '/a/../b', '/x?y', '//host/x', 7, null, '/fine'])).toEqual({
      froms: ['/fine'],
      bad: [
        '"old" (no leading "/")',
        '"/a/../b" (it has a ".." segment)',
        '"/x?y" (it has a "?")',
        '"//host/x" (a "//" at its start)',
        'the number 7',
        'null',
      ],
    });
    expect(returnedPaths(42).bad).toEqual(['the number 42']);
  });
});

const page = (url: string, over: Partial<PlannedPage> = {}): PlannedPage => ({
  url,
  layout: 'doc',
  source: null,
  frontMatter: {},
  title: url,
  ...over,
});
const redirect = (url: string, to: string): PlannedPage => page(url, { layout: 'redirect', redirectTo: to });

function planning(planned: PlannedPage[], over: Record<string, unknown>): PlanState {
  const config = {
    root: '/site',
    configFile: null,
    onDuplicateRoutes: 'warn',
    redirectExtensions: { from: [], to: [] },
    ...over,
  };
  return {
    config,
    trailingSlash: over.trailingSlash as boolean | undefined,
    planned,
    diagnostics: [],
  } as unknown as PlanState;
}

const redirects = (state: PlanState) =>
  state.planned
    .filter((p) => p.layout === 'redirect')
    .map((p) => ({ from: p.url, to: p.redirectTo, ...(p.outFile ? { file: p.outFile } : {}) }));

describe('planning the redirects createRedirects makes', () => {
  it('calls it with every page path, the 404 page first, and plans a redirect page for each path it returns', () => {
    const calls: string[] = [];
    const state = planning([page('/docs/intro/'), page('/blog/'), page('/404.html', { layout: 'not-found' })], {
      trailingSlash: true,
      createRedirects: (path: string) => {
        calls.push(path);
        return path === '/docs/intro/' ? ['/start', '/old/intro/'] : undefined;
      },
    });
    planMadeRedirects(state);
    expect(calls).toEqual(['/404.html', '/docs/intro/', '/blog/']);
    // In the site's form, as the config's redirects are.
    expect(redirects(state)).toEqual([
      { from: '/start/', to: '/docs/intro/' },
      { from: '/old/intro/', to: '/docs/intro/' },
    ]);
    expect(state.diagnostics).toEqual([]);
  });

  it('calls a function taken from a Docusaurus config through its reference', () => {
    const ref = { docusaurusConfig: './docusaurus.config.js', path: ['plugins', 0, 1, 'createRedirects'] };
    const taken = { value: (p: string) => `${p}-old`, file: 'docusaurus.config.js', text: '', path: ref.path };
    const state = planning([page('/docs/a')], { createRedirects: ref, docusaurusValues: new Map([[ref, taken]]) });
    planMadeRedirects(state);
    expect(redirects(state)).toEqual([{ from: '/docs/a-old', to: '/docs/a' }]);
  });

  it('leaves out one where a page is, or where an earlier redirect starts, in one warning each; a redirect to the same page quietly', () => {
    const state = planning([page('/docs/a'), page('/docs/b'), page('/blog'), redirect('/kept', '/docs/b')], {
      createRedirects: (path: string) =>
        path === '/docs/a' ? ['/blog', '/docs/a', '/kept', '/both'] : path === '/docs/b' ? ['/both', '/kept'] : [],
    });
    planMadeRedirects(state);
    expect(redirects(state)).toEqual([
      { from: '/kept', to: '/docs/b' },
      { from: '/both', to: '/docs/a' },
    ]);
    expect(state.diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([
      [
        'redirect-clash',
        'warning',
        "2 redirects made by createRedirects would take the place of a page of the site, so they are left out (onDuplicateRoutes: 'warn'): /blog -> /docs/a (the generated doc page is there); /docs/a -> /docs/a (the generated doc page is there).",
      ],
      [
        'redirect-clash',
        'warning',
        "2 redirects made by createRedirects would start where an earlier redirect starts, so they are left out (onDuplicateRoutes: 'warn'): /kept -> /docs/a (the redirect to /docs/b is there); /both -> /docs/b (the redirect to /docs/a is there).",
      ],
    ]);
  });

  it("stops the build on a clash under onDuplicateRoutes 'throw', and says nothing under 'ignore'", () => {
    const make = (mode: string) =>
      planning([page('/a'), page('/b')], {
        onDuplicateRoutes: mode,
        createRedirects: (p: string) => (p === '/a' ? '/b' : undefined),
      });
    const thrown = make('throw');
    planMadeRedirects(thrown);
    expect(thrown.diagnostics.map((d) => [d.code, d.severity])).toEqual([['redirect-clash', 'error']]);
    const ignored = make('ignore');
    planMadeRedirects(ignored);
    expect(ignored.diagnostics).toEqual([]);
    expect(redirects(ignored)).toEqual([]);
  });

  it('reports what it throws, with the paths it threw for, and what it returns that is not a path', () => {
    const state = planning([page('/a'), page('/b'), page('/c')], {
      createRedirects: (p: string) => {
        if (p === '/c') return ['no-slash', 5];
        throw new Error('no old path for this one');
      },
    });
    planMadeRedirects(state);
    expect(state.diagnostics.map((d) => [d.code, d.severity, d.message, d.affects])).toEqual([
      ['create-redirects-function', 'error', 'The createRedirects function threw: no old path for this one', ['/a']],
      ['create-redirects-function', 'error', 'The createRedirects function threw: no old path for this one', ['/b']],
      [
        'create-redirects-function',
        'error',
        'The createRedirects function returned 2 values that are not a plain path of the site: "no-slash" (no leading "/") for /c; the number 5 for /c.',
        ['/c'],
      ],
    ]);
  });
});

describe('planning the extension redirects', () => {
  it('writes one from /a.html beside the page /a in a.html/index.html, and leaves the page its key', () => {
    const state = planning([page('/docs/a'), page('/docs/b/')], { redirectExtensions: { from: ['html'], to: [] } });
    planMadeRedirects(state);
    expect(redirects(state)).toEqual([
      { from: '/docs/a.html', to: '/docs/a', file: 'docs/a.html/index.html' },
      { from: '/docs/b.html/', to: '/docs/b/' },
    ]);
    expect(urlsByKey(state.planned).get('/docs/a/')).toBe('/docs/a');
    retargetRedirects(state);
    expect(redirects(state)[0]!.to).toBe('/docs/a');
  });

  it('makes none a page already answers at: /a.html of the page /a written to a.html', () => {
    const state = planning([page('/docs/a')], { trailingSlash: false, redirectExtensions: { from: ['html'], to: [] } });
    planMadeRedirects(state);
    expect(redirects(state)).toEqual([]);
    expect(state.diagnostics).toEqual([]);
  });

  it('comes before createRedirects: its redirect keeps a path both make', () => {
    const state = planning([page('/a'), page('/b')], {
      redirectExtensions: { from: ['html'], to: [] },
      createRedirects: (p: string) => (p === '/b' ? '/a.html' : undefined),
    });
    planMadeRedirects(state);
    expect(redirects(state)).toEqual([
      { from: '/a.html', to: '/a', file: 'a.html/index.html' },
      { from: '/b.html', to: '/b', file: 'b.html/index.html' },
    ]);
    expect(state.diagnostics.map((d) => d.code)).toEqual(['redirect-clash']);
  });
});

describe('where each redirect is written', () => {
  const placed = (trailingSlash: boolean | undefined, from: string[]) => {
    const state = planning([page('/docs/a'), ...from.map((f) => redirect(f, '/docs/a'))], { trailingSlash });
    planMadeRedirects(state);
    return state.planned.filter((p) => p.redirectTo).map((p) => p.outFile ?? outputFile(p.url, trailingSlash));
  };

  it('in a folder named for its path, as Docusaurus writes it, whatever trailingSlash says', () => {
    expect(placed(false, ['/old', '/docs/old'])).toEqual(['old/index.html', 'docs/old/index.html']);
    expect(placed(true, ['/old/', '/docs/old/'])).toEqual(['old/index.html', 'docs/old/index.html']);
    expect(placed(undefined, ['/old', '/old2/'])).toEqual(['old/index.html', 'old2/index.html']);
  });

  it('from a path ending in .html: in its folder, or beside the page as x.html.html when trailingSlash is false', () => {
    expect(placed(true, ['/legacy.html'])).toEqual(['legacy.html/index.html']);
    expect(placed(undefined, ['/legacy.html'])).toEqual(['legacy.html/index.html']);
    expect(placed(false, ['/legacy.html'])).toEqual(['legacy.html.html']);
  });

  it('still may not take a page URL: the redirect from /docs/a beside the page /docs/a (a.html) is reported', () => {
    const state = planning([page('/docs/a'), redirect('/docs/a', '/docs/b')], { trailingSlash: false });
    planMadeRedirects(state);
    expect(state.planned.find((p) => p.redirectTo)!.outFile).toBe('docs/a/index.html');
    checkOutputs(Object.assign(state, { scan: { staticFiles: [] }, renderable: [] }));
    expect(state.diagnostics.map((d) => d.code)).toEqual(['duplicate-url']);
    expect(state.planned.map((p) => p.url)).toEqual(['/docs/a']);
  });
});
