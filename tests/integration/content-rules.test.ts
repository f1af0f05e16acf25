// Docusaurus's content rules on a small Docusaurus site of our own, migrated and built by the real
// CLI: the docs and blog plugins' include/exclude globs (carried by migrate, applied by the scan),
// and blog dates as Docusaurus reads them (a one-digit month in a front matter timestamp).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { zapsite } from '../helpers/cli.ts';
import { userEnv } from '../helpers/user-env.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'zapsite-content-rules-'));
  dirs.push(dir);
  const root = join(dir, 'site');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** A Docusaurus config with the classic preset's docs and blog options given. */
const config = (docs: string, blog: string) => `module.exports = {
  title: 'Rules', url: 'https://rules.example.org', baseUrl: '/',
  presets: [['classic', { docs: ${docs}, blog: ${blog} }]],
};
`;

const read = (root: string, path: string) => readFile(join(root, '..', 'out', path), 'utf8');

const build = (root: string) => zapsite(['build', '--root', root, '--out', join(root, '..', 'out')]);

/** The site's docs/index.mdx rewritten by `edit`, and the site built again. */
async function rebuildWithPage(root: string, edit: (text: string) => string) {
  const path = join(root, 'docs/index.mdx');
  await writeFile(path, edit(await readFile(path, 'utf8')));
  return build(root);
}

async function migrateAndBuild(root: string) {
  const m = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
  expect(m.stderr).toBe('');
  expect(m.code).toBe(0);
  return build(root);
}

describe('docs and blog include/exclude', () => {
  it('leaves out a README.md beside index.md, as `exclude` says, so no URL is claimed twice', async () => {
    const root = await site({
      'docusaurus.config.js': config(
        "{ sidebarPath: false, exclude: ['README.md', '**/internal/**'] }",
        "{ exclude: ['drafts/**'], feedOptions: { type: 'rss' } }",
      ),
      'docs/index.md': '# Welcome\n\nThe index page.\n',
      'docs/README.md': '# Read me\n\nFor the repository only.\n',
      'docs/guide/README.md': '# Guide readme\n\nNested, not excluded.\n',
      'docs/internal/notes.md': '# Notes\n\nExcluded by a folder glob.\n',
      // Giving `exclude` replaces Docusaurus's defaults, so an underscore file is a doc again.
      'docs/_shown.md': '# Shown\n\nUnderscore, but the defaults are replaced.\n',
      'blog/2024-01-02-kept.md': '# Kept\n\nA post.\n',
      'blog/drafts/2024-01-03-unfinished.md': '# Unfinished\n\nNot a post.\n',
    });
    const m = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(m.code).toBe(0);
    const written = await readFile(join(root, 'zapsite.config.ts'), 'utf8');
    expect(written).toMatch(/exclude: \[\s*'README\.md',\s*'\*\*\/internal\/\*\*',?\s*\]/);
    expect(written).toMatch(/exclude: \[\s*'drafts\/\*\*',?\s*\]/);
    expect(m.stdout).not.toContain('exclude');
    const b = await build(root);
    expect(b.stderr).not.toContain('duplicate-url');
    expect(b.code).toBe(0);
    expect(await read(root, 'docs/index.html')).toContain('The index page.');
    expect(await read(root, 'docs/guide/index.html')).toContain('Nested, not excluded.');
    expect(await read(root, 'docs/_shown/index.html')).toContain('Underscore, but the defaults are replaced.');
    await expect(read(root, 'docs/internal/notes/index.html')).rejects.toThrow(/ENOENT/);
    expect(await read(root, 'blog/2024/01/02/kept/index.html')).toContain('A post.');
    await expect(read(root, 'blog/drafts/2024/01/03/unfinished/index.html')).rejects.toThrow(/ENOENT/);
    expect(await read(root, 'blog/rss.xml')).not.toContain('Unfinished');

    // With the default globs, README.md and index.md in one folder do collide, as in Docusaurus,
    // which only warns (its onDuplicateRoutes defaults to 'warn') and renders one of the two.
    const plain = await site({
      'docusaurus.config.js': config('{ sidebarPath: false }', 'false'),
      'docs/index.md': '# Welcome\n\nThe index.\n',
      'docs/README.md': '# Read me\n\nThe readme.\n',
    });
    const p = await migrateAndBuild(plain);
    expect(p.stderr).toContain(
      "warning[duplicate-url]: 2 inputs claim the URL /docs/: docs/index.md, docs/README.md; docs/README.md keeps it (onDuplicateRoutes: 'warn').",
    );
    expect(p.code).toBe(0);
    const kept = await read(plain, 'docs/index.html');
    expect(kept).toContain('The readme.');
    expect(kept).not.toContain('The index.');
  });

  it("stops on a URL claimed twice when the site says onDuplicateRoutes: 'throw'", async () => {
    const root = await site({
      'docusaurus.config.js': config('{ sidebarPath: false }', 'false').replace(
        "baseUrl: '/',",
        "baseUrl: '/', onDuplicateRoutes: 'throw',",
      ),
      'docs/index.md': '# Welcome\n',
      'docs/README.md': '# Read me\n',
    });
    const p = await migrateAndBuild(root);
    expect(p.code).toBe(1);
    expect(p.stderr).toContain('error[duplicate-url]: 2 inputs claim the URL /docs/: docs/index.md, docs/README.md.');
  });

  it('writes a page over a static file at its path, as Docusaurus does, with a warning at the static file', async () => {
    // A redirect page left in static/ from an older site, where the home page now goes.
    const stale = '<meta http-equiv="refresh" content="0; url=docs/intro.html">\n';
    const files = {
      'docusaurus.config.js': config('{ sidebarPath: false }', 'false'),
      'docs/intro.md': '# Intro\n\nThe docs.\n',
      'src/pages/index.md': '# Lantern works\n\nThe home page.\n',
      'static/index.html': stale,
      'static/docs/intro/index.html': stale,
      'static/kept.txt': 'A static file no page claims.\n',
    };
    const root = await site(files);
    const p = await migrateAndBuild(root);
    expect(p.code, p.stderr).toBe(0);
    expect(p.stderr).toContain(
      "warning[output-conflict]: Two inputs clash in the output: the page / (src/pages/index.md) and the static file static/index.html both write index.html; the page is written and the static file is not (onDuplicateRoutes: 'warn')",
    );
    expect(p.stderr).toContain('  --> static/index.html\n');
    expect(p.stderr).toContain('  --> static/docs/intro/index.html\n');
    expect(await read(root, 'index.html')).toContain('The home page.');
    expect(await read(root, 'docs/intro/index.html')).toContain('The docs.');
    expect(await read(root, 'kept.txt')).toBe('A static file no page claims.\n');

    // A site that stops on duplicates stops here too, naming both.
    const strict = await site({
      ...files,
      'docusaurus.config.js': files['docusaurus.config.js'].replace(
        "baseUrl: '/',",
        "baseUrl: '/', onDuplicateRoutes: 'throw',",
      ),
    });
    const q = await migrateAndBuild(strict);
    expect(q.code).toBe(1);
    expect(q.stderr).toContain(
      'error[output-conflict]: Two inputs clash in the output: the page / (src/pages/index.md) and the static file static/index.html both write index.html.',
    );
  });
});

describe('the sidebar of a site without a sidebars file', () => {
  it("is Docusaurus's defaultSidebar of every doc, so a navbar item naming it leads to the first; sidebarPath: false has none", async () => {
    const navbar = `themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'Handbook' }] } },`;
    const root = await site({
      'docusaurus.config.js': config('{}', 'false').replace('presets:', `${navbar}\n  presets:`),
      'docs/a-first.md': '# First\n\nThe first page.\n',
      'docs/b-second.md': '# Second\n\nThe second page.\n',
      'src/pages/index.md': '# Home\n\nThe home page.\n',
      // Not named by sidebarPath: Docusaurus does not read it (DefaultSidebars), nor does zapsite.
      'sidebars.js': "module.exports = { other: ['b-second'] };\n",
    });
    const m = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(m.code).toBe(0);
    const written = await readFile(join(root, 'zapsite.config.ts'), 'utf8');
    expect(written).toContain("sidebarId: 'defaultSidebar'");
    expect(written).not.toContain('sidebars.js');
    const b = await build(root);
    expect(b.stderr).toBe('');
    expect(b.code).toBe(0);
    const page = await read(root, 'docs/b-second/index.html');
    expect(page).toMatch(/<a [^>]*href="\/docs\/a-first"[^>]*>Handbook<\/a>/);
    expect(page).toMatch(/<nav [^>]*aria-label="Docs sidebar"[\s\S]*href="\/docs\/a-first"/);

    // sidebarPath: false is carried over: the docs have no sidebar at all.
    const none = await site({
      'docusaurus.config.js': config('{ sidebarPath: false }', 'false'),
      'docs/a-first.md': '# First\n\nThe first page.\n',
    });
    const n = await zapsite(['migrate', '--from', 'docusaurus', '--root', none]);
    expect(n.code).toBe(0);
    expect(n.stdout).not.toContain('sidebarPath');
    expect(await readFile(join(none, 'zapsite.config.ts'), 'utf8')).toContain('sidebarPath: false');
    expect((await build(none)).code).toBe(0);
    expect(await read(none, 'docs/a-first/index.html')).not.toContain('aria-label="Docs sidebar"');
  });
});

describe('images a doc reaches with a relative path into static/, or from @site/', () => {
  it('finds them, in .md and .mdx, at any depth, and shows them from the static URL', async () => {
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const root = await site({
      'docusaurus.config.js': config("{ routeBasePath: '/', sidebarPath: false }", 'false'),
      'docs/index.md': '# Home\n\n![Top](../static/img/lamp.png)\n',
      'docs/guide/wicks/trim.md': '# Trim\n\n![Deep](../../../static/img/shots/lamp%20lit.png)\n',
      'docs/guide/wicks/soak.mdx': '# Soak\n\n![Deep](../../../static/img/shots/lamp%20lit.png)\n',
      // From the site folder, as KILT's docs write theirs and Docusaurus's image plugin reads it.
      'docs/guide/oil.md': '# Oil\n\n![Site](@site/static/img/lamp.png)\n',
    });
    await mkdir(join(root, 'static/img/shots'), { recursive: true });
    await writeFile(join(root, 'static/img/lamp.png'), png);
    await writeFile(join(root, 'static/img/shots/lamp lit.png'), png);
    const b = await migrateAndBuild(root);
    expect(b.stderr).not.toContain('broken-image');
    expect(b.code).toBe(0);
    expect(await read(root, 'index.html')).toMatch(/<img src="\/img\/lamp\.png"/);
    expect(await read(root, 'guide/oil/index.html')).toMatch(/<img src="\/img\/lamp\.png" alt="Site"/);
    for (const page of ['guide/wicks/trim/index.html', 'guide/wicks/soak/index.html'])
      expect(await read(root, page)).toMatch(/<img src="[^"]*lamp(%20| )lit[^"]*\.png"/);
    // A path that leads into static/ but names no file there is still reported, at its line.
    await writeFile(join(root, 'docs/guide/wicks/trim.md'), '# Trim\n\n![Gone](../../../static/img/gone.png)\n');
    const broken = await build(root);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('error[broken-image]: Image "../../../static/img/gone.png" was not found.');
    expect(broken.stderr).toContain('docs/guide/wicks/trim.md:3:1');
  });

  it('finds an HTML image whose path already starts with the base URL, and keeps that path once', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const root = await site({
      'docusaurus.config.js': config("{ routeBasePath: '/', sidebarPath: false }", 'false').replace(
        "baseUrl: '/',",
        "baseUrl: '/lamp/',",
      ),
      // Docusaurus leaves an element's src as written, so a site under a base URL writes it in.
      'docs/index.md':
        '# Home\n\n<img src="/lamp/img/lamp.png" alt="Based" />\n\n<img src="/img/lamp.png" alt="Bare" />\n',
      'docs/gone.md': '# Gone\n\n<img src="/lamp/img/gone.png" alt="Missing" />\n',
    });
    await mkdir(join(root, 'static/img'), { recursive: true });
    await writeFile(join(root, 'static/img/lamp.png'), png);
    const b = await migrateAndBuild(root);
    expect(b.code, b.stderr).toBe(0);
    expect(b.stderr).not.toContain('lamp.png');
    const home = await read(root, 'index.html');
    expect(home).toMatch(/<img src="\/lamp\/img\/lamp\.png"[^>]*alt="Based"/);
    expect(home).toMatch(/<img src="\/lamp\/img\/lamp\.png"[^>]*alt="Bare"/);
    // One that names no static file, with or without the base, is still reported at its line.
    expect(b.stderr).toContain('warning[broken-html-image]: Image "/lamp/img/gone.png" was not found.');
    expect(b.stderr).toContain('docs/gone.md:3:11');
  });

  it('finds one under the default locale’s base URL in another locale’s page, as a browser does', async () => {
    const root = await site({
      'docusaurus.config.js': config("{ routeBasePath: '/', sidebarPath: false }", 'false').replace(
        "baseUrl: '/',",
        "baseUrl: '/lamp/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
      ),
      'docs/index.md': '# Home\n\n<img src="/lamp/img/lamp.png" alt="Based" />\n',
      // A translation copied from the English page keeps its src: the French build lives under
      // /lamp/fr/, and the English build's static copy answers at /lamp/img/lamp.png.
      'i18n/fr/docusaurus-plugin-content-docs/current/index.md':
        '# Accueil\n\n<img src="/lamp/img/lamp.png" alt="Avec la base" />\n\n<img src="/lamp/img/absente.png" alt="Absente" />\n',
    });
    await mkdir(join(root, 'static/img'), { recursive: true });
    await writeFile(
      join(root, 'static/img/lamp.png'),
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const b = await migrateAndBuild(root);
    expect(b.code, b.stderr).toBe(0);
    expect(b.stderr).not.toContain('lamp.png');
    expect(await read(root, 'fr/index.html')).toMatch(/<img src="\/lamp\/img\/lamp\.png"[^>]*alt="Avec la base"/);
    // A file that is in neither place is still reported, at its line in the translation.
    expect(b.stderr).toContain('warning[broken-html-image]: Image "/lamp/img/absente.png" was not found.');
    expect(b.stderr).toContain('i18n/fr/docusaurus-plugin-content-docs/current/index.md:5:11');
  });
});

describe('links a page does not render', () => {
  it('leaves unchecked a link to the page itself inside a component that draws no children, as Docusaurus never sees it', async () => {
    const root = await site({
      'docusaurus.config.js': config("{ routeBasePath: '/', sidebarPath: false }", 'false').replace(
        "baseUrl: '/',",
        "baseUrl: '/', onBrokenAnchors: 'throw',",
      ),
      'docs/index.mdx': [
        '# Lamps',
        '',
        // Draws its children only once opened in the browser: the build renders none of them.
        'export const Folded = () => <div className="folded" />;',
        '',
        '<Folded>',
        '',
        '## Wick lamps {#wick-lamps}',
        '',
        'See [wick lamps](#wick-lamps).',
        '',
        '</Folded>',
        '',
      ].join('\n'),
    });
    const b = await migrateAndBuild(root);
    expect(b.code, b.stderr).toBe(0);
    expect(b.stderr).not.toContain('wick-lamps');
    // The same link where the page renders it is checked: its heading is not on the page.
    const again = await rebuildWithPage(root, (text) => text + '\nAlso [wick lamps](#wick-lamps).\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('error[broken-anchor]');
    expect(again.stderr).toContain('docs/index.mdx:13:');
  });
});

describe('links to other pages a page does not render', () => {
  it('leaves one inside a component that draws no children unchecked, and checks one the component draws', async () => {
    const root = await site({
      'docusaurus.config.js': config("{ routeBasePath: '/', sidebarPath: false }", 'false'),
      'docs/index.mdx': [
        '# Lamps',
        '',
        // One choice drawn at build time, as supertokens' <UIType.CustomUIContent> draws its children
        // only for the other UI type: the build renders none of them.
        'export const OtherChoice = () => <div className="other-choice" />;',
        'export const Shown = ({ children }) => <div className="shown">{children}</div>;',
        '',
        '<OtherChoice>',
        '',
        'Read [the oil lamps page](../oil-lamps).',
        '',
        '</OtherChoice>',
        '',
        '<Shown>',
        '',
        'Read [the lamps page](/).',
        '',
        '</Shown>',
        '',
      ].join('\n'),
    });
    const b = await migrateAndBuild(root);
    expect(b.code, b.stderr).toBe(0);
    expect(b.stderr).not.toContain('oil-lamps');
    // A link the component that shows its children draws is checked, at its line.
    const again = await rebuildWithPage(root, (text) =>
      text.replace('[the lamps page](/)', '[the lamps page](/candles)'),
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('error[broken-link]');
    expect(again.stderr).toContain('docs/index.mdx:14:');
    expect(again.stderr.match(/error\[broken-link\]/g)).toHaveLength(1);
    expect(again.stderr).not.toContain('oil-lamps');
  });
});

describe('links of a partial a page does not render', () => {
  it('leaves them unchecked inside a component that draws no children, and checks them where it is drawn', async () => {
    const page = (where: 'hidden' | 'shown') =>
      [
        '# Lamps',
        '',
        "import Care from './_care.mdx';",
        '',
        'export const OtherChoice = () => <div className="other-choice" />;',
        '',
        ...(where === 'hidden' ? ['<OtherChoice>', '', '<Care />', '', '</OtherChoice>'] : ['<Care />']),
        '',
      ].join('\n');
    const root = await site({
      'docusaurus.config.js': config("{ routeBasePath: '/', sidebarPath: false }", 'false'),
      'docs/index.mdx': page('hidden'),
      'docs/_care.mdx': 'Keep the [wick trimmer](/trimmers) dry.\n',
    });
    const b = await migrateAndBuild(root);
    expect(b.code, b.stderr).toBe(0);
    expect(b.stderr).not.toContain('trimmers');
    const again = await rebuildWithPage(root, () => page('shown'));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('error[broken-link]');
    expect(again.stderr).toContain('docs/_care.mdx:1:');
  });
});

describe('blog dates as Docusaurus reads them', () => {
  it('takes a timestamp with a one-digit month, a quoted date, and dated folders', async () => {
    const root = await site({
      'docusaurus.config.js': config('false', "{ feedOptions: { type: 'all' } }"),
      'blog/one-digit.md': '---\ntitle: One digit\ndate: 2023-2-07T10:30:00Z\n---\n\nShort month.\n',
      'blog/quoted.md': "---\ntitle: Quoted\ndate: '2023-3-9'\n---\n\nQuoted date.\n",
      'blog/late.md': '---\ntitle: Late\ndate: 2023-04-01T23:30:00-02:00\n---\n\nThe next day in UTC.\n',
      'blog/2022/5/6/folder-post.md': '# Folder post\n\nDated by folders.\n',
    });
    const b = await migrateAndBuild(root);
    expect(b.stderr).not.toContain('blog-date');
    expect(b.code).toBe(0);
    const post = await read(root, 'blog/one-digit/index.html');
    expect(post).toMatch(/<time datetime="2023-02-07">February 7, 2023<\/time>/i);
    expect(await read(root, 'blog/quoted/index.html')).toContain('March 9, 2023');
    expect(await read(root, 'blog/late/index.html')).toContain('April 2, 2023');
    expect(await read(root, 'blog/2022/5/6/folder-post/index.html')).toContain('May 6, 2022');
    const rss = await read(root, 'blog/rss.xml');
    expect(rss).toContain('<pubDate>Tue, 07 Feb 2023 10:30:00 GMT</pubDate>');
    expect(rss).toContain('<pubDate>Sun, 02 Apr 2023 01:30:00 GMT</pubDate>');
    const json = JSON.parse(await read(root, 'blog/feed.json')) as {
      items: { title: string; date_modified: string }[];
    };
    // Newest first, by the full time.
    expect(json.items.map((i) => i.title)).toEqual(['Late', 'Quoted', 'One digit', 'Folder post']);
  });

  it('stops at a date Docusaurus rejects, and warns at a number it reads as milliseconds', async () => {
    const root = await site({
      'docusaurus.config.js': config('false', '{}'),
      'blog/bad.md': '---\ntitle: Bad\ndate: next tuesday\n---\n\nText.\n',
      'blog/2021-06-01-number.md': '---\ntitle: Number\ndate: 2023\n---\n\nText.\n',
    });
    const b = await migrateAndBuild(root);
    expect(b.code).toBe(1);
    expect(b.stderr).toContain('error[blog-date]: Front matter `date` "next tuesday" is not a date Docusaurus reads.');
    expect(b.stderr).toContain('--> blog/bad.md:3:7');
    expect(b.stderr).toContain(
      'warning[blog-date-number]: Front matter `date` is the number 2023, which Docusaurus reads as milliseconds since 1970; zapsite uses the date in the file name (2021-06-01) instead.',
    );
    expect(b.stderr).toContain('--> blog/2021-06-01-number.md:3:7');
  });

  it('dates a post that names no date by the commit that added it, else by its file, with a warning', async () => {
    const root = await site({
      'docusaurus.config.js': config('false', '{}'),
      'blog/undated.md': '# Undated\n\nNo date in the name or the front matter.\n',
      'blog/2021-06-01-dated.md': '# Dated\n\nDated by its name.\n',
    });
    // Outside git: the file's own time, and a warning that says so.
    const loose = await migrateAndBuild(root);
    expect(loose.code).toBe(0);
    expect(loose.stderr).toMatch(
      /warning\[blog-date-file\]: Blog post has no date in its name or front matter, and git has no record of it: it is dated \d{4}-\d{2}-\d{2}, when the file was made/,
    );
    expect(loose.stderr).toContain('--> blog/undated.md:1:1');
    expect(loose.stderr.match(/blog-date/g)).toHaveLength(1);
    // Committed: the commit that added it, with no warning.
    const when = '2024-05-06T07:08:09Z';
    const git = (args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Rules', '-c', 'user.email=rules@example.org', ...args], {
        cwd: root,
        stdio: 'ignore',
        env: { ...userEnv(), GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when },
      });
    git(['init', '-q']);
    git(['add', '-A']);
    git(['commit', '-qm', 'Posts', '--no-verify']);
    const b = await build(root);
    expect(b.stderr).not.toContain('blog-date');
    expect(b.code).toBe(0);
    expect(await read(root, 'blog/undated/index.html')).toMatch(/<time datetime="2024-05-06">May 6, 2024<\/time>/i);
    expect(await read(root, 'blog/rss.xml')).toContain('<pubDate>Mon, 06 May 2024 07:08:09 GMT</pubDate>');
  });
});
