// Docs tags end to end: the tags-file fixture built with trailingSlash true and left out, checked
// for URLs, the list and per-tag pages, the tags on doc pages, the sitemap and the warnings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];
const hrefs = (html: string) => [...main(html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
const text = (html: string) =>
  main(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

async function variant(edit: (config: string) => string): Promise<{ site: TempSite; out: FixtureOutcome }> {
  const site = await copyFixture('docs-tags');
  const path = join(site.root, 'zapsite.config.ts');
  await writeFile(path, edit(await readFile(path, 'utf8')));
  return { site, out: await buildFixture(site.root) };
}

let slash: FixtureOutcome;
let unset: { site: TempSite; out: FixtureOutcome };
beforeAll(async () => {
  slash = await buildFixture('docs-tags');
  // trailingSlash left out, and no sitemap ignore patterns, so tag pages may reach the sitemap.
  unset = await variant((c) =>
    c
      .replace('  trailingSlash: true,\n', '')
      .replace('  blog: false,\n', '  blog: false,\n  sitemap: { ignorePatterns: [] },\n'),
  );
});
afterAll(() => unset?.site.remove());

describe('docs tags (trailingSlash: true)', () => {
  it("builds, writing the tags list and one page per tag at Docusaurus URLs, none for a draft doc's tag", () => {
    expect(slash.ok).toBe(true);
    const tagFiles = [...slash.writer.files.keys()].filter((p) => p.startsWith('docs/tags/')).sort();
    expect(tagFiles).toEqual([
      'docs/tags/card-games/index.html',
      'docs/tags/index.html',
      'docs/tags/launch-tools/index.html',
      'docs/tags/mister-fpga/index.html',
      'docs/tags/readers/index.html',
      'docs/tags/secret-shelf/index.html',
      'docs/tags/setup/index.html',
    ]);
  });

  it('lists every listed tag with its count, by first letter, and leaves out a tag of only unlisted docs', () => {
    const html = slash.writer.text('docs/tags/index.html')!;
    expect(html).toContain('<title>Tags');
    expect(hrefs(html)).toEqual([
      '/docs/tags/card-games/',
      '/docs/tags/launch-tools/',
      '/docs/tags/mister-fpga/',
      '/docs/tags/readers/',
      '/docs/tags/setup/',
    ]);
    const t = text(html);
    for (const s of ['C Card Games 1', 'L Launchers 1', 'M MiSTer FPGA 1', 'R Readers 2', 'S Setup 2'])
      expect(t).toContain(s);
    expect(t).not.toContain('secret-shelf');
  });

  it("shows a tag's docs sorted by title with their descriptions, without the unlisted doc, and links back to all tags", () => {
    const html = slash.writer.text('docs/tags/readers/index.html')!;
    const t = text(html);
    expect(t).toContain('2 docs tagged with "Readers"');
    expect(t).toContain('NFC readers that Zaparoo talks to over USB.');
    expect(hrefs(html)).toEqual(['/docs/tags/', '/docs/readers/acr122u/', '/docs/readers/pn532/']);
    expect(t).toContain('A cheap reader board you solder to a USB serial adapter.');
    expect(t).not.toContain('Prototype reader');
    expect(html).not.toContain('noindex');
    // A key with no fields in the tags file: its label is the key capitalised.
    expect(text(slash.writer.text('docs/tags/setup/index.html')!)).toContain('2 docs tagged with "Setup"');
    expect(text(slash.writer.text('docs/tags/mister-fpga/index.html')!)).toContain('One doc tagged with "MiSTer FPGA"');
  });

  it('keeps a tag of only unlisted docs as a page that lists them, marked noindex', () => {
    const html = slash.writer.text('docs/tags/secret-shelf/index.html')!;
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(hrefs(html)).toEqual(['/docs/tags/', '/docs/hidden/']);
  });

  it("shows a doc's tags at its bottom as links, in front matter order", () => {
    const html = slash.writer.text('docs/readers/acr122u/index.html')!;
    const footer = /<footer class="doc-footer">[\s\S]*?<\/footer>/.exec(html)![0];
    expect([...footer.matchAll(/<a class="tag" href="([^"]+)" rel="tag">([^<]+)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['/docs/tags/readers/', 'Readers'],
      ['/docs/tags/card-games/', 'Card Games'],
    ]);
    expect(slash.writer.text('docs/platforms/mister/index.html')).toContain(
      'href="/docs/tags/launch-tools/" rel="tag">Launchers<',
    );
  });

  it('warns about each inline tag at its line, and no longer calls `tags` unread', () => {
    const inline = slash.diagnostics.filter((d) => d.code === 'docs-inline-tag');
    expect(inline.map((d) => [d.file, d.line, d.column, d.severity]).sort()).toEqual([
      ['docs/hidden.md', 4, 17, 'warning'],
      ['docs/platforms/mister.md', 6, 12, 'warning'],
      ['docs/readers/acr122u.md', 5, 5, 'warning'],
    ]);
    expect(inline.find((d) => d.file === 'docs/readers/acr122u.md')!.message).toBe(
      'Tag "Card Games" is not defined in docs/tags.yml.',
    );
    expect(slash.diagnostics.filter((d) => d.code !== 'docs-inline-tag')).toEqual([]);
  });

  it('keeps tag pages out of the sitemap by the default **/tags/** pattern, docs in', () => {
    const xml = slash.writer.text('sitemap.xml')!;
    expect(xml).toContain('<loc>https://shelf.example/docs/readers/acr122u/</loc>');
    expect(xml).not.toContain('/tags/');
  });
});

describe('docs tags (trailingSlash left out)', () => {
  it('writes the same files, with links in the slashless form', () => {
    const out = unset.out;
    expect(out.ok).toBe(true);
    expect([...out.writer.files.keys()].filter((p) => p.startsWith('docs/tags/')).sort()).toEqual(
      [...slash.writer.files.keys()].filter((p) => p.startsWith('docs/tags/')).sort(),
    );
    expect(hrefs(out.writer.text('docs/tags/index.html')!)).toContain('/docs/tags/readers');
    expect(hrefs(out.writer.text('docs/tags/readers/index.html')!)).toEqual([
      '/docs/tags',
      '/docs/readers/acr122u',
      '/docs/readers/pn532',
    ]);
    expect(out.writer.text('docs/readers/acr122u/index.html')).toContain('href="/docs/tags/card-games" rel="tag"');
  });

  it('lists listed tag pages in the sitemap once no pattern ignores them, never the unlisted tag', () => {
    const xml = unset.out.writer.text('sitemap.xml')!;
    expect(xml).toContain('<loc>https://shelf.example/docs/tags</loc>');
    expect(xml).toContain('<loc>https://shelf.example/docs/tags/readers</loc>');
    expect(xml).not.toContain('secret-shelf');
    expect(xml).not.toContain('drafty');
  });
});

describe('docs tags and link validation', () => {
  it('fails a content link to a tag page that does not exist, and accepts one that does', async () => {
    const site = await copyFixture('docs-tags');
    try {
      const intro = join(site.root, 'docs/intro.md');
      await writeFile(
        intro,
        (await readFile(intro, 'utf8')) + '\nSee also [the joysticks tag](/docs/tags/joysticks/).\n',
      );
      const out = await buildFixture(site.root);
      expect(out.ok).toBe(false);
      const broken = out.diagnostics.filter((d) => d.severity === 'error');
      expect(broken).toHaveLength(1);
      expect(broken[0]).toMatchObject({ file: 'docs/intro.md', line: 11 });
      expect(broken[0]!.message).toContain('/docs/tags/joysticks/');
    } finally {
      await site.remove();
    }
  });

  it('turns an inline tag into an error with onInlineTags: throw, and reads no tags file with tags: false', async () => {
    const thrown = await variant((c) =>
      c.replace("docs: { path: 'docs' }", "docs: { path: 'docs', onInlineTags: 'throw' }"),
    );
    const off = await variant((c) => c.replace("docs: { path: 'docs' }", "docs: { path: 'docs', tags: false }"));
    try {
      expect(thrown.out.ok).toBe(false);
      expect(thrown.out.diagnostics.filter((d) => d.code === 'docs-inline-tag' && d.severity === 'error')).toHaveLength(
        3,
      );
      expect(off.out.ok).toBe(true);
      expect(off.out.diagnostics).toEqual([]);
      // Without the file, "mister" is an inline tag: its own label and permalink.
      expect(off.out.writer.text('docs/platforms/mister/index.html')).toContain(
        'href="/docs/tags/mister/" rel="tag">mister<',
      );
    } finally {
      await thrown.site.remove();
      await off.site.remove();
    }
  });

  it('reads the tags file `docs.tags` names, and stops the build when that file does not exist', async () => {
    const moved = await variant((c) =>
      c.replace("docs: { path: 'docs' }", "docs: { path: 'docs', tags: 'shelf/labels.yml' }"),
    );
    const missing = await variant((c) =>
      c.replace("docs: { path: 'docs' }", "docs: { path: 'docs', tags: 'nope.yml' }"),
    );
    try {
      await mkdir(join(moved.site.root, 'docs/shelf'));
      await rename(join(moved.site.root, 'docs/tags.yml'), join(moved.site.root, 'docs/shelf/labels.yml'));
      const out = await buildFixture(moved.site.root);
      expect(out.ok).toBe(true);
      expect(out.writer.text('docs/readers/acr122u/index.html')).toContain(
        'href="/docs/tags/readers/" rel="tag">Readers<',
      );
      expect(out.diagnostics.find((d) => d.code === 'docs-inline-tag')!.message).toContain('docs/shelf/labels.yml');
      expect(missing.out.ok).toBe(false);
      expect(missing.out.diagnostics.map((d) => [d.code, d.file, d.message])).toEqual([
        ['docs-tags', 'zapsite.config.ts', 'The docs tags file docs/nope.yml does not exist.'],
      ]);
    } finally {
      await moved.site.remove();
      await missing.site.remove();
    }
  });
});
