// A post's authors in each form Docusaurus reads: authors.yml keys, inline objects, the legacy
// single-author keys, side by side across posts, with located problems.
import { describe, expect, it } from 'vitest';
import { planBlog, parseAuthors, type BlogPostInput } from '../../generator/routes/blog.ts';
import { readTagsFile } from '../../generator/routes/tags.ts';
import { splitFrontMatter } from '../../generator/content/front-matter.ts';
import { resolveConfig } from '../../generator/config/resolve.ts';
import type { Diagnostic } from '../../generator/types.ts';

const authorsYaml = {
  relPath: 'content/blog/authors.yml',
  text: 'ada:\n  name: Ada Quill\n  title: Keeps the readers running\n  url: https://example.com/ada\n  page: true\n',
};

/** A post written as a file: its front matter is read by the real splitter, so lines are real. */
function post(name: string, frontMatter: string): BlogPostInput {
  const relPath = `content/blog/${name}`;
  const text = `---\ntitle: ${name}\n${frontMatter}\n---\n\nA short post.\n`;
  const split = splitFrontMatter(text, relPath);
  expect(split.diagnostics).toEqual([]);
  return {
    file: { absPath: `/site/${relPath}`, relPath, contentPath: name, kind: 'blog', text },
    frontMatter: split.frontMatter,
  };
}

function plan(inputs: BlogPostInput[], blog: Record<string, unknown> = {}) {
  const config = resolveConfig({ title: 'T', url: 'https://example.com', blog }, { root: '/site', configFile: null });
  if (!config.blog) throw new Error('blog is off');
  const diagnostics: Diagnostic[] = [];
  const result = planBlog(
    inputs,
    config.blog,
    {
      authors: parseAuthors(authorsYaml, diagnostics),
      tagsFile: readTagsFile(undefined, config.blog.onInlineTags, 'blog-tags', diagnostics),
    },
    { includeDrafts: false, trailingSlash: true },
  );
  const byFile = (file: string) => result.posts.find((p) => p.file.relPath.endsWith(file))!.summary.authors;
  return { ...result, byFile, diagnostics: [...diagnostics, ...result.diagnostics] };
}

describe('blog post authors', () => {
  it('reads an inline author object and warns, at its line, that it is not in authors.yml', () => {
    const p = plan([
      post(
        '2025-03-01-inline.md',
        'authors:\n  - name: Bo Lindqvist\n    title: Solders the readers\n    url: https://example.com/bo',
      ),
    ]);
    expect(p.byFile('inline.md')).toEqual([
      {
        key: '',
        name: 'Bo Lindqvist',
        title: 'Solders the readers',
        url: 'https://example.com/bo',
        imageUrl: undefined,
        page: false,
        socials: {},
      },
    ]);
    expect(p.diagnostics).toEqual([
      expect.objectContaining({
        code: 'blog-inline-author',
        severity: 'warning',
        file: 'content/blog/2025-03-01-inline.md',
        line: 4,
        column: 11,
        sourceLine: '  - name: Bo Lindqvist',
      }),
    ]);
  });

  it('takes keys and inline objects side by side in one list, in the order written', () => {
    const p = plan([post('2025-03-02-mixed.md', 'authors: [ada, { name: Cy Moreau, image_url: /img/cy.svg }]')]);
    expect(p.byFile('mixed.md').map((a) => [a.key, a.name, a.page, a.imageUrl])).toEqual([
      ['ada', 'Ada Quill', true, undefined],
      ['', 'Cy Moreau', false, '/img/cy.svg'],
    ]);
  });

  it("lets an inline object with a key override that author's fields for one post", () => {
    const p = plan([post('2025-03-03-override.md', 'authors:\n  - key: ada\n    title: Guest editor this month')]);
    expect(p.byFile('override.md')).toEqual([
      expect.objectContaining({
        key: 'ada',
        name: 'Ada Quill',
        title: 'Guest editor this month',
        url: 'https://example.com/ada',
        page: true,
      }),
    ]);
    expect(p.diagnostics).toEqual([]);
  });

  it('reads the legacy single-author keys, snake case and camel case', () => {
    const p = plan(
      [
        post(
          '2025-03-04-snake.md',
          'author: Dee Okafor\nauthor_title: Writes the guides\nauthor_url: https://example.com/dee\nauthor_image_url: https://example.com/dee.png',
        ),
        post(
          '2025-03-05-camel.md',
          'author: Eli Novak\nauthorTitle: Tests every build\nauthorURL: https://example.com/eli\nauthorImageURL: https://example.com/eli.png',
        ),
      ],
      { onInlineAuthors: 'ignore' },
    );
    expect(p.byFile('snake.md')).toEqual([
      {
        key: '',
        name: 'Dee Okafor',
        title: 'Writes the guides',
        url: 'https://example.com/dee',
        imageUrl: 'https://example.com/dee.png',
        page: false,
        socials: {},
      },
    ]);
    expect(p.byFile('camel.md')).toEqual([
      {
        key: '',
        name: 'Eli Novak',
        title: 'Tests every build',
        url: 'https://example.com/eli',
        imageUrl: 'https://example.com/eli.png',
        page: false,
        socials: {},
      },
    ]);
    expect(p.diagnostics).toEqual([]);
  });

  it('lists only authors.yml authors on the authors page, whatever the posts write inline', () => {
    const p = plan(
      [
        post('2025-03-06-a.md', 'authors: [ada]'),
        post('2025-03-07-b.md', 'authors:\n  - name: Bo Lindqvist'),
        post('2025-03-08-c.md', 'author: Dee Okafor'),
      ],
      { onInlineAuthors: 'ignore' },
    );
    expect(p.diagnostics).toEqual([]);
    expect(p.authors.map((a) => [a.author.key, a.count])).toEqual([['ada', 1]]);
    expect(p.lists.filter((l) => l.kind === 'blog-author').map((l) => l.url)).toEqual(['/blog/authors/ada/']);
  });

  it('follows onInlineAuthors: throw makes the inline author an error, ignore says nothing', () => {
    const write = () => [post('2025-03-09-inline.md', 'author: Dee Okafor')];
    expect(plan(write(), { onInlineAuthors: 'throw' }).diagnostics).toEqual([
      expect.objectContaining({ code: 'blog-inline-author', severity: 'error', line: 3, column: 9 }),
    ]);
    expect(plan(write(), { onInlineAuthors: 'ignore' }).diagnostics).toEqual([]);
  });

  it('refuses the legacy keys beside `authors`, at the legacy key', () => {
    const p = plan([post('2025-03-10-both.md', 'authors: [ada]\nauthor_title: Editor')]);
    expect(p.diagnostics).toEqual([
      expect.objectContaining({
        code: 'blog-author-forms',
        severity: 'error',
        line: 4,
        column: 1,
        sourceLine: 'author_title: Editor',
      }),
    ]);
  });

  it('reports an unknown key, bare or inside an object, and an object that names nobody, each at its line', () => {
    const p = plan([post('2025-03-11-bad.md', 'authors:\n  - adaa\n  - key: bob\n  - title: Nobody in particular')]);
    expect(p.diagnostics.map((d) => [d.code, d.severity, d.line, d.message])).toEqual([
      ['blog-unknown-author', 'error', 4, 'Unknown author "adaa".'],
      ['blog-unknown-author', 'error', 5, 'Unknown author "bob".'],
      ['blog-author-shape', 'error', 3, 'An inline author has neither a `name`, a `key` nor an `image_url`.'],
    ]);
  });
});
