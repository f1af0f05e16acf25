import { describe, expect, it } from 'vitest';
import {
  at,
  diag,
  optionDiag,
  errorsIn,
  formatDiagnostic,
  formatDiagnostics,
  formatEach,
  mergeRepeats,
  shownOn,
  ZapsiteError,
  EXIT_CONTENT,
  EXIT_USAGE,
} from '../../generator/diagnostics.ts';
import type { Diagnostic } from '../../generator/types.ts';
import { DIAGNOSTICS } from '../../generator/diagnostic-codes.ts';

const full: Diagnostic = {
  code: 'broken-link',
  severity: 'error',
  message: 'Broken link on /docs/: "/nope/" does not match any page or file of the site.',
  hint: 'Check the URL.',
  file: 'content/docs/intro.md',
  line: 12,
  column: 5,
  sourceLine: 'See [x](/nope/).',
};

describe('formatDiagnostic', () => {
  it('prints the header, location, code frame with a caret under the column, and the hint', () => {
    expect(formatDiagnostic(full)).toBe(
      [
        'error[broken-link]: Broken link on /docs/: "/nope/" does not match any page or file of the site.',
        '  --> content/docs/intro.md:12:5',
        '   |',
        '12 | See [x](/nope/).',
        '   |     ^',
        '  hint: Check the URL.',
      ].join('\n'),
    );
  });

  it('prints a warning with only a file and no frame', () => {
    expect(
      formatDiagnostic({
        code: 'blog-untruncated',
        severity: 'warning',
        message: 'No marker.',
        file: 'content/blog/a.md',
      }),
    ).toBe('warning[blog-untruncated]: No marker.\n  --> content/blog/a.md');
  });

  it('prints only the header and hint when there is no file', () => {
    expect(formatDiagnostic({ code: 'missing-doc-id', severity: 'error', message: 'Gone.', hint: 'Fix it.' })).toBe(
      'error[missing-doc-id]: Gone.\n  hint: Fix it.',
    );
  });

  it('defaults the column to 1 and puts the caret at the start', () => {
    expect(
      formatDiagnostic({
        code: 'mdx-syntax',
        severity: 'error',
        message: 'm',
        file: 'f.md',
        line: 3,
        sourceLine: 'abc',
      }),
    ).toBe('error[mdx-syntax]: m\n  --> f.md:3:1\n  |\n3 | abc\n  | ^');
  });

  it('keeps tabs in the caret line so the caret lines up under the source', () => {
    const out = formatDiagnostic({
      code: 'mdx-syntax',
      severity: 'error',
      message: 'm',
      file: 'f.md',
      line: 7,
      column: 4,
      sourceLine: '\t\tab<Bad>',
    });
    expect(out.split('\n').slice(-2)).toEqual(['7 | \t\tab<Bad>', '  | \t\t ^']);
  });

  it('cuts a very long source line at 160 characters and keeps the caret at the end of what is shown', () => {
    const long = 'x'.repeat(300);
    const lines = formatDiagnostic({
      code: 'mdx-syntax',
      severity: 'error',
      message: 'm',
      file: 'f.md',
      line: 1,
      column: 250,
      sourceLine: long,
    }).split('\n');
    expect(lines[1]).toBe('  --> f.md:1:250');
    expect(lines[3]).toBe(`1 | ${'x'.repeat(160)}…`);
    expect(lines[4]).toBe(`  | ${' '.repeat(161)}^`);
    const inside = formatDiagnostic({
      code: 'mdx-syntax',
      severity: 'error',
      message: 'm',
      file: 'f.md',
      line: 1,
      column: 10,
      sourceLine: long,
    }).split('\n');
    expect(inside[4]).toBe(`  | ${' '.repeat(9)}^`);
  });

  it('draws the frame for an empty source line (an empty file)', () => {
    expect(
      formatDiagnostic({
        code: 'empty-file',
        severity: 'error',
        message: 'e',
        file: 'a.md',
        line: 1,
        column: 1,
        sourceLine: '',
      }),
    ).toBe('error[empty-file]: e\n  --> a.md:1:1\n  |\n1 | \n  | ^');
  });

  it('lists the pages a problem affects under its frame, three by name and the rest counted', () => {
    const lines = formatDiagnostic({
      ...full,
      file: 'src/css/site.css',
      affects: ['a.mdx', 'b.mdx', 'c.mdx', 'd.mdx', 'e.mdx'],
    }).split('\n');
    expect(lines.slice(-2)).toEqual(['  = affects 5 pages: a.mdx, b.mdx, c.mdx and 2 more', '  hint: Check the URL.']);
    expect(formatDiagnostic({ code: 'mdx-render', severity: 'error', message: 'm', affects: ['a.mdx'] })).toBe(
      'error[mdx-render]: m\n  = affects 1 page: a.mdx',
    );
    expect(
      formatDiagnostic({ code: 'mdx-render', severity: 'error', message: 'm', affects: ['a.mdx', 'b.mdx', 'c.mdx'] }),
    ).toBe('error[mdx-render]: m\n  = affects 3 pages: a.mdx, b.mdx, c.mdx');
  });

  it('joins several diagnostics with a blank line', () => {
    const a: Diagnostic = { code: 'broken-link', severity: 'error', message: 'one' };
    const b: Diagnostic = { code: 'broken-anchor', severity: 'warning', message: 'two' };
    expect(formatDiagnostics([a, b])).toBe('error[broken-link]: one\n\nwarning[broken-anchor]: two');
  });

  it('prints a long hint in full once per code; a later diagnostic with the same code and hint points back to it', () => {
    const long = 'Declare the author once in authors.yml and name it by its key, or set onInlineAuthors.';
    const post = (n: number, hint = long): Diagnostic => ({
      code: 'blog-inline-author',
      severity: 'warning',
      message: `post ${n}`,
      hint,
    });
    const other: Diagnostic = { code: 'broken-anchor', severity: 'warning', message: 'x', hint: long };
    const short: Diagnostic = { code: 'broken-link', severity: 'error', message: 'y', hint: 'Check it.' };
    const out = formatEach([
      post(1),
      post(2),
      other,
      post(3, 'Another hint, longer than the line pointing back.'),
      short,
      short,
    ]);
    expect(out[0]).toBe(`warning[blog-inline-author]: post 1\n  hint: ${long}`);
    expect(out[1]).toBe(
      'warning[blog-inline-author]: post 2\n  hint: as for the first warning[blog-inline-author] above',
    );
    // Another code with the same words, and another hint of the same code, are printed in full.
    expect(out[2]).toContain(`hint: ${long}`);
    expect(out[3]).toContain('hint: Another hint, longer than the line pointing back.');
    // A hint shorter than the line pointing back is repeated as it is.
    expect(out[5]).toBe('error[broken-link]: y\n  hint: Check it.');
    expect(formatDiagnostics([post(1), post(2)])).toBe(`${out[0]}\n\n${out[1]}`);
  });
});

describe('diagnostic helpers', () => {
  it("diag fills in the catalogue's message, severity and hint, and the source line from the source text", () => {
    expect(
      diag({
        code: 'empty-file',
        args: { file: 'f.md' },
        file: 'f.md',
        line: 2,
        column: 3,
        source: 'one\r\ntwo\nthree',
      }),
    ).toEqual({
      code: 'empty-file',
      severity: 'warning',
      message: "f.md is empty: its page has only a title, the file's name, as Docusaurus builds it.",
      hint: DIAGNOSTICS['empty-file'].hint,
      file: 'f.md',
      line: 2,
      column: 3,
      sourceLine: 'two',
    });
    expect(
      diag({ code: 'swizzle-static', args: { name: 'Navbar', written: 'useState', blocker: '@theme/Tabs' } }),
    ).toMatchObject({
      severity: DIAGNOSTICS['swizzle-static'].severity,
      hint: DIAGNOSTICS['swizzle-static'].hint,
    });
  });

  it("optionDiag is the one path where a site option chooses the severity; the hint is still the catalogue's", () => {
    const args = { url: '/a/', names: ['a.md', 'b.md'] };
    expect(optionDiag('warning', { code: 'duplicate-url', args, file: 'a.md' })).toEqual({
      code: 'duplicate-url',
      severity: 'warning',
      message: '2 inputs claim the URL /a/: a.md, b.md.',
      hint: DIAGNOSTICS['duplicate-url'].hint,
      file: 'a.md',
    });
    // A policy code given no option is an error.
    expect(diag({ code: 'duplicate-url', args }).severity).toBe('error');
  });

  it("fills a message and a hint that name specifics from the call site's named arguments (one object), typed per code", () => {
    const d = diag({ code: 'config-locale', args: { locale: 'fr', locales: ['en', 'de'] } });
    expect(d.message).toBe(
      'Missing locale configuration: the default locale "fr" is not one of i18n.locales (en, de).',
    );
    expect(d.hint).toBe('Add "fr" to i18n.locales, or set i18n.defaultLocale to one of them.');
    expect(diag({ code: 'config-unknown-key', args: { key: 'titel', closest: 'title' } })).toMatchObject({
      message: 'Unknown config key "titel".',
      hint: 'Did you mean "title"?',
    });
    expect(diag({ code: 'config-export' }).message).toBe('The config has no default export.');
    // The type checker holds call sites to each code's arguments (npx tsc -b checks these; never run).
    const typeChecksOnly = () => [
      // @ts-expect-error config-locale's message and hint need the locale
      diag({ code: 'config-locale' }),
      // @ts-expect-error config-locale's message needs the locales too, not only the hint's locale
      diag({ code: 'config-locale', args: { locale: 'fr' } }),
      // @ts-expect-error config-export's message and hint are text: it takes no arguments
      diag({ code: 'config-export', args: { locale: 'fr' } }),
      // @ts-expect-error the catalogue writes the message: a call site does not
      diag({ code: 'config-export', message: 'm' }),
    ];
    expect(typeChecksOnly).toBeTypeOf('function');
  });

  it('at gives the location of a position, or only the file without one', () => {
    expect(at('f.md', 'a\nb', { line: 2, column: 1 })).toEqual({ file: 'f.md', line: 2, column: 1, sourceLine: 'b' });
    expect(at('f.md', 'a\nb', undefined)).toEqual({ file: 'f.md' });
  });

  it('ZapsiteError carries the diagnostics, the exit code and the messages', () => {
    const e = new ZapsiteError([
      { code: 'broken-link', severity: 'error', message: 'one' },
      { code: 'broken-anchor', severity: 'error', message: 'two' },
    ]);
    expect(e.exitCode).toBe(EXIT_CONTENT);
    expect(EXIT_CONTENT).toBe(1);
    expect(e.message).toBe('one\ntwo');
    expect(new ZapsiteError([], EXIT_USAGE).exitCode).toBe(2);
    expect(
      errorsIn([...e.diagnostics, { code: 'no-home-page', severity: 'warning', message: 'w' }]).map((d) => d.code),
    ).toEqual(['broken-link', 'broken-anchor']);
  });
});

describe('mergeRepeats', () => {
  const inComponent: Diagnostic = {
    code: 'mdx-render',
    severity: 'error',
    message: 'boom',
    file: 'src/A.tsx',
    line: 2,
    column: 3,
  };

  it('makes one diagnostic of those with the same code, place and message, with the pages of all in order', () => {
    const merged = mergeRepeats([
      shownOn(inComponent, 'docs/a.mdx'),
      { code: 'broken-link', severity: 'error', message: 'x', file: 'docs/b.mdx' },
      shownOn(inComponent, 'docs/b.mdx'),
      shownOn(inComponent, 'docs/a.mdx'),
      shownOn(inComponent, 'docs/c.mdx'),
    ]);
    expect(merged).toEqual([
      { ...inComponent, affects: ['docs/a.mdx', 'docs/b.mdx', 'docs/c.mdx'] },
      { code: 'broken-link', severity: 'error', message: 'x', file: 'docs/b.mdx' },
    ]);
  });

  it('keeps apart what differs in code, severity, line, column or message, and leaves the inputs as they were', () => {
    const a = shownOn(inComponent, 'docs/a.mdx');
    const list = [
      a,
      { ...a, line: 3 },
      { ...a, column: 4 },
      { ...a, message: 'bang' },
      { ...a, severity: 'warning' as const },
      { ...a, code: 'component-load' as const },
    ];
    expect(mergeRepeats(list)).toEqual(list);
    mergeRepeats([a, shownOn(inComponent, 'docs/b.mdx')]);
    expect(a.affects).toEqual(['docs/a.mdx']);
  });

  it("makes one of pages whose render failed with the same message and no line of the site's, with those pages", () => {
    // Thrown inside a package every page uses (cypress-documentation's icon registry): 184 pages, one report.
    const failed = (file: string, message = 'Cannot destructure availableSizes'): Diagnostic => ({
      code: 'mdx-render',
      severity: 'error',
      message,
      file,
    });
    expect(
      mergeRepeats([failed('docs/a.mdx'), failed('docs/b.mdx'), failed('docs/c.mdx', 'other'), failed('docs/d.mdx')]),
    ).toEqual([
      { ...failed('docs/a.mdx'), affects: ['docs/a.mdx', 'docs/b.mdx', 'docs/d.mdx'] },
      failed('docs/c.mdx', 'other'),
    ]);
    // One at a line of the page stays the page's own.
    const atLine = { ...failed('docs/a.mdx'), line: 4 };
    expect(mergeRepeats([atLine, { ...atLine, file: 'docs/b.mdx' }])).toHaveLength(2);
  });

  it('makes one of a site-wide cause met in many files, and one of each message for a code reported once a message', () => {
    // Docusaurus lists every post without a truncate marker in one warning.
    const whole = (file: string): Diagnostic => ({ code: 'blog-untruncated', severity: 'warning', message: 'm', file });
    expect(mergeRepeats([whole('blog/a.md'), whole('blog/b.md'), whole('blog/c.md')])).toEqual([
      { ...whole('blog/a.md'), affects: ['blog/b.md', 'blog/c.md'] },
    ]);
    // One warning for each inline author, with the other posts that write it.
    const inline = (file: string, name: string): Diagnostic => ({
      code: 'blog-inline-author',
      severity: 'warning',
      message: `Author "${name}" is written inline`,
      file,
      line: 2,
      column: 9,
    });
    expect(mergeRepeats([inline('blog/a.md', 'Ada'), inline('blog/b.md', 'Lin'), inline('blog/c.md', 'Ada')])).toEqual([
      { ...inline('blog/a.md', 'Ada'), affects: ['blog/c.md'] },
      inline('blog/b.md', 'Lin'),
    ]);
  });

  it('shownOn adds the page only when the problem is located elsewhere', () => {
    const inPage: Diagnostic = { code: 'broken-link', severity: 'error', message: 'x', file: 'docs/a.mdx' };
    expect(shownOn(inPage, 'docs/a.mdx')).toBe(inPage);
    expect(shownOn(inComponent, 'docs/a.mdx').affects).toEqual(['docs/a.mdx']);
    expect(shownOn({ ...inComponent, affects: ['docs/a.mdx'] }, 'docs/a.mdx').affects).toEqual(['docs/a.mdx']);
  });
});
