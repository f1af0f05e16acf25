// A heading with a component in it gets the id Docusaurus's headings plugin gives it: from the
// Markdown's text, where a component's tag counts as the text written between its tags (none for
// `<Badge />`), not what the component renders, and untrimmed (`## Foo <Badge />` reads "Foo ", so
// `#foo-`). Links written to those ids are not broken. Real CLI build.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('heading ids around components', () => {
  const copy = builtCopy('classic-site', {
    'src/components/Badge.jsx':
      'export default function Badge({ children }) {\n  return <span className="badge">Lit all night</span>;\n}\n',
    'docs/wicks.mdx': `---
title: Wicks
---
import Badge from '@site/src/components/Badge';

## Cotton <Badge />

Soft and slow.

## Hemp <Badge>new</Badge> braid

Strong.

## Cotton <Badge />

Again.

See [cotton](#cotton-), [the second](#cotton--1) and [hemp](#hemp-new-braid).
`,
  });

  it('slugs the written text, as Docusaurus does, and checks links against those ids', async () => {
    expect(copy.build.code).toBe(0);
    expect(copy.build.stderr).not.toContain('broken-anchor');
    const html = await copy.page('docs/wicks/index.html');
    const ids = [...html.matchAll(/<h2[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['cotton-', 'hemp-new-braid', 'cotton--1']);
    // The component still renders its own text in the heading.
    expect(html).toMatch(/<h2[^>]* id="cotton-"[^>]*>Cotton <span class="badge">Lit all night<\/span>/);
    // The table of contents lists every one by the same ids, each as the source wrote it: a component's
    // own text (the badge's) is not in the entry, as in Docusaurus's TOC value (moonrepo's version badges).
    const entries = [
      ...html.matchAll(
        /<a href="#([^"]+)" class="table-of-contents__link[^"]*">([^<]*(?:<[^/][^>]*>[^<]*<\/[^>]+>)?[^<]*)<\/a>/g,
      ),
    ].map((m) => [m[1], m[2]]);
    const three = [
      ['cotton-', 'Cotton'],
      ['hemp-new-braid', 'Hemp new braid'],
      ['cotton--1', 'Cotton'],
    ];
    // The phone's box, then the side column.
    expect(entries).toEqual([...three, ...three]);
  });
});
