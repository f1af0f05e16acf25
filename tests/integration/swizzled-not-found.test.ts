// A swizzled NotFound (src/theme/NotFound.tsx) is Docusaurus's whole 404 page: the site's component,
// in the site's Layout, written to 404.html in place of the theme's own, and kept out of the sitemap
// (react-redux's and babel's websites each swizzle one). A CLI build of the classic fixture, copied.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('a swizzled NotFound', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/NotFound.tsx': [
      "import Layout from '@theme/Layout';",
      '',
      'export default function NotFound() {',
      '  return (',
      '    <Layout title="No lamp here">',
      '      <main className="container lamp-lost">',
      '        <h1>This wick was never lit</h1>',
      '        <p>Try the <a href="/docs/intro/">guide</a> instead.</p>',
      '      </main>',
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n'),
  });

  it('is the 404 page, in the theme around it, and not in the sitemap', async () => {
    expect(copy.build.code).toBe(0);
    expect(copy.build.stderr).not.toMatch(/swizzle-unused|duplicate-url|^error/m);
    const html = await copy.page('404.html');
    expect(html).toContain('<title>No lamp here | Lantern Notes</title>');
    expect(html).toMatch(/<main class="container lamp-lost"><h1>This wick was never lit<\/h1>/);
    // The site's navbar is around it, as on every page.
    expect(html).toContain('navbar');
    expect(await copy.page('sitemap.xml')).not.toContain('404');
  });
});
