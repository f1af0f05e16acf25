// theme-common's useAlternatePageUtils and useSearchLinkCreator, as a site's swizzled language menu
// or search bar calls them: a page of the three-locale fixture links to itself in each locale (its
// path under each locale's base URL, with the locale's URL when fully qualified) and to the search
// page for a query, in every locale it is built in. Real CLI build.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const PAGE = `import Layout from '@theme/Layout';
import { useAlternatePageUtils, useSearchLinkCreator } from '@docusaurus/theme-common/internal';

export default function Kiln() {
  const { createUrl } = useAlternatePageUtils();
  const searchLink = useSearchLinkCreator();
  return (
    <Layout title="Kiln">
      <ul className="kiln-links">
        {['en', 'fr', 'he'].map((locale) => (
          <li key={locale}>
            <a href={createUrl({ locale, fullyQualified: false })}>{locale}</a>
            <span>{createUrl({ locale, fullyQualified: true })}</span>
          </li>
        ))}
      </ul>
      <a className="kiln-search" href={searchLink('glaze tests')}>Search</a>
    </Layout>
  );
}
`;

const links = (html: string) =>
  [...html.matchAll(/<li><a href="([^"]+)">[a-z]+<\/a><span>([^<]+)<\/span><\/li>/g)].map((m) => [m[1], m[2]]);

describe('links to a page in each locale and to the search page', () => {
  const copy = builtCopy('i18n-site', { 'src/pages/kiln.jsx': PAGE });

  it('gives each locale its base URL with the page path, on the default and the other locales', async () => {
    expect(copy.build.code).toBe(0);
    const expected = [
      ['/kiln/', 'https://clay.example.com/kiln/'],
      ['/fr/kiln/', 'https://clay.example.com/fr/kiln/'],
      ['/he/kiln/', 'https://clay.example.com/he/kiln/'],
    ];
    expect(links(await copy.page('kiln/index.html'))).toEqual(expected);
    expect(links(await copy.page('fr/kiln/index.html'))).toEqual(expected);
  });

  it("links to the search page in the locale's folder, the query encoded", async () => {
    expect(await copy.page('kiln/index.html')).toContain('<a class="kiln-search" href="/search/?q=glaze%20tests">');
    expect(await copy.page('he/kiln/index.html')).toContain(
      '<a class="kiln-search" href="/he/search/?q=glaze%20tests">',
    );
  });
});
