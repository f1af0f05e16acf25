// Site code compiled as Docusaurus's webpack and Babel compile it, built with the real CLI on a small
// site written here: JSX in `.js` pages and components, SVG imports (and `require(…).default`) as
// components that render the drawing inline with the props given, other images as their hashed URL,
// a CommonJS package that requires React rendered on the server, `require()` of a site file, an
// interactive component that draws an SVG bundled for the browser, and a syntax error in a `.js`
// component reported as such at its file, line and column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zapsite, type Run } from '../helpers/cli.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const LOGO = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<!-- drawn by hand -->',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" class="own" style="stroke-width: 2; fill-opacity: .5" data-name="Layer 1">',
  '  <title>Logo</title>',
  '  <style>.dot{fill:teal}</style>',
  '  <defs><circle id="dot" class="dot" cx="12" cy="12" r="6" stroke-width="2"/></defs>',
  '  <use xlink:href="#dot"/>',
  '  <path d="M1 1L23 23"/>',
  '</svg>',
  '',
].join('\n');

const FILES: Record<string, string | Buffer> = {
  'zapsite.config.ts': [
    'export default {',
    "  title: 'Site code',",
    "  url: 'https://example.com',",
    '  trailingSlash: true,',
    '  blog: false,',
    "  pages: { path: 'src/pages' },",
    "  markdown: { interactive: { LogoToggle: 'load' }, interactiveFrom: { LogoToggle: 'src/components/LogoToggle.js' } },",
    '};',
    '',
  ].join('\n'),
  'static/img/logo.svg': LOGO,
  'src/components/photo.png': PNG,
  'src/components/shout.js': "module.exports = { shout: (s) => s.toUpperCase() + '!' };\n",
  'src/components/Features.js': [
    "import Logo from '@site/static/img/logo.svg';",
    "import photo from './photo.png';",
    "import Hello from 'hello-cjs';",
    "const { shout } = require('./shout.js');",
    '',
    'const LIST = [',
    "  { title: 'Required', Svg: require('@site/static/img/logo.svg').default, src: require('./photo.png').default },",
    '];',
    '',
    'function Feature({ Svg, title, src }) {',
    '  return (',
    '    <>',
    '      <Svg className="feature-svg" role="img" title={`${title} logo`} />',
    '      <img className="required-photo" src={src} alt="" />',
    '    </>',
    '  );',
    '}',
    '',
    'export default function Features({ greeting }) {',
    '  return (',
    '    <section>',
    '      <p className="greeting">{shout(greeting)}</p>',
    '      <Logo className="imported-svg" width={48} aria-label="Imported" />',
    '      <img className="imported-photo" src={photo} alt="" />',
    '      <Hello />',
    '      {LIST.map((f) => <Feature key={f.title} {...f} />)}',
    '    </section>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'src/components/LogoToggle.js': [
    "import { useState } from 'react';",
    "import Logo from '@site/static/img/logo.svg';",
    '',
    'export default function LogoToggle() {',
    '  const [on, setOn] = useState(false);',
    '  return (',
    '    <div className="logo-toggle">',
    '      <button type="button" onClick={() => setOn(!on)}>Show the logo</button>',
    '      {on ? <Logo className="shown" /> : null}',
    '    </div>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'src/pages/index.js': [
    "import Features from '../components/Features';",
    '',
    'export default function Home() {',
    '  return <main><h1>Home</h1><Features greeting="hello from props" /></main>;',
    '}',
    '',
  ].join('\n'),
  'content/docs/index.mdx': [
    '---',
    'title: Drawing',
    '---',
    '',
    "import Logo from '@site/static/img/logo.svg';",
    "import LogoToggle from '@site/src/components/LogoToggle';",
    '',
    '<Logo className="in-mdx" role="img" />',
    '',
    '<LogoToggle />',
    '',
  ].join('\n'),
  'node_modules/hello-cjs/package.json': '{ "name": "hello-cjs", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/hello-cjs/index.js':
    "module.exports = function Hello() { return require('react').createElement('b', { className: 'cjs' }, 'hi'); };\n",
};

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-site-code-'));
});
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** The site above (with `edits` over it) written to its own folder and built; the run and the output folder. */
async function build(
  name: string,
  edits: Record<string, string> = {},
): Promise<{ run: Run; out: string; root: string }> {
  const root = join(tmp, name);
  for (const [path, data] of Object.entries({ ...FILES, ...edits })) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), data);
  }
  const out = join(root, 'build');
  return { run: await zapsite(['build', '--root', root, '--out', out]), out, root };
}

/** Every start tag of an element with this class. */
function tagsWithClass(html: string, name: string, cls: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*\\bclass="${cls}"[^>]*>`, 'g'))].map((m) => m[0]);
}

describe('site code compiled as Docusaurus compiles it', () => {
  let site: { run: Run; out: string; root: string };
  let home: string;
  beforeAll(async () => {
    site = await build('ok');
    home = await readFile(join(site.out, 'index.html'), 'utf8').catch(() => '');
  });

  it('builds a .js page and component holding JSX (a fragment, props, a spread)', () => {
    expect(site.run.stderr).not.toMatch(/error\[/);
    expect(site.run.code).toBe(0);
    expect(home).toContain('<h1>Home</h1>');
    // shout() comes from a site file reached with require().
    expect(home).toContain('<p class="greeting">HELLO FROM PROPS!</p>');
  });

  it('renders an imported SVG inline, its own attributes and inner markup kept, the props on its root', () => {
    const [svg] = tagsWithClass(home, 'svg', 'imported-svg');
    expect(svg).toBeDefined();
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
    expect(svg).toContain('data-name="Layer 1"');
    expect(svg).toContain('style="stroke-width:2;fill-opacity:.5"');
    expect(svg).toContain('width="48"');
    expect(svg).toContain('aria-label="Imported"');
    const body = home.slice(home.indexOf(svg!), home.indexOf('</svg>', home.indexOf(svg!)));
    expect(body).toContain('<title>Logo</title>');
    expect(body).toContain('<style>.dot{fill:teal}</style>');
    expect(body).toContain('<circle id="dot" class="dot" cx="12" cy="12" r="6" stroke-width="2">');
    expect(body).toContain('<use xlink:href="#dot">');
    expect(body).toContain('<path d="M1 1L23 23">');
  });

  it("renders require('….svg').default as the same component, a title prop replacing the drawing's own", () => {
    const [svg] = tagsWithClass(home, 'svg', 'feature-svg');
    expect(svg).toContain('role="img"');
    const body = home.slice(home.indexOf(svg!), home.indexOf('</svg>', home.indexOf(svg!)));
    expect(body).toContain('<title>Required logo</title>');
    expect(body).not.toContain('<title>Logo</title>');
    expect(body).toContain('<path d="M1 1L23 23">');
  });

  it('gives a png import, and require(…).default, the hashed URL of a file written to the output', async () => {
    const [imported] = tagsWithClass(home, 'img', 'imported-photo');
    const [required] = tagsWithClass(home, 'img', 'required-photo');
    const src = /src="([^"]+)"/.exec(imported!)?.[1];
    expect(src).toMatch(/^\/assets\/mdx\/photo-[0-9a-f]{8}\.png$/);
    expect(required).toContain(`src="${src}"`);
    expect(await readFile(join(site.out, src!))).toEqual(PNG);
  });

  it('renders a CommonJS package that requires React on the server', () => {
    expect(home).toContain('<b class="cjs">hi</b>');
  });

  it('renders an SVG component in an MDX page, and bundles one an interactive component draws for the browser', async () => {
    const html = await readFile(join(site.out, 'docs/index.html'), 'utf8');
    const [svg] = tagsWithClass(html, 'svg', 'in-mdx');
    expect(svg).toContain('role="img"');
    expect(html.slice(html.indexOf(svg!))).toContain('<path d="M1 1L23 23">');
    expect(html).toContain('data-island="LogoToggle"');
    const js = await readdir(join(site.out, 'assets/js'));
    const island = js.find((f) => f.startsWith('island-LogoToggle-'));
    expect(island).toBeDefined();
    // The island and its chunks hold the drawing's markup, not a data: URL.
    const code = (await Promise.all(js.map((f) => readFile(join(site.out, 'assets/js', f), 'utf8')))).join('\n');
    expect(code).toContain('M1 1L23 23');
    expect(code).not.toContain('data:image/svg+xml');
  });
});

describe('a syntax error in a site code file', () => {
  it('is site-code-syntax at the file, line and column, the line shown', async () => {
    const broken = ['export default function Broken() {', '  return <p>{1 +}</p>;', '}', ''].join('\n');
    const { run, out } = await build('syntax', {
      'src/components/Broken.js': broken,
      'src/pages/index.js':
        "import Broken from '../components/Broken';\nexport default function Home() { return <Broken />; }\n",
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error[site-code-syntax]: Unexpected "}"');
    expect(run.stderr).toContain(
      '  --> src/components/Broken.js:2:17\n  |\n2 |   return <p>{1 +}</p>;\n  |                 ^',
    );
    expect(run.stderr).not.toContain('mdx-import');
    await expect(readdir(out)).rejects.toThrow();
  });
});
