// A site component's `href`, `to` and `src` props reach it as written, as Docusaurus passes them:
// react-native-website's <RNTemplateRepoLink href="template/App.tsx"> makes a GitHub URL of its
// repository path, which resolving it as a page link had turned into ".../docs/template/App.tsx"
// (and a false broken-link warning). Docusaurus's Link in MDX is still resolved and checked.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe("a site component's URL-like props", () => {
  const copy = builtCopy('classic-site', {
    'src/components/RepoLink.jsx': [
      'export default function RepoLink({ href, children }) {',
      '  return <a className="repo" href={`https://example.org/lamps/blob/main/${href}`}>{children}</a>;',
      '}',
      '',
    ].join('\n'),
    'docs/guide/sources.mdx': [
      "import RepoLink from '@site/src/components/RepoLink';",
      "import Link from '@docusaurus/Link';",
      "import DocLink from '@docusaurus/Link';",
      '',
      '# Sources',
      '',
      'The <RepoLink href="template/App.tsx">app template</RepoLink> and the <Link to="./oil.md">oil notes</Link>, then <DocLink to="./wicks.md">the wicks</DocLink>.',
      '',
    ].join('\n'),
  });

  it('passes them to the component as written, and still resolves a Link', async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    expect(copy.build.stderr).not.toMatch(/template\/App\.tsx/);
    const html = await copy.page('docs/guide/sources/index.html');
    expect(html).toContain('<a class="repo" href="https://example.org/lamps/blob/main/template/App.tsx"');
    expect(html).toContain('<a href="/docs/guide/oil/">oil notes</a>');
    // Link imported under another name is Link all the same.
    expect(html).toContain('<a href="/docs/guide/wicks/">the wicks</a>');
  });
});
