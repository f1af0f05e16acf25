// Where an MDX file is cut into runs (content/mdx-split-parse.ts). Whole sites built both ways are
// compared in tests/integration/parser-parity-fixtures.test.ts; these hold the cutting rules themselves.
import { describe, expect, it } from 'vitest';
import { splitParse, splitRuns } from '../../../generator/content/mdx-split-parse.ts';
import type { Root, RootContent } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

const kinds = (doc: string) => splitRuns(doc)?.map((r) => [r.mdx ? 'mdx' : 'md', doc.slice(r.start, r.end)]);

describe('cutting an MDX file into runs', () => {
  it('cuts at blank lines before a line at the margin, and joins neighbours of one kind', () => {
    expect(kinds('# Title\n\nText.\n\n<Pill />\n\n{1 + 1}\n\nMore text.\n')).toEqual([
      ['md', '# Title\n\nText.\n\n'],
      ['mdx', '<Pill />\n\n{1 + 1}\n\n'],
      ['md', 'More text.\n'],
    ]);
  });

  it('does not cut inside fenced code, a directive, a list or indented text', () => {
    const doc =
      '```\n<x>\n\nstill code\n```\n\n:::tip\n\n<Pill />\n\n:::\n\nText.\n\n- a\n\n- b\n\n  more of b\n\n<Pill />\n';
    expect(kinds(doc)).toEqual([
      ['md', '```\n<x>\n\nstill code\n```\n\n'],
      ['mdx', ':::tip\n\n<Pill />\n\n:::\n\n'],
      ['md', 'Text.\n\n- a\n\n- b\n\n  more of b\n\n'],
      ['mdx', '<Pill />\n'],
    ]);
  });

  it('does not cut inside a JSX element, however its tags are laid out', () => {
    const tabs =
      '<Tabs groupId="os">\n<TabItem value="a" label="A" default>\n\nText A.\n\n</TabItem>\n<TabItem value="b">\n\nText B.\n\n</TabItem>\n</Tabs>\n\n';
    expect(kinds(`Intro.\n\n${tabs}After.\n`)).toEqual([
      ['md', 'Intro.\n\n'],
      ['mdx', tabs],
      ['md', 'After.\n'],
    ]);
    // An opening tag over several lines, then one that closes itself over several lines.
    expect(kinds('<Panel\n  title="x"\n>\n\nInside.\n\n</Panel>\n\n<Pill\n  label="y"\n/>\n\nAfter.\n')).toEqual([
      ['mdx', '<Panel\n  title="x"\n>\n\nInside.\n\n</Panel>\n\n<Pill\n  label="y"\n/>\n\n'],
      ['md', 'After.\n'],
    ]);
    expect(kinds('<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n\nAfter.\n')).toEqual([
      ['mdx', '<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n\n'],
      ['md', 'After.\n'],
    ]);
  });

  it('does not take an autolink or a comparison for a tag', () => {
    // Both lines read as MDX (which has no autolinks), but neither leaves an element open.
    expect(kinds('See <https://zaparoo.org>.\n\nText.\n\n<Pill />\n\nOne < two.\n\nMore.\n')).toEqual([
      ['mdx', 'See <https://zaparoo.org>.\n\n'],
      ['md', 'Text.\n\n'],
      ['mdx', '<Pill />\n\nOne < two.\n\n'],
      ['md', 'More.\n'],
    ]);
  });

  it('reads no tag in a code span or behind a backslash, and no MDX in an escape or an escaped heading id', () => {
    // Read as tags, `<app_id>` and `\<data dir\>` would stay open and stop every later cut (zaparoo.org's
    // config page went to micromark whole). An escaped backslash leaves the tag after it a tag.
    const doc =
      'Write `steam://<app_id>` to a tag.\n\n| Key | Default |\n| --- | --- |\n| dir | \\<data dir\\>/media |\n\n' +
      '## Readers \\{#readers\\}\n\nText.\n\n<Pill />\n\nA path: C:\\\\<Pill />\n\nEnd.\n';
    expect(kinds(doc)).toEqual([
      [
        'md',
        'Write `steam://<app_id>` to a tag.\n\n| Key | Default |\n| --- | --- |\n| dir | \\<data dir\\>/media |\n\n## Readers \\{#readers\\}\n\nText.\n\n',
      ],
      ['mdx', '<Pill />\n\nA path: C:\\\\<Pill />\n\n'],
      ['md', 'End.\n'],
    ]);
  });

  it('leaves a file with a definition or a footnote whole', () => {
    expect(splitRuns('Text [a][x].\n\n<Pill />\n\n[x]: /docs/\n')).toBeUndefined();
    expect(splitRuns('Text.[^1]\n\n<Pill />\n\n[^1]: A note.\n')).toBeUndefined();
  });
});

describe('parsing in runs', () => {
  // A stand-in for micromark that records what it was given and fails on an unclosed <Panel>
  // (a tag in a code span is not one).
  function recorder() {
    const seen: string[] = [];
    const parse = (doc: string): Root => {
      seen.push(doc);
      const code = doc.replace(/`[^`]*`/g, '');
      const opens = (code.match(/<Panel>/g) ?? []).length;
      const closes = (code.match(/<\/Panel>/g) ?? []).length;
      if (opens !== closes) throw new Error('Expected a closing tag for `<Panel>`');
      return { type: 'root', children: [{ type: 'html', value: doc.trim() }] };
    };
    return { seen, parse };
  }

  it('gives micromark each MDX run alone', () => {
    const { seen, parse } = recorder();
    const doc = 'Some text.\n\n<Pill />\n';
    const tree = splitParse(doc, parse);
    expect(seen).toEqual(['<Pill />\n']);
    expect(tree.children.map((c) => c.type)).toEqual(['paragraph', 'html']);
    expect(tree.children[0]!.position!.start).toMatchObject({ line: 1, column: 1 });
    expect(tree.position).toEqual({
      start: { line: 1, column: 1, offset: 0 },
      end: { line: 4, column: 1, offset: doc.length },
    });
  });

  it('parses an element with blank lines inside once', () => {
    const { seen, parse } = recorder();
    const doc = '<Panel>\n\nInside.\n\n</Panel>\n\nAfter.\n';
    const tree = splitParse(doc, parse);
    expect(seen).toEqual(['<Panel>\n\nInside.\n\n</Panel>\n\n']);
    expect(tree.children.map((c) => c.type)).toEqual(['html', 'paragraph']);
  });

  it('joins a run whose JSX does not close after all to the runs after it', () => {
    const { seen, parse } = recorder();
    // The closing tag in a code span over two lines ends the element for the cutter, which reads a
    // line at a time, not for the parser.
    const doc = '<Panel>\n\nSee `a\n</Panel>`.\n\nInside.\n\n</Panel>\n\nAfter.\n';
    const tree = splitParse(doc, parse);
    expect(seen).toEqual([
      '<Panel>\n\nSee `a\n</Panel>`.\n\n',
      '<Panel>\n\nSee `a\n</Panel>`.\n\nInside.\n\n',
      '<Panel>\n\nSee `a\n</Panel>`.\n\nInside.\n\n</Panel>\n\n',
    ]);
    expect(tree.children.map((c) => c.type)).toEqual(['html', 'paragraph']);
  });

  it('reads the whole file with micromark when the JSX never closes, so the error is its own', () => {
    const { seen, parse } = recorder();
    expect(() => splitParse('Text.\n\n<Panel>\n\nNo end.\n', parse)).toThrow('Expected a closing tag');
    expect(seen.at(-1)).toBe('Text.\n\n<Panel>\n\nNo end.\n');
  });
});

describe('a run parsed alone, at its place', () => {
  const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
  const micromark = (doc: string) => mdx.parse(doc) as Root;
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
  const doc = [
    '# Title',
    '',
    'Some [text](/docs/a/).',
    '',
    "import Card from '@site/src/Card';",
    '',
    '<Card title={`x ${1 + 2}`} n={3} {...rest}>',
    '',
    '3. three',
    '4. four',
    '',
    '</Card>',
    '',
    'Text with {props.count /* a note */} inside.',
    '',
    "export const toc = [{ value: 'A', id: 'a', level: 2 }];",
    '',
    '## After',
    '',
    "import { readers } from '@site/src/readers';",
    '',
  ].join('\n');

  it('has every position of the whole-file parse, in the mdast and in the estree', () => {
    const split = splitParse(doc, micromark).children;
    const whole = micromark(doc).children;
    expect(split.map((n) => n.type)).toEqual(whole.map((n) => n.type));
    // The nodes micromark read, from the import to the export (markdown-it's runs have positions
    // of their own kind, markdown-it.ts; the last import is the next test's).
    const fromMicromark = (nodes: RootContent[]) => plain(nodes.slice(2, 6));
    expect(fromMicromark(split)).toEqual(fromMicromark(whole));
    expect(split[5]!.position!.start).toEqual({ line: 16, column: 1, offset: doc.indexOf('export const toc') });
    // The mdast list in the JSX keeps its first number; only estree's start and end move.
    const card = split.find((n) => n.type === 'mdxJsxFlowElement')!;
    expect(card.children[0]).toMatchObject({
      type: 'list',
      start: 3,
      position: { start: { line: 9, offset: doc.indexOf('3. three') } },
    });
  });

  it('puts a shorthand import at its own column, where the whole-file parse moves it twice', () => {
    // micromark-util-events-to-acorn moves acorn's shared `imported`/`local` node once for each
    // field, so past the file's first line the whole-file parse puts `readers` at column 11.
    const esm = splitParse(doc, micromark).children.at(-1)!;
    type Node = { loc: { start: { line: number; column: number } }; range: [number, number] };
    const estree = (esm.data as { estree: { body: { specifiers: { local: Node }[] }[] } }).estree;
    const local = estree.body[0]!.specifiers[0]!.local;
    expect(local.loc.start).toMatchObject({ line: 20, column: 9 });
    expect(doc.slice(...local.range)).toBe('readers');
  });
});
