import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from '../../../generator/config/resolve.ts';
import { ZapsiteError } from '../../../generator/diagnostics.ts';
import type { Diagnostic } from '../../../generator/types.ts';

const where = { root: '/site', configFile: '/site/zapsite.config.ts' };
const base = { title: 'Site', url: 'https://example.com/' };

/** The diagnostics resolveConfig throws; fails the test if it does not throw a ZapsiteError with exit code 2. */
function problems(raw: unknown): Diagnostic[] {
  try {
    resolveConfig(raw, where);
  } catch (error) {
    expect(error).toBeInstanceOf(ZapsiteError);
    expect((error as ZapsiteError).exitCode).toBe(2);
    return (error as ZapsiteError).diagnostics;
  }
  throw new Error('resolveConfig accepted the config');
}

describe('resolveConfig: a valid config', () => {
  it('fills in defaults, trims the URL and freezes the result', () => {
    const c = resolveConfig(
      { ...base, i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { htmlLang: 'en-GB' } } } },
      where,
    );
    expect(c.url).toBe('https://example.com');
    expect(c.baseUrl).toBe('/');
    expect(c.htmlLang).toBe('en-GB');
    expect(c.direction).toBe('ltr');
    expect(c.onBrokenLinks).toBe('throw');
    expect(c.docs && c.docs.routeBasePath).toBe('docs');
    expect(c.root).toBe('/site');
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c.navbar.items)).toBe(true);
    expect(() => {
      (c as { title: string }).title = 'changed';
    }).toThrow(TypeError);
  });

  it('gives link items in the navbar the type "link" and the default position', () => {
    const c = resolveConfig(
      {
        ...base,
        navbar: {
          items: [
            { label: 'Docs', to: '/docs/' },
            { type: 'doc', docId: 'intro', position: 'right' },
          ],
        },
      },
      where,
    );
    expect(c.navbar.items).toEqual([
      { type: 'link', label: 'Docs', to: '/docs/', position: 'left' },
      { type: 'doc', docId: 'intro', position: 'right' },
    ]);
  });
});

describe('resolveConfig: unknown keys', () => {
  it('names the key and suggests the closest known one', () => {
    expect(problems({ ...base, tagLine: 'x' })).toEqual([
      {
        code: 'config-unknown-key',
        severity: 'error',
        message: 'Unknown config key "tagLine".',
        hint: 'Did you mean "tagline"?',
        file: 'zapsite.config.ts',
      },
    ]);
  });

  it('gives the full path of a nested key', () => {
    expect(problems({ ...base, navbar: { itmes: [] } })).toEqual([
      expect.objectContaining({
        code: 'config-unknown-key',
        message: 'Unknown config key "navbar.itmes".',
        hint: 'Did you mean "navbar.items"?',
      }),
    ]);
  });

  it('suggests a key inside the docs options too', () => {
    expect(problems({ ...base, docs: { routBasePath: 'guide' } })).toEqual([
      expect.objectContaining({
        code: 'config-unknown-key',
        message: 'Unknown config key "docs.routBasePath".',
        hint: 'Did you mean "docs.routeBasePath"?',
      }),
    ]);
  });

  it('does not suggest an unrelated key', () => {
    const [d] = problems({ ...base, zzzzzz: true });
    expect(d).toMatchObject({
      message: 'Unknown config key "zzzzzz".',
      hint: 'Remove it, or check the spelling against the documented options.',
    });
  });
});

describe('resolveConfig: wrong types and values', () => {
  it('says what was expected and what was received', () => {
    expect(problems({ ...base, title: 5 })).toEqual([
      {
        code: 'config-invalid',
        severity: 'error',
        message: 'Invalid config value at "title": expected string, received 5.',
        hint: 'See the config reference in README.md for the expected shape.',
        file: 'zapsite.config.ts',
      },
    ]);
  });

  it('says when a required value is missing', () => {
    expect(problems({ url: 'https://example.com' }).map((d) => d.message)).toEqual([
      'Invalid config value at "title": expected string, but it is missing.',
    ]);
  });

  it('lists the allowed values of an enum', () => {
    expect(problems({ ...base, onBrokenLinks: 'explode' }).map((d) => d.message)).toEqual([
      'Invalid config value at "onBrokenLinks": expected one of "throw", "warn", "ignore", received "explode".',
    ]);
  });

  it('reports a bad nested value with its path', () => {
    // postsPerPage must be positive: "at least 0" would be wrong, since 0 is what was refused.
    const [d] = problems({ ...base, blog: { postsPerPage: 0 } });
    expect(d!.message).toMatch(
      /^Invalid config value at "blog\.postsPerPage": expected (more than 0|at least 1|a positive number), received 0\.$/,
    );
    expect(problems({ ...base, blog: { blogSidebarCount: -1 } }).map((x) => x.message)).toEqual([
      'Invalid config value at "blog.blogSidebarCount": expected at least 0, received -1.',
    ]);
  });

  it('reports a base URL without slashes', () => {
    expect(problems({ ...base, baseUrl: 'site' }).map((d) => d.message)).toEqual([
      'Invalid config value at "baseUrl": expected a path that starts and ends with "/", received "site".',
    ]);
  });
});

describe('resolveConfig: navbar items', () => {
  it('names a link item that has neither "to" nor "href"', () => {
    expect(problems({ ...base, navbar: { items: [{ label: 'Docs', to: '/docs/' }, { label: 'Blog' }] } })).toEqual([
      {
        code: 'config-navbar-item',
        severity: 'error',
        message: 'Misconfigured navbar item navbar.items[1] ("Blog"): it needs exactly one of "to" or "href".',
        hint: 'Use "to" for a page of this site and "href" for an external URL.',
        file: 'zapsite.config.ts',
      },
    ]);
  });

  it('names an item of an unknown type', () => {
    expect(problems({ ...base, navbar: { items: [{ type: 'dropdwn', label: 'More', items: [] }] } })).toEqual([
      expect.objectContaining({
        code: 'config-navbar-item',
        message: 'Misconfigured navbar item navbar.items[0] ("More"): unknown type "dropdwn".',
        hint: 'Use one of: link, doc, docSidebar, dropdown, docsVersionDropdown, docsVersion, html, search, localeDropdown, custom-….',
      }),
    ]);
  });

  it('names the field that is wrong in a typed item', () => {
    expect(problems({ ...base, navbar: { items: [{ type: 'doc', label: 'Start' }] } }).map((d) => d.message)).toEqual([
      'Misconfigured navbar item navbar.items[0] ("Start"): expected string at "docId".',
    ]);
  });

  it('reports every misconfigured item, not only the first', () => {
    expect(
      problems({ ...base, navbar: { items: [{ label: 'A' }, { label: 'B', to: '/b/', href: 'https://b' }] } }).map(
        (d) => d.message,
      ),
    ).toEqual([
      'Misconfigured navbar item navbar.items[0] ("A"): it needs exactly one of "to" or "href".',
      'Misconfigured navbar item navbar.items[1] ("B"): it needs exactly one of "to" or "href".',
    ]);
  });
});

describe('resolveConfig: locales', () => {
  it('reports a default locale that has no locale configuration', () => {
    expect(problems({ ...base, i18n: { defaultLocale: 'fr', locales: ['en'] } })).toEqual([
      {
        code: 'config-locale',
        severity: 'error',
        message: 'Missing locale configuration: the default locale "fr" is not one of i18n.locales (en).',
        hint: 'Add "fr" to i18n.locales, or set i18n.defaultLocale to one of them.',
        file: 'zapsite.config.ts',
      },
    ]);
  });

  it('takes several locales, each built in its own pass (generator/i18n/)', () => {
    expect(
      resolveConfig({ ...base, i18n: { defaultLocale: 'en', locales: ['en', 'de'] } }, where).i18n.locales,
    ).toEqual(['en', 'de']);
  });

  it('gives a right-to-left locale its direction without a locale configuration', () => {
    expect(resolveConfig({ ...base, i18n: { defaultLocale: 'he', locales: ['he'] } }, where)).toMatchObject({
      direction: 'rtl',
      htmlLang: 'he',
    });
  });

  it('takes the direction from the locale configuration', () => {
    expect(
      resolveConfig(
        { ...base, i18n: { defaultLocale: 'ar', locales: ['ar'], localeConfigs: { ar: { direction: 'rtl' } } } },
        where,
      ),
    ).toMatchObject({ direction: 'rtl', htmlLang: 'ar' });
  });
});

describe('resolveConfig: search.searchPagePath false', () => {
  const classic = { ...base, theme: { name: 'classic' } };

  it('is taken on a classic site that draws no search box, as a Docusaurus site without a search plugin', () => {
    expect(resolveConfig({ ...classic, search: { searchPagePath: false } }, where).search.searchPagePath).toBe(false);
  });

  it("is taken beside a search navbar item when the site's swizzled SearchBar is a box of its own", () => {
    const root = mkdtempSync(join(tmpdir(), 'zapsite-own-searchbar-'));
    try {
      mkdirSync(join(root, 'src/theme/SearchBar'), { recursive: true });
      writeFileSync(join(root, 'src/theme/SearchBar/index.jsx'), 'export default () => <input aria-label="Find" />;\n');
      const raw = { ...classic, search: { searchPagePath: false }, navbar: { items: [{ type: 'search' }] } };
      expect(resolveConfig(raw, { root, configFile: null }).search.searchPagePath).toBe(false);
      // One that wraps the original draws zapsite's button, which links to the page.
      writeFileSync(
        join(root, 'src/theme/SearchBar/index.jsx'),
        "import SearchBar from '@theme-original/SearchBar';\nexport default (p) => <SearchBar {...p} />;\n",
      );
      expect(() => resolveConfig(raw, { root, configFile: null })).toThrow(ZapsiteError);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is an error where a search box would link to the page', () => {
    for (const raw of [
      { ...classic, search: { searchPagePath: false, searchBar: true } },
      { ...classic, search: { searchPagePath: false, appId: 'APP', apiKey: 'key' } },
      { ...classic, search: { searchPagePath: false }, navbar: { items: [{ type: 'search' }] } },
      { ...base, search: { searchPagePath: false } },
    ]) {
      const found = problems(raw);
      expect(found.map((d) => d.code)).toEqual(['config-search-page']);
      expect(found[0]!.message).toContain('search.searchPagePath is false, but ');
    }
  });
});
