// A site's own PaginatorNavLink (moonrepo's: bold links with an arrow, no cards): Docusaurus's
// DocPaginator, BlogPostPaginator and BlogListPaginator draw each side through @theme/PaginatorNavLink,
// so the site's file draws them, given `permalink` (with the base URL), `title`, `subLabel` and
// `isNext`. Real CLI build of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const NAV_LINK = `import Link from '@docusaurus/Link';

export default function PaginatorNavLink({ permalink, title, subLabel, isNext }) {
  return (
    <Link className="lamp-pager" to={permalink} data-sub={subLabel} data-next={isNext ? 'yes' : 'no'}>
      {isNext ? title + ' →' : '← ' + title}
    </Link>
  );
}
`;

describe("a site's swizzled PaginatorNavLink", () => {
  const copy = builtCopy('classic-site', { 'src/theme/PaginatorNavLink.js': NAV_LINK });

  it("draws each side of a doc's previous and next links, with Docusaurus's props", async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    expect(copy.build.stderr).not.toContain('swizzle-unused');
    const wicks = await copy.page('docs/guide/wicks/index.html');
    const nav = /<nav class="pagination-nav[^"]*" aria-label="Docs pages">([\s\S]*?)<\/nav>/.exec(wicks)?.[1];
    expect(nav).toBe(
      '<a href="/docs/intro/" class="lamp-pager" data-sub="Previous" data-next="no">← Introduction</a>' +
        '<a href="/docs/guide/oil/" class="lamp-pager" data-sub="Next" data-next="yes">Oil →</a>',
    );
  });
});
