// URLs that would leave the output folder, and sites that used to build green while broken, through
// the CLI on small sites in temporary folders. Each is a located error (file, line, column and the
// line itself where the input has one) with its exit code; for a path that climbs out, a file
// beside the site where it would land must keep its bytes.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { copyFixture, type TempSite } from './temp-site.ts';
import { zapsite, type Run } from '../helpers/cli.ts';

const sites: TempSite[] = [];
afterAll(async () => {
  await Promise.all(sites.map((s) => s.remove()));
});

const VICTIM = '<!doctype html><p>Not zapsite’s to write.</p>\n';

interface Site extends TempSite {
  /** The file where a path climbing two folders above the output would land. */
  victim: string;
}

/** A copy of `fixture` with `files` added (path -> text) and its config changed by `config`. */
async function makeSite(
  fixture: string,
  files: Record<string, string>,
  config: (text: string) => string = (t) => t,
): Promise<Site> {
  const s = await copyFixture(fixture);
  sites.push(s);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(s.root, rel)), { recursive: true });
    await writeFile(join(s.root, rel), text);
  }
  const configFile = join(s.root, 'zapsite.config.ts');
  await writeFile(configFile, config(await readFile(configFile, 'utf8')));
  // Beside the site: what a "../" slug or redirect would overwrite (the output is site/build).
  const victim = join(s.dir, 'victim', 'index.html');
  await mkdir(dirname(victim), { recursive: true });
  await writeFile(victim, VICTIM);
  return { ...s, victim };
}

const build = (s: TempSite): Promise<Run> => zapsite(['build', '--root', s.root]);

/** The build failed with `exit`, named no unexpected error, and wrote no output; the victim is whole. */
async function fails(s: Site, exit: number): Promise<string> {
  const run = await build(s);
  expect(run.code, run.stderr).toBe(exit);
  expect(run.stderr).not.toContain('Unexpected error');
  expect(existsSync(join(s.root, 'build'))).toBe(false);
  expect(await readFile(s.victim, 'utf8')).toBe(VICTIM);
  return run.stderr;
}

/** The diagnostic's header, its place and, when given, the source line under it. */
function expectLocated(stderr: string, code: string, where: string, source?: string): void {
  expect(stderr).toContain(`error[${code}]: `);
  expect(stderr).toContain(`  --> ${where}\n`);
  if (source !== undefined) expect(stderr).toMatch(new RegExp(`\\n${where.split(':')[1]} \\| ${escape(source)}\\n`));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const page = (fm: string, body = '# A page\n\nSome text.\n') => `---\n${fm}\n---\n\n${body}`;

describe('a URL that climbs out of the output folder', () => {
  it('a doc `slug` with ".." segments is a located error, and nothing is written outside', async () => {
    const s = await makeSite('basic', { 'content/docs/evil.md': page('title: Evil\nslug: /../../../victim') });
    const stderr = await fails(s, 1);
    expectLocated(stderr, 'invalid-url', 'content/docs/evil.md:3:7', 'slug: /../../../victim');
    expect(stderr).toContain('has a ".." segment');
  });

  it('a blog post `slug` with ".." segments is a located error', async () => {
    const s = await makeSite('blog-ten', {
      'content/blog/2025-03-11-evil.md': page('title: Evil\nslug: /../../../victim'),
    });
    const stderr = await fails(s, 1);
    expectLocated(stderr, 'invalid-url', 'content/blog/2025-03-11-evil.md:3:7', 'slug: /../../../victim');
  });

  it('a page `slug` with ".." segments is a located error', async () => {
    const s = await makeSite('basic', { 'content/pages/evil.md': page('slug: /../../victim') });
    const stderr = await fails(s, 1);
    expectLocated(stderr, 'invalid-url', 'content/pages/evil.md:2:7', 'slug: /../../victim');
  });

  it('a redirect `from` with ".." segments is a config error at its line', async () => {
    const s = await makeSite('basic', {}, (t) =>
      t.replace(
        "redirects: [{ from: '/old/', to: '/docs/guide/#setup' }],",
        "redirects: [\n    { from: '/../../victim/', to: '/docs/' },\n  ],",
      ),
    );
    const stderr = await fails(s, 2);
    expectLocated(stderr, 'config-redirect', 'zapsite.config.ts:12:7', "    { from: '/../../victim/', to: '/docs/' },");
    expect(stderr).toContain('redirects[0] ("/../../victim/" -> "/docs/"): "from" has a ".." segment');
  });

  it('a baseUrl with ".." segments is a config error', async () => {
    const s = await makeSite('basic', {}, (t) =>
      t.replace("url: 'https://example.com',", "url: 'https://example.com',\n  baseUrl: '/site/../../',"),
    );
    const stderr = await fails(s, 2);
    expect(stderr).toContain(
      'error[config-invalid]: Invalid config value at "baseUrl": a path without "." or ".." segments',
    );
  });
});

describe('"#" and "?" in file names', () => {
  it('a page or a post named with "#" or "?" gets a %23/%3F URL that every link reaches; check-links finds 0 broken', async () => {
    const s = await makeSite('basic', {
      'content/pages/c#d.md': '# Hash page\n\nBack to [the docs](/docs/).\n',
      'content/pages/what?.md': '# Question page\n\nSee [the hash page](/c%23d/).\n',
      'content/docs/links.md': page(
        'title: Links',
        'Go to [hash](/c%23d/), [question](/what%3F/) and [the file](../pages/c%23d.md).\n',
      ),
    });
    const run = await build(s);
    expect(run.code, run.stderr).toBe(0);
    // The output files keep the real names; the links are escaped.
    expect(existsSync(join(s.root, 'build', 'c#d', 'index.html'))).toBe(true);
    expect(existsSync(join(s.root, 'build', 'what?', 'index.html'))).toBe(true);
    const links = await readFile(join(s.root, 'build', 'docs', 'links', 'index.html'), 'utf8');
    expect(links).toContain('href="/c%23d/"');
    expect(links).toContain('href="/what%3F/"');
    const check = await zapsite(['check-links', '--root', s.root]);
    expect(check.stdout + check.stderr).toContain('No broken links');
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });

  it('a doc named with "#" is refused as Docusaurus refuses it, naming the file', async () => {
    const s = await makeSite('basic', { 'content/docs/x#y.md': '# Doc\n' });
    const stderr = await fails(s, 1);
    expectLocated(stderr, 'invalid-url', 'content/docs/x#y.md');
    expect(stderr).toContain('made from its file name has a "#"');
  });
});

describe('redirects that loop or chain', () => {
  const redirects = (list: string) => (t: string) =>
    t.replace("redirects: [{ from: '/old/', to: '/docs/guide/#setup' }],", `redirects: [\n${list}  ],`);

  it('a loop of two, a redirect to itself and a chain are each an error naming the redirects', async () => {
    const s = await makeSite(
      'basic',
      {},
      redirects(
        [
          "    { from: '/a/', to: '/b/' },",
          "    { from: '/b/', to: '/a' },",
          "    { from: '/self/', to: '/self/' },",
          "    { from: '/old/', to: '/docs/guide/#setup' },",
          "    { from: '/older/', to: '/old/' },",
          '',
        ].join('\n'),
      ),
    );
    const stderr = await fails(s, 2);
    expectLocated(stderr, 'config-redirect-loop', 'zapsite.config.ts:12:7', "    { from: '/a/', to: '/b/' },");
    expect(stderr).toContain('redirects[0] ("/a/" -> "/b/"), then redirects[1] ("/b/" -> "/a")');
    expectLocated(stderr, 'config-redirect-loop', 'zapsite.config.ts:14:7', "    { from: '/self/', to: '/self/' },");
    expect(stderr).toContain('redirects[2] ("/self/" -> "/self/") redirects to itself');
    expectLocated(stderr, 'config-redirect-chain', 'zapsite.config.ts:16:7', "    { from: '/older/', to: '/old/' },");
    expect(stderr).toContain('redirects[4] ("/older/" -> "/old/") leads to another redirect, redirects[3]');
    expect(stderr).toContain('3 errors');
  });
});

describe('two inputs for one output path', () => {
  it('a static 404.html where the generated one goes is an error naming both', async () => {
    const s = await makeSite('basic', { 'static/404.html': '<p>mine</p>\n' });
    const stderr = await fails(s, 1);
    expectLocated(stderr, 'output-conflict', 'static/404.html');
    expect(stderr).toContain(
      'the generated not-found page /404.html and the static file static/404.html both write 404.html',
    );
  });

  it('a static sitemap.xml where the generated one goes gives way to it, with a warning naming both', async () => {
    // As Docusaurus's sitemap and llms plugins write theirs over the static files it copied.
    const s = await makeSite('basic', { 'static/sitemap.xml': '<urlset/>\n' });
    const run = await build(s);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^warning\[output-conflict\]/m);
    expect(run.stderr).toContain(
      'the generated file sitemap.xml and the static file static/sitemap.xml both write sitemap.xml; the generated file is written',
    );
    expect(await readFile(join(s.root, 'build', 'sitemap.xml'), 'utf8')).toContain('/docs/guide/');
  });

  it("a static _redirects (a host's rules, as Docusaurus sites ship them) is written as it is, in place of zapsite's", async () => {
    const own = '/8.x/*  /:splat  302\n/en/*  /:splat  301\n';
    const s = await makeSite('basic', { 'static/_redirects': own });
    const run = await build(s);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('output-conflict');
    expect(await readFile(join(s.root, 'build', '_redirects'), 'utf8')).toBe(own);
    // The config's redirect still leads on, from its page.
    expect(await readFile(join(s.root, 'build', 'old', 'index.html'), 'utf8')).toContain('/docs/guide/#setup');
  });

  it("a doc named index.html.md, whose folder is the docs index page's file, is an error naming both", async () => {
    const s = await makeSite('basic', { 'content/docs/index.html.md': '# Index\n' });
    const stderr = await fails(s, 1);
    expectLocated(stderr, 'output-conflict', 'content/docs/index.html.md');
    expect(stderr).toContain(
      'the page /docs/ (content/docs/intro.md) writes the file docs/index.html, where the page /docs/index.html/ (content/docs/index.html.md) needs a folder',
    );
  });
});

describe('front matter the build used to guess around', () => {
  it('two docs with one `id` are an error naming both, at the id line', async () => {
    const s = await makeSite('basic', { 'content/docs/copy.md': page('title: Copy\nid: intro\nslug: /copy') });
    const stderr = await fails(s, 1);
    expectLocated(stderr, 'duplicate-doc-id', 'content/docs/copy.md:3:5', 'id: intro');
    expect(stderr).toMatch(
      /Two docs have the id "intro": content\/docs\/(intro|copy)\.md and content\/docs\/(copy|intro)\.md\./,
    );
  });

  it('a list, a mapping or a number as `title` is an error at its line', async () => {
    const s = await makeSite('basic', {
      'content/docs/list.md': page('title: [a, b]'),
      'content/docs/map.md': page('description: A map.\ntitle:\n  text: Hi'),
      'content/docs/number.md': page('title: 2024'),
    });
    const stderr = await fails(s, 1);
    expectLocated(stderr, 'front-matter-type', 'content/docs/list.md:2:8', 'title: [a, b]');
    expect(stderr).toContain('Front matter `title` must be a string; here it is a list.');
    expectLocated(stderr, 'front-matter-type', 'content/docs/map.md:3:1', 'title:');
    expect(stderr).toContain('here it is a mapping.');
    expectLocated(stderr, 'front-matter-type', 'content/docs/number.md:2:8', 'title: 2024');
    expect(stderr).toContain('here it is a number (2024).');
  });

  it('a YAML alias bomb is a located front-matter-yaml error, not an unexpected one', async () => {
    const rows = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (const [name, prev] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
      ['g', 'f'],
    ])
      rows.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    const s = await makeSite('basic', { 'content/docs/bomb.md': page(`title: Bomb\n${rows.join('\n')}`) });
    const stderr = await fails(s, 1);
    expectLocated(stderr, 'front-matter-yaml', 'content/docs/bomb.md:4:8', rows[1]!);
    expect(stderr).toContain("past zapsite's limit of 100");
  });
});

describe('a sidebars file that never ends', () => {
  it('a category inside its own items is a located error naming the sidebars file', async () => {
    const s = await makeSite('sidebars-file', {
      'sidebars.ts': [
        "const loop: { type: 'category'; label: string; items: unknown[] } = { type: 'category', label: 'Loop', items: ['intro'] };",
        'loop.items.push(loop);',
        "export default { guides: [loop], reference: ['reference/api'] };",
        '',
      ].join('\n'),
    });
    const stderr = await fails(s, 1);
    expect(stderr).toContain(
      'error[sidebars-cycle]: sidebar "guides"[0].items[1]: category "Loop" is inside its own items',
    );
    expect(stderr).toMatch(/ {2}--> sidebars\.ts:1:\d+\n/);
    expect(stderr).not.toContain('Maximum call stack');
  });
});
