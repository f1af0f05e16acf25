// Where the site's Markdown plugins run among zapsite's own steps, as Docusaurus's mdx-loader runs
// them (processor.ts): `beforeDefaultRemarkPlugins` before zapsite's rules (the title heading still
// there, links as written, `:::` containers, no heading ids), `remarkPlugins` after them (links
// resolved, admonitions made, heading ids given as Docusaurus's `headings` plugin gives them), and
// both rehype lists after that (Docusaurus has no rehype defaults: both see the ids), for `.md` and
// `.mdx` alike (tests/fixtures/markdown-plugin-order: a recorder in each of the four lists). The
// page's ids are the ones it has without plugins, and the fast and plain paths give the same bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { copyFixture, type TempSite } from './temp-site.ts';
import { zapsite } from '../helpers/cli.ts';

const sites: TempSite[] = [];
afterAll(() => Promise.all(sites.map((s) => s.remove())));

/** Every HTML file the fixture builds to, its config edited by `edit`. */
async function build(edit: (config: string) => string): Promise<Map<string, string>> {
  const s = await copyFixture('markdown-plugin-order');
  sites.push(s);
  const file = join(s.root, 'zapsite.config.ts');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  const out = join(s.dir, 'out');
  const run = await zapsite(['build', '--root', s.root, '--out', out]);
  expect(run.stderr + run.stdout).not.toMatch(/warning|error/);
  expect(run.code).toBe(0);
  return new Map(
    fg
      .sync('**/*.html', { cwd: out })
      .sort()
      .map((f) => [f, readFileSync(join(out, f), 'utf8')]),
  );
}

const fastPath = (on: boolean) => (c: string) =>
  c.replace('trailingSlash: true,', `trailingSlash: true,\n  markdown: { fastPath: ${on} },`);
const said = (html: string) => [...html.matchAll(/<p>([a-z-]+: [^<]*)<\/p>/g)].map((m) => m[1]);
const headingIds = (html: string) => [...html.matchAll(/<h2 id="([^"]*)"/g)].map((m) => m[1]);
const PAGES = ['docs/guide/index.html', 'docs/guide-mdx/index.html'];

let fast: Map<string, string>;
beforeAll(async () => {
  fast = await build(fastPath(true));
}, 120_000);

describe('the site plugin lists', () => {
  it('run before and after the defaults where Docusaurus runs them, from .md and .mdx alike', () => {
    for (const page of PAGES) {
      expect(said(fast.get(page)!), page).toEqual([
        'before-remark: ids - - - - -; links ./other.md; containers 1; title true',
        // Every heading's id is given before the site's plugins: a tag in one counts as the text
        // between its tags (`<span>html</span>`), as Docusaurus's headings plugin reads it.
        'remark: ids setup setup-1 custom raw-html-here setup-2; links /docs/other/; containers 0; title false',
        'before-rehype: ids setup setup-1 custom raw-html-here setup-2',
        'rehype: ids setup setup-1 custom raw-html-here setup-2',
      ]);
    }
  });

  it("leave the page's heading ids as they are without plugins", async () => {
    const none = await build((c) => c.replace(/ {2}docs: \{[\s\S]*?\n {2}\},\n/, ''));
    for (const page of PAGES) {
      expect(said(none.get(page)!), page).toEqual([]);
      expect(headingIds(fast.get(page)!), page).toEqual(headingIds(none.get(page)!));
      expect(headingIds(fast.get(page)!).slice(0, 3)).toEqual(['setup', 'setup-1', 'custom']);
      expect(headingIds(fast.get(page)!).at(-1)).toBe('setup-2');
    }
  }, 120_000);

  it('give the same bytes with markdown.fastPath off', async () => {
    const plain = await build(fastPath(false));
    expect([...plain.keys()]).toEqual([...fast.keys()]);
    for (const [path, html] of fast) expect(plain.get(path), path).toBe(html);
  }, 120_000);
});
