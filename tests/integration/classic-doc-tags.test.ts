// The docs' tags pages on the classic theme, as Docusaurus's DocTagsListPage and DocTagDocListPage
// draw them: one <main>, a centred column of eight twelfths; every tag by first letter as a pill
// with its count; one tag's page with a header (title, description, the link to every tag) over
// its docs, each a linked h2 and its description. Real CLI build of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('the docs tags pages on the classic theme', () => {
  const copy = builtCopy('classic-site', {
    'docs/guide/trim.md':
      '---\ntags: [care, tools]\ndescription: Keep the flame low.\n---\n\n# Trimming\n\nCut it flat.\n',
    'docs/guide/store.md': '---\ntags: [care]\n---\n\n# Storing\n\nKeep the oil dry.\n',
  });

  it('lists every tag by letter, in pills with their counts', async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    const html = await copy.page('docs/tags/index.html');
    expect(html.split('<main').length - 1).toBe(1);
    expect(html).toContain(
      '<div class="container margin-vert--lg"><div class="row"><main class="col col--8 col--offset-2"><h1>Tags</h1>',
    );
    const pills = [
      ...html.matchAll(
        /<a rel="tag"[^>]*class="tag_zVej tagWithCount_h2kH" href="([^"]+)">([^<]+)<span>(\d+)<\/span><\/a>/g,
      ),
    ].map((m) => [m[1], m[2], m[3]]);
    expect(pills).toEqual([
      ['/docs/tags/care/', 'care', '2'],
      ['/docs/tags/tools/', 'tools', '1'],
    ]);
  });

  it("draws one tag's page: its header, then each doc as a linked heading over its description", async () => {
    const html = await copy.page('docs/tags/care/index.html');
    expect(html.split('<main').length - 1).toBe(1);
    expect(html).toMatch(
      /<main class="col col--8 col--offset-2"><header class="margin-bottom--xl"><h1>2 docs tagged with &quot;care&quot;<\/h1><a href="\/docs\/tags\/">View all tags<\/a><\/header><section class="margin-vert--lg">/,
    );
    const docs = [
      ...html.matchAll(
        /<article class="margin-vert--lg"><a href="([^"]+)"><h2>([^<]+)<\/h2><\/a>(?:<p>([^<]*)<\/p>)?<\/article>/g,
      ),
    ].map((m) => [m[1], m[2], m[3]]);
    expect(docs).toEqual([
      // A doc with no description in its front matter: its first line, as Docusaurus takes it.
      ['/docs/guide/store/', 'Storing', 'Keep the oil dry.'],
      ['/docs/guide/trim/', 'Trimming', 'Keep the flame low.'],
    ]);
  });
});
