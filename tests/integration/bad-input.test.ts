// Every kind of bad input fails the build with one clear diagnostic: the right code, the message,
// where it is (file, line, column) and the exit code (1 for content, 2 for configuration).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { formatDiagnostic } from '../../generator/diagnostics.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

/** The build must fail with exactly one error, which is returned. */
function onlyError(out: FixtureOutcome, exitCode: number) {
  expect(out.ok).toBe(false);
  expect(out.exitCode).toBe(exitCode);
  const errors = out.diagnostics.filter((d) => d.severity === 'error');
  expect(errors).toHaveLength(1);
  // Nothing may reach the output when the build fails.
  expect(out.writer.files.size).toBe(0);
  return errors[0]!;
}

const temps: TempSite[] = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((t) => t.remove()));
});
async function tempBasic(): Promise<TempSite> {
  const t = await copyFixture('basic');
  temps.push(t);
  return t;
}

describe('content errors (exit code 1)', () => {
  it('bad YAML front matter points at the bad line and column', async () => {
    const d = onlyError(await buildFixture('bad-front-matter'), 1);
    expect(d).toMatchObject({
      code: 'front-matter-yaml',
      message: 'Front matter is not valid YAML: Nested mappings are not allowed in compact mappings',
      file: 'content/docs/intro.md',
      line: 3,
      column: 14,
      sourceLine: 'description: Tap: then launch',
    });
  });

  it('an unclosed JSX tag in .mdx points at the tag', async () => {
    const d = onlyError(await buildFixture('mdx-unclosed'), 1);
    expect(d).toMatchObject({
      code: 'mdx-syntax',
      file: 'content/docs/intro.mdx',
      line: 8,
      column: 1,
      sourceLine: '<Card title="Readers">',
    });
    expect(d.message).toMatch(/^Could not parse MDX: Expected a closing tag for `<Card>`/);
  });

  it('an unknown MDX component is named, with its position and the components that exist', async () => {
    const d = onlyError(await buildFixture('mdx-unknown-component'), 1);
    expect(d).toMatchObject({
      code: 'mdx-unknown-component',
      message: 'Unknown component <Carousel>.',
      file: 'content/docs/intro.mdx',
      line: 8,
      column: 1,
    });
    expect(d.hint).toContain('Card');
    expect(formatDiagnostic(d)).toContain(
      '  --> content/docs/intro.mdx:8:1\n  |\n8 | <Carousel items={["a", "b"]} />\n  | ^',
    );
  });

  it('a missing image is reported where it is used', async () => {
    const d = onlyError(await buildFixture('missing-image'), 1);
    expect(d).toMatchObject({
      code: 'broken-image',
      message: 'Image "/img/reader.png" was not found.',
      hint: 'Paths starting with "/" are looked up in static/; check the file name.',
      file: 'content/docs/intro.md',
      line: 8,
      column: 1,
    });
  });

  it('a broken link names the page and the target, at the link', async () => {
    const d = onlyError(await buildFixture('broken-link'), 1);
    expect(d).toMatchObject({
      code: 'broken-link',
      message: 'Broken link on /docs/intro/: "/docs/setup/" does not match any page or file of the site.',
      file: 'content/docs/intro.md',
      line: 7,
      column: 5,
    });
    expect(formatDiagnostic(d)).toContain('7 | See [the setup page](/docs/setup/) next.\n  |     ^');
  });

  it('a broken anchor lists the headings that do exist', async () => {
    const d = onlyError(await buildFixture('broken-anchor'), 1);
    expect(d).toMatchObject({
      code: 'broken-anchor',
      message:
        'Broken anchor on /docs/intro/: "/docs/guide/#instal" points to #instal, which is not a heading id on /docs/guide/.',
      hint: 'Headings there: #install, #configure.',
      file: 'content/docs/intro.md',
      line: 7,
      column: 6,
    });
  });

  it('a relative .md link to a missing file is reported as it was written', async () => {
    const d = onlyError(await buildFixture('broken-md-link'), 1);
    expect(d).toMatchObject({
      code: 'broken-markdown-link',
      message: 'Markdown link "./readers/pn532.md#wiring" points to a file that does not exist or makes no page.',
      file: 'content/docs/intro.md',
      line: 6,
      column: 10,
    });
  });

  it('two files claiming one URL are both named', async () => {
    const d = onlyError(await buildFixture('duplicate-slug'), 1);
    expect(d).toMatchObject({
      code: 'duplicate-url',
      message: '2 inputs claim the URL /docs/start/: content/docs/intro.md, content/docs/readers/setup.md.',
    });
  });

  it('a _category_.json that is not valid JSON points at the error', async () => {
    const d = onlyError(await buildFixture('bad-category'), 1);
    expect(d).toMatchObject({
      code: 'category-file',
      file: 'content/docs/readers/_category_.json',
      line: 4,
      column: 1,
      sourceLine: '}',
    });
    expect(d.message).toMatch(/^Category file is not valid JSON: /);
  });

  it('an empty file is named in a warning, and its page built with its name as title, as Docusaurus builds it', async () => {
    const out = await buildFixture('empty-file');
    expect(out.ok).toBe(true);
    expect(out.diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'empty-file',
        message: "content/docs/notes.md is empty: its page has only a title, the file's name, as Docusaurus builds it.",
        file: 'content/docs/notes.md',
        line: 1,
        column: 1,
      },
    ]);
    const page = out.writer.files.get('docs/notes/index.html');
    expect(page && new TextDecoder().decode(page as Uint8Array)).toContain('<title>notes');
  });

  it('a binary file named .md is refused, not rendered as text', async () => {
    const site = await tempBasic();
    const bytes = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0x00,
    ]);
    await writeFile(join(site.root, 'content/docs/logo.md'), bytes);
    const d = onlyError(await buildFixture(site.root), 1);
    expect(d).toMatchObject({
      code: 'binary-file',
      message: 'content/docs/logo.md is not a text file (it holds binary data), so it cannot be read as Markdown.',
      file: 'content/docs/logo.md',
    });
  });

  it('a 5 MB file is refused with its size and the limit', async () => {
    const site = await tempBasic();
    const line = 'A long page of readers, tokens and launchers.\n';
    const text = '---\ntitle: Big\n---\n' + line.repeat(Math.ceil((5 * 1024 * 1024) / line.length));
    await writeFile(join(site.root, 'content/docs/big.md'), text);
    const d = onlyError(await buildFixture(site.root), 1);
    expect(d).toMatchObject({
      code: 'file-too-large',
      message: 'content/docs/big.md is 5.0 MB, over the 4 MB limit for one page.',
      file: 'content/docs/big.md',
    });
    expect(d.hint).toContain('markdown.maxFileSizeBytes');
  });

  it('a file name with a stray "%" is reported as an undecodable pathname', async () => {
    const site = await tempBasic();
    await writeFile(
      join(site.root, 'content/docs/save-50%.md'),
      '---\ntitle: Sale\ndescription: Sale.\n---\n\nText.\n',
    );
    const d = onlyError(await buildFixture(site.root), 1);
    expect(d).toMatchObject({
      code: 'undecodable-pathname',
      message: 'The page URL "/docs/save-50%/" cannot be decoded (a "%" not followed by two hex digits).',
      file: 'content/docs/save-50%.md',
    });
  });

  it('one link broken on five pages is reported on each, with a hint that it is probably in shared content', async () => {
    const out = await buildFixture('broken-link-many');
    expect(out.ok).toBe(false);
    expect(out.exitCode).toBe(1);
    const broken = out.diagnostics.filter((d) => d.code === 'broken-link');
    expect(broken.map((d) => d.file)).toEqual(
      ['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((n) => `content/docs/${n}.md`),
    );
    expect(broken.every((d) => d.line === 7 && d.column === 9)).toBe(true);
    expect(broken[0]!.hint).toMatch(
      /^This link to \/docs\/overview\/ is broken on 5 pages, so it is probably in the navbar or footer/,
    );
    // Said once, not on every copy.
    expect(broken.filter((d) => d.hint?.includes('probably in the navbar or footer'))).toHaveLength(1);
  });

  it('a link broken on fewer than five pages gets no navbar hint', async () => {
    const d = onlyError(await buildFixture('broken-link'), 1);
    expect(d.hint).not.toContain('navbar');
  });
});

describe('navbar items that name docs (exit code 1)', () => {
  it('a doc id that does not exist', async () => {
    const d = onlyError(await buildFixture('navbar-missing-doc'), 1);
    expect(d).toMatchObject({
      code: 'missing-doc-id',
      message: 'Navbar item 0 ("Start") names doc id "getting-started", which does not exist.',
      hint: 'Doc ids are paths under content/docs without the extension, e.g. "intro".',
      file: 'zapsite.config.ts',
    });
  });

  it('a sidebar id that does not exist', async () => {
    const d = onlyError(await buildFixture('navbar-unknown-sidebar'), 1);
    expect(d).toMatchObject({
      code: 'missing-sidebar-id',
      message: 'Navbar item 0 ("API") names sidebar id "api", which does not exist.',
      hint: 'The sidebar is called "docs".',
      file: 'zapsite.config.ts',
    });
  });

  it('a doc item while docs are disabled', async () => {
    const d = onlyError(await buildFixture('docs-disabled-navbar'), 1);
    expect(d).toMatchObject({
      code: 'docs-not-enabled',
      message: 'Navbar item 0 ("Docs") needs the docs section, but docs are not enabled (docs: false).',
      file: 'zapsite.config.ts',
    });
  });

  it('a doc item for a draft is not an error, and the draft is not built', async () => {
    const site = await tempBasic();
    await mkdir(join(site.root, 'content/docs'), { recursive: true });
    await writeFile(
      join(site.root, 'content/docs/soon.md'),
      '---\ntitle: Soon\ndescription: Later.\ndraft: true\n---\n\nText.\n',
    );
    const config = join(site.root, 'zapsite.config.ts');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace(
        "items: [{ to: '/docs/', label: 'Docs' }]",
        "items: [{ to: '/docs/', label: 'Docs' }, { type: 'doc', docId: 'soon', label: 'Soon' }]",
      ),
    );
    const out = await buildFixture(site.root);
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.ok).toBe(true);
    expect(out.writer.files.has('docs/soon/index.html')).toBe(false);
  });
});

describe('configuration errors (exit code 2)', () => {
  it('an unknown config key suggests the right one', async () => {
    const d = onlyError(await buildFixture('bad-config-key'), 2);
    expect(d).toEqual({
      code: 'config-unknown-key',
      severity: 'error',
      message: 'Unknown config key "tagLine".',
      hint: 'Did you mean "tagline"?',
      file: 'zapsite.config.ts',
      line: 9,
      column: 3,
      sourceLine: "  tagLine: 'Misspelt',",
    });
  });
});

describe('awkward input that must build', () => {
  it('a page with only a heading takes its title from the heading', async () => {
    const out = await buildFixture('heading-only');
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.ok).toBe(true);
    const html = out.writer.text('docs/intro/index.html')!;
    expect(html).toContain('<title>Only a Heading | Fixture</title>');
    expect(html).toMatch(/<h1[^>]*>Only a Heading<\/h1>/);
    // The heading is the title, not repeated in the body.
    expect(html.match(/Only a Heading<\/h1>/g)).toHaveLength(1);
    expect(html).toMatch(/<a class="menu__link[^"]*" href="\/docs\/intro\/"[^>]*>Only a Heading<\/a>/);
  });

  it('a link with a query string builds and keeps the query', async () => {
    const out = await buildFixture('query-link');
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.ok).toBe(true);
    const html = out.writer.text('docs/intro/index.html')!;
    expect(html).toContain('<a href="/docs/platforms/?os=linux#install">Linux</a>');
    expect(html).toContain('<a href="/docs/platforms/?os=mac#install">the same with a .md path</a>');
  });
});
