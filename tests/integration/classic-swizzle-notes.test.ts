// What a site's src/theme/ asks of the browser that zapsite does not do yet, as located warnings:
// a swizzled component with state and a handler that imports a build-time-only module (rendered at
// build time only; one without such an import hydrates as an island, with no warning), and a Prism
// language the site adds in prism-include-languages (run, so its code is coloured); and a swizzled
// component zapsite's theme does not take and nothing imports (Icon/Arrow, Footer/Copyright), which is not used. Real CLI builds.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('a swizzled interactive component and a site Prism language', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Footer/index.jsx': `import { useState } from 'react';
import Footer from '@theme-original/Footer';
export default function LampFooter(props) {
  const [lit, setLit] = useState(false);
  return (
    <>
      <Footer {...props} />
      <button type="button" id="lamp-switch" onClick={() => setLit(!lit)}>{lit ? 'Lit' : 'Dark'}</button>
    </>
  );
}
`,
    'src/theme/DocItem/Footer.jsx': `import CodeBlock from '@theme/CodeBlock';
import { useState } from 'react';
export default function RatedFooter() {
  const [stars, setStars] = useState(0);
  return (
    <div id="rate-doc">
      <button type="button" onClick={() => setStars(stars + 1)}>{stars} stars</button>
      <CodeBlock language="text">rated</CodeBlock>
    </div>
  );
}
`,
    'src/theme/prism-include-languages.js': `import './prism-lampscript';\nexport default function prismIncludeLanguages(PrismObject) {\n  globalThis.Prism = PrismObject;\n  require('prismjs/components/prism-lua');\n  delete globalThis.Prism;\n}\n`,
    'src/theme/prism-lampscript.js': `// Lamp schedules.\nPrism.languages.lampscript = { keyword: /\\b(?:light|dim)\\b/ };\nPrism.languages['lua'] = Prism.languages.extend('clike', {});\n`,
    'docs/schedule.md': '# Schedule\n\n```lampscript\nlight 7\ndim 22\n```\n',
    // A swizzled TOC with state that reads the doc's version: useDocsVersion() has the build's data
    // only, so it stays as built rather than throw in the browser, and the build says so.
    'src/theme/TOC/index.jsx': `import { useState } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import TOC from '@theme-original/TOC';
export default function LampToc(props) {
  const [open, setOpen] = useState(true);
  const { label } = useDocsVersion();
  return <div className="lamp-toc-box"><button type="button" onClick={() => setOpen(!open)}>{label}</button>{open ? <TOC {...props} /> : null}</div>;
}
`,
    // Swizzled components zapsite's theme does not take, which nothing imports: not used at all.
    'src/theme/Icon/Arrow/index.jsx':
      'export default function LampArrow(props) {\n  return <svg className="lamp-arrow" viewBox="0 0 24 24" {...props} />;\n}\n',
    'src/theme/Footer/Copyright/index.js': 'export default function Copyright() {\n  return null;\n}\n',
    // A Docusaurus 2 name, which Docusaurus 3 does not draw either (3.0 renamed DocPage to DocRoot).
    'src/theme/DocPage/Layout/Main/index.jsx':
      'export default function Main({ children }) {\n  return <main>{children}</main>;\n}\n',
    // The Algolia theme's search bar, swizzled: it needs modules zapsite lacks (here through a file
    // of its own), so it is left aside and zapsite's search stands in, with a warning at the import.
    'src/theme/SearchBar/index.jsx':
      "import LampDocSearch from './LampDocSearch';\nexport default function SearchBar() {\n  return <LampDocSearch />;\n}\n",
    'src/theme/SearchBar/LampDocSearch.jsx':
      "import { DocSearchButton } from '@docsearch/react';\nimport { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';\nexport default function LampDocSearch() {\n  useAlgoliaContextualFacetFilters();\n  return <DocSearchButton />;\n}\n",
    // A sidebar rebuilt from its inner parts, which zapsite does not provide: left aside too.
    'src/theme/DocSidebar.jsx':
      'import DocSidebarItems from \'@theme/DocSidebarItems\';\nexport default function LampSidebar(props) {\n  return <ul className="lamp-menu"><DocSidebarItems items={props.sidebar} level={1} /></ul>;\n}\n',
    // A navbar part written as a file of its own in a folder, as `@theme/` resolves it, that needs a
    // Docusaurus export zapsite lacks: left aside, with a warning at the import.
    'src/theme/NavbarItem/DropdownNavbarItem.js':
      "import { useContextualSearchFilters } from '@docusaurus/theme-common';\nexport default function LampDropdown() {\n  useContextualSearchFilters();\n  return null;\n}\n",
    // A Root with an effect: an island beside the page, which the build says.
    'src/theme/Root.jsx':
      'import { useEffect } from \'react\';\nexport default function Root({ children }) {\n  useEffect(() => {}, []);\n  return <div className="lamp-root">{children}</div>;\n}\n',
  });

  it('builds, rendering the swizzled footer as an island and the static DocItem/Footer in place', async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/intro/index.html');
    expect(html).toMatch(/<div style="display:contents" data-island="SwizzledFooter"[^>]*>/);
    expect(html).toContain('<button type="button" id="lamp-switch">Dark</button>');
    expect(html).toMatch(/"SwizzledFooter":"\/assets\/js\/island-SwizzledFooter-[A-Z0-9]+\.js"/);
    expect(html).toContain('<button type="button">0 stars</button>');
    expect(html).not.toContain('data-island="SwizzledDocItemFooter"');
    expect(html).toContain('<div class="lamp-toc-box"><button type="button">Next</button>');
    expect(html).not.toContain('data-island="SwizzledTOC"');
  });

  it('warns at the state hook of the swizzled component that cannot hydrate, and not for the one that does', () => {
    expect(copy.build.stderr).toContain(
      'warning[swizzle-static]: The swizzled DocItem/Footer uses useState: zapsite renders it at build time only, so its state, effects and handlers do not run in the browser (it imports @theme/CodeBlock, which cannot be bundled for the browser).',
    );
    expect(copy.build.stderr).toContain('--> src/theme/DocItem/Footer.jsx:4:29');
    expect(copy.build.stderr).toContain('4 |   const [stars, setStars] = useState(0);');
    expect(copy.build.stderr).toContain(
      "warning[swizzle-static]: The swizzled TOC uses useState: zapsite renders it at build time only, so its state, effects and handlers do not run in the browser (it reads the page's data, which only the build has).",
    );
    expect(copy.build.stderr).toContain('--> src/theme/TOC/index.jsx:5:27');
    expect(copy.build.stderr).not.toContain('The swizzled Footer');
    expect(copy.build.stderr).not.toContain('src/theme/Footer/index.jsx');
  });

  it("runs the site's Prism languages: the one its grammar file assigns is coloured, with no warning", async () => {
    expect(copy.build.stderr).not.toContain('prism-language-plain');
    expect(copy.build.stderr).not.toContain('"lua"');
    // The two swizzle-static warnings, the root-island one, the three swizzle-unused ones and the
    // three swizzle-module-missing ones below, nothing about Prism.
    expect(copy.build.stderr).toContain('0 errors, 9 warnings');
    // Coloured by the grammar src/theme/prism-lampscript.js assigns (site-prism.test.ts has more).
    const html = await copy.page('docs/schedule/index.html');
    expect(html).toContain('<span style="color:var(--zs-code-token-keyword)">light</span>');
    expect(html).toContain('<span style="color:var(--zs-code-token-keyword)">dim</span>');
  });

  it('warns at the effect of a Root that hydrates beside the page, naming what it leaves out', () => {
    expect(copy.build.stderr).toContain(
      'warning[root-island]: The swizzled Root uses useEffect: zapsite hydrates it as an island of its own after the page, rendered without children,',
    );
    expect(copy.build.stderr).toContain('--> src/theme/Root.jsx:3:3');
  });

  it("leaves aside a SearchBar built on the Algolia theme's modules, at the import zapsite lacks", async () => {
    expect(copy.build.stderr).toContain(
      "warning[swizzle-module-missing]: The site's swizzled SearchBar imports @docusaurus/theme-search-algolia/client, which zapsite does not provide: zapsite's own search is in the navbar in its place.",
    );
    expect(copy.build.stderr).toContain('--> src/theme/SearchBar/LampDocSearch.jsx:2:50');
    // The site has no search service and no search item: zapsite's classic theme draws none, as before.
    const html = await copy.page('docs/intro/index.html');
    expect(html).not.toContain('navbarSearchContainer');
    expect(copy.build.stderr).not.toContain('swizzle-unused]: src/theme/SearchBar');
  });

  it('leaves aside a navbar part written as a file in a folder, at the import zapsite lacks', () => {
    expect(copy.build.stderr).toContain(
      "warning[swizzle-module-missing]: The site's swizzled NavbarItem/DropdownNavbarItem imports useContextualSearchFilters from @docusaurus/theme-common, which zapsite does not provide",
    );
    expect(copy.build.stderr).toContain('--> src/theme/NavbarItem/DropdownNavbarItem.js:1:44');
  });

  it("leaves aside a DocSidebar rebuilt from parts zapsite lacks, and draws zapsite's sidebar", async () => {
    expect(copy.build.stderr).toContain(
      "warning[swizzle-module-missing]: The site's swizzled DocSidebar imports @theme/DocSidebarItems, which zapsite does not provide: zapsite's own docs sidebar is drawn in its place.",
    );
    expect(copy.build.stderr).toContain('--> src/theme/DocSidebar.jsx:1:29');
    const html = await copy.page('docs/intro/index.html');
    expect(html).not.toContain('lamp-menu');
    expect(html).toContain(
      '<div class="sidebar_njMd"><nav aria-label="Docs sidebar" class="menu thin-scrollbar menu_SIkG">',
    );
  });

  it('warns once for each swizzled component zapsite does not use, and for none it uses or that is no component', () => {
    const unused = copy.build.stderr.split('\n').filter((l) => l.startsWith('warning[swizzle-unused]'));
    expect(unused.sort()).toEqual([
      "warning[swizzle-unused]: src/theme/DocPage/Layout/Main is not a component of Docusaurus 3.10's themes (Docusaurus 2 named the docs page DocPage; 3.0 renamed it DocRoot), so Docusaurus does not draw it either, and no page imports it: the file is not used.",
      "warning[swizzle-unused]: src/theme/Footer/Copyright replaces Docusaurus's Footer/Copyright, which zapsite's classic theme renders its own way: zapsite does not draw the site's file, so what it changes is not on the pages (Docusaurus draws it; no page imports it).",
      "warning[swizzle-unused]: src/theme/Icon/Arrow replaces Docusaurus's Icon/Arrow, which zapsite's classic theme renders its own way: zapsite does not draw the site's file, so what it changes is not on the pages (Docusaurus draws it; no page imports it).",
    ]);
    expect(copy.build.stderr).toContain('--> src/theme/Icon/Arrow/index.jsx');
  });
});
