// `<CodeBlock>` from @theme/CodeBlock whose children are React elements, not a string: Docusaurus
// draws them as they are in a standalone block (CodeBlock/Content/Element), not highlighted. Before,
// zapsite took the block's text from string children only and drew an empty block.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('codeblock-element-children', {
  'docusaurus.config.js': `module.exports = {
  title: 'Chores',
  url: 'https://chores.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
`,
  'docs/index.mdx': `---
title: Chores
---
import CodeBlock from '@theme/CodeBlock';

Before the list.

<CodeBlock language="markdown" className="chores">
  <div>{'- [ ] sweep the porch\\n'}</div>
  <b>{'- [ ] mend the fence\\n'}</b>
</CodeBlock>

<CodeBlock language="js">{'const left = 2;'}</CodeBlock>
`,
});

describe('a CodeBlock with elements for children', () => {
  it('draws them as they are in a standalone block, as Docusaurus does; a string child is still highlighted', async () => {
    expect(site.built.code, site.built.stderr).toBe(0);
    const html = await readFile(join(site.out, 'index.html'), 'utf8');
    expect(html).toContain(
      '<pre tabindex="0" class="codeBlockStandalone_MEMb thin-scrollbar chores codeBlockContainer_Ckt0 theme-code-block">' +
        '<code class="codeBlockLines_e6Vv"><div>- [ ] sweep the porch\n</div><b>- [ ] mend the fence\n</b></code></pre>',
    );
    expect(html).toMatch(
      /<div class="language-js[^"]*codeBlockContainer_Ckt0">[\s\S]*?--zs-code-token-keyword\)">const</,
    );
  });
});
