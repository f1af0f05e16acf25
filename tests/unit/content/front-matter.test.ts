import { describe, expect, it } from 'vitest';
import { firstHeadingOf, splitFrontMatter } from '../../../generator/content/front-matter.ts';

describe('splitFrontMatter', () => {
  it('parses the fields and blanks their lines so body positions match the file', () => {
    const src = '---\ntitle: Readers\ntags: [a, b]\nsidebar_position: 3\n---\n# Heading\nText.\n';
    const r = splitFrontMatter(src, 'content/docs/readers.md');
    expect(r.diagnostics).toEqual([]);
    expect(r.frontMatter).toEqual({ title: 'Readers', tags: ['a', 'b'], sidebar_position: 3 });
    expect(r.body).toBe('\n\n\n\n\n# Heading\nText.\n');
    expect(r.body.split('\n').indexOf('# Heading')).toBe(src.split('\n').indexOf('# Heading'));
  });

  it('returns the source unchanged when there is no front matter', () => {
    expect(splitFrontMatter('# Only a heading\n', 'a.md')).toEqual({ frontMatter: {}, body: '# Only a heading\n', diagnostics: [] });
  });

  it('does not take a thematic break later in the file as front matter', () => {
    const src = 'Intro.\n\n---\n\nMore.\n';
    expect(splitFrontMatter(src, 'a.md').body).toBe(src);
  });

  it('accepts a byte-order mark and CRLF line endings', () => {
    const r = splitFrontMatter('\uFEFF---\r\ntitle: Windows\r\n---\r\nBody\r\n', 'a.md');
    expect(r.diagnostics).toEqual([]);
    expect(r.frontMatter).toEqual({ title: 'Windows' });
    expect(r.body.endsWith('Body\r\n')).toBe(true);
    // "Body" stays on line 4, as in the file.
    expect(r.body.split(/\r?\n/).indexOf('Body')).toBe(3);
  });

  it('accepts empty front matter', () => {
    const r = splitFrontMatter('---\n---\nBody\n', 'a.md');
    expect(r).toEqual({ frontMatter: {}, body: '\n\nBody\n', diagnostics: [] });
  });

  it('reports invalid YAML at its line and column in the file', () => {
    const src = '---\ntitle: Readers\ndescription: Tap: then launch\n---\nBody\n';
    const r = splitFrontMatter(src, 'content/docs/readers.md');
    expect(r.frontMatter).toEqual({});
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({
      code: 'front-matter-yaml',
      severity: 'error',
      file: 'content/docs/readers.md',
      line: 3,
      column: 14,
      sourceLine: 'description: Tap: then launch',
      hint: 'Quote values that contain a colon, and indent nested keys with spaces.',
    });
    expect(r.diagnostics[0]!.message).toBe('Front matter is not valid YAML: Nested mappings are not allowed in compact mappings');
  });

  it('reports a duplicated key', () => {
    const r = splitFrontMatter('---\ntitle: A\ntitle: B\n---\n', 'a.md');
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'front-matter-yaml', line: 3, column: 1, message: 'Front matter is not valid YAML: Map keys must be unique' })]);
  });

  it('reports front matter that is opened but never closed', () => {
    const r = splitFrontMatter('---\ntitle: A\n\nBody\n', 'a.md');
    expect(r.diagnostics).toEqual([
      {
        code: 'front-matter-unclosed',
        severity: 'error',
        message: 'Front matter is opened with "---" but never closed.',
        hint: 'Add a line with just "---" after the last front matter field.',
        file: 'a.md',
        line: 1,
        column: 1,
        sourceLine: '---',
      },
    ]);
  });

  it('reports front matter that is a list or a scalar instead of fields', () => {
    for (const yaml of ['- a\n- b', 'just text']) {
      const r = splitFrontMatter(`---\n${yaml}\n---\nBody\n`, 'a.md');
      expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'front-matter-shape', message: 'Front matter must be a set of "key: value" fields.', line: 2, column: 1 })]);
    }
  });
});

describe('firstHeadingOf', () => {
  it('finds a leading # heading, without markup, closing hashes or a custom id', () => {
    expect(firstHeadingOf('\n\n# The *Zap* `Pad` ##\n\nText')).toBe('The Zap Pad');
    expect(firstHeadingOf('# Setup {#setup}\n')).toBe('Setup');
  });

  it('skips imports and comments before the heading', () => {
    expect(firstHeadingOf("import X from './x';\n<!-- note -->\n# Title\n")).toBe('Title');
  });

  it('ignores a heading after other content or inside a code fence', () => {
    expect(firstHeadingOf('Some text.\n\n# Late\n')).toBeUndefined();
    expect(firstHeadingOf('```\n# not a heading\n```\n')).toBeUndefined();
    expect(firstHeadingOf('## Second level\n')).toBeUndefined();
  });
});
