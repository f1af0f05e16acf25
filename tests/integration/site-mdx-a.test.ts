// A site's own MDX `a` (src/theme/MDXComponents with `a: LampLink`, as questdb.io's docs send links to
// their main site elsewhere): Docusaurus hands it each Markdown link's href as written (a link to a
// Markdown file resolved) and checks only the links it renders through Link. So a link the component
// sends to another site is not a broken link here, one it renders through Link to a missing page is,
// and the page's other links keep their own checks. In an MDX doc and in a partial it imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { classicWithComponents, copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

const COMPONENTS = `import MDXComponents from '@theme-original/MDXComponents';
import Link from '@docusaurus/Link';
function LampLink({ href, children, ...props }) {
  if (href.startsWith('/shop/')) return <a href={'https://lamps.example.org' + href} data-given={href} {...props}>{children}</a>;
  return <Link to={href} data-given={href} {...props}>{children}</Link>;
}
export default { ...MDXComponents, a: LampLink };
`;

const DOC = `---
title: Buying
---

import Care from './_care.mdx';

Wicks are sold in [the shop](/shop/wicks/); read [the introduction](./intro.md) and [the oil guide](/docs/guide/oil/) first.

<Care />
`;

describe('a site`s own MDX a', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await classicWithComponents(COMPONENTS, {
      'docs/buying.mdx': DOC,
      'docs/_care.mdx': 'Keep spare wicks from [the shop](/shop/spares/) dry.\n',
    });
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('is given each Markdown link as written (a Markdown file`s resolved), and what it sends elsewhere is not checked', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = out.writer.text('docs/buying/index.html')!;
    expect(html).toContain('<a href="https://lamps.example.org/shop/wicks/" data-given="/shop/wicks/"');
    expect(html).toContain('<a href="https://lamps.example.org/shop/spares/" data-given="/shop/spares/"');
    expect(html).toMatch(/<a href="\/docs\/intro\/"[^>]*data-given="\/docs\/intro\/"/);
    expect(html).toMatch(/<a href="\/docs\/guide\/oil\/"[^>]*data-given="\/docs\/guide\/oil\/"/);
    expect(html).not.toContain('data-zs-href');
  });

  it('still reports a link it renders through Link to a page that does not exist, at its line', async () => {
    await put(site.root, 'docs/buying.mdx', DOC.replace('/docs/guide/oil/', '/docs/guide/kerosene/'));
    const failed = await buildFixture(site.root);
    expect(failed.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'broken-link', file: 'docs/buying.mdx', line: 7 }),
    );
    expect(failed.diagnostics.filter((d) => d.code === 'broken-link')).toHaveLength(1);
  });
});

describe('Markdown links without a site`s own a', () => {
  it('keep their written href out of the page', async () => {
    const plain = await copyFixtureWithConfig('classic-site', (c) => c);
    try {
      await put(plain.root, 'docs/buying.mdx', '---\ntitle: Buying\n---\n\nRead [the oil guide](/docs/guide/oil/).\n');
      const built = await buildFixture(plain.root);
      const html = built.writer.text('docs/buying/index.html')!;
      expect(html).toContain('<a href="/docs/guide/oil/">the oil guide</a>');
      expect(html).not.toContain('data-zs-href');
    } finally {
      await plain.remove();
    }
  });
});
