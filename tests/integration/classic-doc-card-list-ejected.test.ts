// A DocCardList the site ejected as Docusaurus 3.10 writes it: without `items` it asks the docs
// plugin for the current page's sidebar siblings (useCurrentSidebarSiblings) and filters them
// (filterDocCardListItems), as agenta's docs do; rig's older form reads useCurrentSidebarCategory
// from theme-common. The doc's sidebar reaches its MDX content while the build renders it. Real CLI build.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe("a site's ejected DocCardList on the sidebar hooks", () => {
  const copy = builtCopy('classic-site', {
    'src/theme/DocCardList/index.jsx': `import { filterDocCardListItems, useCurrentSidebarSiblings } from '@docusaurus/plugin-content-docs/client';
import DocCard from '@theme/DocCard';

function DocCardListForCurrentSidebarCategory({ className }) {
  const items = useCurrentSidebarSiblings();
  return <DocCardList items={items} className={className} />;
}

export default function DocCardList(props) {
  const { items, className } = props;
  if (!items) return <DocCardListForCurrentSidebarCategory {...props} />;
  return (
    <section className={'row lamp-cards ' + (className ?? '')}>
      {filterDocCardListItems(items).map((item, index) => (
        <article key={index} className="col col--4 lamp-card">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
`,
    'src/components/CategoryName.jsx': `import { useCurrentSidebarCategory } from '@docusaurus/theme-common/internal';
export default function CategoryName() {
  return <p className="lamp-category">In {useCurrentSidebarCategory().label}</p>;
}
`,
    'docs/guide/index.mdx': `# Guide

import DocCardList from '@theme/DocCardList';
import CategoryName from '@site/src/components/CategoryName';

<CategoryName />

<DocCardList />
`,
    'docs/guide/unlit.md': '---\nunlisted: true\n---\n\n# Unlit\n\nNot on any card.\n',
    'sidebars.ts': `export default {
  guide: [
    'intro',
    {
      type: 'category',
      label: 'Guide',
      link: { type: 'doc', id: 'guide/index' },
      items: ['guide/wicks', 'guide/oil', 'guide/unlit'],
    },
  ],
};
`,
  });

  it('builds with no warning that the site DocCardList was left aside', () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    expect(copy.build.stderr).not.toContain('swizzle-module-missing');
  });

  it("draws the category's listed items with the site's markup on the category's own page", async () => {
    const html = await copy.page('docs/guide/index.html');
    expect(html).toContain('<p class="lamp-category">In Guide</p>');
    const cards = /<section class="row lamp-cards\s*">([\s\S]*?)<\/section>/.exec(html)?.[1];
    expect(cards).toBeDefined();
    // Wicks and Oil, in the sidebar's order; the unlisted doc leads nowhere, so it has no card.
    const links = [...cards!.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/docs/guide/wicks/', '/docs/guide/oil/']);
    expect(cards!.match(/class="col col--4 lamp-card"/g)).toHaveLength(2);
    expect(cards).not.toContain('Unlit');
  });
});
