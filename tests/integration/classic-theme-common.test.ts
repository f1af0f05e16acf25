// @docusaurus/theme-common and the @theme components sites import most, on the classic theme: a
// swizzled Footer reading the colour mode, theme config, sidebar, Prism theme and class names; an
// MDX page with ThemedImage, DocCardList and Collapsible; and an export zapsite lacks. Real CLI
// builds of the classic fixture copied into a temp folder, with files of our own.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

const FOOTER = `import Footer from '@theme-original/Footer';
import { useColorMode, useThemeConfig, ThemeClassNames, useDocsSidebar, usePrismTheme, isRegexpStringMatch, SkipToContentFallbackId, NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';
import { getPrismCssVariables } from '@docusaurus/theme-common/internal';
export default function LampFooter(props) {
  const { colorMode } = useColorMode();
  const { navbar, footer } = useThemeConfig();
  const sidebar = useDocsSidebar();
  const prism = usePrismTheme();
  return (
    <>
      <Footer {...props} />
      <NavbarSecondaryMenuFiller component={() => <p>menu</p>} />
      <a id="lamp-skip" href={'#' + SkipToContentFallbackId}>Back to the page</a>
      <pre id="lamp-code" style={getPrismCssVariables({ plain: { color: '#123456', backgroundColor: '#fedcba', fontStyle: 'italic' } })} />
      <p className={ThemeClassNames.common.admonitionType('wick') + ' ' + ThemeClassNames.docs.docSidebarItemLinkLevel(2)} id="lamp-facts">
        mode {colorMode}; brand {navbar.title}; footer {footer.style}; sidebar {sidebar ? sidebar.name + ' of ' + sidebar.items.length + ' items' : 'none'}; code {prism.plain.color}; docs {String(isRegexpStringMatch(['^/docs/'], '/docs/intro/'))}; items {navbar.items.map((i) => String(i.type) + ':' + i.position).join(',')}
      </p>
    </>
  );
}
`;

const PAGE = `---
title: Shades
---

import ThemedImage from '@theme/ThemedImage';
import IdealImage from '@theme/IdealImage';
import DocCardList from '@theme/DocCardList';
import { Collapsible, ThemeClassNames } from '@docusaurus/theme-common';
import Admonition from '@theme/Admonition';
import { Details } from '@docusaurus/theme-common/Details';

# Shades

<ThemedImage alt="A lamp shade" sources={{ light: '/img/lantern.svg', dark: '/img/lantern.svg#dark' }} />

<IdealImage img={require('./wick.png')} alt="A wick" className="wick" />

<IdealImage img="/img/lantern.svg" alt="A lantern" />

<h2 className="shelf-title">On the shelf</h2>

<DocCardList items={[{ type: 'link', label: 'Oil', href: '/docs/guide/oil/', description: 'Which oil burns clean' }, { type: 'category', label: 'More', items: [{ type: 'link', label: 'Wicks', href: '/docs/guide/wicks/' }] }]} />

<Collapsible collapsed={false} className={ThemeClassNames.docs.docMarkdown}>An open shade</Collapsible>

<Details summary="Spare wicks" className="spares" open>Two in the drawer</Details>

<Details summary={<summary id="oil-kinds">Oils</summary>}>Paraffin</Details>

<Admonition type="caution" title={<>Hot <em>glass</em></>} className="shade-note">Let the shade cool first.</Admonition>
`;

// Docusaurus's PageMetadata, as sites' swizzled NotFound and DocItem/Metadata use it.
const WICKS = `import Layout from '@theme/Layout';
import { PageMetadata } from '@docusaurus/theme-common';
import ExternalLinkIcon from '@theme/Icon/ExternalLink';
import IconWordWrap from '@theme/Icon/WordWrap';
// Written from the site folder, as webpack resolves it for a Docusaurus site.
const Lantern = require('/static/img/lantern.svg').default;
export default function Wicks() {
  return (
    <>
      <PageMetadata title="Wicks" description="Trimmed and ready" keywords={['wick', 'lamp']} image="/img/lantern.svg">
        <meta name="lamp-oil" content="clean" />
      </PageMetadata>
      <Layout wrapperClassName="wick-room">
        <p id="wicks">Cotton wicks</p>
        <p id="shop"><a href="https://lamps.example.org/">Shop<ExternalLinkIcon /></a></p>
        <button id="wrap" type="button" aria-label="Wrap lines"><IconWordWrap width={18} height={18} /></button>
        <Lantern id="lantern-art" />
      </Layout>
    </>
  );
}
`;

// Docusaurus's code block helpers from theme-common/internal, as a site's own swizzled CodeBlock uses them.
const SNIPPET = `import Layout from '@theme/Layout';
import {
  containsLineNumbers,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';

const META = 'title="wick.js" showLineNumbers';
const SOURCE = 'const wick = trim();\\n// highlight-next-line\\nlight(wick);\\nwait();\\n';

export default function Snippet() {
  const { isEnabled } = useCodeWordWrap();
  const language = parseLanguage('prism-code language-js');
  const { lineClassNames, code } = parseLines(SOURCE, { metastring: META, language });
  const ranged = parseLines(SOURCE, { metastring: '{3}', language });
  return (
    <Layout>
      <pre id="snippet" data-title={parseCodeBlockTitle(META)} data-numbers={String(containsLineNumbers(META))} data-language={language} data-wrap={String(isEnabled)}>
        {code.split('\\n').map((line, i) => <span key={i} className={(lineClassNames[i] ?? []).join(' ') || undefined}>{line}</span>)}
      </pre>
      <p id="ranged">{JSON.stringify(ranged.lineClassNames)}</p>
    </Layout>
  );
}
`;

// A swizzled DocItem/Metadata as sites write it: useDoc from theme-common's internal entry, PageMetadata
// with the doc's title and description, its keywords and an image of the site's own making.
const DOC_METADATA = `import React from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/theme-common/internal';
export default function DocItemMetadata() {
  const { metadata, frontMatter, assets } = useDoc();
  const card = 'https://cards.example.org/' + encodeURIComponent(metadata.title) + '.png';
  return (
    <PageMetadata title={metadata.title} description={metadata.description} keywords={frontMatter.keywords} image={assets.image ?? card}>
      <meta name="lamp-doc" content={metadata.id} />
    </PageMetadata>
  );
}
`;

// A doc's content reading its version's docs (useDocsVersion) and its own front matter, as Docusaurus
// sites' MDX does: the related docs listed by their titles and descriptions.
const RELATED = `import { useDocsVersion, useDocById, findFirstSidebarItemLink, filterDocCardListItems } from '@docusaurus/plugin-content-docs/client';
import { usePluralForm } from '@docusaurus/theme-common';
export default function Related({ ids }) {
  const { docs, version, label } = useDocsVersion();
  const { selectMessage } = usePluralForm();
  const cards = filterDocCardListItems([
    { type: 'link', href: '/docs/intro/' },
    { type: 'category', items: [{ type: 'category', items: [] }, { type: 'link', href: '/docs/guide/oil/' }] },
    { type: 'category', items: [] },
    { type: 'link', href: '/docs/draft/', unlisted: true },
    { type: 'category', href: '/docs/hidden/', linkUnlisted: true, items: [{ type: 'link', href: '/docs/guide/wicks/' }] },
    { type: 'html', value: '<hr>' },
  ]);
  return (
    <>
      <ul id="related" data-version={version + ':' + label}>
        {ids.map((id) => <li key={id}>{docs[id].title}: {docs[id].description} ({docs[id].sidebar})</li>)}
      </ul>
      <p id="related-more">
        {useDocById('intro').title}; {useDocById(undefined) === undefined ? 'none' : 'some'};{' '}
        {cards.map((c) => findFirstSidebarItemLink(c) ?? c.type).join(' ')};{' '}
        {selectMessage(1, '1 item|{count} items')}; {selectMessage(3, '1 item|{count} items').replace('{count}', '3')}
      </p>
    </>
  );
}
`;
const RELATED_DOC = `---
title: Related reading
related: [intro, guide/wicks]
---

import Related from '@site/src/components/Related';

Read these next.

<Related ids={frontMatter.related} />

<p id="fm-title">{frontMatter.title}</p>
`;

/** A page's head, and how many times a pattern occurs in it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return { head, count: (re: RegExp) => head.match(new RegExp(re, 'g'))?.length ?? 0 };
}

// A 1x1 PNG, for an image the page requires.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('@docusaurus/theme-common and @theme components on the classic theme', () => {
  let site: TempSite;
  let out: string;
  let build: Awaited<ReturnType<typeof zapsite>>;
  const page = (rel: string) => readFile(join(out, rel), 'utf8');

  beforeAll(async () => {
    site = await copyFixture('classic-site');
    out = join(site.dir, 'out');
    await put(site.root, 'src/theme/Footer.jsx', FOOTER);
    await put(site.root, 'src/pages/shades.mdx', PAGE);
    await put(site.root, 'src/pages/wicks.tsx', WICKS);
    await put(site.root, 'src/pages/snippet.jsx', SNIPPET);
    await put(site.root, 'src/components/Related.jsx', RELATED);
    await put(site.root, 'docs/guide/related.mdx', RELATED_DOC);
    await put(site.root, 'src/theme/DocItem/Metadata/index.js', DOC_METADATA);
    await put(
      site.root,
      'src/pages/quiet.js',
      'import Layout from \'@theme/Layout\';\nexport default () => <Layout noFooter><p id="quiet">A page without a footer</p></Layout>;\n',
    );
    await writeFile(join(site.root, 'src/pages/wick.png'), PNG);
    // An author with a page: posts link the author there, not to their url (Docusaurus's BlogAuthor).
    await put(
      site.root,
      'blog/authors.yml',
      'ada:\n  name: Ada Wick\n  title: Lamp keeper\n  url: https://ada.example.com\n  image_url: /img/lantern.svg\n  page: true\n',
    );
    build = await zapsite(['build', '--root', site.root, '--out', out]);
  });
  afterAll(() => site.remove());

  it('builds', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('gives a swizzled component the colour mode, theme config, Prism theme, class names, the doc sidebar and the skip target', async () => {
    const doc = await page('docs/intro/index.html');
    expect(doc).toContain('<p class="theme-admonition-wick theme-doc-sidebar-item-link-level-2" id="lamp-facts">');
    // The fixture’s sidebar, by the name its sidebars file gives it: the intro, a category and a link;
    // the navbar's items as Docusaurus's theme config holds them (a link has no type).
    expect(doc).toMatch(
      /mode light; brand Lantern; footer dark; sidebar guide of 3 items; code #[0-9a-f]{6}; docs true; items docSidebar:left,undefined:left,undefined:right/,
    );
    // The skip link's target, the page's main area; the phone menu's filler draws nothing.
    expect(doc).toContain('<a id="lamp-skip" href="#__docusaurus_skipToContent_fallback">Back to the page</a>');
    expect(doc).not.toContain('<p>menu</p>');
    expect(doc).toContain('<pre id="lamp-code" style="--prism-color:#123456;--prism-background-color:#fedcba"></pre>');
    // Outside docs there is no sidebar.
    expect(await page('blog/index.html')).toMatch(/brand Lantern; footer dark; sidebar none;/);
    const post = await page('blog/2026/01/10/first-light/index.html');
    expect(post).toContain('<a href="/blog/authors/ada/" class="avatar__photo-link">');
    expect(post).toContain(
      '<a href="/blog/authors/ada/"><span class="authorName_yefp" translate="no">Ada Wick</span></a>',
    );
    expect(post).not.toContain('href="https://ada.example.com"');
    // The tags page as Docusaurus's TagsListByLetter, beside the recent posts; the archive as its hero and year columns.
    const tags = await page('blog/tags/index.html');
    expect(tags).toContain(
      '<main class="col col--7"><h1>Tags</h1><section class="margin-vert--lg"><article><h2 class="anchor" id="N">N',
    );
    expect(tags).toContain(
      '<li class="tag_Nnez"><a rel="tag" title="Word from the lamp room" class="tag_zVej tagWithCount_h2kH" href="/blog/tags/news/">News<span>1</span></a></li></ul><hr/>',
    );
    // A tag's page as Docusaurus's BlogTagsPostsPage: the tag's description under the title, a link to
    // every tag, the description as the page's; the post's own tags carry it as their title.
    const tag = await page('blog/tags/news/index.html');
    expect(tag).toContain(
      '<header class="margin-bottom--xl"><h1>One post tagged with &quot;News&quot;</h1><p>Word from the lamp room</p><a href="/blog/tags/">View All Tags</a></header>',
    );
    expect(tag).toContain('<meta name="description" content="Word from the lamp room"/>');
    // Docusaurus's BlogListPaginator on a list of one page: its <nav>, empty (the author's list too).
    const emptyPager = '<nav class="pagination-nav" aria-label="Blog list page navigation"></nav></main>';
    expect(tag).toContain(emptyPager);
    expect(await page('blog/authors/ada/index.html')).toContain(emptyPager);
    expect(await page('blog/index.html')).toContain(emptyPager);
    expect(tag).toContain(
      '<a rel="tag" title="Word from the lamp room" class="tag_zVej tagRegular_sFm0" href="/blog/tags/news/">News</a>',
    );
    const archive = await page('blog/archive/index.html');
    expect(archive).toContain(
      '<header class="hero hero--primary"><div class="container"><h1 class="hero__title">Archive</h1>',
    );
    expect(archive).toMatch(
      /<div class="col col--4 margin-vert--lg"><h3 class="anchor" id="2026">2026<a[^>]*>[^<]*<\/a><\/h3><ul><li><a href="\/blog\/2026\/01\/10\/first-light\/">January 10 - First light<\/a><\/li><\/ul>/,
    );
    // The authors list as Docusaurus's: each author large, name as a heading linked to their page, the count beside it.
    expect(await page('blog/authors/index.html')).toMatch(
      /<li class="authorListItem_n3yI"><div class="avatar margin-bottom--sm author-as-h2_gXvM"><a href="\/blog\/authors\/ada\/" class="avatar__photo-link"><img class="avatar__photo authorImage_XqGP" src="\/img\/lantern.svg" alt="Ada Wick"\/?><\/a><div class="avatar__intro authorDetails_lV9A"><div class="avatar__name"><a href="\/blog\/authors\/ada\/"><h2 class="authorName_yefp" translate="no">Ada Wick<\/h2><\/a><span class="authorBlogPostCount_iiJ5">1<\/span><\/div><small class="authorTitle_nd0D" title="Lamp keeper">Lamp keeper<\/small>/,
    );
  });

  it("makes a React page's Layout the one main wrapper, the skip link's target, as Docusaurus's Layout is", async () => {
    const html = await page('wicks/index.html');
    // A site's \`.main-wrapper\` rules (Uniswap/docs': a flex row with a top padding) apply once.
    expect(html.match(/\bmain-wrapper\b/g)).toHaveLength(1);
    expect(html).toMatch(
      /<div id="__docusaurus_skipToContent_fallback" class="theme-layout-main main-wrapper mainWrapper_z2l0 wick-room"><p id="wicks">Cotton wicks<\/p>/,
    );
    expect(html).toContain('<a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">');
    // A doc, which the theme lays out, keeps the chrome's own.
    expect(
      (await page('docs/intro/index.html')).match(/class="theme-layout-main main-wrapper mainWrapper_z2l0"/g),
    ).toHaveLength(1);
  });

  it('leaves the footer out of a React page whose Layout says noFooter, as Docusaurus does', async () => {
    const quiet = await page('quiet/index.html');
    expect(quiet).toContain('<p id="quiet">A page without a footer</p>');
    expect(quiet).not.toContain('id="lamp-facts"');
    expect(quiet).not.toMatch(/<footer/);
    expect(await page('wicks/index.html')).toContain('id="lamp-facts"');
  });

  it("PageMetadata writes the page's title, description, keywords and image once each, and its children", async () => {
    const html = await page('wicks/index.html');
    const { head, count } = headOf(html);
    expect(head).toContain('<title>Wicks | Lantern Notes</title>');
    expect(count(/<title>/)).toBe(1);
    expect(head).toContain('<meta property="og:title" content="Wicks | Lantern Notes"/>');
    expect(count(/property="og:title"/)).toBe(1);
    expect(head).toContain('<meta name="description" content="Trimmed and ready"/>');
    expect(count(/name="description"/)).toBe(1);
    expect(count(/property="og:description" content="Trimmed and ready"/)).toBe(1);
    expect(head).toContain('<meta name="keywords" content="wick,lamp"/>');
    expect(count(/name="keywords"/)).toBe(1);
    expect(head).toContain('<meta property="og:image" content="https://lantern.example.com/img/lantern.svg"/>');
    expect(count(/property="og:image"/)).toBe(1);
    expect(head).toContain('<meta name="twitter:image" content="https://lantern.example.com/img/lantern.svg"/>');
    expect(head).toContain('<meta name="lamp-oil" content="clean"/>');
    expect(html).toContain('<p id="wicks">Cotton wicks</p>');
    // @theme/Icon/ExternalLink, and an SVG required from the site folder's root as a component.
    expect(html).toMatch(
      /<p id="shop"><a href="https:\/\/lamps.example.org\/"[^>]*>Shop<svg width="13.5" height="13.5" aria-hidden="true" viewBox="0 0 24 24" class="iconExternalLink_nPIU">/,
    );
    expect(html).toMatch(/<svg[^>]* id="lantern-art"/);
    // @theme/Icon/WordWrap, sized by its caller and hidden from assistive technology.
    expect(html).toMatch(
      /<button id="wrap" type="button" aria-label="Wrap lines"><svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18"><path /,
    );
  });

  it("gives a site's own code block Docusaurus's helpers: title, line numbers, language, magic comments and ranges", async () => {
    const html = await page('snippet/index.html');
    expect(html).toContain(
      '<pre id="snippet" data-title="wick.js" data-numbers="true" data-language="js" data-wrap="false"><span>const wick = trim();</span><span class="theme-code-block-highlighted-line">light(wick);</span><span>wait();</span></pre>',
    );
    // A range in the meta string marks the lines it names (0-based keys) and leaves the code as written.
    expect(html).toContain('<p id="ranged">{"2":["theme-code-block-highlighted-line"]}</p>');
  });

  it("a swizzled DocItem/Metadata sets a doc page's title, description and image, once each", async () => {
    const html = await page('docs/intro/index.html');
    const { head, count } = headOf(html);
    expect(head).toContain('<title>Introduction | Lantern Notes</title>');
    expect(count(/<title>/)).toBe(1);
    expect(count(/property="og:title" content="Introduction \| Lantern Notes"/)).toBe(1);
    expect(count(/name="description"/)).toBe(1);
    expect(head).toContain('<meta property="og:image" content="https://cards.example.org/Introduction.png"/>');
    expect(head).toContain('<meta name="twitter:image" content="https://cards.example.org/Introduction.png"/>');
    expect(count(/property="og:image"/)).toBe(1);
    expect(head).toContain('<meta name="lamp-doc" content="intro"/>');
    // Other pages keep the theme's own head.
    expect(await page('blog/index.html')).not.toContain('lamp-doc');
  });

  it("gives a doc's content its version's docs (useDocsVersion) and its own frontMatter", async () => {
    const html = await page('docs/guide/related/index.html');
    expect(html).toContain('<ul id="related" data-version="current:Next">');
    // useDocById, the DocCardList helpers and usePluralForm, as Docusaurus's.
    expect(html).toContain(
      '<p id="related-more">Introduction; none; /docs/intro/ /docs/guide/oil/ /docs/guide/wicks/ html; 1 item; 3 items</p>',
    );
    expect(html).toContain('<li>Introduction: A lantern needs a wick, oil and a steady hand. (guide)</li>');
    expect(html).toMatch(/<li>[^<]+: [^<]+ \(guide\)<\/li><\/ul>/);
    expect(html).toContain('<p id="fm-title">Related reading</p>');
  });

  it("renders @theme/Admonition in the classic theme's markup, as a :::caution block is, with a title of elements", async () => {
    const html = await page('shades/index.html');
    expect(html).toMatch(
      /<div class="theme-admonition theme-admonition-caution admonition_xJq3 alert alert--warning shade-note"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg[^>]*>.*?<\/svg><\/span>Hot <em>glass<\/em><\/div><div class="admonitionContent_BuS1">Let the shade cool first.<\/div><\/div>/,
    );
    expect(html).not.toContain('admonition__heading');
  });

  it('renders ThemedImage, IdealImage, DocCardList and Collapsible in an MDX page', async () => {
    const html = await page('shades/index.html');
    expect(html).toContain(
      '<img src="/img/lantern.svg" alt="A lamp shade" class="themedComponent_mlkZ themedComponent--light_NVdE">',
    );
    expect(html).toContain('class="themedComponent_mlkZ themedComponent--dark_xIcU"');
    // A heading written as JSX is MDX's plain element, as Docusaurus compiles it: no id, no anchor.
    expect(html).toContain('<h2 class="shelf-title">On the shelf</h2>');
    // IdealImage: the required file's URL, or the URL given, lazily loaded.
    expect(html).toMatch(/<img src="\/assets\/mdx\/wick-[0-9a-f]{8}\.png" alt="A wick" loading="lazy" class="wick">/);
    expect(html).toContain('<img src="/img/lantern.svg" alt="A lantern" loading="lazy">');
    expect(html).toMatch(
      /<article class="docCardListItem_W1sv col col--6"><a href="\/docs\/guide\/oil\/" class="card padding--lg theme-doc-card-container cardContainer_KhuF"><h2 class="theme-doc-card-heading cardTitle_mcqP" title="Oil"[^>]*><span class="theme-doc-card-icon cardTitleIcon_GcdP">📄️<\/span><span class="text--truncate theme-doc-card-title cardTitleText_nuEl">Oil<\/span><\/h2><p class="text--truncate theme-doc-card-description cardDescription_L2fP" title="Which oil burns clean">/,
    );
    // A category card links to its first page and counts its items.
    expect(html).toMatch(
      /<a href="\/docs\/guide\/wicks\/" class="card padding--lg theme-doc-card-container cardContainer_KhuF"><h2[^>]*><span[^>]*>🗃<\/span><span[^>]*>More<\/span><\/h2><p[^>]*>1 item<\/p>/,
    );
    expect(html).toContain('<div class="theme-doc-markdown">An open shade</div>');
    // @docusaurus/theme-common/Details: a native <details> in Docusaurus's markup (its class, whether
    // it is collapsed, the content's box), its summary a string or its own element.
    expect(html).toContain(
      '<details open class="details_lb9f spares" data-collapsed="false"><summary>Spare wicks</summary><div><div class="collapsibleContent_i85q">Two in the drawer</div></div></details>',
    );
    expect(html).toContain(
      '<details class="details_lb9f" data-collapsed="true"><summary id="oil-kinds">Oils</summary><div><div class="collapsibleContent_i85q">Paraffin</div></div></details>',
    );
  });
});

describe('an export of @docusaurus/theme-common zapsite lacks', () => {
  let site: TempSite;
  beforeAll(async () => {
    site = await copyFixture('classic-site');
  });
  afterAll(() => site.remove());

  it('fails the build at the import, naming the export and what zapsite provides', async () => {
    await put(
      site.root,
      'src/theme/Footer.jsx',
      `import Footer from '@theme-original/Footer';\nimport { useColorMode, useLampWick } from '@docusaurus/theme-common';\nexport default function F() {\n  useLampWick();\n  return <Footer />;\n}\n`,
    );
    const run = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `error[unknown-docusaurus-module]: zapsite's @docusaurus/theme-common does not provide "useLampWick".`,
    );
    expect(run.stderr).toContain('--> src/theme/Footer.jsx:2:24');
    expect(run.stderr).toContain("2 | import { useColorMode, useLampWick } from '@docusaurus/theme-common';");
    expect(run.stderr).toMatch(
      /hint: zapsite's @docusaurus\/theme-common provides [^\n]*useColorMode[^\n]*ThemeClassNames/,
    );
  });
});
