// An HTML comment that runs on into a lazy line of a list (a comment after a list item, its second
// line not indented) in a file MDX reads: Docusaurus reads comments before anything else, so it
// builds; zapsite's comments are MDX expressions, which may not run on into a lazy line, and the
// build stopped with an mdx-syntax error. Such a file is read again with the comment closed on each line.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const site = builtCopy('classic-site', {
  'docs/shelf.md': [
    '---',
    'title: Shelf',
    '---',
    '',
    '<p align="center">Lamps on the shelf.</p>',
    '',
    '- Brass lamp.',
    '<!-- - Tin lamp, sold.',
    ' keep it out of the list. -->',
    '- Glass lamp.',
    '',
  ].join('\n'),
});

describe('a comment that runs on into a lazy list line', () => {
  it('builds, and the page leaves the comment out', async () => {
    expect(site.build.stdout + site.build.stderr).not.toContain('error[');
    expect(site.build.code).toBe(0);
    const html = await site.page('docs/shelf/index.html');
    expect(html).toMatch(/<li>Brass lamp\.\s*<\/li>/);
    expect(html).toContain('Glass lamp.');
    expect(html).not.toContain('Tin lamp');
  });
});
