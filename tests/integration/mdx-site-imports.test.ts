// How an MDX page's imports resolve: `@site/` is esbuild's alias to the site folder; stylesheets,
// CSS modules, npm packages and re-exports work as in a bundled page; and an error names the import
// as the page wrote it, at its line.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildFixture } from '../helpers/build.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite | undefined;
afterEach(() => site?.remove());

/** Puts `lines` after the front matter of a page of the mdx-site copy; returns the line the first is on. */
async function prepend(root: string, page: string, lines: string): Promise<number> {
  const path = join(root, 'content/docs', page);
  const text = await readFile(path, 'utf8');
  const at = text.indexOf('\n', text.indexOf('\n---', 3) + 1) + 1;
  await writeFile(path, `${text.slice(0, at)}${lines}\n\n${text.slice(at)}`);
  return text.slice(0, at).split('\n').length;
}

describe('an @site/ import that does not resolve', () => {
  it('is an mdx-import error naming the import as written, at its line and column', async () => {
    site = await copyFixture('mdx-site');
    const intro = join(site.root, 'content/docs/intro.mdx');
    const text = await readFile(intro, 'utf8');
    const at = text.indexOf('\n', text.indexOf('\n---', 3) + 1) + 1;
    const broken = `${text.slice(0, at)}import Lamp from '@site/src/components/TapLamp';\n\n<Lamp />\n\n${text.slice(at)}`;
    await writeFile(intro, broken);
    const line = broken.slice(0, at).split('\n').length;
    const out = await buildFixture(site.root);
    expect(out.ok).toBe(false);
    const d = out.diagnostics.find((x) => x.code === 'mdx-import');
    expect(d).toMatchObject({
      severity: 'error',
      message: 'Could not resolve "@site/src/components/TapLamp"',
      file: 'content/docs/intro.mdx',
      line,
      sourceLine: "import Lamp from '@site/src/components/TapLamp';",
    });
    expect(d!.column).toBe("import Lamp from '".length);
  });

  it('resolves from the site folder when it does', async () => {
    site = await copyFixture('mdx-site');
    const intro = join(site.root, 'content/docs/intro.mdx');
    const text = await readFile(intro, 'utf8');
    const at = text.indexOf('\n', text.indexOf('\n---', 3) + 1) + 1;
    await writeFile(
      intro,
      `${text.slice(0, at)}import Badge from '@site/src/components/ReaderBadge';\n\n<Badge name="Imported from the site folder" link="/docs/" />\n\n${text.slice(at)}`,
    );
    const out = await buildFixture(site.root);
    expect(out.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    expect(out.writer.text('docs/index.html')).toContain('Imported from the site folder');
  });
});

describe('what an MDX page imports itself', () => {
  it("links the CSS its imports bring, keeps a CSS module's class names, and re-exports", async () => {
    site = await copyFixture('mdx-site');
    await writeFile(join(site.root, 'src/components/shelf.module.css'), '.shelf {\n  border: 2px solid teal;\n}\n');
    await writeFile(join(site.root, 'content/docs/loose.css'), '.loose-note {\n  font-style: italic;\n}\n');
    await prepend(
      site.root,
      'intro.mdx',
      [
        "import styles from '@site/src/components/shelf.module.css';",
        "import './loose.css';",
        "import { readers as shelfReaders } from '../../src/data/readers';",
        "export { readers } from '../../src/data/readers';",
        '',
        '<div className={styles.shelf}>A shelf of {shelfReaders.length} readers.</div>',
      ].join('\n'),
    );
    const out = await buildFixture(site.root);
    expect(out.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    const html = out.writer.text('docs/index.html')!;
    const shelf = /<div class="([^"]+)">A shelf of (\d+) readers\.<\/div>/.exec(html);
    expect(shelf, 'the shelf rendered with a class').not.toBeNull();
    expect(shelf![1]).toMatch(/shelf/);
    expect(Number(shelf![2])).toBeGreaterThan(0);
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/mdx\/[^"]+\.css)"/g)].map((m) =>
      out.writer.text(m[1]!)!,
    );
    expect(sheets.some((css) => css.includes(`.${shelf![1]}`))).toBe(true);
    expect(sheets.some((css) => css.includes('.loose-note'))).toBe(true);
    // A page that imports neither links neither.
    expect(out.writer.text('docs/readers/index.html')!).not.toMatch(/loose-note|shelf/);
  });

  it('reads the named exports of an npm package and of a CommonJS file, as a bundled page does', async () => {
    site = await copyFixture('mdx-site');
    await mkdir(join(site.root, 'node_modules/tally-words'), { recursive: true });
    await writeFile(
      join(site.root, 'node_modules/tally-words/package.json'),
      '{ "name": "tally-words", "main": "index.js" }\n',
    );
    await writeFile(
      join(site.root, 'node_modules/tally-words/index.js'),
      'exports.tally = (text) => text.split(/\\s+/).length;\n',
    );
    await writeFile(join(site.root, 'content/docs/shelf-count.cjs'), 'exports.shelves = 4;\n');
    await writeFile(
      join(site.root, 'content/docs/counts.mdx'),
      '---\ntitle: Counts\n---\n\nCounting what the bench holds.\n',
    );
    await prepend(
      site.root,
      'intro.mdx',
      "import { tally } from 'tally-words';\n\nA tally of {tally('one two three')} words.",
    );
    await prepend(
      site.root,
      'counts.mdx',
      "import { shelves } from './shelf-count.cjs';\n\nThe bench has {shelves} shelves.",
    );
    const out = await buildFixture(site.root);
    expect(out.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    expect(out.writer.text('docs/index.html')).toContain('A tally of 3 words.');
    expect(out.writer.text('docs/counts/index.html')).toContain('The bench has 4 shelves.');
  });

  it('reports an import that does not resolve once, at its line in the first page that has it, with every page that has it', async () => {
    site = await copyFixture('mdx-site');
    // A second MDX page with the same import: the one failed module is reported once, both pages listed.
    await writeFile(
      join(site.root, 'content/docs/dial-notes.mdx'),
      '---\ntitle: Dial notes\n---\n\nHow the dial reads a tag.\n',
    );
    const lines = new Map<string, number>();
    for (const page of ['intro.mdx', 'dial-notes.mdx'])
      lines.set(
        `content/docs/${page}`,
        await prepend(site.root, page, "import Dial from './widgets/Dial';\n\n<Dial />"),
      );
    const out = await buildFixture(site.root);
    expect(out.ok).toBe(false);
    const found = out.diagnostics.filter((d) => d.code === 'mdx-import');
    expect(found).toHaveLength(1);
    const d = found[0]!;
    expect([...d.affects!].sort()).toEqual([...lines.keys()].sort());
    expect(d.file).toBe(d.affects![0]);
    expect([d.line, d.message, d.column]).toEqual([
      lines.get(d.file!),
      'Could not resolve "./widgets/Dial"',
      "import Dial from '".length,
    ]);
  });

  it('renders an MDX file imported into a page in place (a partial; issue 31, formerly a located mdx-import error)', async () => {
    site = await copyFixture('mdx-site');
    await writeFile(join(site.root, 'content/docs/_shared.mdx'), 'Words kept in one place.\n');
    await prepend(site.root, 'intro.mdx', "import Shared from './_shared.mdx';\n\n<Shared />");
    const out = await buildFixture(site.root);
    expect(out.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    expect(out.writer.text('docs/index.html')).toContain('<p>Words kept in one place.</p>');
  });
});
