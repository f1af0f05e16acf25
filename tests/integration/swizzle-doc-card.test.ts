// A swizzled DocCard, ejected as Docusaurus 3's is written (useDocById for a doc's description,
// findFirstSidebarItemLink for a category's link, usePluralForm for its count): it draws each card
// of a category's generated index page and of a doc's `<DocCardList />`, given Docusaurus's `item`.
// Migrated and built through the CLI, under a base URL.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

const DOC_CARD = `import React from 'react';
import Link from '@docusaurus/Link';
import { useDocById, findFirstSidebarItemLink } from '@docusaurus/plugin-content-docs/client';
import { usePluralForm } from '@docusaurus/theme-common';

function Card({ href, title, description }) {
  return (
    <Link href={href} className="lamp-card">
      <h3 className="lamp-card-title">{title}</h3>
      {description && <p className="lamp-card-text">{description}</p>}
    </Link>
  );
}

function CategoryCard({ item }) {
  const href = findFirstSidebarItemLink(item);
  const { selectMessage } = usePluralForm();
  if (!href) return null;
  const count = selectMessage(item.items.length, '1 lamp|{count} lamps'.replace('{count}', item.items.length));
  return <Card href={href} title={'Shelf: ' + item.label} description={item.description ?? count} />;
}

function LinkCard({ item }) {
  const doc = useDocById(item.docId ?? undefined);
  return <Card href={item.href} title={item.label} description={item.description ?? doc?.description} />;
}

export default function DocCard({ item }) {
  return item.type === 'category' ? <CategoryCard item={item} /> : <LinkCard item={item} />;
}
`;

const site = migratedSite('swizzle-doc-card', {
  ...SHOP_DOCS_SITE,
  'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n\nLight the lamp.\n',
  'docs/wicks/_category_.json':
    '{ "label": "Wicks", "position": 2, "link": { "type": "generated-index", "description": "Cotton and more." } }\n',
  'docs/wicks/cotton.md': '---\ndescription: Trim it short.\n---\n\n# Cotton\n\nCotton burns bright.\n',
  'docs/wicks/hemp.md': '# Hemp\n\nIt burns slow.\n',
  'docs/wicks/more/_category_.json': '{ "label": "More wicks" }\n',
  'docs/wicks/more/flax.md': '# Flax\n\nFlax is rare.\n',
  'docs/oils/index.mdx':
    "---\nsidebar_position: 3\n---\n\n# Oils\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
  'docs/oils/olive.md': '---\ndescription: Smoky but cheap.\n---\n\n# Olive\n\nOlive oil.\n',
  'src/theme/DocCard/index.js': DOC_CARD,
});

describe('a swizzled DocCard', () => {
  it("draws the generated index page's cards from Docusaurus's item", async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'docs/category/wicks/index.html'), 'utf8');
    const cards = [...html.matchAll(/<article class="docCardListItem_W1sv col col--6">(.*?)<\/article>/g)].map(
      (m) => m[1],
    );
    expect(cards).toEqual([
      '<a href="/shop/docs/wicks/cotton" class="lamp-card"><h3 class="lamp-card-title">Cotton</h3><p class="lamp-card-text">Trim it short.</p></a>',
      '<a href="/shop/docs/wicks/hemp" class="lamp-card"><h3 class="lamp-card-title">Hemp</h3><p class="lamp-card-text">It burns slow.</p></a>',
      '<a href="/shop/docs/wicks/more/flax" class="lamp-card"><h3 class="lamp-card-title">Shelf: More wicks</h3><p class="lamp-card-text">1 lamp</p></a>',
    ]);
  });

  it("draws a doc's <DocCardList /> with it", async () => {
    const html = await readFile(join(site.out, 'docs/oils/index.html'), 'utf8');
    expect(html).toContain(
      '<article class="docCardListItem_W1sv col col--6"><a href="/shop/docs/oils/olive" class="lamp-card"><h3 class="lamp-card-title">Olive</h3><p class="lamp-card-text">Smoky but cheap.</p></a></article>',
    );
  });
});
