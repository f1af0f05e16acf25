// A Docusaurus site with @docusaurus/theme-live-codeblock: migrate turns `markdown.liveCodeBlocks`
// on, and the build draws each ```jsx live block (in MDX and in Markdown) as a still playground
// (the code highlighted under "Live Editor", "Loading…" under "Result") inside the island that
// makes it live, bundled with the site's react-live (taken from the npm registry at test time) and
// its src/theme/ReactLiveScope. A block without `live` stays a code block. Real CLI runs on a site
// of our own; e2e/live-code-blocks.test.ts edits one in Chromium.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkPackages } from '../helpers/npm-packages.ts';
import { migratedSite } from './temp-site.ts';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Kettle Works',
  url: 'https://kettle.example.org',
  baseUrl: '/',
  themes: ['@docusaurus/theme-live-codeblock'],
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
  themeConfig: { liveCodeBlock: { playgroundPosition: 'top' } },
};
`,
  'src/theme/ReactLiveScope/index.js': `import React from 'react';
function Kettle({ litres }) {
  return <span className="kettle">{litres} l kettle</span>;
}
export default { React, ...React, Kettle };
`,
  'src/pages/index.md': '# Kettle Works\n\nPots and kettles.\n',
  'docs/boiling.mdx': [
    '# Boiling',
    '',
    '```jsx live',
    'function Boil() {',
    '  const [on, setOn] = useState(false);',
    "  return <button onClick={() => setOn(!on)}>{on ? 'Boiling' : 'Cold'} <Kettle litres={2} /></button>;",
    '}',
    '```',
    '',
    '```jsx',
    'const still = true;',
    '```',
    '',
  ].join('\n'),
  'docs/pouring.md': '# Pouring\n\n```jsx live noInline\nrender(<b>Poured</b>);\n```\n',
};

const site = migratedSite('live-code-blocks', FILES, (root) => linkPackages(root, ['react-live@4.1.8']));

const playgrounds = (html: string) =>
  [...html.matchAll(/<div class="playground">([\s\S]*?)<\/div><\/div><\/div>/g)].map((m) => m[1]!);

describe('live code blocks of a Docusaurus site', () => {
  it('are turned on by migrate, which says what it does not carry of themeConfig.liveCodeBlock', async () => {
    expect(site.migrated.code).toBe(0);
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/liveCodeBlocks: true/);
    expect(site.migrated.stdout).toContain(
      'themeConfig.liveCodeBlock.playgroundPosition: zapsite draws a live code block\'s result below its editor and does not read "playgroundPosition" set so.',
    );
  });

  it('are drawn still, inside the playground island, and a block without `live` stays a code block', async () => {
    expect(site.built.stderr).not.toContain('error[');
    // The swizzled scope is read, by the island.
    expect(site.built.stderr).not.toContain('ReactLiveScope');
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'docs/boiling/index.html'), 'utf8');
    const [still] = playgrounds(html);
    expect(still).toContain('<div class="playground__header">Live Editor</div>');
    expect(still).toContain('<div class="playground__header">Result</div>');
    expect(still).toContain('<p class="playground__waiting">Loading…</p>');
    // The code, highlighted at build time, in Docusaurus's default theme (the site names none: palenight's
    // italic keywords and its function colour, from the site's prism-react-renderer).
    expect(still).toMatch(/<span class="token keyword" style="--zs-lf:italic;--zs-df:italic">function<\/span>/);
    expect(still).toContain(
      '<span class="token function" style="--zs-l:rgb(130, 170, 255);--zs-d:rgb(130, 170, 255)">Boil</span>',
    );
    expect(html).toMatch(/<div data-island="live-playground" data-hydrate="visible"><div class="playground">/);
    const props = /<script type="application\/json" data-island-props="live-playground">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(props![1]!)).toMatchObject({ code: expect.stringContaining('<Kettle litres={2} />') });
    expect(playgrounds(html)).toHaveLength(1);
    expect(html).toMatch(/<div class="[^"]*theme-code-block[^"]*"[\s\S]*?\bstill\b/);
    const md = await readFile(join(site.out, 'docs/pouring/index.html'), 'utf8');
    const mdProps = /data-island-props="live-playground">([^<]*)</.exec(md);
    expect(JSON.parse(mdProps![1]!)).toMatchObject({ code: 'render(<b>Poured</b>);', noInline: true });
  });

  it("bundles the island with react-live and the site's scope", async () => {
    const js = await readdir(join(site.out, 'assets/js'));
    const island = js.find((f) => f.startsWith('island-live-playground-'));
    expect(island).toBeDefined();
    const chunks = await Promise.all(js.map((f) => readFile(join(site.out, 'assets/js', f), 'utf8')));
    expect(chunks.some((c) => c.includes('l kettle'))).toBe(true);
    // react-live's own error text, from its bundled code.
    expect(chunks.some((c) => c.includes('No-Inline evaluations must call `render`'))).toBe(true);
  });
});
