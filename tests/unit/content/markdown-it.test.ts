// The .md parser (markdown-it turned into mdast) must give the HTML micromark gives, so Docusaurus
// content renders the same whichever parser reads it, and must place links where they are written.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { parseMarkdown } from '../../../generator/content/markdown-it.ts';
import { preprocessAdmonitionTitles } from '../../../generator/content/admonitions.ts';

const micromark = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const html = (tree: Root) => toHtml(toHast(tree, { allowDangerousHtml: true }), { allowDangerousHtml: true });
const viaMicromark = (md: string) => html(micromark.parse(preprocessAdmonitionTitles(md)) as Root);
const viaMarkdownIt = (md: string) => html(parseMarkdown(md));

describe('markdown-it to mdast', () => {
  it('renders the GFM battery exactly as micromark does', () => {
    const source = readFileSync(new URL('../../fixtures/markdown-parity/gfm.md', import.meta.url), 'utf8');
    const ours = viaMarkdownIt(source);
    expect(ours).toBe(viaMicromark(source));
    // Guard against both sides silently dropping a construct.
    for (const part of [
      '<del>single</del>',
      '<input type="checkbox" checked disabled> done task',
      'align="center"',
      'data-footnotes',
      'href="http://www.example.com"',
      '<br>',
      'start="3"',
    ]) {
      expect(ours).toContain(part);
    }
    expect(ours).not.toContain('href="http://readme.md"');
  });

  it.each([
    ['a single tilde pair', 'a ~b~ c', '<del>b</del>'],
    ['a www autolink', 'see www.zaparoo.org now', '<a href="http://www.zaparoo.org">'],
    ['an email autolink', 'mail hi@zaparoo.org', 'href="mailto:hi@zaparoo.org"'],
    ['a file name that looks like a domain', 'edit readme.md or run setup.sh', '<p>edit readme.md or run setup.sh</p>'],
    ['an image alt with markup', '![a *b* `c`](x.png)', 'alt="a b c"'],
    ['a task item checked with a capital X', '- [X] done', 'checked'],
    ['a bracket without a following space', '- [x]done', '<li>[x]done</li>'],
  ])('matches micromark on %s', (_name, md, part) => {
    expect(viaMarkdownIt(md)).toBe(viaMicromark(md));
    expect(viaMarkdownIt(md)).toContain(part);
  });

  it('reads admonitions with bare, bracketed and formatted titles, nested by colon count', () => {
    const tree = parseMarkdown(':::tip Use **this**\nbody\n:::\n\n::::note[Outer]\n:::warning\ninner\n:::\n::::\n');
    const [tip, note] = tree.children as unknown as {
      name: string;
      children: { data?: { directiveLabel?: boolean }; children: { type: string }[] }[];
    }[];
    expect(tip!.name).toBe('tip');
    expect(tip!.children[0]!.data?.directiveLabel).toBe(true);
    expect(tip!.children[0]!.children.map((c) => c.type)).toEqual(['text', 'strong']);
    expect(note!.name).toBe('note');
    expect((note!.children[1] as unknown as { name: string }).name).toBe('warning');
  });

  it('leaves ":::name words" as text unless the name is an admonition, as remark-directive does', () => {
    expect(viaMarkdownIt(':::details Summary\nbody\n:::\n')).toBe('<p>:::details Summary\nbody\n:::</p>');
    expect((parseMarkdown(':::details\nbody\n:::\n').children[0] as { type: string }).type).toBe('containerDirective');
  });

  it('places links and images at the line and column where they are written', () => {
    const body = [
      '', // front matter lines are blanked, so positions count from the file's first line
      'Intro with [first](/a/) and ![pic](p.png).',
      '',
      '> quoted line',
      '> then [quoted](/b/)',
      '',
      '- item',
      '  continued [in list](/c/)',
      '',
      '| a | b |',
      '| - | - |',
      '| x | [cell](/d/) |',
      '',
      'Uses [a ref][r] here.',
      '',
      '[r]: /e/',
    ].join('\n');
    const found: [string, number, number][] = [];
    const walk = (n: {
      type: string;
      url?: string;
      position?: { start: { line: number; column: number } };
      children?: unknown[];
    }) => {
      if ((n.type === 'link' || n.type === 'image') && n.position)
        found.push([n.url!, n.position.start.line, n.position.start.column]);
      for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
    };
    walk(parseMarkdown(body) as never);
    expect(found).toEqual([
      ['/a/', 2, 12],
      ['p.png', 2, 29],
      ['/b/', 5, 8],
      ['/c/', 8, 13],
      ['/d/', 12, 7],
      ['/e/', 14, 6],
    ]);
  });

  it('gives headings their line for the table of contents and diagnostics', () => {
    const tree = parseMarkdown('\n\n## Two\n\ntext\n\nSetext\n------\n');
    const lines = (
      tree.children.filter((c) => c.type === 'heading') as { position?: { start: { line: number } } }[]
    ).map((h) => h.position?.start.line);
    expect(lines).toEqual([3, 7]);
  });
});
