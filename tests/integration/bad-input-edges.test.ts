// Hard edges, through the CLI as a user meets them: bytes that are not UTF-8, a config that never
// finishes loading, and documents nested deeper than anyone writes. Each is a located error with
// its exit code, and the last good build stays whole.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badInputSite } from '../helpers/bad-input-site.ts';

const HEAD = '---\ntitle: Edge\ndescription: An edge case.\n---\n\n';
const site = badInputSite('basic', 'docs/index.html');

/** Builds with one extra file in the site, which is removed again; the build must fail with `code`. */
async function buildFailsWith(rel: string, bytes: string | Buffer, code: number) {
  site.add(rel, bytes);
  const run = await site.buildFails(code);
  expect(run.stderr).not.toContain('Unexpected error');
  expect(run.stderr).not.toContain('Maximum call stack');
  return run;
}

/** Builds with the fixture's config changed for one run, then puts the config back. */
function withConfig(change: (text: string) => string, args: string[], env?: Record<string, string>) {
  site.edit('zapsite.config.ts', change);
  return site.run(args, undefined, env);
}

describe('bytes that are not UTF-8', () => {
  it('two Latin-1 bytes in a sentence: invalid UTF-8 at line:column, the line with U+FFFD, re-save as UTF-8', async () => {
    const text = Buffer.concat([
      Buffer.from(HEAD + 'The reader sits in the '),
      Buffer.from([0x63, 0x61, 0x66, 0xe9]),
      Buffer.from(' by the '),
      Buffer.from([0x72, 0xe9]),
      Buffer.from('ception desk.\n'),
    ]);
    const { stderr } = await buildFailsWith('content/docs/latin.md', text, 1);
    expect(stderr).toContain(
      'error[invalid-utf8]: Invalid UTF-8 at 6:27 (the first of 2 invalid byte sequences): the bytes there are not UTF-8, shown as \uFFFD.',
    );
    expect(stderr).toContain('  --> content/docs/latin.md:6:27');
    expect(stderr).toContain(
      `6 | The reader sits in the caf\uFFFD by the r\uFFFDception desk.\n  | ${' '.repeat(26)}^`,
    );
    expect(stderr).toContain('Re-save it as UTF-8');
    expect(stderr).not.toContain('binary');
  });

  it('a UTF-16 file is named as UTF-16', async () => {
    const text = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HEAD + 'Wide text.\n', 'utf16le')]);
    const { stderr } = await buildFailsWith('content/docs/wide.md', text, 1);
    expect(stderr).toContain(
      'error[invalid-utf8]: content/docs/wide.md is saved as UTF-16; zapsite reads content as UTF-8.',
    );
    expect(stderr).toContain('  --> content/docs/wide.md\n');
  });

  it('a JPEG named .md, with no NUL byte early on, is still binary', async () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x01, 0x01, 0x48, 0x48, 0xff, 0xdb, 0x43, 0x08, 0x06,
    ]);
    const { stderr } = await buildFailsWith('content/docs/photo.md', jpeg, 1);
    expect(stderr).toContain(
      'error[binary-file]: content/docs/photo.md is not a text file (it holds binary data), so it cannot be read as Markdown.',
    );
  });
});

describe('a config that never finishes loading', () => {
  // ZAPSITE_SITE_CODE_TIMEOUT sets the limit (10 s by default, tests/unit/config/time-limit.test.ts):
  // the loop spins a core until it is stopped.
  it('stops after the time limit with exit 2, naming the file', async () => {
    const run = await withConfig((text) => text + '\nwhile (true) {}\n', ['build', '--root', site.root], {
      ZAPSITE_SITE_CODE_TIMEOUT: '2',
    });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain(
      'error[config-timeout]: zapsite.config.ts did not finish loading within 2 s, so the build stopped.',
    );
    expect(run.stderr).toContain('  --> zapsite.config.ts\n');
    expect(run.stderr).toContain('Build stopped: fix the configuration above.');
    expect(readFileSync(join(site.root, 'build/docs/index.html'), 'utf8')).toBe(site.goodPage);
  });

  it('a config whose top-level await never settles is named at once, exit 2', async () => {
    const run = await withConfig((text) => 'await new Promise(() => {});\n' + text, ['build', '--root', site.root]);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain(
      'error[config-unsettled]: zapsite.config.ts never finished loading: a top-level await waits on a promise that never settles.',
    );
    expect(run.stderr).toContain('  --> zapsite.config.ts\n');
  });

  it('a config that awaits something that does settle builds', async () => {
    const run = await withConfig(
      (text) => "const title = await Promise.resolve('Awaited Title');\n" + text.replace("title: 'Fixture'", 'title'),
      ['build', '--root', site.root, '--out', join(site.root, 'build-awaited')],
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(site.root, 'build-awaited/index.html'), 'utf8')).toContain('Awaited Title');
  });

  it('a config that throws is still reported as it was', async () => {
    const run = await withConfig(
      (text) => "throw new Error('the readers list is missing');\n" + text,
      ['build', '--root', site.root],
    );
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain('error[config-load]: The config threw while loading: the readers list is missing');
  });
});

describe('nesting deeper than 100 levels', () => {
  const N = 5000;
  const [MDX, MD] = ['content/docs/deep.mdx', 'content/docs/deep.md'];
  const [TAGS, LISTS, EMPHASIS] = ['tags and expressions', 'blockquotes and lists', 'emphasis markers'];
  const divs = '<div>'.repeat(N) + 'x' + '</div>'.repeat(N);
  // The case, its file, its body, the line and column the error points at, and what is nested.
  const cases: [string, string, string, [number, number], string][] = [
    ['5,000 nested <div>s in .mdx', MDX, divs, [6, 501], TAGS],
    ['5,000 nested <div>s in .md (read as MDX, the default)', MD, divs, [6, 501], TAGS],
    ['5,000 <div>s on lines of their own', MDX, '<div>\n'.repeat(N) + 'x\n' + '</div>\n'.repeat(N), [106, 1], TAGS],
    ['5,000 nested blockquotes in .md', MD, '>'.repeat(N) + ' deep', [6, 101], LISTS],
    ['5,000 nested list markers in .md', MD, '- '.repeat(N) + 'x', [6, 101], LISTS],
    [
      '150 lists indented under one another in .md',
      MD,
      Array.from({ length: 150 }, (_, i) => '  '.repeat(i) + '- item').join('\n'),
      [56, 101],
      LISTS,
    ],
    [
      '5,000 nested emphasis markers, * and _ in turn',
      MD,
      Array.from({ length: N }, (_, i) => (i % 2 ? '_' : '*') + 'a ').join('') + 'x',
      [6, 301],
      EMPHASIS,
    ],
    ['a run of 10,000 asterisks', MD, '*'.repeat(N) + 'x' + '*'.repeat(N), [6, 1], EMPHASIS],
    [
      '5,000 nested parentheses in a JSX expression',
      MDX,
      'Value {' + '('.repeat(N) + '1' + ')'.repeat(N) + '}',
      [6, 107],
      TAGS,
    ],
    [
      "5,000 components nested in each other's props",
      MDX,
      '<Card title="x" icon={'.repeat(N) + '1' + '} />'.repeat(N),
      [6, 1101],
      TAGS,
    ],
  ];
  for (const [name, rel, body, [line, column], what] of cases) {
    it(`${name}: a located error, exit 1`, async () => {
      const { stderr } = await buildFailsWith(rel, HEAD + body + '\n', 1);
      expect(stderr).toContain(
        `error[nesting-too-deep]: Nesting deeper than 100 levels (${what}, one inside another).`,
      );
      expect(stderr).toContain(`  --> ${rel}:${line}:${column}\n`);
      expect(stderr).toContain('hint: No page needs this many levels');
    });
  }
});
describe('nesting up to the limit builds', () => {
  it('100 nested <div>s in .mdx, 100 blockquotes, 49 lists and 100 emphasis markers in .md build into the page', async () => {
    const deep = {
      'content/docs/divs.mdx': '<div>'.repeat(100) + 'Innermost div.' + '</div>'.repeat(100),
      'content/docs/quotes.md': '>'.repeat(100) + ' Innermost quote.',
      'content/docs/lists.md': Array.from({ length: 49 }, (_, i) => '  '.repeat(i) + '- level ' + (i + 1)).join('\n'),
      'content/docs/stars.md':
        Array.from({ length: 100 }, (_, i) => (i % 2 ? '_' : '*') + 'a ').join('') +
        'Innermost star.' +
        Array.from({ length: 100 }, (_, i) => ' a' + ((99 - i) % 2 ? '_' : '*')).join(''),
    };
    for (const [rel, body] of Object.entries(deep)) site.add(rel, HEAD + body + '\n');
    const run = await site.run(['build', '--root', site.root, '--out', join(site.root, 'build-deep')]);
    expect(run.code, run.stderr).toBe(0);
    const page = (name: string) => readFileSync(join(site.root, `build-deep/docs/${name}/index.html`), 'utf8');
    expect(page('divs').match(/<div>/g)!.length).toBeGreaterThanOrEqual(100);
    expect(page('divs')).toContain('Innermost div.');
    expect(page('quotes').match(/<blockquote>/g)).toHaveLength(100);
    expect(page('lists')).toContain('level 49');
    expect(page('stars')).toContain('Innermost star.');
    expect(page('stars').match(/<em>/g)!.length).toBe(100);
  });
});
