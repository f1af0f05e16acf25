// A site's rehype plugin that colours fenced code blocks itself, as @shikijs/rehype does: it is handed
// each block as Docusaurus hands it, `<pre><code class="language-x">`, and what it fills with elements
// is drawn as Docusaurus's CodeBlock draws element children (Content/Element: a standalone <pre>, the
// plugin's spans as they are), in .md and .mdx files alike. A block it leaves as text is zapsite's own
// block, highlighted with its copy button, as before.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

// Colours each JavaScript block one span per line; any other block it leaves alone.
const GLOW = `function visit(node, fn) {
  fn(node);
  for (const child of node.children || []) visit(child, fn);
}
module.exports = function glow() {
  return (tree) => {
    visit(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'pre') return;
      const code = node.children.find((c) => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      // A diagram's block never reaches it: Docusaurus's mermaid plugin takes those first.
      if (String(code.properties.className).includes('language-mermaid')) throw new Error('a mermaid block reached rehype');
      if (!String(code.properties.className).includes('language-js')) return;
      const text = code.children.map((c) => c.value || '').join('');
      code.children = text.replace(/\\n$/, '').split('\\n').map((line) => ({
        type: 'element',
        tagName: 'span',
        properties: { className: ['glow-line'], style: 'color:#b5651d' },
        children: [{ type: 'text', value: line + '\\n' }],
      }));
    });
  };
};
`;

const BLOCKS =
  '```js\nconst wick = 3;\nlight(wick);\n```\n\n```bash\ntrim --wick 2\n```\n\n```mermaid\ngraph TD\n  A --> B\n```\n';

const site = migratedSite('site-rehype-code', {
  ...SHOP_DOCS_SITE,
  'docusaurus.config.js': SHOP_DOCS_SITE['docusaurus.config.js'].replace(
    "docs: { sidebarPath: './sidebars.js' }",
    "docs: { sidebarPath: './sidebars.js', beforeDefaultRehypePlugins: [require('./glow.js')] }",
  ),
  'glow.js': GLOW,
  'docs/plain.md': `# Plain\n\n${BLOCKS}`,
  'docs/rich.mdx': `# Rich\n\n${BLOCKS}`,
});

const STANDALONE =
  '<pre tabindex="0" class="codeBlockStandalone_MEMb thin-scrollbar language-js codeBlockContainer_Ckt0 theme-code-block"><code class="codeBlockLines_e6Vv"><span class="glow-line" style="color:#b5651d">const wick = 3;\n</span><span class="glow-line" style="color:#b5651d">light(wick);\n</span></code></pre>';

describe("a site's rehype plugin that colours code blocks", () => {
  it('builds', () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[/);
    expect(site.built.code).toBe(0);
  });

  for (const doc of ['plain', 'rich'])
    it(`draws the blocks it filled as it left them, and the others as zapsite's (${doc})`, async () => {
      const html = await readFile(join(site.out, `docs/${doc}/index.html`), 'utf8');
      expect(html).toContain(STANDALONE);
      // The bash block is zapsite's: its container, its highlighted line, its copy button.
      const bash = html.slice(html.indexOf('<div class="language-bash theme-code-block'));
      expect(bash).toMatch(/^<div class="language-bash theme-code-block codeBlockContainer_Ckt0">/);
      expect(bash).toContain('trim --wick 2');
      expect(bash).toContain('data-island="CopyButton"');
      expect(html.match(/glow-line/g)).toHaveLength(2);
    });
});
