// Swizzles ejected down to parts zapsite draws its own way: a Navbar rebuilt from
// @theme/Navbar/MobileSidebar/Layout through a part of its own, a DocItem/Content that imports @theme/DocSidebarItems (the site's DocItem/Layout
// around it stays, with zapsite's part in its place), Tabs built on a theme-common hook zapsite
// lacks, which a doc imports, and a SearchBar wrapping a search plugin's own that zapsite's search replaces. Docusaurus builds them all; zapsite leaves each aside, draws its own in
// its place and says so at the import, rather than stopping the build. An @theme/ name no Docusaurus
// theme has stays a build error (classic-swizzle.test.ts). Real CLI builds.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('swizzles that need Docusaurus modules zapsite lacks', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Navbar/index.jsx': `import NavbarHeader from '@theme/Navbar/MobileSidebar/Header';
export default function LampNavbar() {
  return <nav className="lamp-nav"><NavbarHeader /></nav>;
}
`,
    'src/theme/Navbar/MobileSidebar/Header/index.jsx': `import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
export default function LampHeader() {
  return <NavbarMobileSidebarLayout header={null} primaryMenu={null} secondaryMenu={null} />;
}
`,
    'src/theme/DocItem/Layout/index.jsx': `import DocItemContent from '@theme/DocItem/Content';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
export default function LampLayout({ children }) {
  return <div className="lamp-layout"><DocItemContent>{children}</DocItemContent><DocItemTOCDesktop /></div>;
}
`,
    // Its own desktop table of contents, drawing Docusaurus's TOC from the doc's headings.
    'src/theme/DocItem/TOC/Desktop/index.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
import TOC from '@theme/TOC';
export default function LampTocDesktop() {
  const { toc } = useDoc();
  return <TOC toc={toc} className="lamp-toc" />;
}
`,
    'src/theme/DocItem/Content/index.jsx': `import DocSidebarItems from '@theme/DocSidebarItems';
export default function LampContent({ children }) {
  return <div className="lamp-content"><DocSidebarItems items={[]} />{children}</div>;
}
`,
    'src/theme/Tabs/index.jsx': `import { useScrollController } from '@docusaurus/theme-common/internal';
export default function LampTabs(props) {
  const { scrollEventsEnabledRef } = useScrollController();
  return <div className="lamp-tabs">{String(scrollEventsEnabledRef.current)}</div>;
}
`,
    // A search bar wrapping the search plugin's own, which zapsite's search replaces (open-webui's).
    'src/theme/SearchBar/index.jsx': `import OriginalSearchBar from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar';
export default function LampSearchBar(props) {
  return <div className="lamp-search"><OriginalSearchBar {...props} /></div>;
}
`,
    'docs/choices.mdx':
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n# Choices\n\n<Tabs>\n<TabItem value="oil" label="Oil">Oil burns.</TabItem>\n<TabItem value="wax" label="Wax">Wax melts.</TabItem>\n</Tabs>\n',
  });

  it("builds with zapsite's navbar, doc content and tabs in their place", async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/intro/index.html');
    expect(html).not.toContain('lamp-nav');
    expect(html).not.toContain('lamp-search');
    expect(html).toContain('<nav aria-label="Main" class="theme-layout-navbar navbar navbar--fixed-top">');
    // The site's layout stays, around zapsite's DocItem/Content.
    expect(html).toContain('<div class="lamp-layout">');
    expect(html).not.toContain('lamp-content');
    // Its own DocItem/TOC/Desktop draws zapsite's TOC from the doc's headings.
    expect(html).toMatch(/<div class="[^"]*lamp-toc[^"]*"><ul class="table-of-contents[^"]*"><li><a href="#[^"]+"/);
    const tabs = await copy.page('docs/choices/index.html');
    expect(tabs).not.toContain('lamp-tabs');
    expect(tabs).toContain('role="tablist"');
    expect(tabs).toContain('Wax melts.');
  });

  it('warns at each import zapsite lacks, following the part of its own the navbar imports', () => {
    const { stderr } = copy.build;
    expect(stderr).toContain(
      "warning[swizzle-module-missing]: The site's swizzled Navbar imports @theme/Navbar/MobileSidebar/Layout, which zapsite does not provide: zapsite's own Navbar is drawn in its place.",
    );
    expect(stderr).toContain('--> src/theme/Navbar/MobileSidebar/Header/index.jsx:1:39');
    expect(stderr).toContain(
      "warning[swizzle-module-missing]: The site's swizzled DocItem/Content imports @theme/DocSidebarItems, which zapsite does not provide: zapsite's own DocItem/Content is drawn in its place.",
    );
    expect(stderr).toContain('--> src/theme/DocItem/Content/index.jsx:1:29');
    expect(stderr).toContain(
      "warning[swizzle-module-missing]: The site's swizzled Tabs imports useScrollController from @docusaurus/theme-common/internal, which zapsite does not provide: zapsite's own Tabs is drawn in its place.",
    );
    expect(stderr).toContain('--> src/theme/Tabs/index.jsx:1:37');
    expect(stderr).toContain(
      "warning[swizzle-module-missing]: The site's swizzled SearchBar imports @easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar, which zapsite does not provide: zapsite's own search is in the navbar in its place.",
    );
    // The navbar's part of its own, unused with the navbar left aside, is said so.
    expect(stderr).toContain(
      "warning[swizzle-unused]: src/theme/Navbar/MobileSidebar/Header replaces Docusaurus's Navbar/MobileSidebar/Header",
    );
    expect(stderr).not.toContain('error[');
  });
});

describe('a build whose pages bundle fails', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Navbar/Content/index.jsx': `export default function LampNavbarContent() {
  return <div className="lamp-navbar-content" />;
}
`,
    'docs/broken.mdx': `# Broken

import Gauge from '@site/src/components/Gauge';

<Gauge />
`,
  });

  it('reports the import that failed, and calls no component of src/theme unused: nothing is known of what the bundle read', () => {
    const { code, stderr } = copy.build;
    expect(code).toBe(1);
    expect(stderr).toContain('error[mdx-import]: Could not resolve "@site/src/components/Gauge"');
    expect(stderr).not.toContain('swizzle-unused');
  });
});
