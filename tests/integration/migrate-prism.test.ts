// migrate carries a Docusaurus config's Prism themes when they are plain data (a theme object the
// config holds, as prism-react-renderer's are once the config ran), and the migrated site builds
// with their colours.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';

describe('zapsite migrate with prism.theme objects', () => {
  let dir: string;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the themes into zapsite.config.ts, and the build colours keywords with them', async () => {
    dir = await mkdtemp(join(tmpdir(), 'zapsite-migrate-prism-'));
    const root = join(dir, 'site');
    await mkdir(join(root, 'docs'), { recursive: true });
    await writeFile(join(root, 'docs/intro.md'), '# Intro\n\n```js\nlet flame = 1;\n```\n');
    await writeFile(
      join(root, 'docusaurus.config.js'),
      `const candle = {
  plain: { color: '#2d2417', backgroundColor: '#fdf6e3' },
  styles: [{ types: ['keyword'], style: { color: '#9c4221', fontWeight: 'bold' } }],
};
module.exports = {
  title: 'Candles',
  url: 'https://candles.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { prism: { theme: candle, darkTheme: { ...candle, styles: [{ types: ['keyword'], style: { color: '#f0b27a' } }] } } },
};
`,
    );
    const migrated = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(migrated.stderr).toBe('');
    expect(migrated.code).toBe(0);
    const config = await readFile(join(root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/theme: \{\s*plain: \{ color: '#2d2417', backgroundColor: '#fdf6e3' \}/);
    expect(config).toContain("'#f0b27a'");
    expect(migrated.stdout).not.toContain('themeConfig.prism.theme');

    const out = join(dir, 'out');
    const built = await zapsite(['build', '--root', root, '--out', out]);
    expect(built.code).toBe(0);
    const html = await readFile(join(out, 'docs/intro/index.html'), 'utf8');
    // Docusaurus's class names beside zapsite's, which sites' stylesheets target (.prism-code, .token-line).
    expect(html).toContain(
      '<pre class="zs-code prism-code language-js codeBlock_bY9V thin-scrollbar" tabindex="0"><code class="codeBlockLines_e6Vv"><span class="token-line line">',
    );
    const href = /<link rel="stylesheet" href="\/(assets\/css\/prism-[^"]+)"/.exec(html)?.[1];
    const css = await readFile(join(out, href!), 'utf8');
    expect(css).toContain('html:root{--prism-color:#2d2417;--prism-background-color:#fdf6e3;');
    expect(css).toContain('--zs-code-token-keyword:#9c4221');
    expect(css).toMatch(/html\[data-theme='dark'\]\{[^}]*--zs-code-token-keyword:#f0b27a/);
  }, 120_000);

  it("carries themes from a package that needs React when the site has none installed, as prism-react-renderer's", async () => {
    const root = join(dir, 'no-react');
    await mkdir(join(root, 'docs'), { recursive: true });
    await writeFile(join(root, 'docs/intro.md'), '# Intro\n');
    // A stand-in for prism-react-renderer: CommonJS that requires React as it loads, then exports themes.
    const pkg = join(root, 'node_modules/wax-themes');
    await mkdir(pkg, { recursive: true });
    await writeFile(join(pkg, 'package.json'), '{ "name": "wax-themes", "version": "1.0.0", "main": "index.js" }\n');
    await writeFile(
      join(pkg, 'index.js'),
      "require('react');\nexports.themes = { beeswax: { plain: { color: '#3b2a10', backgroundColor: '#fff8e1' }, styles: [] } };\n",
    );
    await writeFile(
      join(root, 'docusaurus.config.js'),
      `const { themes } = require('wax-themes');
module.exports = {
  title: 'Wax',
  url: 'https://wax.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { prism: { theme: themes.beeswax } },
};
`,
    );
    const migrated = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).not.toContain('could not be loaded');
    const config = await readFile(join(root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/theme: \{\s*plain: \{ color: '#3b2a10', backgroundColor: '#fff8e1' \}/);
  }, 120_000);
});
