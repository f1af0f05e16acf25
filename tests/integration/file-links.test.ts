// A Markdown link to a file that is not a page, as Docusaurus's loader serves it: a full-size image
// behind its thumbnail (`[![thumb](./a-thumb.png)](./a.png)`, as jellyfin.org's posts link theirs),
// a PDF beside the doc, a file named from the site folder with `@site/`. Each is copied by its
// content hash under assets/files/ (a content image keeps its own URL) and opens in a new tab. In
// `.md` and `.mdx` alike; a link to no such file is still a broken link, where it is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

const SHOT = '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60"><rect width="80" height="60"/></svg>\n';
const THUMB = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="15"><rect width="20" height="15"/></svg>\n';
const SHEET = '%PDF-1.4 a wiring sheet for the lamp\n';
const SPEC = 'wick: cotton, 6 mm\n';

const DOC = `---
title: Lamp parts
---

[![The lamp, small](./lamp-thumb.svg)](./lamp.svg)

Print [the wiring sheet](./wiring.pdf#page=2) before you start, and keep [the wick spec](@site/files/wick.txt) near.
`;

describe('Markdown links to files that are not pages', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await copyFixture('classic-site');
    await put(site.root, 'docs/guide/lamp.svg', SHOT);
    await put(site.root, 'docs/guide/lamp-thumb.svg', THUMB);
    await put(site.root, 'docs/guide/wiring.pdf', SHEET);
    await put(site.root, 'files/wick.txt', SPEC);
    await put(site.root, 'docs/guide/parts.md', DOC);
    await put(site.root, 'docs/guide/kit.mdx', DOC.replace('Lamp parts', 'Lamp kit'));
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('builds with no problem', () => {
    expect(out.diagnostics).toEqual([]);
    expect(out.ok).toBe(true);
  });

  for (const page of ['parts', 'kit']) {
    it(`serves each file and links it to open in a new tab (${page})`, () => {
      const html = out.writer.text(`docs/guide/${page}/index.html`)!;
      // The full-size image is a content image: its own URL, the same file the thumbnail's image is beside.
      expect(html).toMatch(
        /<a href="\/assets\/images\/lamp-[0-9a-f]{8}\.svg" target="_blank"><img src="\/assets\/images\/lamp-thumb-[0-9a-f]{8}\.svg" alt="The lamp, small"/,
      );
      const pdf =
        /<a href="(\/assets\/files\/wiring-[0-9a-f]{8}\.pdf)#page=2" target="_blank">the wiring sheet<\/a>/.exec(
          html,
        )?.[1];
      const txt = /<a href="(\/assets\/files\/wick-[0-9a-f]{8}\.txt)" target="_blank">the wick spec<\/a>/.exec(
        html,
      )?.[1];
      expect(pdf, html.slice(html.indexOf('<article'))).toBeDefined();
      expect(txt).toBeDefined();
      expect(out.writer.text(pdf!.slice(1))).toBe(SHEET);
      expect(out.writer.text(txt!.slice(1))).toBe(SPEC);
    });
  }

  it('still reports a link to no such file where it is written', async () => {
    const broken = await copyFixture('classic-site');
    try {
      await put(broken.root, 'docs/guide/parts.md', '---\ntitle: Parts\n---\n\nSee [the sheet](./gone.pdf).\n');
      const failed = await buildFixture(broken.root);
      expect(failed.diagnostics).toContainEqual(
        expect.objectContaining({ code: 'broken-link', file: 'docs/guide/parts.md', line: 5 }),
      );
    } finally {
      await broken.remove();
    }
  });
});
