// Admonition keywords of the site's own (`markdown.admonitions`, Docusaurus's content plugins'
// `admonitions` option): `:::learn` is an admonition in `.md` and `.mdx` files alike. A swizzled
// Admonition/Types map draws it; without one it looks like info, as Docusaurus draws a type its map
// lacks. A keyword the site did not add is still reported. Real CLI builds.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, put } from './temp-site.ts';

const DOCS = {
  'docs/lesson.md':
    '# Lesson\n\n:::learn[Why oil]\n\nOil burns slower than wax.\n\n:::\n\n:::quiz\n\nWhich burns longer?\n\n:::\n',
  'docs/notes.mdx': '# Notes\n\n:::learn Trim first\n\nA short wick smokes less.\n\n:::\n',
};

async function built(types?: string) {
  const site = await copyFixtureWithConfig('classic-site', (c) =>
    c.replace(
      "theme: { name: 'classic'",
      "markdown: { admonitions: { keywords: ['learn'] } },\n  theme: { name: 'classic'",
    ),
  );
  for (const [rel, text] of Object.entries(DOCS)) await put(site.root, rel, text);
  if (types) await put(site.root, 'src/theme/Admonition/Types.jsx', types);
  const run = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
  const page = (rel: string) => readFile(join(site.dir, 'out', rel), 'utf8');
  return { site, run, page };
}

describe("a keyword of the site's own, with no component for it", () => {
  let b: Awaited<ReturnType<typeof built>>;
  beforeAll(async () => {
    b = await built();
  }, 120_000);
  afterAll(() => b.site.remove());

  it('is an admonition in .md and .mdx, looking like info, with its title', async () => {
    expect(b.run.code).toBe(0);
    const lesson = await b.page('docs/lesson/index.html');
    expect(lesson).toMatch(
      /<div class="theme-admonition theme-admonition-learn admonition_xJq3 alert alert--info"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg[^>]*>.*?<\/svg><\/span>Why oil<\/div><div class="admonitionContent_BuS1"><p>Oil burns slower than wax.<\/p><\/div><\/div>/,
    );
    const notes = await b.page('docs/notes/index.html');
    expect(notes).toContain('<div class="theme-admonition theme-admonition-learn admonition_xJq3 alert alert--info">');
    expect(notes).toContain('Trim first</div>');
  });

  it('still reports a keyword the site did not add, listing its own among the known', () => {
    expect(b.run.stderr).toContain('quiz');
    expect(b.run.stderr).toMatch(/unknown-directive[^\n]*\n[\s\S]*?--> docs\/lesson.md:9:1/);
    expect(b.run.stderr).toMatch(/note, tip, info, warning, danger, caution, important, secondary, success, learn/);
  });
});

describe("a keyword of the site's own, drawn by its Admonition/Types", () => {
  let b: Awaited<ReturnType<typeof built>>;
  beforeAll(async () => {
    b = await built(`import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
function Learn(props) {
  return <section className="lamp-learn"><strong>{props.title}</strong>{props.children}</section>;
}
export default { ...DefaultAdmonitionTypes, learn: Learn };
`);
  }, 120_000);
  afterAll(() => b.site.remove());

  it("draws it with the site's component, in .md and .mdx", async () => {
    expect(b.run.code).toBe(0);
    const lesson = await b.page('docs/lesson/index.html');
    expect(lesson).toContain(
      '<section class="lamp-learn"><strong>Why oil</strong><p>Oil burns slower than wax.</p></section>',
    );
    const notes = await b.page('docs/notes/index.html');
    expect(notes).toContain(
      '<section class="lamp-learn"><strong>Trim first</strong><p>A short wick smokes less.</p></section>',
    );
  });
});
