// A doc's `sidebar_custom_props` front matter is its sidebar item's `customProps`, as Docusaurus
// gives it, unless the sidebars file gives the item its own; site code reads it from the sidebar's
// items (here a swizzled DocItem/Footer, through useDocsSidebar). The key is read: no
// front-matter-unread warning. Real CLI build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const OIL = readFileSync(new URL('../fixtures/classic-site/docs/guide/oil.md', import.meta.url), 'utf8');

describe('sidebar_custom_props', () => {
  const copy = builtCopy('classic-site', {
    'docs/guide/oil.md': `---\nsidebar_custom_props:\n  badge: refill\n---\n\n${OIL}`,
    'src/theme/DocItem/Footer/index.jsx': `import { useDocsSidebar } from '@docusaurus/theme-common';
function links(items) {
  return items.flatMap((i) => (i.type === 'category' ? links(i.items) : [i]));
}
export default function LampFooter() {
  const sidebar = useDocsSidebar();
  const props = links(sidebar ? sidebar.items : []).filter((i) => i.customProps).map((i) => i.label + ':' + i.customProps.badge);
  return <p className="lamp-props">{props.join(',')}</p>;
}
`,
  });

  it("is the doc's sidebar item's customProps", async () => {
    expect(copy.build.code).toBe(0);
    expect(await copy.page('docs/intro/index.html')).toMatch(/<p class="lamp-props">[^<]*:refill<\/p>/);
    expect(copy.build.stderr).not.toContain('front-matter-unread');
  });
});
