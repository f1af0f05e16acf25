// theme-common's isMultiColumnFooterLinks, which a swizzled Footer/Links calls (pixijs.com's) to
// choose between titled columns and one row of links, as Docusaurus's does.
import { describe, expect, it } from 'vitest';
import { isMultiColumnFooterLinks } from '../../../theme/docusaurus/footer-utils.ts';

describe('isMultiColumnFooterLinks', () => {
  it('is true for titled columns and false for one row of links', () => {
    expect(isMultiColumnFooterLinks([{ title: 'Read', items: [{ label: 'Guide', to: '/docs/' }] }])).toBe(true);
    expect(isMultiColumnFooterLinks([{ label: 'Guide', to: '/docs/' }])).toBe(false);
    expect(isMultiColumnFooterLinks([])).toBe(false);
  });
});
