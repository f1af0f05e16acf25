// The Zaparoo site's Core API and developer pages come from the kept copy under remote/ (built
// offline, as this machine has no network), not from files under content/.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fg from 'fast-glob';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Document } from 'domhandler';
import { zaparooSiteBuild, type KeptOutcome } from '../helpers/zaparoo-build.ts';
import { REPO } from '../helpers/paths.ts';
import { splitFrontMatter } from '../../generator/content/front-matter.ts';

const REMOTE_PAGES: [url: string, file: string][] = [
  ['/docs/core/api/', 'remote/core-api/index.md'],
  ['/docs/core/api/methods/', 'remote/core-api/methods.md'],
  ['/docs/core/api/notifications/', 'remote/core-api/notifications.md'],
  ['/docs/core/dev/', 'remote/core-dev/index.md'],
  ['/docs/core/dev/scan-behavior/', 'remote/core-dev/scan-behavior.md'],
];

let out: KeptOutcome;

beforeAll(async () => {
  // The site as buildFixture(REPO) builds it, built once for every file that reads it.
  out = await zaparooSiteBuild();
  if (!out.ok)
    throw new Error(
      `The site did not build:\n${out.diagnostics.map((d) => `${d.code}: ${d.message} (${d.file}:${d.line})`).join('\n')}`,
    );
});

function page(url: string): Document {
  const html = out.writer.text(`${url.slice(1)}index.html`);
  if (html === undefined) throw new Error(`No page at ${url}`);
  return parseDocument(html);
}

/** The `## ` headings of a Markdown file, outside fenced code. */
function h2sOf(markdown: string): string[] {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
    .split('\n')
    .filter((l) => l.startsWith('## '))
    .map((l) => l.slice(3).trim());
}

describe('the real site: remote documents', () => {
  it('keeps no copy of the remote documents under content/, so the pages can only come from remote/', async () => {
    const local = await fg(['content/docs/core/api/**/*.{md,mdx}', 'content/docs/core/dev/**/*.{md,mdx}'], {
      cwd: REPO,
    });
    expect(local).toEqual([]);
    for (const [, file] of REMOTE_PAGES) expect(out.result!.inputs).toContain(join(REPO, file));
  });

  it.each(REMOTE_PAGES)('builds %s from %s: title, description and section headings', async (url, file) => {
    const text = await readFile(join(REPO, file), 'utf8');
    const { frontMatter, body } = splitFrontMatter(text, file);
    const doc = page(url);
    const h1 = findOne((e) => e.name === 'h1', doc.children);
    expect(textContent(h1!).trim()).toBe(frontMatter.title);
    const description = findOne(
      (e) => e.name === 'meta' && getAttributeValue(e, 'name') === 'description',
      doc.children,
    );
    expect(getAttributeValue(description!, 'content')).toBe(frontMatter.description);
    const markdown = findOne((e) => e.name === 'div' && getAttributeValue(e, 'class') === 'markdown', doc.children)!;
    const h2s = findAll((e) => e.name === 'h2', markdown.children).map((e) =>
      textContent(e)
        .replace(/\u200b/g, '')
        .trim(),
    );
    expect(h2s.length).toBeGreaterThan(0);
    expect(h2s).toEqual(h2sOf(body));
  });

  it('gives remote pages no "Edit this page" link into this site\'s repository, unlike local docs', () => {
    const editLinks = (url: string) =>
      findAll((e) => e.name === 'a' && getAttributeValue(e, 'class') === 'edit-link', page(url).children);
    expect(editLinks('/docs/core/config/')).toHaveLength(1);
    for (const [url] of REMOTE_PAGES) expect(editLinks(url)).toEqual([]);
  });
});
