// Small Docusaurus modules that site components import (babel's website imports all four):
// @docusaurus/ExecutionEnvironment (false everywhere on the server), @docusaurus/useBrokenLinks
// (zapsite checks the finished HTML's links itself; an anchor declared is one links may reach),
// and the classic theme's
// @theme/Icon/Copy and @theme/Icon/Success (our own drawings, taking the props they are given).
// A CLI build of the classic fixture, copied, with a React page of our own.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('small Docusaurus modules site code imports', () => {
  const copy = builtCopy('classic-site', {
    // <head> in Markdown read as MDX, and <Head> not imported: Docusaurus's MDX gives both.
    'docs/old-wick.md':
      '---\ntitle: Old wick\nhide_title: true\n---\n\nMoved.\n\n<head>\n  <meta http-equiv="refresh" content="1; url=/docs/intro/" />\n</head>\n',
    'docs/lamp-meta.mdx':
      '---\ntitle: Lamp meta\n---\n\nBrass.\n\n<Head>\n  <meta name="lamp" content="brass" />\n</Head>\n',
    'src/pages/tools.tsx': [
      "import Layout from '@theme/Layout';",
      "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
      "import useBrokenLinks from '@docusaurus/useBrokenLinks';",
      "import CopyIcon from '@theme/Icon/Copy';",
      "import CheckIcon from '@theme/Icon/Success';",
      "import Link from '@docusaurus/Link';",
      '',
      'export default function Tools() {',
      '  const links = useBrokenLinks();',
      "  links.collectAnchor('wicks');",
      "  links.collectLink('/docs/intro/');",
      '  return (',
      '    <Layout title="Tools">',
      '      <main>',
      '        <p id="where">{ExecutionEnvironment.canUseDOM ? "browser" : "server"}</p>',
      '        <button type="button" aria-label="Copy"><CopyIcon className="copy-icon" /></button>',
      '        <span><CheckIcon width={24} height={24} /></span>',
      '        <Link to="/tools/#wicks">Wicks</Link>',
      '        <a href="/no-such-page/">Nowhere</a>',
      '      </main>',
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n'),
    // What a site's swizzled navbar and layout import (apache/answer-website's): the logo, the URL
    // test, an empty component, the error boundary with its fallback; and data imported from the
    // static folder by a path from the site root, as webpack's resolve.roots finds it.
    'static/data/kilns.json': '[{"name":"Cone six"}]\n',
    'src/pages/parts.tsx': [
      "import Layout from '@theme/Layout';",
      "import Logo from '@theme/Logo';",
      "import isInternalUrl from '@docusaurus/isInternalUrl';",
      "import Noop from '@docusaurus/Noop';",
      "import ErrorBoundary from '@docusaurus/ErrorBoundary';",
      "import ErrorPageContent from '@theme/ErrorPageContent';",
      "import kilns from '/data/kilns.json';",
      '',
      'export default function Parts() {',
      '  return (',
      '    <Layout title="Parts">',
      '      <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>',
      '        <main>',
      '          <div id="logo"><Logo className="navbar__brand" imageClassName="navbar__logo" titleClassName="navbar__title" /></div>',
      "          <p id=\"urls\">{[isInternalUrl('/docs/'), isInternalUrl('https://example.org/'), isInternalUrl(undefined)].join(' ')}</p>",
      '          <p id="noop"><Noop /></p>',
      '          <p id="kilns">{kilns[0].name}</p>',
      '        </main>',
      '      </ErrorBoundary>',
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n'),
    // react-native-website's /releases/ page: a Redirect alone.
    'src/pages/moved.tsx': [
      "import { Redirect } from '@docusaurus/router';",
      '',
      'export default function Moved() {',
      '  return <Redirect to="/docs/intro/" />;',
      '}',
      '',
    ].join('\n'),
    // What a swizzled DocItem/Footer imports (react-native-website's does): the theme's tag pills,
    // last update and pencil, and MDX's link.
    'src/pages/footer-parts.tsx': [
      "import Layout from '@theme/Layout';",
      "import TagsListInline from '@theme/TagsListInline';",
      "import LastUpdated from '@theme/LastUpdated';",
      "import IconEdit from '@theme/Icon/Edit';",
      "import A from '@theme/MDXComponents/A';",
      "import Code from '@theme/MDXComponents/Code';",
      '',
      'export default function FooterParts() {',
      '  return (',
      '    <Layout title="Footer parts">',
      '      <main>',
      '        <div className="col" id="tags">',
      "          <TagsListInline tags={[{ label: 'Wicks', permalink: '/docs/intro/', description: 'About wicks' }]} />",
      '        </div>',
      '        <p id="updated"><LastUpdated lastUpdatedAt={Date.UTC(2025, 0, 8)} lastUpdatedBy="Ada" /></p>',
      '        <p id="pencil"><IconEdit className="mine" /></p>',
      '        <p id="link"><A href="/docs/intro/">Intro</A></p>',
      '        <p id="inline">Run <Code>brew-tea</Code> first.</p>',
      '        <div id="block"><Code className="language-sh">{\'trim --mm 5\\nlight\'}</Code></div>',
      '      </main>',
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n'),
  });

  it("renders a swizzled doc footer's parts as Docusaurus's theme does", async () => {
    const html = await copy.page('footer-parts/index.html');
    expect(html).toContain(
      '<div class="col" id="tags"><b>Tags:</b><ul class="tags_jXut padding--none margin-left--sm"><li class="tag_QGVx"><a rel="tag" title="About wicks" class="tag_zVej tagRegular_sFm0" href="/docs/intro/">Wicks</a></li></ul></div>',
    );
    expect(html).toMatch(
      /<p id="updated"><span class="theme-last-updated">Last updated on <b><time datetime="2025-01-08T00:00:00.000Z" itemprop="dateModified">Jan 8, 2025<\/time><\/b> by <b>Ada<\/b><\/span><\/p>/,
    );
    expect(html).toMatch(/<p id="pencil"><svg [^>]*aria-hidden="true" class="iconEdit_Z9Sw mine"><path d="M29\.6/);
    expect(html).toContain('<p id="link"><a href="/docs/intro/">Intro</a></p>');
    // MDX's code: one-line text inline, anything else a code block (moonrepo's tool cards import it).
    expect(html).toContain('<p id="inline">Run <code>brew-tea</code> first.</p>');
    expect(html).toMatch(
      /<div id="block"><div class="language-sh theme-code-block [^"]*">[\s\S]*trim --mm 5[\s\S]*light/,
    );
  });

  it('renders the logo, the URL test, Noop and an error boundary as Docusaurus does, and data from static/ by a root path', async () => {
    const html = await copy.page('parts/index.html');
    expect(html).toContain(
      '<div id="logo"><a href="/" class="navbar__brand"><div class="navbar__logo"><img src="/img/lantern.svg" alt="Lantern logo" class="themedComponent_mlkZ themedComponent--light_NVdE" width="32" height="32"><img src="/img/lantern.svg" alt="Lantern logo" class="themedComponent_mlkZ themedComponent--dark_xIcU" width="32" height="32"></div><b class="navbar__title">Lantern</b></a></div>',
    );
    expect(html).toContain('<p id="urls">true false false</p>');
    expect(html).toContain('<p id="noop"></p>');
    expect(html).toContain('<p id="kilns">Cone six</p>');
  });

  it('writes a page that redirects with <Redirect> as a refresh to its target in the head', async () => {
    const html = await copy.page('moved/index.html');
    expect(html).toMatch(/<head>[\s\S]*<meta http-equiv="refresh" content="0; url=\/docs\/intro\/"\/?>[\s\S]*<\/head>/);
  });

  it("puts a doc's <head> and an unimported <Head> in the page's head, as Docusaurus's MDX does", async () => {
    const moved = await copy.page('docs/old-wick/index.html');
    const [head, body] = moved.split('</head>');
    expect(head).toContain('<meta http-equiv="refresh" content="1; url=/docs/intro/"');
    expect(body).not.toContain('http-equiv');
    expect(body).not.toContain('<head>');
    const meta = await copy.page('docs/lamp-meta/index.html');
    expect(meta.split('</head>')[0]).toContain('<meta name="lamp" content="brass"');
  });

  it('builds the page that imports them', async () => {
    expect(copy.build.stderr).not.toMatch(/^error/m);
    expect(copy.build.code).toBe(0);
    const html = await copy.page('tools/index.html');
    expect(html).toContain('<p id="where">server</p>');
    // Each icon is an inline SVG, hidden from assistive technology, with the props it was given.
    expect(html).toMatch(/<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" class="copy-icon">/);
    expect(html).toMatch(/<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">/);
  });

  it('takes an anchor a component declares as one links may reach, and only warns of a plain <a>', async () => {
    // The page's HTML has no id="wicks": the declared anchor alone keeps the Link from being broken.
    expect(copy.build.stderr).not.toContain('#wicks');
    // Docusaurus does not check a plain <a> (facebook/docusaurus#9908): a warning, at its line.
    expect(copy.build.stderr).toMatch(
      /warning\[broken-link\]: Broken link on \/tools\/: "\/no-such-page\/"[^\n]*\n\s+--> src\/pages\/tools\.tsx:19:18/,
    );
    expect(copy.build.stderr).toContain(
      'A plain <a> (raw HTML, or a JSX <a> in MDX or a React page) is not checked by Docusaurus',
    );
    const html = await copy.page('tools/index.html');
    expect(html).not.toContain('data-zs-');
  });
});

describe('a broken <Link> on a React page', () => {
  const copy = builtCopy('classic-site', {
    'src/pages/lost.tsx': [
      "import Link from '@docusaurus/Link';",
      '',
      'export default function Lost() {',
      '  return <main><Link to="/no-such-guide/">Guide</Link></main>;',
      '}',
      '',
    ].join('\n'),
  });

  it('stops the build, as Docusaurus does', () => {
    expect(copy.build.code).not.toBe(0);
    expect(copy.build.stderr).toMatch(/error\[broken-link\]: Broken link on \/lost\/: "\/no-such-guide\/"/);
  });
});
