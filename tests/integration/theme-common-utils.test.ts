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

const site = migratedSite('theme-common-utils', {
  ...SHOP_DOCS_SITE,
  'src/components/Wicks.js': WICKS,
  'docs/intro.mdx':
    "import Wicks from '@site/src/components/Wicks';\n\n# Intro\n\n<Wicks names={['cotton', 'hemp', 'cotton', 'hessian']} />\n",
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
});
