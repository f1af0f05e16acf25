// theme-common's hooks that Docusaurus 3.10 sites' ejected components call (useBackToTopButton,
// useScrollPosition, useLockBodyScroll, useLocalPathname, usePrevious, composeProviders, the docs
// sidebar's expanded-state provider): a site's ejected BackToTopButton is drawn, not left aside,
// and a React page using the rest renders. Real CLI build of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const BACK_TO_TOP = `import { useBackToTopButton } from '@docusaurus/theme-common/internal';
export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTopButton({ threshold: 300 });
  return (
    <button type="button" aria-label="Up the lamp post" className={'lamp-top' + (shown ? ' lamp-top--shown' : '')} onClick={scrollToTop}>
      Up
    </button>
  );
}
`;

const PAGE = `import Layout from '@theme/Layout';
import { composeProviders, usePrevious } from '@docusaurus/theme-common';
import { useLocalPathname, useLockBodyScroll, useScrollPosition } from '@docusaurus/theme-common/internal';
import { DocSidebarItemsExpandedStateProvider, useDocSidebarItemsExpandedState } from '@docusaurus/plugin-content-docs/client';

function Shelf() {
  const { expandedItem } = useDocSidebarItemsExpandedState();
  const before = usePrevious(expandedItem);
  useLockBodyScroll(false);
  useScrollPosition(() => {});
  return <p id="shelf">open {String(expandedItem)}, before {String(before)}, at {useLocalPathname()}</p>;
}

const Providers = composeProviders([DocSidebarItemsExpandedStateProvider, ({ children }) => <div className="lamp-provider">{children}</div>]);

export default function Lamps() {
  return <Layout title="Lamps"><Providers><Shelf /></Providers></Layout>;
}
`;

describe("theme-common's hooks for ejected components", () => {
  const copy = builtCopy('classic-site', {
    'src/theme/BackToTopButton/index.jsx': BACK_TO_TOP,
    'src/pages/lamps.jsx': PAGE,
  });

  it("draws the site's BackToTopButton on docs pages, as an island", async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    expect(copy.build.stderr).not.toContain('swizzle-');
    const html = await copy.page('docs/intro/index.html');
    expect(html).toContain('<button type="button" aria-label="Up the lamp post" class="lamp-top">Up</button>');
    expect(html).toContain('data-island="SwizzledBackToTopButton"');
  });

  it('renders a page that uses the others', async () => {
    expect(await copy.page('lamps/index.html')).toContain(
      '<div class="lamp-provider"><p id="shelf">open null, before undefined, at /lamps/</p></div>',
    );
  });
});
