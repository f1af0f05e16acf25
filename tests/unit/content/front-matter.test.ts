import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { parse } from 'yaml';
import { firstHeadingOf, simpleFrontMatter, splitFrontMatter } from '../../../generator/content/front-matter.ts';
import { writeCorpus } from '../../helpers/corpus.ts';
import { REPO } from '../../helpers/paths.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
    expect(splitFrontMatter('# Only a heading\n', 'a.md')).toEqual({
      frontMatter: {},
      body: '# Only a heading\n',
      diagnostics: [],
    });
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
    expect(r.diagnostics[0]!.message).toBe(
      'Front matter is not valid YAML: Nested mappings are not allowed in compact mappings',
    );
  });

  it('reads what Docusaurus reads: a quoted value whose later lines start at the margin', () => {
    // gray-matter's js-yaml 3 takes it (folding the lines), where the YAML library stops.
    const src =
      "---\ntitle: Kilns\ndescription: 'Fire the kiln slowly, then\nholds: the heat\nfor hours'\ndate: 2024-05-06\n---\n# Kilns\n";
    const r = splitFrontMatter(src, 'docs/kilns.md');
    expect(r.diagnostics).toEqual([]);
    expect(r.frontMatter).toEqual({
      title: 'Kilns',
      description: 'Fire the kiln slowly, then holds: the heat for hours',
      date: '2024-05-06',
    });
    expect(r.body.split('\n').indexOf('# Kilns')).toBe(src.split('\n').indexOf('# Kilns'));
    // Not when it holds an alias: js-yaml would share values the library bounds.
    const aliased = "---\na: &x 'one,\ntwo'\nb: *x\n---\n";
    const refused = splitFrontMatter(aliased, 'a.md');
    expect(refused.frontMatter).toEqual({});
    expect(new Set(refused.diagnostics.map((d) => d.code))).toEqual(new Set(['front-matter-yaml']));
  });

  it('reports a duplicated key', () => {
    const r = splitFrontMatter('---\ntitle: A\ntitle: B\n---\n', 'a.md');
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: 'front-matter-yaml',
        line: 3,
        column: 1,
        message: 'Front matter is not valid YAML: Map keys must be unique',
      }),
    ]);
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
      expect(r.diagnostics).toEqual([
        expect.objectContaining({
          code: 'front-matter-shape',
          message: 'Front matter must be a set of "key: value" fields.',
          line: 2,
          column: 1,
        }),
      ]);
    }
  });
});

describe('simpleFrontMatter (the fast path for plain "key: value" lines)', () => {
  // What the YAML library makes of the text, as splitFrontMatter uses it.
  const viaYaml = (text: string) => parse(text, { uniqueKeys: true }) ?? {};
  const yamlOf = (source: string) => /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)^---[ \t]*$/m.exec(source)?.[1];

  it('gives what the YAML library gives, for every file of the site and of a generated corpus', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'zapsite-fm-'));
    try {
      writeCorpus(join(tmp, 'c'), { pages: 200, blogPosts: 20 });
      const files = [
        ...fg.sync(['content/**/*.{md,mdx}', 'remote/**/*.md'], { cwd: REPO, absolute: true }),
        ...fg.sync('**/*.{md,mdx}', { cwd: join(tmp, 'c'), absolute: true }),
      ];
      let simple = 0;
      let total = 0;
      for (const f of files) {
        const text = yamlOf(readFileSync(f, 'utf8'));
        if (text === undefined) continue;
        total++;
        const fast = simpleFrontMatter(text);
        if (!fast) continue;
        simple++;
        expect(fast, f).toEqual(viaYaml(text));
      }
      // The fast path is the usual one (the next test holds what it leaves to the library).
      expect(simple).toBeGreaterThan(total * 0.6);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('reads plain values, small integers, booleans and simple quotes, and leaves everything else to the library', () => {
    const cases: [string, boolean][] = [
      ['title: Readers and writers\nsidebar_position: 3\nunlisted: true\ndraft: false', true],
      ["title: Don't panic: it is C# [beta] {x} a,b https://x.org/a#b\\n", false], // ": " makes it YAML's call
      ["title: Don't panic, it is C# [beta] {x} a,b https://x.org/a#b\\n 100%", true],
      ['title: "Quoted: with # and \'"\nid: \'single "x" # y\'', true],
      ['title:   spaced out   \r\nid: x\r\n\r\n', true],
      ['sidebar_position: 0\nn: 123456789012345', true],
      ['n: 007', false],
      ['n: 1.5', false],
      ['n: -3', false],
      ['n: 0x1F', false],
      ['n: 1e3', false],
      ['n: .inf', false],
      ['d: 2024-05-01', false],
      ['v: null', false],
      ['v: ~', false],
      ['v: True', false],
      ['v: NO', true],
      ['v: yes', true],
      ['tags: [a, b]', true],
      ['authors: [wizzo, BossRighteous]', true],
      ['tags: []', true],
      ['tags: [ a b ,c.d, e-f ]', true],
      ['tags: [a, true]', false],
      ['tags: [a, null]', false],
      ['tags: [1, 2]', false],
      ['tags: [a, [b]]', false],
      ["tags: ['x']", false],
      ['tags: [a #b]', false],
      ['tags: [a, b,]', false],
      ['tags: [a: b]', false],
      ['tags: [a', false],
      ['tags:\n  - a\n  - b', false],
      ['image: ./cover.svg', true],
      ['n: .5', false],
      ['n: .NaN', false],
      ['a: .x', true],
      ['a: {b: 1}', false],
      ['a: &x v', false],
      ['a: *x', false],
      ['a: !t v', false],
      ['a: |\n  text', false],
      ['a: >\n  text', false],
      ['a: "esc \\" q"', false],
      ["a: 'it''s'", false],
      ['a: value # comment', false],
      ['# comment\na: b', false],
      ['a: b\n  continued', false],
      ['a: b:', false],
      ['a: x\na: y', false],
      ['true: x', false],
      ['__proto__: x', false],
      ['1: x', false],
      ['a b: x', false],
      ['a: tab\there', false],
      ['a: nel\u0085x', false],
      ['a: -dash', false],
      ['a: ?q', false],
      ['a: @at', false],
      ['a: `b`', false],
      ['a: ünïcødé Ωk 日本', true],
      ['a:', false],
      ['a:b', false],
      ['', true],
    ];
    for (const [text, taken] of cases) {
      const fast = simpleFrontMatter(text);
      expect(fast !== undefined, JSON.stringify(text)).toBe(taken);
      if (fast) expect(fast, JSON.stringify(text)).toEqual(viaYaml(text));
    }
  });

  it("keeps the library's errors for what it does not take", () => {
    const r = splitFrontMatter('---\ntitle: a: b\n---\nBody\n', 'a.md');
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'front-matter-yaml', line: 2 })]);
  });
});

describe('firstHeadingOf', () => {
  it("finds a leading # heading as Docusaurus's contentTitle: inline code unwrapped, without closing hashes or a custom id", () => {
    // Other markup and escapes stay as written, as in Docusaurus's sidebar labels.
    expect(firstHeadingOf('\n\n# The *Zap* `Pad` ##\n\nText')).toBe('The *Zap* Pad');
    expect(firstHeadingOf('# read\\_token\n')).toBe('read\\_token');
    expect(firstHeadingOf('# snake_case_name\n')).toBe('snake_case_name');
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
