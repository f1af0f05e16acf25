// Swizzled components on the classic theme: a site's src/theme/Footer that wraps
// @theme-original/Footer, an ejected NotFound/Content, DocItem/Footer and Footer/Layout, and an
// @theme/ import zapsite does not provide. Real CLI builds of the classic fixture copied into a temp folder.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { FIXTURES } from '../helpers/paths.ts';
import { builtCopy, copyFixture, put, type TempSite } from './temp-site.ts';

describe('swizzled components on the classic theme', () => {
  const copy = builtCopy('classic-site', {
    // Wrapped: ours inside the site's, with its own line after it.
    'src/theme/Footer/index.js': `import Footer from '@theme-original/Footer';
import styles from './styles.module.css';
export default function FooterWrapper(props) {
  return (
    <>
      <Footer {...props} />
      <p className={styles.lampNote}>Trimmed by hand, every evening.</p>
    </>
  );
}
`,
    'src/theme/Footer/styles.module.css': '.lampNote { color: rgb(200, 120, 10); }\n',
    // Ejected: the site's own markup, using Docusaurus's modules.
    'src/theme/NotFound/Content/index.tsx': `import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function NotFoundContent({ className }: { className?: string }) {
  const { siteConfig } = useDocusaurusContext();
  return (
    <main className={className} id="lamp-lost">
      <h1>The wick went out on {siteConfig.title}</h1>
      <Link to="/docs/intro/">Back to the guide</Link>
    </main>
  );
}
`,
    // It reads the doc from useDoc(), as Docusaurus's own DocItem/Footer does.
    'src/theme/DocItem/Footer.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function DocItemFooter() {
  const { metadata, toc, frontMatter } = useDoc();
  return (
    <footer className="lamp-doc-footer">
      Questions? Ask the lamplighter.
      <span className="lamp-doc">{[metadata.id, metadata.title, metadata.permalink, frontMatter.sidebar_position].join(' | ')}</span>
      <span className="lamp-toc">{toc.map((t) => t.level + ':' + t.id).join(' ')}</span>
      <span className="lamp-next">{metadata.next ? metadata.next.permalink : 'none'}</span>
    </footer>
  );
}
`,
    // Ejected with Docusaurus's props: the post's title and its address.
    'src/theme/BlogPostItem/Footer/ReadMoreLink/index.jsx': `import Link from '@docusaurus/Link';
export default function ReadMore({ blogPostTitle, ...linkProps }) {
  return <Link className="button lamp-more" aria-label={'Keep reading: ' + blogPostTitle} {...linkProps}>Keep reading</Link>;
}
`,
    // Wrapped as sites wrap it: the headings cleaned before the original shows them.
    'src/theme/TOC/index.jsx': `import TOC from '@theme-original/TOC';
export default function TOCWrapper(props) {
  const toc = props.toc.map((t) => ({ ...t, value: t.value.toUpperCase() + ' <em>' + t.level + '</em>' }));
  return (
    <div className="lamp-toc-wrap">
      <TOC {...props} toc={toc} />
    </div>
  );
}
`,
    // The navbar's brand and the breadcrumbs' home item, ejected (they take no props).
    'src/theme/Navbar/Logo/index.jsx': `import Link from '@docusaurus/Link';
export default function NavbarLogo() {
  return <Link to="/" className="navbar__brand lamp-brand" aria-label="Lantern Notes home"><b>LANTERN</b></Link>;
}
`,
    'src/theme/DocBreadcrumbs/Items/Home/index.jsx': `import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import IconHome from '@theme/Icon/Home';
export default function HomeBreadcrumbItem() {
  return <li className="breadcrumbs__item lamp-home"><Link className="breadcrumbs__link" href={useBaseUrl('/')}><IconHome className="lamp-house" aria-hidden="true" />Lamp room</Link></li>;
}
`,
    // The search bar wrapped, as sites add a key hint beside it: the site has no search item and no
    // search service, and Docusaurus still draws a swizzled SearchBar at the navbar's end.
    'src/theme/SearchBar.jsx': `import SearchBar from '@theme-original/SearchBar';
export default function LampSearchBar(props) {
  return (
    <span className="lamp-search">
      <SearchBar {...props} />
      <kbd>/</kbd>
    </span>
  );
}
`,
    // The docs sidebar ejected as sites rebuild it from its parts: a line of its own above the
    // column, one item left out, and the phone's part (nothing here: the phone menu has the sidebar).
    'src/theme/DocSidebar/index.jsx': `import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
export default function LampSidebar(props) {
  return (
    <>
      <p className="lamp-sidebar-top">Lamp index at {props.path}</p>
      <DocSidebarDesktop {...props} sidebar={props.sidebar.filter((item) => item.label !== 'Lamp catalogue')} />
      <DocSidebarMobile {...props} />
    </>
  );
}
`,
    // The page's chrome wrapped, as sites add a chat widget to every page.
    'src/theme/Layout/index.jsx': `import Layout from '@theme-original/Layout';
export default function LampLayout(props) {
  return (
    <>
      <Layout {...props} />
      <div className="lamp-chat">Ask the lamplighter about {props.title}</div>
    </>
  );
}
`,
    // A post wrapped as sites add comments: after the post on its page, a line in lists.
    'src/theme/BlogPostItem/index.jsx': `import BlogPostItem from '@theme-original/BlogPostItem';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function LampPost(props) {
  const { metadata, isBlogPostPage, frontMatter } = useBlogPost();
  const about = metadata.title + ' by ' + metadata.authors.map((a) => a.name).join(', ') + ', tagged ' + metadata.tags.map((t) => t.label + ' at ' + t.permalink).join(', ');
  return (
    <>
      <BlogPostItem {...props} />
      {isBlogPostPage ? <aside className="lamp-comments">Talk about {about}; {frontMatter.authors}</aside> : <p className="lamp-in-list">{metadata.permalink}</p>}
    </>
  );
}
`,
    // A badge of the site's own over every doc, and a wrapped banner (ours is empty on unversioned docs).
    'src/theme/DocVersionBadge/index.jsx': `import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
export default function LampBadge() {
  const { label, isLast } = useDocsVersion();
  return <span className="lamp-badge">{label}{isLast ? ', the newest' : ''}</span>;
}
`,
    'src/theme/DocVersionBanner/index.jsx': `import DocVersionBanner from '@theme-original/DocVersionBanner';
export default function LampBanner(props) {
  return <><DocVersionBanner {...props} /><p className="lamp-banner">Lamps change; these pages follow.</p></>;
}
`,
    // Wrapped, as sites add a note after every doc: the original's column and TOC, then its own.
    'src/theme/DocItem/Layout/index.js': `import Layout from '@theme-original/DocItem/Layout';
export default function LayoutWrapper(props) {
  return (
    <>
      <Layout {...props} />
      <section className="lamp-feedback">Did this page light the way?</section>
    </>
  );
}
`,
  });
  const { page } = copy;

  it('builds', () => {
    expect(copy.build.stderr).toBe('');
    expect(copy.build.code).toBe(0);
  });

  it('renders the wrapped footer: ours, then the site’s line with its CSS module class', async () => {
    const html = await page('docs/intro/index.html');
    const footerAt = html.indexOf('<footer class="theme-layout-footer footer footer--dark"');
    const noteAt = html.indexOf('Trimmed by hand, every evening.');
    expect(footerAt).toBeGreaterThan(0);
    expect(html).toContain('Lamp Makers</a>');
    expect(noteAt).toBeGreaterThan(footerAt);
    const cls = /<p class="([^"]+)">Trimmed by hand/.exec(html)?.[1];
    expect(cls).toMatch(/lampNote/);
    // The CSS module's stylesheet is linked on every page, with the same class name.
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]!);
    const css = (await Promise.all(sheets.map((s) => readFile(join(copy.out, s), 'utf8')))).join('\n');
    expect(css).toMatch(new RegExp(`\\.${cls}\\{color:(rgb\\(200, ?120, ?10\\)|#c8780a)\\}`));
    expect(await page('blog/index.html')).toContain('Trimmed by hand, every evening.');
  });

  it("renders every page's chrome through a Layout wrapper, once, a React page's inside its content", async () => {
    const doc = await page('docs/intro/index.html');
    expect(doc).toMatch(
      /Trimmed by hand, every evening\.<\/p><div class="lamp-chat">Ask the lamplighter about Introduction<\/div><\/div><script type="application\/json" id="zs-islands"/,
    );
    expect(await page('blog/index.html')).toContain('<div class="lamp-chat">');
    // The home page is a React page whose own <Layout> is the site's: there, and only there.
    const home = await page('index.html');
    expect(home.split('class="lamp-chat"').length).toBe(2);
    expect(home.indexOf('class="lamp-chat"')).toBeLessThan(home.indexOf('<footer class="theme-layout-footer footer'));
  });

  it('renders a post through a BlogPostItem wrapper reading useBlogPost: ours whole, then its own line', async () => {
    const post = await page('blog/2026/01/10/first-light/index.html');
    expect(post).toMatch(
      /<article><header><h1 class="title_f1Hy">First light<\/h1>[^]*?<div id="__blog-post-container" class="markdown"><p>The first lantern[^]*?<\/article><aside class="lamp-comments">Talk about First light by [^,]+, tagged News at \/blog\/tags\/news\/; ada<\/aside><\/main>/,
    );
    const list = await page('blog/index.html');
    expect(list).toMatch(
      /<article class="margin-bottom--xl"><header><h2 class="title_f1Hy"><a href="\/blog\/2026\/01\/10\/first-light\/">First light<\/a><\/h2>[^]*?<\/article><p class="lamp-in-list">\/blog\/2026\/01\/10\/first-light\/<\/p>/,
    );
    expect(list).not.toContain('lamp-comments');
  });

  it("renders a post's read-more link with the site's BlogPostItem/Footer/ReadMoreLink", async () => {
    const html = await page('blog/index.html');
    expect(html).toMatch(
      /<a href="\/blog\/2026\/01\/10\/first-light\/" class="button lamp-more"[^>]* aria-label="Keep reading: First light">Keep reading<\/a>/,
    );
    expect(html).not.toContain('<b>Read more</b>');
  });

  it("renders the site's Navbar/Logo in the navbar and its DocBreadcrumbs/Items/Home first in a doc's breadcrumbs", async () => {
    const doc = await page('docs/intro/index.html');
    expect(doc).toContain(
      '<a href="/" class="navbar__brand lamp-brand" aria-label="Lantern Notes home"><b>LANTERN</b></a>',
    );
    expect(doc).toMatch(
      /<ul class="breadcrumbs"><li class="breadcrumbs__item lamp-home"><a href="\/" class="breadcrumbs__link"><svg viewBox="0 0 24 24" class="lamp-house" aria-hidden="true"><path d="M10 19v-5h4v5[^"]*" fill="currentColor"><\/path><\/svg>Lamp room<\/a><\/li><li class="breadcrumbs__item/,
    );
    expect(doc).not.toContain('breadcrumbHomeIcon');
    // The link check's marks of a React page's <Link>s are not left in a swizzled component's HTML.
    expect(doc).not.toContain('data-zs-');
    expect(await page('blog/index.html')).not.toContain('data-zs-');
    // On every page with a navbar, not only docs.
    expect(await page('blog/index.html')).toContain('class="navbar__brand lamp-brand"');
  });

  it("draws the site's SearchBar wrapper at the navbar's end, around zapsite's search, on every page", async () => {
    for (const rel of ['docs/intro/index.html', 'blog/index.html', 'index.html']) {
      const html = await page(rel);
      const right = html.slice(html.indexOf('navbar__items--right'), html.indexOf('</nav>'));
      expect(right, rel).toMatch(
        /<div class="navbarSearchContainer_Bca1"><span class="lamp-search">(<script[^>]*data-island-props="SearchButton"[^>]*>[^<]*<\/script>)?<span [^>]*data-island="SearchButton"[\s\S]*?<\/span><kbd>\/<\/kbd><\/span><\/div>/,
      );
      expect(html.split('data-island="SearchButton"').length, rel).toBe(2);
    }
    // Taken, so not named as unused.
    expect(copy.build.stdout + copy.build.stderr).not.toContain('SearchBar');
  });

  it("lays out the docs sidebar with the site's ejected DocSidebar, from zapsite's desktop part, given the items it chose", async () => {
    const html = await page('docs/guide/wicks/index.html');
    const aside = html.slice(html.indexOf('<aside class="theme-doc-sidebar-container'), html.indexOf('</aside>'));
    expect(aside).toMatch(
      /^<aside class="theme-doc-sidebar-container docSidebarContainer_YfHR"><div class="sidebarViewport_aRkj"><p class="lamp-sidebar-top">Lamp index at \/docs\/guide\/wicks\/<\/p><div class="sidebar_njMd"><nav aria-label="Docs sidebar" class="menu thin-scrollbar menu_SIkG">/,
    );
    // zapsite's sidebar island, once, with the items the site's component handed it.
    expect(aside.split('data-island="Sidebar"').length).toBe(2);
    expect(aside).toContain('>Guide<');
    expect(aside).toContain('menu__link--active');
    expect(aside).not.toContain('Lamp catalogue');
    expect(JSON.stringify(JSON.parse(/data-island-props="Sidebar">(.*?)<\/script>/.exec(aside)![1]!))).not.toContain(
      'catalogue',
    );
  });

  it("shows the site's Navbar/Logo in the phone menu's header too, and not ours", async () => {
    const doc = await page('docs/intro/index.html');
    const drawer = doc.slice(doc.indexOf('<div class="navbar-sidebar__brand">'));
    expect(drawer.length).toBeLessThan(doc.length);
    const header = drawer.slice(0, drawer.indexOf('navbar-sidebar__close'));
    expect(header).toContain(
      '<a href="/" class="navbar__brand lamp-brand" aria-label="Lantern Notes home"><b>LANTERN</b></a>',
    );
    // Ours would bring the config's title as navbar__title.
    expect(header).not.toContain('navbar__title');
    // The island's props carry the same markup, so hydration keeps it.
    const props = /<script type="application\/json" data-island-props="MobileMenu">(.*?)<\/script>/.exec(doc)?.[1];
    expect(JSON.parse(props ?? '{}').brandHtml).toBe(
      '<a href="/" class="navbar__brand lamp-brand" aria-label="Lantern Notes home"><b>LANTERN</b></a>',
    );
  });

  it("shows the doc's headings through a TOC wrapper, as the wrapper changed them", async () => {
    const html = await page('docs/intro/index.html');
    expect(html).toContain(
      '<div class="lamp-toc-wrap"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents table-of-contents__left-border"><li><a href="#before-you-start" class="table-of-contents__link toc-highlight">BEFORE YOU START <em>2</em></a>',
    );
  });

  it('renders the ejected components in place of ours', async () => {
    const notFound = await page('404.html');
    expect(notFound).toContain('<main id="lamp-lost">');
    expect(notFound).toContain('<h1>The wick went out on Lantern Notes</h1>');
    expect(notFound).toContain('href="/docs/intro/"');
    // Ours is not in the page (the window title is Docusaurus's "Page Not Found" all the same).
    expect(notFound.slice(notFound.indexOf('</head>'))).not.toContain('Page Not Found');
    const doc = await page('docs/intro/index.html');
    expect(doc).toContain('<footer class="lamp-doc-footer">Questions? Ask the lamplighter.');
    // useDoc() gives the doc's id, title, permalink, front matter, headings and next page.
    expect(doc).toContain('<span class="lamp-doc">intro | Introduction | /docs/intro/ | 1</span>');
    expect(doc).toContain('<span class="lamp-toc">2:before-you-start 2:what-you-need</span>');
    expect(doc).toMatch(/<span class="lamp-next">\/docs\/guide\/[a-z-]+\/<\/span>/);
  });

  it("renders a doc's layout through a DocItem/Layout wrapper: ours whole, then the site's note", async () => {
    const doc = await page('docs/intro/index.html');
    const layout = /<div class="container padding-top--md padding-bottom--lg">([\s\S]*?)<\/main>/.exec(doc)?.[1];
    expect(layout).toBeDefined();
    // The row with the content column and the table of contents, then the note, inside the container.
    expect(layout).toMatch(/^<div class="row"><div class="col docItemCol_VOVn">/);
    expect(layout).toContain('<footer class="lamp-doc-footer">');
    expect(layout).toContain('theme-doc-toc-desktop');
    // The site's banner and badge, in their places in ours.
    expect(layout).toMatch(
      /<div class="col docItemCol_VOVn"><p class="lamp-banner">Lamps change; these pages follow\.<\/p><div class="docItemContainer_Djhp"><article><nav class="theme-doc-breadcrumbs[^]*?<\/nav><span class="lamp-badge">Next, the newest<\/span>/,
    );
    expect(layout).toMatch(/<\/div><section class="lamp-feedback">Did this page light the way\?<\/section><\/div>$/);
    // Docs pages only.
    expect(await page('blog/index.html')).not.toContain('lamp-feedback');
  });
});

describe('a SearchBar the site turned off with @docusaurus/Noop', () => {
  const RIGHT = "label: 'Source', position: 'right' },\n";
  const config = readFileSync(join(FIXTURES, 'classic-site/zapsite.config.ts'), 'utf8');
  const copy = builtCopy('classic-site', {
    'zapsite.config.ts': config.replace(RIGHT, RIGHT + "      { type: 'search', position: 'right' },\n"),
    'src/theme/SearchBar.js': "export { default } from '@docusaurus/Noop';\n",
  });

  it('draws no search where the navbar has its search item', async () => {
    expect(config).toContain(RIGHT);
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/intro/index.html');
    expect(html).toContain('<div class="navbarSearchContainer_Bca1"></div>');
    expect(html).not.toContain('data-island="SearchButton"');
  });
});

describe('a BlogListPage the site ejected', () => {
  const copy = builtCopy('classic-site', {
    'blog/2026-02-02-second-wick.md':
      '---\ntitle: A second wick\nauthors: ada\nkeywords: [cotton]\n---\n\nCotton burns cleaner than linen.\n\n<!-- truncate -->\n\nWe tried both for a week.\n',
    // Rebuilt from Docusaurus's parts, with a section of its own made from each post's data, and
    // the newest post laid out by hand inside a BlogPostProvider, as v3 sites do.
    'src/theme/BlogListPage/index.jsx': `import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
import BlogPostItem from '@theme/BlogPostItem';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
export default function LampBlogList({ metadata, items, sidebar }) {
  const [newest, ...older] = items;
  const Newest = newest.content;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.wrapper.blogPages}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogLayout sidebar={sidebar}>
        <section className="lamp-latest">
          <h2>{metadata.blogTitle}, page {metadata.page} of {metadata.totalPages}; {sidebar.items.length} in the sidebar</h2>
          <ul>
            {items.map(({ content }) => (
              <li key={content.metadata.permalink}>
                <a href={content.metadata.permalink}>{content.metadata.title}</a> ({(content.frontMatter.keywords ?? ['none']).join()})
              </li>
            ))}
          </ul>
        </section>
        <BlogPostProvider content={Newest} isBlogPostPage={false}>
          <BlogPostItem><Newest /></BlogPostItem>
        </BlogPostProvider>
        <BlogPostItems items={older} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
`,
    // Around every page's chrome: on the list page, around the blog's frame, once.
    'src/theme/Layout/index.jsx': `import Layout from '@theme-original/Layout';
export default function LampLayout(props) {
  return (
    <>
      <Layout {...props} />
      <div className="lamp-chat">Ask the lamplighter</div>
    </>
  );
}
`,
  });

  it('builds, with nothing to say about it', () => {
    expect(copy.build.code).toBe(0);
    expect(copy.build.stderr).toBe('');
  });

  it("draws the list page with the site's component, from the posts' data and zapsite's parts", async () => {
    const html = await copy.page('blog/index.html');
    expect(html).toContain('<h2>Blog, page 1 of 1; 2 in the sidebar</h2>');
    expect(html).toContain(
      '<li><a href="/blog/2026/02/02/second-wick/">A second wick</a> (cotton)</li><li><a href="/blog/2026/01/10/first-light/">First light</a> (none)</li>',
    );
    // Both posts as zapsite lays a post out in a list: the newest through the site's provider, the other through BlogPostItems.
    expect(html.split('<article class="margin-bottom--xl">').length).toBe(3);
    expect(html.indexOf('Cotton burns cleaner than linen.')).toBeLessThan(
      html.indexOf('The first lantern of the season is lit.'),
    );
    expect(html).not.toContain('We tried both for a week.');
    // The blog's frame: the recent posts beside the main column.
    expect(html).toContain('<nav class="sidebar_re4s thin-scrollbar" aria-label="Blog recent posts navigation">');
    expect(html).toMatch(/<main class="col col--7">\s*<section class="lamp-latest">/);
  });

  it("keeps one chrome around it, with the site's Layout once", async () => {
    const html = await copy.page('blog/index.html');
    expect(html.split('aria-label="Main"').length).toBe(2);
    expect(html.split('<footer class="theme-layout-footer footer').length).toBe(2);
    expect(html.split('class="lamp-chat"').length).toBe(2);
    // Other pages keep the theme's layout, with the site's Layout around it.
    const post = await copy.page('blog/2026/02/02/second-wick/index.html');
    expect(post).not.toContain('lamp-latest');
    expect(post.split('class="lamp-chat"').length).toBe(2);
  });
});

describe('a swizzled Footer/Layout', () => {
  let site: TempSite;
  let out: string;
  let build: Awaited<ReturnType<typeof zapsite>>;
  beforeAll(async () => {
    site = await copyFixture('classic-site');
    out = join(site.dir, 'out');
    // As sites write it: Docusaurus's links, logo and copyright, laid out in the site's own markup.
    await put(
      site.root,
      'src/theme/Footer/Layout/index.tsx',
      `import type { ReactNode } from 'react';
export default function FooterLayout({ style, links, logo, copyright }: { style: string; links: ReactNode; logo: ReactNode; copyright: ReactNode }) {
  return (
    <footer className="lamp-footer" data-style={style}>
      <div className="lamp-cols">{links}</div>
      <div className="lamp-bottom">{logo}{copyright}<span>Lit by volunteers.</span></div>
    </footer>
  );
}
`,
    );
    build = await zapsite(['build', '--root', site.root, '--out', out]);
  }, 120_000);
  afterAll(() => site.remove());

  it("lays out the footer's links and copyright in place of ours, on every page", async () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).not.toContain('swizzle-unused');
    for (const rel of ['docs/intro/index.html', 'blog/index.html', 'index.html']) {
      const html = await readFile(join(out, rel), 'utf8');
      expect(html, rel).toContain(
        '<footer class="lamp-footer" data-style="dark"><div class="lamp-cols"><div class="row footer__links">',
      );
      expect(html, rel).toMatch(
        /<div class="lamp-bottom"><div class="footer__copyright">Copyright © 2026 <a href="https:\/\/lamps.example.org\/" class="footer-maker">Lamp Makers<\/a>.<\/div><span>Lit by volunteers.<\/span><\/div><\/footer>/,
      );
      expect(html, rel).not.toContain('class="theme-layout-footer footer footer--dark"');
    }
  });
});

describe('a swizzled component importing an @theme module zapsite lacks', () => {
  let site: TempSite;
  beforeAll(async () => {
    site = await copyFixture('classic-site');
  });
  afterAll(() => site.remove());

  it('fails the build at the import, naming the module', async () => {
    await put(
      site.root,
      'src/theme/Footer.jsx',
      `import Footer from '@theme-original/Footer';\nimport LampWick from '@theme/LampWick';\nexport default function F() {\n  return <><Footer /><LampWick /></>;\n}\n`,
    );
    const run = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error[unknown-docusaurus-module]: zapsite does not provide the Docusaurus module "@theme/LampWick".',
    );
    expect(run.stderr).toContain('--> src/theme/Footer.jsx:2:22');
    expect(run.stderr).toContain(
      'with the classic theme, @theme/Footer, @theme/Footer/Layout, @theme/Footer/Links/MultiColumn, @theme/Footer/Links/Simple, @theme/Navbar',
    );
    expect(run.stderr).toContain("2 | import LampWick from '@theme/LampWick';");
    // Each module named once, one that is both zapsite's file and a swizzle too.
    expect(run.stderr.match(/@theme\/DocCard(?!List)/g)).toHaveLength(1);
  });
});

describe('an ejected DocItem/Layout', () => {
  const copy = builtCopy('classic-site', {
    // Docusaurus's layout rebuilt from its parts, as a site ejects it to add its own line: the parts
    // come from @theme/, the doc's data from useDoc, the viewport from useWindowSize. Its state makes
    // it no island: the parts need the page's data.
    'src/theme/DocItem/Layout/index.jsx': `import { useState } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import ContentVisibility from '@theme/ContentVisibility';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import styles from './styles.module.css';

function useTocs() {
  const { frontMatter, toc } = useDoc();
  const size = useWindowSize();
  const shown = !frontMatter.hide_table_of_contents && toc.length > 0;
  return {
    mobile: shown ? <DocItemTOCMobile /> : null,
    desktop: shown && (size === 'desktop' || size === 'ssr') ? <DocItemTOCDesktop /> : null,
  };
}

export default function LampDocLayout({ children }) {
  const [flame] = useState('steady');
  const tocs = useTocs();
  const { metadata } = useDoc();
  return (
    <div className="row lamp-doc-row">
      <div className={'col ' + styles.lampCol}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.lampContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            <p className="lamp-lit">A {flame} light on {metadata.title}</p>
            {tocs.mobile}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {tocs.desktop ? <div className="col col--3">{tocs.desktop}</div> : null}
    </div>
  );
}
`,
    'src/theme/DocItem/Layout/styles.module.css': '.lampCol { max-width: 70%; }\n.lampContainer { padding: 0 4px; }\n',
    // The site's own banner, which the layout's @theme/DocVersionBanner is, reading its version's docs.
    'src/theme/DocVersionBanner/index.jsx': `import { useDocsPreferredVersion, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
export default function LampVersionBanner() {
  const version = useDocsVersion();
  const { preferredVersion } = useDocsPreferredVersion();
  const titles = Object.values(version.docs).map((d) => d.title).sort().join(', ');
  return <p className="lamp-version">{version.label}: {titles}; chosen: {preferredVersion?.name ?? 'none'}</p>;
}
`,
    'docs/guide/soot.md': '---\nunlisted: true\n---\n\n# Soot\n\nWipe the chimney glass once it cools.\n',
    // A post rebuilt from its parts, with a share line of its own on the post's page.
    'src/theme/BlogPostItem/index.jsx': `import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import { blogPostContainerID } from '@docusaurus/utils-common';
export default function LampPostItem({ children }) {
  const { isBlogPostPage, metadata } = useBlogPost();
  const month = useDateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <BlogPostItemContainer className={isBlogPostPage ? 'lamp-post' : 'lamp-post margin-bottom--xl'}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      {isBlogPostPage ? <p className="lamp-share">Share {metadata.permalink} ({month.format(new Date(metadata.date))}, #{blogPostContainerID})</p> : null}
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}
`,
    'blog/2026-02-01-dim.md':
      '---\ntitle: Dim evenings\nunlisted: true\n---\n\nA low flame lasts the night.\n\n<!-- truncate -->\n\nTrim the wick first.\n',
    'src/pages/storeroom.md': '---\nunlisted: true\n---\n\n# Storeroom\n\nSpare wicks.\n',
    'src/pages/attic.md': '---\ndraft: true\n---\n\n# Attic\n\nOld shades.\n',
    'sidebars.ts': `export default {
  guide: [
    'intro',
    { type: 'category', label: 'Guide', link: { type: 'generated-index' }, items: ['guide/wicks', 'guide/oil', 'guide/soot'] },
  ],
};
`,
  });
  const page = copy.page;

  it('builds, and says once that its state does not run', () => {
    expect(copy.build.code).toBe(0);
    const text = copy.build.stderr.replace(/\x1b\[[0-9;]*m/g, '');
    expect(text).toContain(
      "warning[swizzle-static]: The swizzled DocItem/Layout uses useState: zapsite renders it at build time only, so its state, effects and handlers do not run in the browser (it reads the page's data, which only the build has).",
    );
    expect(text).toContain('--> src/theme/DocItem/Layout/index.jsx:26:19');
    expect(text.match(/^warning/gm)).toHaveLength(1);
  });

  it("lays a doc out with the site's markup around the theme's parts, in the site's order", async () => {
    const doc = await page('docs/intro/index.html');
    const layout = /<div class="container padding-top--md padding-bottom--lg">([\s\S]*?)<\/main>/.exec(doc)?.[1];
    expect(layout).toMatch(/^<div class="row lamp-doc-row"><div class="col [^"]*lampCol[^"]*">/);
    const order = [
      '<p class="lamp-version">Next: Introduction, Oil, Soot, Wicks; chosen: none</p>',
      '<nav class="theme-doc-breadcrumbs',
      '<p class="lamp-lit">A steady light on Introduction</p>',
      '<details class="tocCollapsible_ETCw theme-doc-toc-mobile',
      '<div class="theme-doc-markdown markdown"><header><h1>Introduction</h1></header>',
      'A lantern needs a wick, oil and a steady hand.',
      '<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages">',
      '<div class="col col--3"><div class="tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop">',
    ].map((s) => layout!.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The content is written once, inside DocItem/Content's element; the layout is no island.
    expect(layout!.split('A lantern needs a wick').length).toBe(2);
    expect(layout).toContain('pagination-nav__link--next" href="/docs/category/guide/"');
    expect(doc).not.toContain('SwizzledDocItemLayout');
  });

  it("shows an unlisted doc's banner through ContentVisibility", async () => {
    const doc = await page('docs/guide/soot/index.html');
    expect(doc).toContain('lamp-doc-row');
    expect(doc).toMatch(
      /<div class="theme-admonition theme-admonition-caution admonition_xJq3 alert alert--warning theme-unlisted-banner">[\s\S]*?Unlisted page/,
    );
    expect(await page('docs/intro/index.html')).not.toContain('theme-unlisted-banner');
  });

  it('shows the same banner above an unlisted post and an unlisted Markdown page, as Docusaurus does', async () => {
    const post = await page('blog/2026/02/01/dim/index.html');
    expect(post).toMatch(/theme-unlisted-banner">[\s\S]*?Unlisted page[\s\S]*?<article/);
    const storeroom = await page('storeroom/index.html');
    expect(storeroom).toMatch(/<div class="col col--8">[^]*?theme-unlisted-banner[^]*?<article>/);
    expect(await page('blog/index.html')).not.toContain('theme-unlisted-banner');
    // Docusaurus's pages take both keys: an unlisted page is kept from search engines, a draft left out.
    expect(storeroom).toMatch(/<meta name="robots" content="noindex/);
    expect(await page('sitemap.xml')).not.toContain('/storeroom/');
    await expect(page('attic/index.html')).rejects.toThrow(/ENOENT/);
  });

  it('lays a post out from the parts of an ejected BlogPostItem, on its page and in the list', async () => {
    const post = await page('blog/2026/01/10/first-light/index.html');
    expect(post).toMatch(
      /<article class="lamp-post"><header><h1 class="title_f1Hy">First light<\/h1>[^]*?<\/header><div id="__blog-post-container" class="markdown"><p>The first lantern[^]*?six hours[^]*?<\/div><p class="lamp-share">Share \/blog\/2026\/01\/10\/first-light\/ \(January 2026, #__blog-post-container\)<\/p><footer class="docusaurus-mt-lg">/,
    );
    const list = await page('blog/index.html');
    const item = /<article class="lamp-post margin-bottom--xl">([^]*?)<\/article>/.exec(list)?.[1];
    expect(item).toMatch(
      /^<header><h2 class="title_f1Hy"><a href="\/blog\/2026\/01\/10\/first-light\/">First light<\/a><\/h2>/,
    );
    expect(item).toContain('<div class="markdown"><p>The first lantern of the season is lit.</p>');
    expect(item).not.toContain('six hours');
    expect(item).toContain('<b>Read more</b>');
    expect(item).not.toContain('lamp-share');
  });

  it("keeps the theme's layout for a generated index, as Docusaurus gives those a page of their own", async () => {
    const index = await page('docs/category/guide/index.html');
    expect(index).not.toContain('lamp-doc-row');
    // Docusaurus's DocCategoryGeneratedIndexPage: breadcrumbs, the title, the cards, the pager.
    expect(index).toMatch(
      /<div class="generatedIndexPage_vN6x">(<p class="lamp-version">[^<]*<\/p>)?<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl"[\s\S]*?<\/nav><header><h1 class="title_kItE">Guide<\/h1><\/header><article class="margin-top--lg"><section class="row"><article class="docCardListItem_W1sv col col--6">[\s\S]*?<\/section><\/article><footer class="margin-top--md"><nav class="pagination-nav" aria-label="Docs pages">/,
    );
    expect(index).not.toContain('docItemCol');
  });
});

describe('a swizzled Footer/Links/MultiColumn', () => {
  // Ejected as sites write it: the config's columns in the site's own markup, each link through
  // Docusaurus's @theme/Footer/LinkItem, with something of its own beside them.
  const copy = builtCopy('classic-site', {
    // A column with a className of the config's, which Docusaurus hands on in `columns`.
    'zapsite.config.ts': readFileSync(join(FIXTURES, 'classic-site/zapsite.config.ts'), 'utf8').replace(
      "{ title: 'Elsewhere', items",
      "{ title: 'Elsewhere', className: 'lamp-elsewhere', items",
    ),
    'src/theme/Footer/Links/MultiColumn/index.jsx': `import LinkItem from '@theme/Footer/LinkItem';
export default function LampColumns({ columns }) {
  return (
    <div className="row footer__links lamp-columns">
      {columns.map((column) => (
        <div key={column.title} className={'col footer__col ' + (column.className ?? 'plain')}>
          <h4 className="lamp-column-title">{column.title}</h4>
          <ul className="footer__items clean-list">
            {column.items.map((item) => (
              <li key={item.label} className="footer__item"><LinkItem item={item} /></li>
            ))}
          </ul>
        </div>
      ))}
      <p className="lamp-badges">Lit by volunteers</p>
    </div>
  );
}
`,
  });

  it('draws the columns with the site’s markup and Docusaurus’s link items, without a word', async () => {
    expect(copy.build.stderr).toBe('');
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/intro/index.html');
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('<div class="row footer__links lamp-columns">');
    expect(footer).toContain('<h4 class="lamp-column-title">Read</h4>');
    expect(footer).toContain('<h4 class="lamp-column-title">Elsewhere</h4>');
    expect(footer).toContain('<a href="/docs/intro/" class="footer__link-item">Guide</a>');
    // An external link opens in a new tab, with the external-link icon, as Docusaurus's LinkItem does.
    expect(footer).toContain(
      '<a href="https://lamps.example.org/" class="footer__link-item" target="_blank" rel="noopener noreferrer">Lamp makers<svg',
    );
    expect(footer).toContain('<p class="lamp-badges">Lit by volunteers</p>');
    expect(footer).toContain('<div class="col footer__col plain"><h4 class="lamp-column-title">Read</h4>');
    expect(footer).toContain(
      '<div class="col footer__col lamp-elsewhere"><h4 class="lamp-column-title">Elsewhere</h4>',
    );
    expect(footer).not.toContain('footer__title');
  });
});
