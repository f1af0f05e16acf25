// @docusaurus/useRouteContext: the plugin whose route renders the page, as a component of the
// site reads it in a doc, a blog post and a page's content (dyte's docs choose their section menu by
// the docs instance's id). Real CLI build of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const WHERE = `import useRouteContext from '@docusaurus/useRouteContext';
export default function Where() {
  const { plugin } = useRouteContext();
  return <p className="route-plugin">{plugin.name} / {plugin.id}</p>;
}
`;

describe('useRouteContext()', () => {
  const copy = builtCopy('classic-site', {
    'src/components/Where.jsx': WHERE,
    'docs/guide/where.mdx': "# Where\n\nimport Where from '@site/src/components/Where';\n\n<Where />\n",
    'blog/2026-03-01-where.mdx':
      "---\ntitle: Where\ndate: 2026-03-01\n---\n\nimport Where from '@site/src/components/Where';\n\n<Where />\n",
    'src/pages/where.mdx': "# Where\n\nimport Where from '@site/src/components/Where';\n\n<Where />\n",
  });

  it("names each page's content plugin and its id", async () => {
    expect(copy.build.stderr).not.toMatch(/^error/m);
    expect(copy.build.code).toBe(0);
    const plugin = async (page: string) => /<p class="route-plugin">([^<]*)<\/p>/.exec(await copy.page(page))?.[1];
    expect(await plugin('docs/guide/where/index.html')).toBe('docusaurus-plugin-content-docs / default');
    expect(await plugin('blog/2026/03/01/where/index.html')).toBe('docusaurus-plugin-content-blog / default');
    expect(await plugin('where/index.html')).toBe('docusaurus-plugin-content-pages / default');
  });
});

describe('useRouteContext() on a second docs instance', () => {
  const copy = builtCopy('docs-instances', {
    'src/components/Where.jsx': WHERE,
    'community/where.mdx': "# Where\n\nimport Where from '@site/src/components/Where';\n\n<Where />\n",
  });

  it("names the instance's id", async () => {
    expect(copy.build.code).toBe(0);
    expect(await copy.page('community/next/where/index.html')).toContain(
      '<p class="route-plugin">docusaurus-plugin-content-docs / community</p>',
    );
  });
});
