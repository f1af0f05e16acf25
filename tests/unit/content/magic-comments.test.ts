// Code blocks as Docusaurus reads them: magic comments mark lines and leave the block, a `{…}`
// range in the meta string wins over them, `showLineNumbers` numbers the lines; through the
// Markdown path and the MDX compiler alike, with the site's own magic comments when it has them.
import { beforeAll, describe, expect, it } from 'vitest';
import { magicLines, type MagicComment } from '../../../theme/shared/magic-comments.ts';
import { parseCodeMeta } from '../../../generator/content/highlight.ts';
import { renderMarkdown, type ContentComponents, type LinkResolver } from '../../../generator/content/markdown.ts';
import { renderMdxPages } from '../../../generator/content/mdx-pages.ts';
import { loadTheme, type ThemeModule } from '../../../generator/render/theme.ts';

const lines = (job: { code: string; meta?: string; written?: string; magicComments?: MagicComment[] }) => {
  const { code, classes } = magicLines({ meta: '', ...job });
  return { code, classes: Object.fromEntries([...classes].map(([n, c]) => [n + 1, c.join(' ')])) };
};

describe('magic comments', () => {
  const table: [
    string,
    { code: string; meta?: string; written?: string; magicComments?: MagicComment[] },
    string,
    Record<number, string>,
  ][] = [
    [
      '// highlight-next-line marks the line after it in JavaScript',
      { written: 'js', code: 'a();\n// highlight-next-line\nb();\nc();\n' },
      'a();\nb();\nc();\n',
      { 2: 'highlighted' },
    ],
    [
      '# highlight-start and # highlight-end mark the run between them in bash',
      { written: 'bash', code: 'cd app\n# highlight-start\nmake\nmake test\n# highlight-end\necho ok' },
      'cd app\nmake\nmake test\necho ok',
      { 2: 'highlighted', 3: 'highlighted' },
    ],
    [
      'a block comment works in TypeScript, indented',
      { written: 'ts', code: 'if (x) {\n  /* highlight-next-line */\n  y();\n}' },
      'if (x) {\n  y();\n}',
      { 2: 'highlighted' },
    ],
    [
      '{/* … */} works in TSX',
      { written: 'tsx', code: '<div>\n  {/* highlight-next-line */}\n  <b />\n</div>' },
      '<div>\n  <b />\n</div>',
      { 2: 'highlighted' },
    ],
    [
      '<!-- … --> works in HTML',
      { written: 'html', code: '<ul>\n<!-- highlight-next-line -->\n<li>one</li>\n</ul>' },
      '<ul>\n<li>one</li>\n</ul>',
      { 2: 'highlighted' },
    ],
    [
      '-- works in SQL',
      { written: 'sql', code: '-- highlight-next-line\nselect 1;' },
      'select 1;',
      { 1: 'highlighted' },
    ],
    [
      '/* … */ works in SQL too, as Docusaurus reads it',
      { written: 'sql', code: 'select 1;\n/* highlight-next-line */\nselect 2;' },
      'select 1;\nselect 2;',
      { 2: 'highlighted' },
    ],
    [
      'Python takes only #: a // comment stays as written',
      { written: 'python', code: '// highlight-next-line\nx = 1' },
      '// highlight-next-line\nx = 1',
      {},
    ],
    [
      'a language Docusaurus does not list takes the common forms',
      { written: 'toml', code: '# highlight-next-line\nport = 7497' },
      'port = 7497',
      { 1: 'highlighted' },
    ],
    [
      'a block that names no language is left as written',
      { written: '', code: '// highlight-next-line\nplain' },
      '// highlight-next-line\nplain',
      {},
    ],
    [
      'a comment after code on the same line is not a directive',
      { written: 'js', code: 'a(); // highlight-next-line\nb();' },
      'a(); // highlight-next-line\nb();',
      {},
    ],
    [
      'a range in the meta string wins, and the comments stay',
      { written: 'js', meta: '{1,3}', code: '// highlight-next-line\nb();\nc();' },
      '// highlight-next-line\nb();\nc();',
      { 1: 'highlighted', 3: 'highlighted' },
    ],
    [
      "the site's own magic comments give their class, and ranges take the first one's",
      {
        written: 'js',
        code: 'ok();\n// error-next-line\nthrowsHere();\n// highlight-next-line\nfine();',
        magicComments: [
          { className: 'code-error', line: 'error-next-line' },
          { className: 'highlighted', line: 'highlight-next-line' },
        ],
      },
      'ok();\nthrowsHere();\nfine();',
      { 2: 'code-error', 3: 'highlighted' },
    ],
    [
      'a range with custom magic comments takes the first class',
      {
        written: 'js',
        meta: '{2}',
        code: 'a\nb',
        magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }],
      },
      'a\nb',
      { 2: 'theme-code-block-highlighted-line' },
    ],
  ];
  for (const [what, job, code, classes] of table) {
    it(what, () => expect(lines(job)).toEqual({ code, classes }));
  }

  it('reads showLineNumbers, with or without a first number, beside a title and a range', () => {
    expect(parseCodeMeta('title="a.js" showLineNumbers').showLineNumbers).toBe(1);
    expect(parseCodeMeta('showLineNumbers=12 {2}').showLineNumbers).toBe(12);
    expect(parseCodeMeta('title="showLineNumbersGuide.js"').showLineNumbers).toBe(false);
    expect(parseCodeMeta('').showLineNumbers).toBe(false);
  });
});

describe('code blocks in a page', () => {
  let components: ContentComponents;
  let theme: ThemeModule;
  beforeAll(async () => {
    ({ theme } = await loadTheme());
    components = theme.createContentComponents({ latestPosts: [], baseUrl: '/' });
  });
  const file = (name: string, text: string) => ({
    absPath: `/site/content/docs/${name}`,
    relPath: `content/docs/${name}`,
    contentPath: name,
    kind: 'doc' as const,
    text,
  });
  // The resolver's other fields are not reached by a page without links.
  const resolver = {
    pageUrl: '/docs/code/',
    baseUrl: '/',
    urlForFile: () => undefined,
    asset: () => undefined,
    staticFile: () => undefined,
  } as unknown as LinkResolver;
  const custom: MagicComment[] = [
    { className: 'highlighted', line: 'highlight-next-line' },
    { className: 'code-error', line: 'error-next-line' },
  ];
  const body =
    '```js showLineNumbers=4\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n// error-next-line\nb = 3;\n```\n';
  const expectBlock = (html: string) => {
    expect(html).toContain('<div class="code-block language-js code-block--numbered" style="counter-reset:zs-line 3">');
    expect(html).not.toContain('highlight-next-line');
    expect(html).not.toContain('error-next-line');
    expect(html.match(/<span class="line[^"]*">/g)).toEqual([
      '<span class="line">',
      '<span class="line highlighted">',
      '<span class="line code-error">',
    ]);
  };

  it("in Markdown: the site's magic comments mark lines and leave the block, numbered from 4", async () => {
    const out = await renderMarkdown({
      file: file('code.md', body),
      body,
      resolver,
      components,
      onBrokenMarkdownLinks: 'throw',
      onBrokenImages: 'throw',
      magicComments: custom,
    });
    expect(out.diagnostics).toEqual([]);
    expectBlock(out.html);
  });

  it('in MDX: the same, through the compiler', async () => {
    const f = file('code.mdx', body);
    // What the content stage hands the MDX path: the pool context, magic comments included.
    const ctx = {
      resolverFor: () => resolver,
      onBrokenMarkdownLinks: 'throw',
      onBrokenImages: 'throw',
      magicComments: custom,
    } as const;
    const out = await renderMdxPages([{ file: f, body, url: '/docs/code/' }], {
      links: ctx,
      components,
      theme,
      config: { root: '/site', baseUrl: '/', markdown: { interactive: {} } },
    });
    const r = out.byPath.get(f.absPath)!;
    expect(r.diagnostics).toEqual([]);
    expectBlock(r.html);
  });

  it("without the site's list, Docusaurus's default: highlight-next-line only", async () => {
    const out = await renderMarkdown({
      file: file('code.md', body),
      body,
      resolver,
      components,
      onBrokenMarkdownLinks: 'throw',
      onBrokenImages: 'throw',
    });
    expect(out.html.match(/<span class="line[^"]*">/g)).toEqual([
      '<span class="line">',
      '<span class="line highlighted">',
      '<span class="line">',
      '<span class="line">',
    ]);
    expect(out.html).toContain('error-next-line');
  });
});
