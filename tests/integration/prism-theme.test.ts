// Prism themes from the config colour code blocks as Docusaurus's CodeBlock gives them: a keyword
// token takes the light theme's colour, inline, and the dark theme's under [data-theme='dark'].
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

const ember = {
  plain: { color: '#3b2f2f', backgroundColor: '#fff8ec' },
  styles: [
    { types: ['comment'], style: { color: '#8a7f70', fontStyle: 'italic' } },
    { types: ['keyword', 'builtin'], style: { color: '#b3400f' } },
    // A later entry for the same type wins, as prism-react-renderer merges them.
    { types: ['keyword'], style: { color: '#a0320a' } },
    // Language-only entries do not colour every language.
    { types: ['keyword'], style: { color: '#000001' }, languages: ['python'] },
  ],
};
const soot = {
  plain: { color: '#e8e0d0', backgroundColor: '#1c1714' },
  styles: [{ types: ['keyword'], style: { color: '#f5a25d' } }],
};

describe('prism.theme and prism.darkTheme', () => {
  let site: TempSite;
  let out: string;
  let build: Awaited<ReturnType<typeof zapsite>>;

  beforeAll(async () => {
    site = await copyFixture('classic-site');
    out = join(site.dir, 'out');
    const configPath = join(site.root, 'zapsite.config.ts');
    const config = await readFile(configPath, 'utf8');
    await writeFile(
      configPath,
      config.replace(
        "  theme: { name: 'classic'",
        `  prism: { theme: ${JSON.stringify(ember)}, darkTheme: ${JSON.stringify(soot)} },\n  theme: { name: 'classic'`,
      ),
    );
    await writeFile(
      join(site.root, 'docs/wicks-code.md'),
      '# Trimming in code\n\n```js\nconst wick = trim(length); // short\n```\n',
    );
    build = await zapsite(['build', '--root', site.root, '--out', out]);
  });
  afterAll(() => site.remove());

  it('colours a keyword with the light theme in light mode and the dark theme in dark mode', async () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = await readFile(join(out, 'docs/wicks-code/index.html'), 'utf8');
    // As Docusaurus writes a token on the classic theme: its Prism types as classes, the light
    // theme's style inline (later entries winning, the Python-only one left out), and the dark
    // theme's colour for the classic stylesheet to apply in dark mode.
    expect(html).toContain('<span class="token keyword" style="--zs-l:#a0320a;--zs-d:#f5a25d">const</span>');
    // A type only the light theme styles: no dark colour, so in dark mode the text's own (or the
    // site's CSS for it), as an unstyled token has in Docusaurus.
    expect(html).toContain('<span class="token comment" style="--zs-l:#8a7f70;--zs-lf:italic">// short</span>');
    expect(html).toContain('<span class="token function">trim</span>');
    expect(html).toContain('<span class="token plain"> wick </span>');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]!);
    const css = (await Promise.all(sheets.map((s) => readFile(join(out, s), 'utf8')))).join('\n');
    const rule = (selector: string) =>
      new RegExp(`${selector.replace(/[[\]()]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    const light = rule('html:root');
    const dark = rule("html[data-theme='dark']");
    expect(light).toContain('--zs-code-token-keyword:#a0320a');
    expect(light).toContain('--prism-background-color:#fff8ec');
    expect(light).toContain('--zs-code-token-comment:#8a7f70');
    expect(dark).toContain('--zs-code-token-keyword:#f5a25d');
    expect(dark).toContain('--prism-color:#e8e0d0');
    // A group the dark theme leaves alone takes its plain colour, as an unstyled token does.
    expect(dark).toContain('--zs-code-token-comment:#e8e0d0');
    expect(css).toContain('html:not([data-theme=dark]) .token[style*="--zs-l:"]{color:var(--zs-l)!important}');
    expect(css).toContain('html[data-theme=dark] .token[style*="--zs-d:"]{color:var(--zs-d)!important}');
  });
});
