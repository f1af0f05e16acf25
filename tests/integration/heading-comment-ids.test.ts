// Docusaurus 3.10's other way to give a heading its id, which its starter now shows: a comment at
// the end of the heading, `## Title {/* #my-id */}` in MDX or `## Title <!-- #my-id -->` in
// Markdown. The id is the comment's first word less its `#`; the comment and the space before it
// leave the heading's text and the table of contents; a comment that does not start with `#` is
// no id. Links to those ids are checked like any other anchor. A CLI build of the classic fixture, copied.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('heading ids written as comments', () => {
  const headings = (html: string) =>
    [...html.matchAll(/<h([23]) id="([^"]+)" class="anchor">([^<]*)</g)].map((m) => `h${m[1]} #${m[2]} ${m[3]}`);
  const toc = (html: string) =>
    [
      ...(/theme-doc-toc-desktop">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').matchAll(/href="#([^"]+)"[^>]*>([^<]*)</g),
    ].map((m) => `#${m[1]} ${m[2]}`);

  const copy = builtCopy('classic-site', {
    'docs/guide/chimney.mdx':
      '# Chimney\n\n## Fitting the glass {/* #fit */}\n\nSeat it.\n\n### Cleaning it {/* #clean-glass keep it dry */}\n\nWipe it.\n\n## A plain note {/* no id here */}\n\nJust a comment.\n\nSee [the fitting](#fit) and [the wick guide](./wick-notes.md#trim-first).\n',
    'docs/guide/wick-notes.md':
      '# Wick notes\n\n## Trim it first <!-- #trim-first -->\n\nA flat top.\n\nBack to [cleaning](./chimney.mdx#clean-glass).\n',
  });

  it('builds, every link to those ids found', () => {
    expect(copy.build.stderr).not.toMatch(/^(error|warning)/m);
    expect(copy.build.code).toBe(0);
  });

  it('takes the id from an MDX comment, and leaves a comment without # alone', async () => {
    const html = await copy.page('docs/guide/chimney/index.html');
    expect(headings(html)).toEqual([
      'h2 #fit Fitting the glass',
      'h3 #clean-glass Cleaning it',
      // A comment that is no id stays, as in Docusaurus: it renders nothing, the space before it stays.
      'h2 #a-plain-note A plain note ',
    ]);
    expect(toc(html)).toEqual(['#fit Fitting the glass', '#clean-glass Cleaning it', '#a-plain-note A plain note']);
    expect(html).not.toContain('#clean-glass keep');
  });

  it('takes the id from an HTML comment in Markdown', async () => {
    const html = await copy.page('docs/guide/wick-notes/index.html');
    expect(headings(html)).toEqual(['h2 #trim-first Trim it first']);
    expect(toc(html)).toEqual(['#trim-first Trim it first']);
  });
});
