// A site's CSS compiled as Docusaurus's webpack compiles it (issue 31): url() in CSS modules,
// component stylesheets and customCss resolved as css-loader resolves it (`/x` from the static
// folder, `@site/x`, relative, `~pkg/x`), a url() that names no file reported once at its line,
// and CSS-module class names the same on the server and in the islands bundle (issue 32).
// Real CLI builds of small sites written into temporary folders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zapsite } from '../helpers/cli.ts';
import { userEnv } from '../helpers/user-env.ts';

const CONFIG = `import { defineConfig } from 'zapsite/config';
export default defineConfig({
  title: 'Tile Bench',
  url: 'https://tiles.example.com',
  baseUrl: '/bench/',
  trailingSlash: true,
  docs: { path: 'docs' },
  blog: false,
  pages: { path: 'src/pages' },
  markdown: { components: 'src/theme/MDXComponents.tsx', interactive: { Lamp: 'load' } },
  theme: { customCss: './src/css/custom.css' },
});
`;

/** A site whose stylesheets use every url() form, a component island and a page-only component sharing a class name. */
const SITE: Record<string, string> = {
  'zapsite.config.ts': CONFIG,
  'static/img/board.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
  'static/fonts/outfit.woff2': 'font bytes',
  'src/assets/tile.png': 'png bytes',
  'src/pages/spark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>',
  'node_modules/tile-fonts/package.json': '{"name":"tile-fonts","version":"1.0.0"}',
  'node_modules/tile-fonts/files/mono.woff2': 'mono font bytes',
  'src/pages/index.module.css': [
    '.hero {',
    '  background-image: url("/img/board.svg");',
    '}',
    '.tile { background: url(@site/src/assets/tile.png) repeat; }',
    '.spark { background: url(./spark.svg); }',
    '@font-face { font-family: Mono; src: url(~tile-fonts/files/mono.woff2) format("woff2"); }',
    '.left { background: url(data:image/gif;base64,R0lGODlhAQABAAAAACw=), url(https://cdn.example.com/x.png); filter: url(#glow); }',
    '',
  ].join('\n'),
  'src/pages/index.tsx': `import Layout from '@theme/Layout';
import styles from './index.module.css';
import Shelf from '../components/Shelf';
export default function Home() {
  return (
    <Layout title="Home">
      <main className={styles.hero}>
        <p className={styles.tile}>Tiles</p>
        <Shelf />
      </main>
    </Layout>
  );
}
`,
  'src/css/custom.css': [
    '@font-face {',
    '  font-family: Outfit;',
    '  src: url("/fonts/outfit.woff2") format("woff2");',
    '}',
    '.navbar { background: url(../assets/tile.png); }',
    '',
  ].join('\n'),
  // Two stylesheets with one stem and one class: esbuild numbers the second `styles_card2` in a run
  // that has both (the server bundle), not in one that has only the island's.
  'src/components/Shelf/index.tsx': `import styles from './styles.module.css';
export default function Shelf() { return <div className={styles.card}>Shelf</div>; }
`,
  'src/components/Shelf/styles.module.css': '.card { color: teal; }\n',
  'src/components/Lamp/index.tsx': `import { useState } from 'react';
import styles from './styles.module.css';
export default function Lamp() {
  const [on, setOn] = useState(false);
  return <button type="button" className={styles.card} onClick={() => setOn(!on)}>Lamp {on ? 'on' : 'off'}</button>;
}
`,
  'src/components/Lamp/styles.module.css': '.card { color: orange; }\n',
  'src/theme/MDXComponents.tsx': `import MDXComponents from '@theme-original/MDXComponents';
import Lamp from '../components/Lamp';
export default { ...MDXComponents, Lamp };
`,
  'docs/intro.mdx': '---\ntitle: Intro\n---\n\nA lamp:\n\n<Lamp />\n',
};

async function writeSite(files: Record<string, string>): Promise<{ dir: string; root: string; out: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'zapsite-site-css-'));
  const root = join(dir, 'site');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return { dir, root, out: join(dir, 'out') };
}

const made: string[] = [];
afterAll(async () => {
  if (!process.env.ZAPSITE_KEEP_TEMP) for (const dir of made) await rm(dir, { recursive: true, force: true });
});

/** Every stylesheet a built page links, with its text (read from the output). */
function linkedCss(out: string, page: string): string {
  const html = readFileSync(join(out, page), 'utf8');
  return [...html.matchAll(/<link rel="stylesheet" href="\/bench\/([^"]+)"/g)]
    .map((m) => readFileSync(join(out, m[1]!), 'utf8'))
    .join('\n');
}

/** The url()s of a stylesheet that point into the site, each checked to be a file of the output. */
function servedUrls(out: string, css: string): string[] {
  return [...css.matchAll(/url\(\s*"?(\/bench\/[^")?#]+)/g)]
    .map((m) => m[1]!)
    .filter((u) => existsSync(join(out, u.slice('/bench/'.length))));
}

describe('url() in site CSS, as Docusaurus resolves it', () => {
  let site: { dir: string; root: string; out: string };
  let run: Awaited<ReturnType<typeof zapsite>>;
  beforeAll(async () => {
    site = await writeSite(SITE);
    made.push(site.dir);
    run = await zapsite(['build', '--root', site.root, '--out', site.out]);
  });

  it('builds', () => {
    expect(run.stderr).not.toMatch(/error\[/);
    expect(run.code).toBe(0);
  });

  it("points a React page's CSS module at files the output serves: /x from static/, @site/, relative and ~pkg", () => {
    const css = linkedCss(site.out, 'index.html');
    // `/img/board.svg` is the static folder's file, at its own URL under the base URL.
    expect(css).toMatch(/url\("?\/bench\/img\/board\.svg"?\)/);
    expect(existsSync(join(site.out, 'img/board.svg'))).toBe(true);
    const urls = servedUrls(site.out, css);
    expect(urls).toContain('/bench/img/board.svg');
    expect(
      urls.some((u) => /^\/bench\/assets\/mdx\/tile-[0-9a-f]{8}\.png$/.test(u)),
      '@site/',
    ).toBe(true);
    expect(
      urls.some((u) => /^\/bench\/assets\/mdx\/spark-[0-9a-f]{8}\.svg$/.test(u)),
      'relative',
    ).toBe(true);
    expect(
      urls.some((u) => /^\/bench\/assets\/mdx\/mono-[0-9a-f]{8}\.woff2$/.test(u)),
      '~pkg',
    ).toBe(true);
    // Left alone.
    expect(css).toContain('data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    expect(css).toContain('https://cdn.example.com/x.png');
    expect(css).toMatch(/url\("?#glow"?\)/);
  });

  it('points customCss at the static folder for /fonts/x and publishes a relative file', () => {
    const css = linkedCss(site.out, 'docs/intro/index.html');
    expect(css).toMatch(/url\("?\/bench\/fonts\/outfit\.woff2"?\)/);
    expect(existsSync(join(site.out, 'fonts/outfit.woff2'))).toBe(true);
    expect(servedUrls(site.out, css).some((u) => /tile-[0-9a-f]{8}\.png$/.test(u))).toBe(true);
  });

  it("gives a CSS module's classes the same names on the server and in the island's bundle", () => {
    const html = readFileSync(join(site.out, 'docs/intro/index.html'), 'utf8');
    const cls = /<button type="button" class="([^"]+)">Lamp (?:<!-- -->)?off<\/button>/.exec(html)?.[1];
    expect(cls, 'the island rendered on the server').toBeTruthy();
    const js = readdirSync(join(site.out, 'assets/js'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(site.out, 'assets/js', f), 'utf8'))
      .join('\n');
    expect(js).toContain(`"${cls}"`);
    // And the page-only component keeps its own name, apart from the island's.
    const shelf = /<div class="([^"]+)">Shelf<\/div>/.exec(readFileSync(join(site.out, 'index.html'), 'utf8'))?.[1];
    expect(shelf).toBeTruthy();
    expect(shelf).not.toBe(cls);
  });
});

describe('a url() that names no file', () => {
  it('is one css-url error at its file, line and column, however many pages use the stylesheet', async () => {
    const pages: Record<string, string> = {};
    for (const name of ['one', 'two', 'three'])
      pages[`src/pages/${name}.tsx`] = `import Layout from '@theme/Layout';
import styles from '../components/board.module.css';
export default function P() { return <Layout title="${name}"><p className={styles.board}>${name}</p></Layout>; }
`;
    const site = await writeSite({
      ...SITE,
      ...pages,
      'src/components/board.module.css':
        '.board {\n  color: red;\n  background-image: url("/img/circuit-board.svg");\n}\n',
    });
    made.push(site.dir);
    const run = await zapsite(['build', '--root', site.root, '--out', site.out]);
    expect(run.code).toBe(1);
    const errors = run.stderr.match(/^error\[[a-z-]+\]/gm) ?? [];
    expect(errors).toEqual(['error[css-url]']);
    expect(run.stderr).toContain(
      'error[css-url]: url(/img/circuit-board.svg) names no file (looked for static/img/circuit-board.svg, img/circuit-board.svg)',
    );
    expect(run.stderr).toContain('--> src/components/board.module.css:3:25');
    expect(run.stderr).toContain('3 |   background-image: url("/img/circuit-board.svg");');
    expect(run.stderr).not.toContain('mdx-import');
    // Nothing written.
    expect(existsSync(site.out)).toBe(false);
  });

  it('in customCss is a css-url error at its line', async () => {
    const site = await writeSite({ ...SITE, 'src/css/custom.css': '.a {\n  background: url(../img/gone.png);\n}\n' });
    made.push(site.dir);
    const run = await zapsite(['build', '--root', site.root, '--out', site.out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error[css-url]: url(../img/gone.png) names no file (looked for src/img/gone.png)');
    expect(run.stderr).toContain('--> src/css/custom.css:2:15');
  });
});

// Sass is the site's own package (docusaurus-plugin-sass's peer dependency); zapsite does not ship
// one. The test takes sass from the npm registry once into a cache folder, as a site would install it.
const SASS_VERSION = '1.108.2';
const SASS_CACHE = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'zapsite-test-sass');

function sassModules(): string {
  const modules = join(SASS_CACHE, 'node_modules');
  const installed = join(modules, 'sass/package.json');
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, 'utf8')).version !== SASS_VERSION) {
    mkdirSync(SASS_CACHE, { recursive: true });
    writeFileSync(join(SASS_CACHE, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        `sass@${SASS_VERSION}`,
      ],
      { cwd: SASS_CACHE, stdio: 'pipe', env: userEnv() },
    );
  }
  return modules;
}

const SASS_SITE: Record<string, string> = {
  'zapsite.config.ts': CONFIG.replace(
    "customCss: './src/css/custom.css'",
    "customCss: './src/css/custom.scss'",
  ).replace("markdown: { components: 'src/theme/MDXComponents.tsx', interactive: { Lamp: 'load' } },\n", ''),
  'static/img/board.svg': SITE['static/img/board.svg']!,
  'src/pages/index.module.scss':
    '$accent: teal;\n.hero {\n  background: url("/img/board.svg");\n  .title {\n    color: $accent;\n  }\n}\n',
  'src/pages/index.tsx': `import Layout from '@theme/Layout';
import styles from './index.module.scss';
export default function Home() {
  return <Layout title="Home"><main className={styles.hero}><h2 className={styles.title}>Sass</h2></main></Layout>;
}
`,
  'src/css/_colors.scss': '$nav: rebeccapurple;\n',
  'src/css/custom.scss': "@use 'colors';\n.navbar {\n  a { color: colors.$nav; }\n}\n",
  'docs/intro.md': '---\ntitle: Intro\n---\n\nPlain.\n',
};

describe('Sass, with the site’s sass package', () => {
  let modules: string;
  beforeAll(() => {
    modules = sassModules();
  }, 300_000);

  async function sassSite(files: Record<string, string>) {
    const site = await writeSite(files);
    made.push(site.dir);
    symlinkSync(modules, join(site.root, 'node_modules'));
    return site;
  }

  it('compiles a .module.scss (nested rule, url(), class names exported) and a .scss customCss with a partial', async () => {
    const site = await sassSite(SASS_SITE);
    const run = await zapsite(['build', '--root', site.root, '--out', site.out]);
    expect(run.stderr).not.toMatch(/error\[/);
    expect(run.code).toBe(0);
    const html = readFileSync(join(site.out, 'index.html'), 'utf8');
    const hero = /<main class="([^"]+)"><h2 class="([^"]+)">Sass<\/h2>/.exec(html);
    expect(hero, 'the module exported its class names').not.toBeNull();
    const [, heroClass, titleClass] = hero!;
    expect(heroClass).toMatch(/^index_[0-9a-f]{6}_module_hero$/);
    const css = linkedCss(site.out, 'index.html');
    // The nested rule, compiled, under the module's names.
    expect(css).toMatch(new RegExp(`\\.${heroClass} \\.${titleClass}\\s*\\{\\s*color:\\s*teal`));
    expect(css).toMatch(/url\("?\/bench\/img\/board\.svg"?\)/);
    expect(css).toMatch(/\.navbar a\s*\{\s*color:\s*#639\b|\.navbar a\s*\{\s*color:\s*rebeccapurple/);
  });

  it('reports Sass that does not compile as css-sass at its file, line and column', async () => {
    const site = await sassSite({ ...SASS_SITE, 'src/pages/index.module.scss': '.hero {\n  color: $missing;\n}\n' });
    const run = await zapsite(['build', '--root', site.root, '--out', site.out]);
    expect(run.code).toBe(1);
    expect(run.stderr.match(/^error\[[a-z-]+\]/gm)).toEqual(['error[css-sass]']);
    expect(run.stderr).toContain('error[css-sass]: Sass: Undefined variable.');
    expect(run.stderr).toContain('--> src/pages/index.module.scss:2:10');
    expect(run.stderr).toContain('2 |   color: $missing;');
  });

  it('reports a url() that names no file in Sass at its line in the .scss file', async () => {
    const site = await sassSite({
      ...SASS_SITE,
      'src/pages/index.module.scss': '.hero {\n  .title { color: red; }\n  background: url(/img/gone.svg);\n}\n',
    });
    const run = await zapsite(['build', '--root', site.root, '--out', site.out]);
    expect(run.code).toBe(1);
    expect(run.stderr.match(/^error\[[a-z-]+\]/gm)).toEqual(['error[css-url]']);
    expect(run.stderr).toContain('--> src/pages/index.module.scss:3:19');
  });
});

describe('Sass without the sass package', () => {
  /** The Sass site with no Sass customCss: only the pages' imports meet Sass. */
  const sassPagesOnly = () => {
    const files = Object.fromEntries(Object.entries(SASS_SITE).filter(([path]) => !path.startsWith('src/css/')));
    files['zapsite.config.ts'] = SASS_SITE['zapsite.config.ts']!.replace(
      "  theme: { customCss: './src/css/custom.scss' },\n",
      '',
    );
    return files;
  };

  it('is one css-sass-missing error at the import, saying how to install it', async () => {
    const site = await writeSite(sassPagesOnly());
    made.push(site.dir);
    const run = await zapsite(['build', '--root', site.root, '--out', site.out]);
    expect(run.code).toBe(1);
    expect(run.stderr.match(/^error\[[a-z-]+\]/gm)).toEqual(['error[css-sass-missing]']);
    expect(run.stderr).toContain(
      'src/pages/index.module.scss is Sass, and the sass package is not installed in the site: run `npm install -D sass`',
    );
    expect(run.stderr).toContain('--> src/pages/index.tsx:2:');
  });

  it('is one error for the whole site, however many Sass files and imports, the pages that meet it in affects', async () => {
    const files = sassPagesOnly();
    files['src/components/Card.tsx'] =
      "import card from './card.module.scss';\nexport default function Card() {\n  return <p className={card.card}>Card</p>;\n}\n";
    files['src/components/card.module.scss'] = '.card {\n  padding: 1rem;\n}\n';
    files['src/pages/about.tsx'] = `import Layout from '@theme/Layout';
import styles from './index.module.scss';
import Card from '../components/Card';
export default function About() {
  return <Layout title="About"><main className={styles.hero}><Card /></main></Layout>;
}
`;
    const site = await writeSite(files);
    made.push(site.dir);
    const run = await zapsite(['build', '--root', site.root, '--out', site.out]);
    expect(run.code).toBe(1);
    expect(run.stderr.match(/^error\[[a-z-]+\]/gm)).toEqual(['error[css-sass-missing]']);
    expect(run.stderr).toContain(
      'is Sass, and the sass package is not installed in the site: run `npm install -D sass`',
    );
    // Shown at one import of a Sass file; the pages where the others were met, in affects.
    expect(run.stderr).toMatch(
      /--> src\/(components|pages)\/[A-Za-z]+\.tsx:\d+:\d+\n.*\n\d+ \| import [a-z]+ from '[./a-z]+\.module\.scss';/,
    );
    expect(run.stderr).toContain('= affects 2 pages: src/pages/about.tsx, src/pages/index.tsx');
  });
});
