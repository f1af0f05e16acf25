import { beforeAll, describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root, RootContent } from 'hast';
import { preprocessAdmonitionTitles } from '../../../generator/content/admonitions.ts';
import {
  renderMarkdown,
  type ContentComponents,
  type LinkResolver,
  type RenderedContent,
} from '../../../generator/content/markdown.ts';
import { renderMdxPages } from '../../../generator/content/mdx-pages.ts';
import { pageKey } from '../../../generator/routes/permalinks.ts';
import { loadTheme, type ThemeModule } from '../../../generator/render/theme.ts';

const DOCS = '/site/content/docs';

let components: ContentComponents;
let theme: ThemeModule;
beforeAll(async () => {
  ({ theme } = await loadTheme());
  components = theme.createContentComponents({ latestPosts: [], baseUrl: '/' });
});

const files: Record<string, string> = {
  [`${DOCS}/guide/other.md`]: '/docs/guide/other/',
  [`${DOCS}/intro.md`]: '/docs/',
  [`${DOCS}/readers/index.mdx`]: '/docs/readers/',
};
const assets: Record<string, { url: string; width?: number; height?: number }> = {
  [`${DOCS}/guide/pic.png`]: { url: '/assets/images/pic-1234abcd.png', width: 20, height: 10 },
};
const statics: Record<string, { width?: number; height?: number }> = {
  '/img/logo.svg': { width: 32, height: 16 },
  '/files/manual.pdf': {},
};

// Every page of the site by its key: a link to one, in any spelling, is written in the page's form.
const pages = new Map(
  [...Object.values(files), '/docs/guide/setup/', '/docs/intro/', '/404.html'].map((url) => [pageKey(url), url]),
);

const resolver: LinkResolver = {
  pageUrl: '/docs/guide/setup/',
  baseUrl: '/',
  trailingSlash: true,
  contentDirs: { doc: DOCS },
  siteDir: '/site',
  urlForFile: (abs) => files[abs],
  pageForKey: (key) => pages.get(key),
  asset: (abs) => assets[abs],
  staticFile: (p) => statics[p],
};

interface Opts {
  mdx?: boolean;
  brokenMarkdownLinks?: 'throw' | 'warn' | 'ignore';
  brokenImages?: 'throw' | 'warn' | 'ignore';
}

async function render(text: string, opts: Opts = {}): Promise<RenderedContent> {
  const name = opts.mdx ? 'setup.mdx' : 'setup.md';
  const file = {
    absPath: `${DOCS}/guide/${name}`,
    relPath: `content/docs/guide/${name}`,
    contentPath: `guide/${name}`,
    kind: 'doc' as const,
    text,
  };
  const onBroken = {
    onBrokenMarkdownLinks: opts.brokenMarkdownLinks ?? 'throw',
    onBrokenImages: opts.brokenImages ?? 'throw',
  } as const;
  if (opts.mdx) {
    // The real MDX path: compiled, bundled with esbuild, rendered with React.
    const out = await renderMdxPages([{ file, body: text, url: resolver.pageUrl }], {
      links: { resolverFor: () => resolver, ...onBroken },
      components,
      theme,
      config: { root: '/site', baseUrl: '/', markdown: { interactive: {} } },
    });
    return out.byPath.get(file.absPath)!;
  }
  return renderMarkdown({
    file,
    body: text,
    resolver,
    components,
    onBrokenMarkdownLinks: opts.brokenMarkdownLinks ?? 'throw',
    onBrokenImages: opts.brokenImages ?? 'throw',
  });
}

async function html(text: string, opts: Opts = {}): Promise<string> {
  const r = await render(text, opts);
  expect(r.diagnostics).toEqual([]);
  return r.html;
}

describe('GitHub-flavoured Markdown', () => {
  it('renders tables inside a scrolling wrapper', async () => {
    const out = await html('| Reader | USB |\n| --- | :-: |\n| PN532 | yes |\n');
    expect(out).toMatch(
      /<div class="table-wrap"><table>\s*<thead>\s*<tr>\s*<th>Reader<\/th>\s*<th align="center">USB<\/th>/,
    );
    expect(out).toMatch(/<td>PN532<\/td>\s*<td align="center">yes<\/td>/);
  });

  it("leaves tables bare in the classic theme, as Docusaurus does: Infima's table scrolls itself", async () => {
    const { theme: classic } = await loadTheme('classic');
    const r = await renderMarkdown({
      file: { absPath: `${DOCS}/t.md`, relPath: 'content/docs/t.md', contentPath: 't.md', kind: 'doc', text: '' },
      body: 'Readers:\n\n| Reader | USB |\n| --- | --- |\n| PN532 | yes |\n',
      resolver,
      components: classic.createContentComponents({ latestPosts: [], baseUrl: '/' }),
      onBrokenMarkdownLinks: 'throw',
      onBrokenImages: 'throw',
    });
    // The table is the content's last child, so Infima's `.markdown > :last-child` margin rule reaches it.
    expect(r.html).toMatch(/<p>Readers:<\/p>\s*<table>[\s\S]*<\/table>$/);
  });

  it('renders task lists as disabled checkboxes', async () => {
    const out = await html('- [x] done\n- [ ] open\n');
    expect(out).toContain('<li class="task-list-item"><input type="checkbox" checked disabled> done</li>');
    expect(out).toContain('<li class="task-list-item"><input type="checkbox" disabled> open</li>');
  });

  it('renders strikethrough', async () => {
    expect(await html('This is ~~gone~~ now.')).toContain('<p>This is <del>gone</del> now.</p>');
  });

  it('renders footnotes with a back reference', async () => {
    const out = await html('A claim.[^src]\n\n[^src]: The source.\n');
    expect(out).toMatch(
      /<sup><a href="#user-content-fn-src" id="user-content-fnref-src" data-footnote-ref[^>]*>1<\/a><\/sup>/,
    );
    expect(out).toMatch(/<section data-footnotes class="footnotes">/);
    expect(out).toMatch(
      /<li id="user-content-fn-src">\s*<p>The source\. <a href="#user-content-fnref-src" data-footnote-backref/,
    );
  });

  it('turns bare URLs into external links', async () => {
    const out = await html('See https://zaparoo.org and www.example.com.');
    expect(out).toContain(
      '<a href="https://zaparoo.org" target="_blank" rel="noopener noreferrer" aria-describedby="zs-new-tab">https://zaparoo.org</a>',
    );
    expect(out).toContain(
      '<a href="http://www.example.com" target="_blank" rel="noopener noreferrer" aria-describedby="zs-new-tab">www.example.com</a>',
    );
  });
});

describe('admonitions', () => {
  it('renders an admonition without a title with its default title', async () => {
    const out = await html(':::note\nRemember **this**.\n:::\n');
    expect(out).toContain('<div class="admonition admonition--note">');
    expect(out).toMatch(/<p class="admonition__heading">.*<span>Note<\/span><\/p>/);
    expect(out).toContain('<div class="admonition__content"><p>Remember <strong>this</strong>.</p></div>');
  });

  it('takes the Docusaurus `:::tip Title` form as the title', async () => {
    const out = await html(':::tip Before you start\nCharge it.\n:::\n');
    expect(out).toContain('admonition--tip');
    expect(out).toMatch(/<span>Before you start<\/span>/);
    expect(out).not.toContain('<span>Tip</span>');
  });

  it('takes the `:::warning[Title]` form as the title', async () => {
    const out = await html(':::warning[Hot [surface]]\nCareful.\n:::\n');
    expect(out).toContain('admonition--warning');
    expect(out).toContain('<span>Hot [surface]</span>');
  });

  it('draws Markdown in a title as written, in Markdown and in MDX alike, its links resolved', async () => {
    const body = ':::tip[Run `zapsite build` **first**, see [setup](./other.md)]\nCharge it.\n:::\n';
    for (const mdx of [false, true]) {
      const out = await html(body, { mdx });
      expect(out).toContain(
        '<span>Run <code>zapsite build</code> <strong>first</strong>, see <a href="/docs/guide/other/">setup</a></span>',
      );
      // The title is not part of the content.
      expect(out).toMatch(/<div class="admonition__content"><p>Charge it.<\/p><\/div>/);
    }
  });

  it('nests admonitions by colon count, in Markdown and in MDX alike', async () => {
    const body = '::::note[Outer words]\nBefore.\n\n:::danger Inner words\nInside.\n:::\n\nAfter.\n::::\n';
    for (const mdx of [false, true]) {
      const out = await html(body, { mdx });
      const outer = out.indexOf('admonition--note');
      const inner = out.indexOf('admonition--danger');
      expect(outer, `mdx: ${mdx}`).toBeGreaterThanOrEqual(0);
      expect(inner).toBeGreaterThan(outer);
      // The inner box holds "Inside." only; "After." stays in the outer one.
      const tree = fromHtml(out, { fragment: true });
      const textOf = (n: Root | RootContent): string =>
        n.type === 'text' ? n.value : 'children' in n ? n.children.map(textOf).join('') : '';
      const find = (n: Root | RootContent, cls: string): Element | undefined => {
        if (n.type === 'element' && String(n.properties.className ?? '').includes(cls)) return n;
        return 'children' in n ? n.children.map((c) => find(c, cls)).find(Boolean) : undefined;
      };
      const text = (cls: string) => textOf(find(tree, cls)!);
      expect(text('admonition--danger')).toContain('Inside.');
      expect(text('admonition--danger')).not.toContain('After.');
      expect(text('admonition--note')).toContain('After.');
      expect(out).toContain('<span>Outer words</span>');
      expect(out).toContain('<span>Inner words</span>');
      expect(out).not.toContain(':::');
    }
  });

  it('renders every admonition type', async () => {
    for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success']) {
      expect(await html(`:::${type}\nx\n:::\n`)).toContain(`admonition--${type}`);
    }
  });

  it('keeps the content of an unknown container and warns with its position', async () => {
    const r = await render('Text.\n\n:::spoiler\nHidden text.\n:::\n');
    expect(r.html).toContain('<p>Hidden text.</p>');
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: 'unknown-directive',
        severity: 'warning',
        message: 'Unknown admonition keyword ":::spoiler"; its content is shown as plain text.',
        line: 3,
        column: 1,
      }),
    ]);
  });

  it('does not rewrite `:::tip Title` inside a code fence', () => {
    const body = '```md\n:::tip Inside\n```\n:::tip Outside\nx\n:::';
    expect(preprocessAdmonitionTitles(body)).toBe('```md\n:::tip Inside\n```\n:::tip[Outside]\nx\n:::');
  });

  it('rewrites `:::danger Title` inside a blockquote, as Docusaurus does (its quote marks kept)', () => {
    expect(preprocessAdmonitionTitles('> :::danger Risky\n> Text inside.')).toBe('> :::danger[Risky]\n> Text inside.');
    expect(preprocessAdmonitionTitles('> > :::tip Nested\n')).toBe('> > :::tip[Nested]\n');
  });
});

describe('text that looks like a directive', () => {
  it('keeps ZapScript such as **launch.random:snes** as written', async () => {
    const out = await html('Use **launch.random:snes** or **launch.random:snes,nes** to pick a game.');
    expect(out).toContain('<strong>launch.random:snes</strong>');
    expect(out).toContain('<strong>launch.random:snes,nes</strong>');
  });

  it('keeps an unclosed **launch.random:snes and a colon word with a label', async () => {
    expect(await html('Type **launch.random:snes then tap.')).toContain('<p>Type **launch.random:snes then tap.</p>');
    expect(await html('Write system:snes[label] here.')).toContain('<p>Write system:snes[label] here.</p>');
  });

  it('keeps a line that starts with :: as a paragraph of its own', async () => {
    expect(await html('::launch\n\nNext.\n')).toMatch(/^<p>::launch<\/p>\s*<p>Next\.<\/p>$/);
  });
});

describe('HTML comments and excerpts', () => {
  it('drops HTML comments', async () => {
    const out = await html('Before.\n\n<!-- an editor note -->\n\nAfter.\n');
    expect(out).not.toContain('editor note');
    expect(out).not.toContain('<!--');
    expect(out).toContain('<p>Before.</p>');
    expect(out).toContain('<p>After.</p>');
  });

  it('cuts the excerpt at <!-- truncate --> and keeps the whole text in the page', async () => {
    const r = await render('Opening words.\n\n<!-- truncate -->\n\nThe rest.\n');
    expect(r.truncated).toBe(true);
    expect(r.excerptHtml).toContain('Opening words.');
    expect(r.excerptHtml).not.toContain('The rest.');
    expect(r.html).toContain('Opening words.');
    expect(r.html).toContain('The rest.');
    expect(r.html).not.toContain('truncate');
  });

  it('cuts the excerpt at {/* truncate */} in MDX and drops other MDX comments', async () => {
    const r = await render('Opening words.\n\n{/* truncate */}\n\nThe rest. {/* hidden note */}\n', { mdx: true });
    expect(r.diagnostics).toEqual([]);
    expect(r.truncated).toBe(true);
    expect(r.excerptHtml).toContain('Opening words.');
    expect(r.excerptHtml).not.toContain('The rest.');
    expect(r.html).toContain('The rest.');
    expect(r.html).not.toContain('hidden note');
  });

  it('reports no excerpt without a marker', async () => {
    const r = await render('Only words.\n');
    expect(r.truncated).toBe(false);
    expect(r.excerptHtml).toBeUndefined();
  });
});

describe('code blocks', () => {
  it('shows the title and marks highlighted lines', async () => {
    const out = await html('```toml title="config.toml" {1,3-4}\na = 1\nb = 2\nc = 3\nd = 4\ne = 5\n```\n');
    expect(out).toContain('<div class="code-block language-toml"><div class="code-block__title">config.toml</div>');
    const lines = [...out.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
    expect(lines).toEqual([true, false, true, true, false]);
  });

  it('highlights a known language once, with token colours as CSS variables for both modes', async () => {
    const out = await html('```js\nconst x = 1;\n```\n');
    expect(out).toContain('<pre class="zs-code" tabindex="0"><code>');
    // The stylesheet defines --zs-code-token-* for light and for dark.
    expect(out).toMatch(/style="color:var\(--zs-code-token-keyword\)">const<\/span>/);
  });

  it('falls back to plain text for an unknown language without an error', async () => {
    const out = await html('```zapscript-unknown\n**launch.random:snes & <b>\n```\n');
    expect(out).toContain('code-block language-zapscript-unknown');
    // Shown as text, HTML-escaped, not as markup.
    expect(out).toContain('<span class="line"><span>**launch.random:snes &#x26; &#x3C;b></span></span>');
    expect(out).not.toContain('<b>');
  });

  it('treats a block without a language as text', async () => {
    const out = await html('```\nplain\n```\n');
    expect(out).toContain('code-block language-text');
    expect(out).toContain('plain');
  });
});

describe('headings', () => {
  it('gives headings GitHub slugs, deduplicated, with a "Direct link to" anchor', async () => {
    const r = await render('## Hello World\n\n## Hello World\n\n### Über & Co.\n');
    expect(r.headings.map((h) => [h.depth, h.text, h.id])).toEqual([
      [2, 'Hello World', 'hello-world'],
      [2, 'Hello World', 'hello-world-1'],
      [3, 'Über & Co.', 'über--co'],
    ]);
    expect(r.html).toContain(
      '<h2 id="hello-world" class="anchor">Hello World<a href="#hello-world" class="hash-link" aria-label="Direct link to Hello World" title="Direct link to Hello World">&#8203;</a></h2>',
    );
    expect(r.html).toContain('<h2 id="hello-world-1" class="anchor">');
    expect(r.headings[1]!.position).toEqual({ line: 3, column: 1 });
  });

  it('uses a {#custom-id} and removes it from the text', async () => {
    const r = await render('## Set up the reader {#setup}\n\n## Setup\n');
    expect(r.headings.map((h) => [h.text, h.id])).toEqual([
      ['Set up the reader', 'setup'],
      // The custom id is taken, so the slug of a later heading does not collide with it.
      ['Setup', 'setup-1'],
    ]);
    expect(r.html).toContain('<h2 id="setup" class="anchor">Set up the reader<a href="#setup"');
    expect(r.html).not.toContain('{#setup}');
  });

  it('takes an id with any characters Docusaurus reads, in .md and .mdx: colons, dots, trimmed', async () => {
    for (const mdx of [true, false]) {
      const r = await render('## Invalid secrets {#v0:schemas:invalid-secrets}\n\n### Keys {#keys.v2 }\n', { mdx });
      expect(r.headings.map((h) => [h.text, h.id])).toEqual([
        ['Invalid secrets', 'v0:schemas:invalid-secrets'],
        ['Keys', 'keys.v2'],
      ]);
      expect(r.html).toContain('<h2 id="v0:schemas:invalid-secrets" class="anchor">Invalid secrets<a');
      expect(r.html).not.toContain('{#');
    }
  });

  it('takes a leading # heading as the title and leaves it out of the body', async () => {
    const r = await render('# The Title\n\nBody text.\n\n## Section\n');
    expect(r.firstHeading).toBe('The Title');
    expect(r.html).not.toContain('The Title');
    expect(r.headings.map((h) => h.text)).toEqual(['Section']);
  });

  // Docusaurus's content title is the file's first heading when it is an h1 before any thematic
  // break, wherever it stands: after other content it is wrapped in <header> in place, with no id.
  it.each([false, true])('writes an h1 after other content as the title in place (mdx: %s)', async (mdx) => {
    const r = await render('&nbsp;\n\n# The Title\n\nBody text.\n\n## Section\n', { mdx });
    expect(r.firstHeading).toBeUndefined();
    expect(r.titleInPlace).toBe(true);
    expect(r.html).toMatch(/<p>\u00a0<\/p>\s*<header><h1>The Title<\/h1><\/header>/);
    expect(r.headings.map((h) => h.text)).toEqual(['Section']);
  });

  // Docusaurus's Heading gives no h1 an id or anchor, but its slugger counts every heading's text.
  it.each([false, true])(
    'writes an h1 after a thematic break or a first h2 as a plain h1, its slug still counted (mdx: %s)',
    async (mdx) => {
      for (const [text, next] of [
        ['Intro.\n\n---\n\n# Later\n\n## Later\n', 'later-1'],
        ['## First\n\n# Later\n\n## Later\n', 'later-1'],
        // A custom id is counted instead of the text, as on any heading.
        ['## First\n\n# Later {#kept}\n\n## Later\n', 'later'],
      ]) {
        const r = await render(text!, { mdx });
        expect(r.titleInPlace).toBeUndefined();
        expect(r.html).not.toContain('<header>');
        expect(r.html).toMatch(/<h1>Later<\/h1>/);
        expect(r.headings.map((h) => [h.depth, h.text, h.id])).toContainEqual([2, 'Later', next]);
        expect(r.headings.some((h) => h.depth === 1)).toBe(false);
      }
    },
  );

  it('splits the text into sections at headings for search', async () => {
    const r = await render('Intro text.\n\n## First\n\nOne.\n\n## Second\n\nTwo.\n');
    expect(r.sections.map((s) => [s.heading?.id, s.text])).toEqual([
      [undefined, 'Intro text.'],
      ['first', 'One.'],
      ['second', 'Two.'],
    ]);
  });
});

describe('links', () => {
  it('opens external links in a new tab with a hidden note', async () => {
    const out = await html('[Zaparoo](https://zaparoo.org/docs/)');
    expect(out).toContain(
      '<a href="https://zaparoo.org/docs/" target="_blank" rel="noopener noreferrer" aria-describedby="zs-new-tab">Zaparoo</a>',
    );
  });

  it('leaves internal links in the same tab', async () => {
    const out = await html('[Intro](/docs/)');
    expect(out).toContain('<a href="/docs/">Intro</a>');
  });

  it('resolves relative .md and .mdx links to page URLs, keeping the anchor and query', async () => {
    const r = await render('[a](./other.md#usage) [b](../intro.md) [c](../readers/index.mdx?tab=1)\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.html).toContain('<a href="/docs/guide/other/#usage">a</a>');
    expect(r.html).toContain('<a href="/docs/">b</a>');
    expect(r.html).toContain('<a href="/docs/readers/?tab=1">c</a>');
    expect(r.links.map((l) => [l.raw, l.markdownPath])).toEqual([
      ['/docs/guide/other/#usage', true],
      ['/docs/', true],
      ['/docs/readers/?tab=1', true],
    ]);
  });

  it('resolves reference-style links too', async () => {
    expect(await html('See [the other page][o].\n\n[o]: ./other.md\n')).toContain(
      '<a href="/docs/guide/other/">the other page</a>',
    );
  });

  it('reports a .md link to a missing file with its position, as set by onBrokenMarkdownLinks', async () => {
    const text = 'Intro.\n\nRead [this](./missing.md) first.\n';
    const thrown = await render(text);
    expect(thrown.diagnostics).toEqual([
      {
        code: 'broken-markdown-link',
        severity: 'error',
        message: 'Markdown link "./missing.md" points to a file that does not exist or makes no page.',
        hint: 'Write the path relative to this file (e.g. ../readers/index.md), from the content folder or the site folder (e.g. /docs/readers/index.md), or link to the page URL.',
        file: 'content/docs/guide/setup.md',
        line: 3,
        column: 6,
        sourceLine: 'Read [this](./missing.md) first.',
      },
    ]);
    expect((await render(text, { brokenMarkdownLinks: 'warn' })).diagnostics.map((d) => d.severity)).toEqual([
      'warning',
    ]);
    expect((await render(text, { brokenMarkdownLinks: 'ignore' })).diagnostics).toEqual([]);
  });

  it('normalises .html and /index.html links to clean URLs', async () => {
    const r = await render('[a](/docs/intro.html) [b](/docs/index.html) [c](../other.html) [d](/404.html)\n');
    expect(r.html).toContain('<a href="/docs/intro/">a</a>');
    expect(r.html).toContain('<a href="/docs/">b</a>');
    expect(r.html).toContain('<a href="/docs/guide/other/">c</a>');
    expect(r.html).toContain('<a href="/404.html">d</a>');
  });

  it('resolves relative page links against the page URL and records every internal link for validation', async () => {
    const r = await render('[up](../) [same](#local) [q](/docs/?tab=core#top) [mail](mailto:a@b.org)\n');
    expect(r.html).toContain('<a href="/docs/guide/">up</a>');
    expect(r.html).toContain('<a href="#local">same</a>');
    expect(r.html).toContain('<a href="/docs/?tab=core#top">q</a>');
    expect(r.links.map((l) => l.raw)).toEqual(['/docs/guide/', '/docs/guide/setup/#local', '/docs/?tab=core#top']);
    expect(r.links[0]!.position).toEqual({ line: 1, column: 1 });
  });
});

describe('images', () => {
  it('gives static images their size and lazy loading', async () => {
    const out = await html('![Logo](/img/logo.svg)');
    expect(out).toContain(
      '<img src="/img/logo.svg" alt="Logo" width="32" height="16" loading="lazy" decoding="async">',
    );
  });

  it('points co-located images at their hashed asset URL', async () => {
    const out = await html('![Pic](./pic.png)');
    expect(out).toContain('<img src="/assets/images/pic-1234abcd.png" alt="Pic" width="20" height="10"');
  });

  it('reports a missing image with its position', async () => {
    const r = await render('Look:\n\n  ![Gone](/img/gone.png)\n');
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: 'broken-image',
        severity: 'error',
        message: 'Image "/img/gone.png" was not found.',
        line: 3,
        column: 3,
        sourceLine: '  ![Gone](/img/gone.png)',
      }),
    ]);
    expect((await render('![x](./gone.png)', { brokenImages: 'warn' })).diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        hint: 'Relative image paths are looked up next to this file; check the file name.',
      }),
    ]);
  });
});

describe('MDX', () => {
  it('renders theme components, exported values and expressions, and resolves literal links', async () => {
    const r = await render(
      'export const who = "one";\n\n<Card title="Readers" to="./other.md">\n\nPick **{who}**.\n\n</Card>\n',
      { mdx: true },
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.html).toMatch(
      /<a class="card card--link" href="\/docs\/guide\/other\/">.*<span class="card__title">Readers<\/span>.*<strong>one<\/strong>/s,
    );
    expect(r.html).not.toContain('export const');
    expect(r.components).toContain('Card');
    expect(r.links).toEqual([expect.objectContaining({ raw: '/docs/guide/other/', markdownPath: true })]);
  });

  it('renders lower-case JSX as HTML elements and evaluates expressions', async () => {
    const r = await render(
      '<div className="box">Count: {1 + 2} {"items"}, {["a", "b"].map((x) => x.toUpperCase()).join("")}</div>\n',
      { mdx: true },
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.html).toContain('<div class="box">Count: 3 items, AB</div>');
  });

  it('reports an unknown component with its position and the components that exist', async () => {
    const r = await render('Some text.\n\n  <Carousel items={[1, 2]} />\n', { mdx: true });
    expect(r.diagnostics).toHaveLength(1);
    const d = r.diagnostics[0]!;
    expect(d).toMatchObject({
      code: 'mdx-unknown-component',
      severity: 'error',
      message: 'Unknown component <Carousel>.',
      file: 'content/docs/guide/setup.mdx',
      line: 3,
      column: 3,
      sourceLine: '  <Carousel items={[1, 2]} />',
    });
    expect(d.hint).toMatch(
      /^Import it at the top of the file, add it to the site's components file, or use one of those available without an import \(.*\bCard\b.*\bTabs\b.*\)\.$/,
    );
  });

  it('reports an expression that throws while the page renders', async () => {
    const r = await render('# Title\n\nTotal: {items.length}\n', { mdx: true });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ code: 'mdx-render', severity: 'error', file: 'content/docs/guide/setup.mdx' }),
    ]);
    expect(r.diagnostics[0]!.message).toContain('items is not defined');
    expect(r.diagnostics[0]).toMatchObject({ line: 3, sourceLine: 'Total: {items.length}' });
  });

  it('reports an unclosed JSX tag as a syntax error with a position', async () => {
    const r = await render('# Title\n\n<Card title="x">\n\nBody\n', { mdx: true });
    expect(r.html).toBe('');
    expect(r.diagnostics).toHaveLength(1);
    // The parser only names the place inside its message ("(3:1-3:17)"); the diagnostic must still point at the tag.
    expect(r.diagnostics[0]).toMatchObject({
      code: 'mdx-syntax',
      severity: 'error',
      file: 'content/docs/guide/setup.mdx',
      line: 3,
      column: 1,
      sourceLine: '<Card title="x">',
    });
    expect(r.diagnostics[0]!.message).toMatch(/^Could not parse MDX: Expected a closing tag for `<Card>`/);
  });

  it('reports an unclosed attribute quote with the parser position', async () => {
    const r = await render('Text <Card title="x\n', { mdx: true });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: 'mdx-syntax',
        line: 1,
        column: 20,
        message: expect.stringMatching(/^Could not parse MDX: Unexpected end of file in attribute value/),
      }),
    ]);
  });

  it('does not treat JSX-like text in plain .md as a component', async () => {
    const r = await render('Use <Carousel> carefully.\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.components).toEqual([]);
  });
});
