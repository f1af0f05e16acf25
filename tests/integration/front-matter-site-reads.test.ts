// A front matter key of the site's own that its code reads: Docusaurus keeps every key a file
// writes and hands them to the theme, so a swizzled component reads `frontMatter.page_type` there.
// Such a key is read, not "unknown"; a key nothing reads is still said. Real CLI build.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('front matter keys the site’s code reads', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/DocItem/Footer/index.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function KindFooter() {
  const { frontMatter } = useDoc();
  return <footer><p className="page-kind">{frontMatter.page_type}</p></footer>;
}
`,
    'docs/guide/oil.md': '---\npage_type: reference\ncolour: blue\n---\n\n# Oil\n\nA steady flame.\n',
  });

  it('are handed to the component without a warning; a key nothing reads is warned of', async () => {
    expect(copy.build.code).toBe(0);
    expect(await copy.page('docs/guide/oil/index.html')).toContain('<p class="page-kind">reference</p>');
    expect(copy.build.stderr).toContain(
      'Unknown front matter key "colour": neither zapsite nor the site\'s code reads it, so it has no effect.',
    );
    expect(copy.build.stderr).not.toContain('"page_type"');
  });
});
