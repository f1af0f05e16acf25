// The site's own remark and rehype plugins (tests/fixtures/markdown-plugins: a local ESM remark plugin
// with options, a CommonJS one run before zapsite's rules, a local rehype plugin, an inline rehype
// function in the config) run on docs, blog posts and pages, `.md` and `.mdx` alike, through the
// real CLI; the fast paths, build workers and the CommonMark path give the same bytes; a plugin
// that throws, or cannot be loaded, is a located error naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { copyFixture, type TempSite } from './temp-site.ts';
import { zapsite } from '../helpers/cli.ts';
import { linkPackages } from '../helpers/npm-packages.ts';

const sites: TempSite[] = [];
afterAll(() => Promise.all(sites.map((s) => s.remove())));

/** A fresh copy of the fixture, its config edited by `edit`. */
async function site(edit: (config: string) => string = (c) => c): Promise<TempSite> {
  const s = await copyFixture('markdown-plugins');
  sites.push(s);
  const file = join(s.root, 'zapsite.config.ts');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return s;
}

/** Every HTML file of an output folder with its text. */
function pages(dir: string): Map<string, string> {
  return new Map(
    fg
      .sync('**/*.html', { cwd: dir })
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );
}

async function built(s: TempSite, env: Record<string, string> = {}): Promise<Map<string, string>> {
  const out = join(s.dir, 'out');
  const run = await zapsite(['build', '--root', s.root, '--out', out], env);
  expect(run.stderr + run.stdout).not.toMatch(/warning|error/);
  expect(run.code).toBe(0);
  return pages(out);
}

const main = (html: string) => /<div class="markdown">([\s\S]*?)<\/div><footer/.exec(html)?.[1] ?? '';
const withFastPath = (on: boolean) => (c: string) =>
  c.replace('trailingSlash: true,', `trailingSlash: true,\n  markdown: { fastPath: ${on} },`);

let fast: Map<string, string>;
beforeAll(async () => {
  fast = await built(await site(withFastPath(true)));
});

describe('site plugins', () => {
  it('run on a .md doc: the options given, before and after the defaults, the rehype plugin', () => {
    const doc = main(fast.get('docs/intro/index.html')!);
    // remarkPlugins [[shout, { token: 'TAPTO' }]]: the token replaced, the :::shout directive (left for it) uppercased.
    expect(doc).toContain('<p>Cards for TAPTO readers. See <a href="/docs/intro/">the old page</a>.</p>');
    // A link the plugin turns into a URL reaches it as written, and is checked as it leaves it.
    expect(doc).toContain('<p>Sold in <a href="https://lamps.example.org/catalogue" target="_blank"');
    expect(doc).toContain('<blockquote class="shout">\n<p>TAP THE CARD HERE</p>\n</blockquote>');
    // A directive the plugin kept and gave an element (data.hName) is that element, not reported.
    expect(doc).toContain('<aside class="note-card"><p>Keep the card flat.</p></aside>');
    // Markdown the plugin read with the processor's own parse, with no file of zapsite's.
    expect(doc).toContain('<p>Hold it <strong>still</strong>.</p>');
    // rehypePlugins with options: the table's class.
    expect(doc).toContain('<table class="bench-table">');
    // The front matter the plugin read from file.data, as Docusaurus hands it over.
    expect(doc).toContain('<p>This page is Intro.</p>');
    // zapsite's own rules still ran: the code block is highlighted.
    expect(doc).toContain('class="code-block language-js"');
    // A block the plugin filled is drawn as it left it.
    expect(doc).toContain('<code><span class="line"><span>insert TAPTO card</span></span></code>');
  });

  it('run on a .mdx doc the same way', () => {
    const doc = main(fast.get('docs/setup/index.html')!);
    expect(doc).toContain(
      '<p>Setup for TAPTO on <code>USB</code>. Back to <a href="/docs/intro/">the old page</a>.</p>',
    );
    expect(doc).toContain('<blockquote class="shout">\n<p>PLUG THE READER IN</p>\n</blockquote>');
    expect(doc).toContain('<aside class="note-card"><p>Keep the cable short.</p></aside>');
    expect(doc).toContain('<p>Wait for the <em>light</em>.</p>');
    expect(doc).toContain('<code><span class="line"><span>insert TAPTO card</span></span></code>');
    expect(doc).toContain('<table class="bench-table">');
    expect(doc).toContain('<p>This page is Setup.</p>');
  });

  it("run each kind's own lists: blog posts (.md and .mdx, an inline function) and pages (a module path)", () => {
    for (const [path, shouted] of [
      ['blog/2026/01/02/first/index.html', 'MORE TO COME'],
      ['blog/2026/01/03/second/index.html', 'AND MORE'],
    ] as const) {
      const post = fast.get(path)!;
      expect(post).toContain(
        `<blockquote class="shout">\n<p>${shouted}</p>\n</blockquote><p class="stamped">stamped</p>`,
      );
      // The blog's shout has no options: its default token; the docs' table class is not the blog's.
      expect(post).toMatch(/for TOKEN\.<\/p>/);
    }
    expect(main(fast.get('index.html')!.replace('</article>', '<footer'))).toContain('<p>Home of TOKEN.</p>');
  });

  it('give the same bytes with markdown.fastPath off, with a build worker, and the same HTML by the CommonMark path', async () => {
    const [plain, worker] = await Promise.all([
      built(await site(withFastPath(false))),
      built(await site(withFastPath(true)), { ZAPSITE_WORKERS: '1' }),
    ]);
    expect([...plain.keys()]).toEqual([...fast.keys()]);
    for (const [path, html] of fast) {
      expect(plain.get(path), path).toBe(html);
      expect(worker.get(path), path).toBe(html);
    }
    // `.md` read as CommonMark (format 'detect'): micromark and the same plugin list (CommonMark
    // keeps the line breaks between table rows that MDX drops).
    const md = main(
      (
        await built(
          await site((c) =>
            c.replace('trailingSlash: true,', "trailingSlash: true,\n  markdown: { format: 'detect' },"),
          ),
        )
      ).get('docs/intro/index.html')!,
    );
    expect(md).toContain('<p>Cards for TAPTO readers. See <a href="/docs/intro/">the old page</a>.</p>');
    expect(md).toContain('<blockquote class="shout">\n<p>TAP THE CARD HERE</p>\n</blockquote>');
    expect(md).toContain('<table class="bench-table">');
  });

  it('from npm run too: remark-math with rehype-katex, and npm2yarn tabs, from .md and .mdx, fast path on and off', async () => {
    // Not zapsite's dependencies: taken from the npm registry at test time (tests/helpers/npm-packages.ts).
    const specs = ['remark-math@6', 'rehype-katex@7', '@docusaurus/remark-plugin-npm2yarn@3.10.x'];
    const withNpm = (fastPath: boolean) => (c: string) =>
      withFastPath(fastPath)(c)
        .replace(
          "remarkPlugins: [[shout, { token: 'TAPTO' }]],",
          "remarkPlugins: [[shout, { token: 'TAPTO' }], 'remark-math', ['@docusaurus/remark-plugin-npm2yarn', { sync: true }]],",
        )
        .replace(
          "'./src/rehype/table-class.mjs', { className: 'bench-table' }]],",
          "'./src/rehype/table-class.mjs', { className: 'bench-table' }], 'rehype-katex'],",
        );
    const text = [
      '---',
      'title: Maths',
      '---',
      '',
      'Inline $E = mc^2$ here.',
      '',
      '$$',
      'a^2 + b^2 = c^2',
      '$$',
      '',
      '```bash npm2yarn',
      'npm install zapsite',
      '```',
      '',
    ].join('\n');
    const outputs = [];
    for (const fastPath of [true, false]) {
      const s = await site(withNpm(fastPath));
      linkPackages(s.root, specs);
      writeFileSync(join(s.root, 'content/docs/maths.md'), text);
      writeFileSync(join(s.root, 'content/docs/maths-mdx.mdx'), text.replace('title: Maths', 'title: Maths MDX'));
      outputs.push(await built(s));
    }
    const [on, off] = outputs as [Map<string, string>, Map<string, string>];
    for (const path of ['docs/maths/index.html', 'docs/maths-mdx/index.html']) {
      const doc = main(on.get(path)!);
      expect(doc).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
      expect(doc).toContain('<span class="katex-display"><span class="katex">');
      expect(doc).not.toContain('$E');
      // npm2yarn's @theme/Tabs: one tab per package manager, each a highlighted code block.
      const props = JSON.parse(
        /<script type="application\/json" data-island-props="Tabs">(.*?)<\/script>/.exec(doc)![1]!,
      ) as { groupId: string; items: { label: string; html: string }[] };
      expect(props.groupId).toBe('npm2yarn');
      expect(props.items.map((i) => i.label)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      expect(props.items[1]!.html.replace(/<[^>]+>/g, '')).toBe('yarn add zapsite');
      expect(doc).not.toContain('npm2yarn</code>');
      expect(off.get(path), path).toBe(on.get(path));
    }
    // The local plugins still ran beside them.
    expect(main(on.get('docs/intro/index.html')!)).toContain('TAPTO');
  }, 300_000);

  it('leave a link they do not change to be resolved and checked after them: a broken one is an error at its line', async () => {
    const s = await site();
    const doc = join(s.root, 'content/docs/intro.md');
    writeFileSync(
      doc,
      readFileSync(doc, 'utf8').replace('Sold in [the catalogue]', 'Sold in [the shop](../shop/) and [the catalogue]'),
    );
    const run = await zapsite(['build', '--root', s.root, '--out', join(s.dir, 'out')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error[broken-link]');
    expect(run.stderr).toContain('"/docs/shop/"');
    expect(run.stderr).toContain('--> content/docs/intro.md:7:9');
    expect(run.stderr).toContain('1 error, 0 warnings');
  });

  it('that fails at a place in a file is an error at that line, naming the plugin', async () => {
    const s = await site();
    const doc = join(s.root, 'content/docs/intro.md');
    writeFileSync(doc, readFileSync(doc, 'utf8').replace('Cards for %%TOKEN%%', 'Cards for %%TOKEN%%%%HERE%%'));
    const run = await zapsite(['build', '--root', s.root, '--out', join(s.dir, 'out')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error[markdown-plugin]: The Markdown plugin docs.remarkPlugins[0] (shout) failed on this file: the token cannot be followed by HERE',
    );
    expect(run.stderr).toContain('--> content/docs/intro.md:5:1');
    expect(run.stderr).toContain('5 | Cards for %%TOKEN%%%%HERE%% readers.');
  });

  it('that throws on files, at no place in them, is one error naming the plugin and listing the files', async () => {
    const s = await site();
    for (const [rel, text] of [
      ['content/docs/intro.md', 'Cards for %%TOKEN%%'],
      ['content/docs/setup.mdx', 'Setup for %%TOKEN%%'],
    ] as const) {
      const doc = join(s.root, rel);
      writeFileSync(doc, readFileSync(doc, 'utf8').replace(text, `${text}%%FAIL%%`));
    }
    const run = await zapsite(['build', '--root', s.root, '--out', join(s.dir, 'out')]);
    expect(run.code).toBe(1);
    const message =
      'error[markdown-plugin]: The Markdown plugin docs.remarkPlugins[0] (shout) failed: the token cannot be followed by FAIL';
    expect(run.stderr.split(message).length - 1).toBe(1);
    expect(run.stderr).toMatch(
      /= affects 2 pages: content\/docs\/(intro\.md, content\/docs\/setup\.mdx|setup\.mdx, content\/docs\/intro\.md)\n/,
    );
    expect(run.stderr).toContain('1 error, 0 warnings');
  });

  it('that cannot be loaded is an error naming the list, the entry and the cause', async () => {
    const s = await site((c) =>
      c.replace(
        "pages: { remarkPlugins: ['./src/remark/shout.mjs'] }",
        "pages: { remarkPlugins: ['./src/remark/missing.mjs'] }",
      ),
    );
    const run = await zapsite(['build', '--root', s.root, '--out', join(s.dir, 'out')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'error[markdown-plugin]: The Markdown plugin pages.remarkPlugins[0] ("./src/remark/missing.mjs") could not be loaded: Cannot find module',
    );
    expect(run.stderr).toContain('--> zapsite.config.ts');
  });
});
