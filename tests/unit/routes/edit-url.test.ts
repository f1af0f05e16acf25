// Each doc's and post's edit URL as the route plan makes it (routes/edit-url.ts): what a function
// editUrl is called with in a locale's pass (its base URL in the permalink, a translated post's own
// folder), which instance's function is called, and the string form and front matter beside it.
import { describe, expect, it } from 'vitest';
import { docEditUrl, postEditUrl } from '../../../generator/routes/edit-url.ts';
import type { PlanState } from '../../../generator/routes/plan/state.ts';
import type { DocsVersion } from '../../../generator/routes/versions.ts';
import type { SourceFile } from '../../../generator/types.ts';

function planning(over: Record<string, unknown>): Pick<PlanState, 'config' | 'diagnostics'> {
  const config = {
    root: '/site',
    configFile: null,
    baseUrl: '/fr/',
    locale: { current: 'fr' },
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    docs: { path: 'docs', routeBasePath: 'docs' },
    docsInstances: [],
    blog: { path: 'blog', routeBasePath: 'blog' },
    blogInstances: [],
    ...over,
  };
  return { config: config as unknown as PlanState['config'], diagnostics: [] };
}

const file = (relPath: string, contentPath: string): SourceFile => ({
  absPath: `/site/${relPath}`,
  relPath,
  contentPath,
  kind: 'doc',
  text: '',
});

const version = (over: Partial<DocsVersion>): DocsVersion => ({
  name: 'current',
  label: 'Next',
  routeBase: 'docs',
  dir: 'docs',
  isLast: true,
  banner: null,
  badge: false,
  className: 'docs-version-current',
  noIndex: false,
  ...over,
});

describe('a function editUrl', () => {
  it("is called for a translated post with the translation's folder, the locale's permalink and the locale", () => {
    const calls: unknown[] = [];
    const state = planning({
      blog: { path: 'blog', routeBasePath: 'blog', editUrl: (p: unknown) => (calls.push(p), 'https://e.example/') },
    });
    const post = file('i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md', '2024-01-02-hello.md');
    expect(
      postEditUrl(state, { file: post, frontMatter: {} }, { path: 'blog', routeBasePath: 'blog' }, undefined),
    ).toBe('https://e.example/');
    expect(calls).toEqual([
      {
        blogDirPath: 'i18n/fr/docusaurus-plugin-content-blog',
        blogPath: '2024-01-02-hello.md',
        permalink: '/fr/blog/2024/01/02/hello',
        locale: 'fr',
      },
    ]);
  });

  it("of a docs instance is that instance's, called with its version's folder as Docusaurus names it", () => {
    const calls: unknown[] = [];
    const state = planning({
      docs: { path: 'docs', routeBasePath: 'docs', editUrl: () => 'https://wrong.example/' },
      docsInstances: [
        {
          id: 'community',
          path: './community',
          routeBasePath: 'community',
          editUrl: (p: unknown) => (calls.push(p), 'x'),
        },
      ],
    });
    const doc = { file: file('community/guide/index.md', 'guide/index.md'), frontMatter: {}, url: '/community/guide/' };
    const v = version({ dir: './community', routeBase: 'community' });
    expect(docEditUrl(state, doc, v, 'community')).toBe('x');
    expect(calls).toEqual([
      {
        version: 'current',
        versionDocsDirPath: 'community',
        docPath: 'guide/index.md',
        permalink: '/fr/community/guide/',
        locale: 'fr',
      },
    ]);
  });

  it('that returns no string gives no link; one that throws is a diagnostic naming the instance and the file', () => {
    const state = planning({
      docsInstances: [
        {
          id: 'community',
          path: 'community',
          routeBasePath: 'community',
          editUrl: ({ docPath }: { docPath: string }) => {
            if (docPath === 'b.md') throw new Error('no b');
            return null;
          },
        },
      ],
    });
    const v = version({ dir: 'community', routeBase: 'community' });
    const doc = (name: string) => ({
      file: file(`community/${name}`, name),
      frontMatter: {},
      url: `/community/${name}`,
    });
    expect(docEditUrl(state, doc('a.md'), v, 'community')).toBeUndefined();
    expect(state.diagnostics).toEqual([]);
    expect(docEditUrl(state, doc('b.md'), v, 'community')).toBeUndefined();
    expect(state.diagnostics).toMatchObject([
      {
        code: 'edit-url-function',
        severity: 'error',
        message: 'The editUrl function of docsInstances "community" threw: no b',
        file: 'zapsite.config.ts',
        affects: ['community/b.md'],
      },
    ]);
  });
});

describe('beside a function editUrl', () => {
  it('a URL is joined with the path from the site folder; front matter wins; a remote document has none', () => {
    const state = planning({ docs: { path: 'docs', routeBasePath: 'docs', editUrl: 'https://e.example/edit' } });
    const v = version({});
    const doc = (relPath: string, frontMatter: Record<string, unknown> = {}) => ({
      file: file(relPath, relPath.replace(/^docs\//, '')),
      frontMatter,
      url: '/docs/a',
    });
    expect(docEditUrl(state, doc('docs/a.md'), v, undefined)).toBe('https://e.example/edit/docs/a.md');
    expect(docEditUrl(state, doc('docs/a.md', { custom_edit_url: 'https://x.example/a' }), v, undefined)).toBe(
      'https://x.example/a',
    );
    expect(docEditUrl(state, doc('docs/a.md', { custom_edit_url: null }), v, undefined)).toBeUndefined();
    expect(docEditUrl(state, doc('remote/a.md'), v, undefined)).toBeUndefined();
  });
});

describe('a URL editUrl, as Docusaurus joins it', () => {
  const URL_ = 'https://e.example/edit';
  const docs = (over: Record<string, unknown> = {}) =>
    planning({ docs: { path: 'docs', routeBasePath: 'docs', editUrl: URL_, ...over } });
  const doc = (relPath: string, contentPath = 'guide/a.md') => ({
    file: file(relPath, contentPath),
    frontMatter: {},
    url: '/docs/guide/a',
  });
  const v1 = version({ name: '1.0', dir: 'versioned_docs/version-1.0', routeBase: 'docs/1.0', isLast: false });

  it("names a released version's doc in its own folder, or in the docs folder with editCurrentVersion", () => {
    const released = doc('versioned_docs/version-1.0/guide/a.md');
    expect(docEditUrl(docs(), released, v1, undefined)).toBe(`${URL_}/versioned_docs/version-1.0/guide/a.md`);
    expect(docEditUrl(docs({ editCurrentVersion: true }), released, v1, undefined)).toBe(`${URL_}/docs/guide/a.md`);
  });

  it('names the doc a translation translates, or the translation itself with editLocalizedFiles', () => {
    const translated = doc('i18n/fr/docusaurus-plugin-content-docs/current/guide/a.md');
    expect(docEditUrl(docs(), translated, version({}), undefined)).toBe(`${URL_}/docs/guide/a.md`);
    expect(docEditUrl(docs({ editLocalizedFiles: true }), translated, version({}), undefined)).toBe(
      `${URL_}/i18n/fr/docusaurus-plugin-content-docs/current/guide/a.md`,
    );
    const releasedTranslation = doc('i18n/fr/docusaurus-plugin-content-docs/version-1.0/guide/a.md');
    expect(docEditUrl(docs({ editLocalizedFiles: true }), releasedTranslation, v1, undefined)).toBe(
      `${URL_}/i18n/fr/docusaurus-plugin-content-docs/version-1.0/guide/a.md`,
    );
    // Both: the current version's translation.
    expect(
      docEditUrl(docs({ editLocalizedFiles: true, editCurrentVersion: true }), releasedTranslation, v1, undefined),
    ).toBe(`${URL_}/i18n/fr/docusaurus-plugin-content-docs/current/guide/a.md`);
  });

  it("names the post a translated post translates, or the translation with the blog's editLocalizedFiles", () => {
    const blog = (over: Record<string, unknown> = {}) =>
      planning({ blog: { path: 'blog', routeBasePath: 'blog', editUrl: URL_, ...over } });
    const post = {
      file: file('i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md', '2024-01-02-hello.md'),
      frontMatter: {},
    };
    const options = { path: 'blog', routeBasePath: 'blog' };
    expect(postEditUrl(blog(), post, options, undefined)).toBe(`${URL_}/blog/2024-01-02-hello.md`);
    expect(postEditUrl(blog({ editLocalizedFiles: true }), post, options, undefined)).toBe(
      `${URL_}/i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md`,
    );
  });
});
