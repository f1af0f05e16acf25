// The official Docusaurus starter, as a new user has it (create-docusaurus from the npm registry,
// see tests/helpers/docusaurus-starter.ts), migrated and built unchanged by the real CLI.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { layOutStarter } from '../helpers/docusaurus-starter.ts';

// The HTML files Docusaurus 3.10 writes for the classic starter, as URLs.
const DOCUSAURUS_URLS = [
  '/',
  '/404.html',
  '/blog/',
  '/blog/archive/',
  '/blog/authors/',
  '/blog/authors/all-sebastien-lorber-articles/',
  '/blog/authors/yangshun/',
  '/blog/first-blog-post/',
  '/blog/long-blog-post/',
  '/blog/mdx-blog-post/',
  '/blog/tags/',
  '/blog/tags/docusaurus/',
  '/blog/tags/facebook/',
  '/blog/tags/hello/',
  '/blog/tags/hola/',
  '/blog/welcome/',
  '/docs/category/tutorial---basics/',
  '/docs/category/tutorial---extras/',
  '/docs/intro/',
  '/docs/tutorial-basics/congratulations/',
  '/docs/tutorial-basics/create-a-blog-post/',
  '/docs/tutorial-basics/create-a-document/',
  '/docs/tutorial-basics/create-a-page/',
  '/docs/tutorial-basics/deploy-your-site/',
  '/docs/tutorial-basics/markdown-features/',
  '/docs/tutorial-extras/manage-docs-versions/',
  '/docs/tutorial-extras/translate-your-site/',
  '/markdown-page/',
];

function htmlUrls(out: string): string[] {
  const urls: string[] = [];
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = '/' + relative(out, join(entry.parentPath, entry.name)).split('\\').join('/');
    urls.push(path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path);
  }
  return urls.sort();
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe.each(['classic', 'classic-typescript'] as const)('the official starter, %s template', (template) => {
  it('migrates and builds to the URLs Docusaurus writes, the home page showing its three feature SVGs inline', async () => {
    const { root } = layOutStarter(template);
    made.push(dirname(root));
    const migrated = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(migrated.stderr).toBe('');
    expect(migrated.code).toBe(0);
    const out = join(root, 'build');
    const built = await zapsite(['build', '--root', root, '--out', out]);
    expect(built.stderr.match(/^error.*$/gm) ?? []).toEqual([]);
    expect(built.code).toBe(0);
    // zapsite's own search page may sit beside Docusaurus's pages.
    expect(htmlUrls(out).filter((u) => u !== '/search/')).toEqual(DOCUSAURUS_URLS);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    const svgs = home.match(/<svg[^>]*role="img"[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(3);
    // Each is the picture itself (its paths inline), not an <img> pointing at the file.
    expect(home).not.toMatch(/<img[^>]*undraw_docusaurus/);
    expect(home.match(/<svg[^>]*role="img"[\s\S]*?<\/svg>/g)!.every((svg) => svg.includes('<path'))).toBe(true);
  }, 240_000);
});
