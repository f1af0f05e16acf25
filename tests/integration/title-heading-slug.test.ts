// The title heading of a doc or a page takes its slug first, as Docusaurus's headings plugin slugs
// it where it stands: in `# Wicks` then `## Wicks`, the h2 is #wicks-1 there, and links written
// for a Docusaurus site say so (sequelize's docs link to #defining-a-model-1). A blog post's title
// heading is removed before that plugin runs, so there the h2 keeps the plain slug. A CLI build of
// the classic fixture, copied, with pages of our own; links to the ids are checked by the build.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('the title heading takes its slug first', () => {
  const copy = builtCopy('classic-site', {
    'docs/guide/trimming.md':
      '# Trimming\n\nA short guide.\n\n## Trimming\n\nCut it flat. See [the steps](#trimming-1).\n\n## Trimming\n\nAgain, later: [here](#trimming-2).\n',
    'docs/guide/mantles.mdx':
      "import Note from './_note.mdx';\n\n# Mantles\n\n## Mantles\n\nFit one ([how](#mantles-1)).\n\n<Note />\n",
    'docs/guide/_note.mdx': 'A mantle is fragile.\n',
    // A title with an explicit id: the id is what is slugged, and it leaves the title's text.
    'docs/guide/chimneys.md': '# Chimneys {#top}\n\n## Chimneys\n\nTall ones ([see](#chimneys)).\n',
    'docs/guide/flames.mdx': '# Flames {/* #flame-top */}\n\n## Flames\n\nBlue ones ([see](#flames)).\n',
    // A title after other content is written where it stands (Docusaurus's header), and slugged there.
    'docs/guide/storing.md':
      '---\ntitle: Storing\n---\n\nKeep it dry.\n\n# Storing\n\n## Storing\n\nIn a box ([why](#storing-1)).\n',
    'blog/2026-02-01-new-glass.md':
      '---\nauthors: ada\ntags: [news]\n---\n\n# New glass\n\nIn stock.\n\n<!-- truncate -->\n\n## New glass\n\nThicker than before ([more](#new-glass)).\n',
  });
  const { page } = copy;
  const ids = async (rel: string) =>
    [...(await page(rel)).matchAll(/<h([1-6])[^>]*?(?: id="([^"]+)")?[^>]*>/g)].map(
      (m) => `h${m[1]}${m[2] ? ` #${m[2]}` : ''}`,
    );
  const tocLinks = async (rel: string) =>
    [...(/theme-doc-toc-desktop">([\s\S]*?)<\/div>/.exec(await page(rel))?.[1] ?? '').matchAll(/href="#([^"]+)"/g)].map(
      (m) => m[1],
    );

  it('builds, every link to those ids found', () => {
    expect(copy.build.stderr).not.toMatch(/^(error|warning)/m);
    expect(copy.build.code).toBe(0);
  });

  it('numbers a Markdown doc heading after the title of the same text', async () => {
    const h = await ids('docs/guide/trimming/index.html');
    expect(h).toContain('h2 #trimming-1');
    expect(h).toContain('h2 #trimming-2');
    expect(h).not.toContain('h2 #trimming');
    expect(await tocLinks('docs/guide/trimming/index.html')).toEqual(['trimming-1', 'trimming-2']);
  });

  it('does the same in an MDX doc', async () => {
    expect(await ids('docs/guide/mantles/index.html')).toContain('h2 #mantles-1');
    expect(await tocLinks('docs/guide/mantles/index.html')).toEqual(['mantles-1']);
  });

  it("slugs a title's explicit id instead of its text, and shows the title without it", async () => {
    for (const [rel, title, h2] of [
      ['docs/guide/chimneys/index.html', 'Chimneys', 'h2 #chimneys'],
      ['docs/guide/flames/index.html', 'Flames', 'h2 #flames'],
    ] as const) {
      const html = await page(rel);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(title);
      expect(/<title>([^<|]*)/.exec(html)?.[1]?.trim()).toBe(title);
      expect(await ids(rel)).toContain(h2);
    }
  });

  it('does the same for a title written in place, after other content', async () => {
    const h = await ids('docs/guide/storing/index.html');
    expect(h).toContain('h2 #storing-1');
    expect(h.filter((x) => x.startsWith('h1'))).toEqual(['h1']);
  });

  it('leaves a blog post heading its plain slug: the post title is not part of its content', async () => {
    expect(await ids('blog/2026/02/01/new-glass/index.html')).toContain('h2 #new-glass');
  });
});
