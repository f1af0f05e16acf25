// Which parser reads a file (mdx-fast-path.ts readAs), and the rule a swizzled CodeBlock adds: a `.md`
// file with a fenced block goes the MDX way, where the site's CodeBlock draws it, as Docusaurus
// reads `.md` as MDX; in the `detect` and `md` formats Docusaurus reads it as CommonMark, as zapsite does.
import { describe, expect, it } from 'vitest';
import { readAs, readAsKept } from '../../../generator/content/mdx-fast-path.ts';
import type { SourceFile } from '../../../generator/types.ts';

const FENCED = '# Lamp\n\n```js\nconst lit = true;\n```\n';
const TILDES = '# Lamp\n\n~~~\nplain\n~~~\n';
const PROSE = '# Lamp\n\nNo code, only `inline` code.\n';

describe('readAs', () => {
  it('reads .mdx and React pages as MDX, and plain .md by the fast path', () => {
    expect(readAs('/site/docs/a.mdx', PROSE, { format: 'mdx' })).toBe('mdx');
    expect(readAs('/site/src/pages/a.tsx', '', { format: 'mdx' })).toBe('mdx');
    expect(readAs('/site/docs/a.md', FENCED, { format: 'mdx' })).toBe('md-as-mdx');
    expect(readAs('/site/docs/a.md', FENCED, { format: 'detect' })).toBe('md');
  });

  it("sends a .md file with a fenced block to MDX when the site's CodeBlock draws fences", () => {
    expect(readAs('/site/docs/a.md', FENCED, { format: 'mdx', swizzled: { CodeBlock: 'x' } })).toBe('mdx');
    expect(readAs('/site/docs/a.md', TILDES, { format: 'mdx', swizzled: { CodeBlock: 'x' } })).toBe('mdx');
  });

  it('leaves a .md file without a fence, and the CommonMark formats, as they were', () => {
    expect(readAs('/site/docs/a.md', PROSE, { format: 'mdx', swizzled: { CodeBlock: 'x' } })).toBe('md-as-mdx');
    // Four spaces in: not a fence (and MDX has no indented code).
    expect(readAs('/site/docs/a.md', '# Lamp\n\n    ```\n', { format: 'mdx', swizzled: { CodeBlock: 'x' } })).toBe(
      'md-as-mdx',
    );
    expect(readAs('/site/docs/a.md', FENCED, { format: 'detect', swizzled: { CodeBlock: 'x' } })).toBe('md');
    expect(readAs('/site/docs/a.md', FENCED, { format: 'md', swizzled: { CodeBlock: 'x' }, fastPath: false })).toBe(
      'md-micromark',
    );
  });

  it("sends every .md file to MDX when the site's components file replaces a Markdown element, under format mdx only", () => {
    expect(readAs('/site/docs/a.md', PROSE, { format: 'mdx', elements: ['h2'] })).toBe('mdx');
    expect(readAs('/site/docs/a.md', PROSE, { format: 'mdx', elements: [] })).toBe('md-as-mdx');
    expect(readAs('/site/docs/a.md', PROSE, { format: 'detect', elements: ['h2'] })).toBe('md');
  });
});

describe('readAsKept', () => {
  const file = (text: string): SourceFile => ({
    absPath: '/site/docs/a.md',
    relPath: 'docs/a.md',
    contentPath: 'a.md',
    kind: 'doc',
    text,
  });

  it('answers as readAs, and again when the body or the rules change', () => {
    const f = file(FENCED);
    expect(readAsKept(f, FENCED, { format: 'mdx' })).toBe('md-as-mdx');
    // The site swizzles CodeBlock: the same file, unchanged, now goes the MDX way.
    expect(readAsKept(f, FENCED, { format: 'mdx', swizzled: { CodeBlock: 'x' } })).toBe('mdx');
    expect(readAsKept(f, PROSE, { format: 'mdx', swizzled: { CodeBlock: 'x' } })).toBe('md-as-mdx');
    expect(readAsKept(f, '# Lamp\n\n<Card />\n', { format: 'mdx' })).toBe('mdx');
    expect(readAsKept(f, '# Lamp\n\n<Card />\n', { format: 'mdx', elements: ['p'] })).toBe('mdx');
    expect(readAsKept(f, PROSE, { format: 'mdx', plugins: true })).toBe('mdx');
    expect(readAsKept(f, PROSE, { format: 'mdx', fastPath: false })).toBe('mdx');
    expect(readAsKept(f, PROSE, { format: 'detect' })).toBe('md');
  });
});
