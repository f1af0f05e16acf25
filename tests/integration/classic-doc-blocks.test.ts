// DocItem parts ejected as Docusaurus's `swizzle --eject` writes them, built on Docusaurus's own
// blocks: DocItem/Paginator on @theme/DocPaginator, DocItem/TOC/Mobile on @theme/TOCCollapsible,
// DocItem/Footer on @theme/EditMetaRow, DocItem/Content on @theme/MDXContent. Each is drawn from
// the props the part gives it, so the site's parts render where they were left aside before. Real
// CLI builds.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe("a site's DocItem parts built on Docusaurus's blocks", () => {
  const copy = builtCopy('classic-site', {
    'src/theme/DocItem/Paginator/index.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
export default function LampPaginator() {
  const { metadata } = useDoc();
  return <DocPaginator className="lamp-pager" previous={metadata.previous} next={metadata.next} />;
}
`,
    'src/theme/DocItem/TOC/Mobile/index.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
import TOCCollapsible from '@theme/TOCCollapsible';
export default function LampTocMobile() {
  const { toc } = useDoc();
  return <TOCCollapsible toc={toc} maxHeadingLevel={2} className="lamp-toc-mobile" />;
}
`,
    'src/theme/DocItem/Footer/index.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
import EditMetaRow from '@theme/EditMetaRow';
import DocPaginator from '@theme/DocPaginator';
export default function LampFooter() {
  const { metadata } = useDoc();
  return (
    <footer className="lamp-footer">
      <EditMetaRow className="lamp-meta" editUrl="https://example.org/edit/wicks.md" lastUpdatedBy="Ada" />
      <p>{metadata.title}</p>
      <DocPaginator previous={metadata.previous} />
    </footer>
  );
}
`,
    'src/theme/DocItem/Content/index.jsx': `import MDXContent from '@theme/MDXContent';
export default function LampContent({ children }) {
  return <div className="lamp-content markdown"><MDXContent>{children}</MDXContent></div>;
}
`,
    // In the sidebar after guide/wicks, so it has a previous page.
    'docs/guide/oil.md': '# Oil\n\nA steady flame.\n\n## Height\n\nKeep it low.\n\n### Colour\n\nBlue at the base.\n',
  });

  it('renders each part with the block drawn from its props, and no warning', async () => {
    expect(copy.build.code).toBe(0);
    expect(copy.build.stderr).not.toContain('swizzle-module-missing');
    const html = await copy.page('docs/guide/oil/index.html');
    // The pager: Docusaurus's pagination-nav with the part's class, links from useDoc().
    expect(html).toMatch(
      /<nav class="pagination-nav lamp-pager" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="\/docs\/guide\/wicks\/"/,
    );
    // Called as before Docusaurus 3.10, with no className: the margin that DocPaginator set itself then.
    expect(html).toMatch(/<p>Oil<\/p><nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages">/);
    // The phone's table of contents: the part's class, and only the levels it asked for.
    const mobile = /<details class="tocCollapsible_ETCw lamp-toc-mobile">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(mobile).toContain('href="#height"');
    expect(mobile).not.toContain('href="#colour"');
    // The footer's row: the edit link and the author, in the part's row.
    expect(html).toMatch(
      /<footer class="lamp-footer"><div class="row lamp-meta"><div class="col noPrint_WFHX"><a href="https:\/\/example.org\/edit\/wicks.md"/,
    );
    expect(html).toMatch(/<div class="col lastUpdated_JAkA">[\s\S]*?Ada/);
    // The content inside the site's own box, once.
    // Right inside it, with no element between, so Infima's `.markdown > h2` rules reach the headings.
    expect(html).toMatch(
      /<div class="lamp-content markdown"><header><h1>Oil<\/h1><\/header>\s*<p>A steady flame\.<\/p>/,
    );
    expect(html).toMatch(/<\/p>\n<h2 id="height" class="anchor">Height/);
    expect(html.slice(html.indexOf('<article')).split('A steady flame.').length).toBe(2);
  });
});

describe("a site's DocPaginator and Navbar built on Docusaurus's own parts", () => {
  // As cypress-documentation ejects them: its pager on @theme/PaginatorNavLink, its navbar on
  // theme-common's useHideableNavbar (shown until the page scrolls, as on Docusaurus's server).
  const copy = builtCopy('classic-site', {
    'src/theme/DocItem/Paginator/index.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
export default function LampPaginator() {
  const { metadata } = useDoc();
  return <DocPaginator previous={metadata.previous} next={metadata.next} />;
}
`,
    'src/theme/DocPaginator/index.jsx': `import PaginatorNavLink from '@theme/PaginatorNavLink';
export default function DocPaginator({ previous, next }) {
  return (
    <nav className="pagination-nav lamp-own-pager">
      {previous ? <PaginatorNavLink {...previous} subLabel="Back" /> : null}
      {next ? <PaginatorNavLink {...next} subLabel="Onward" isNext /> : null}
    </nav>
  );
}
`,
    'src/theme/Navbar/index.jsx': `import { useHideableNavbar, useThemeConfig } from '@docusaurus/theme-common/internal';
export default function Navbar() {
  const { hideOnScroll } = useThemeConfig().navbar;
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll);
  return <nav ref={navbarRef} className={'navbar lamp-nav' + (isNavbarVisible ? '' : ' lamp-nav--hidden')}>Lamp navbar</nav>;
}
`,
    'docs/guide/oil.md': '# Oil\n\nA steady flame.\n',
  });

  it('draws them as the site wrote them, with no warning', async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    expect(copy.build.stderr).not.toContain('swizzle-module-missing');
    const html = await copy.page('docs/guide/oil/index.html');
    expect(html).toMatch(
      /<nav class="pagination-nav lamp-own-pager"><a (?=[^>]*href="\/docs\/guide\/wicks\/")[^>]*class="pagination-nav__link pagination-nav__link--prev"[^>]*><div class="pagination-nav__sublabel">Back<\/div><div class="pagination-nav__label">Wicks<\/div><\/a><\/nav>/,
    );
    expect(html).toContain('<nav class="navbar lamp-nav">Lamp navbar</nav>');
  });
});
