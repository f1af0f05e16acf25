// theme-common's array helpers, storage slot and useEvent, which sites' components and published
// themes import (sweep 6: docusaurus-theme-openapi-docs's tabs call `duplicates`): a site component
// using them renders at build time, where a storage slot's value is null, as Docusaurus renders it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

const WICKS = `import React from 'react';
import { duplicates, groupBy, uniq, useEvent, useStorageSlot, prefersReducedMotion } from '@docusaurus/theme-common';

export default function Wicks({ names }) {
  const [saved] = useStorageSlot('lamp-wick');
  const pick = useEvent(() => names[0]);
  const byLetter = groupBy(uniq(names), (n) => n[0]);
  return (
    <p className="wicks">
      kinds: {uniq(names).join(', ')}; twice: {duplicates(names).join(', ')}; by letter:{' '}
      {Object.entries(byLetter).map(([k, v]) => k + '=' + v.length).join(' ')}; saved: {String(saved)}; first:{' '}
      {typeof pick === 'function' ? 'ready' : 'none'}; calm: {String(prefersReducedMotion())}
    </p>
  );
}
`;

// What an ejected DocCard and DocBreadcrumbs of Docusaurus 3.10 import (consensys/doc.linea's, sweep 6).
const CARD_WORDS = `import React from 'react';
import { useDocCardDescriptionCategoryItemsPlural } from '@docusaurus/theme-common/internal';
import { useBreadcrumbsStructuredData } from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';

export default function CardWords() {
  const items = useDocCardDescriptionCategoryItemsPlural();
  const data = useBreadcrumbsStructuredData({ breadcrumbs: [{ label: 'Wicks', href: '/shop/docs/wicks' }, { label: 'Oils' }] });
  return (
    <p className="card-words">
      {items(1)} / {items(3)} / {JSON.stringify(data)}
      <DocBreadcrumbsStructuredData breadcrumbs={[]} />
    </p>
  );
}
`;

const site = migratedSite('theme-common-utils', {
  'src/components/CardWords.js': CARD_WORDS,
  ...SHOP_DOCS_SITE,
  'src/components/Wicks.js': WICKS,
  'docs/intro.mdx':
    "import Wicks from '@site/src/components/Wicks';\nimport CardWords from '@site/src/components/CardWords';\n\n# Intro\n\n<Wicks names={['cotton', 'hemp', 'cotton', 'hessian']} />\n\n<CardWords />\n",
});

describe("theme-common's utilities", () => {
  it('render a component that uses them', async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[/);
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'docs/intro/index.html'), 'utf8');
    const text = /<p class="wicks">(.*?)<\/p>/.exec(html)![1]!.replace(/<!-- -->/g, '');
    expect(text).toBe(
      'kinds: cotton, hemp, hessian; twice: cotton; by letter: c=1 h=2; saved: null; first: ready; calm: false',
    );
  });

  it('give an ejected DocCard its count words and an ejected DocBreadcrumbs its structured data', async () => {
    const html = await readFile(join(site.out, 'docs/intro/index.html'), 'utf8');
    const text = /<p class="card-words">(.*?)<\/p>/.exec(html)![1]!.replace(/<!-- -->/g, '');
    expect(text).toBe(
      '1 item / 3 items / ' +
        JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Wicks', item: 'https://lamps.example.com/shop/docs/wicks' },
          ],
        }),
    );
  });
});
