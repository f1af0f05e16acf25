// A DocItem/Footer ejected from Docusaurus 3.1, which draws @theme/EditThisPage itself (3.10's draws
// EditMetaRow): the edit link is zapsite's, drawn from the editUrl it is given, where the theme
// has drawn no edit row of its own first. Real CLI build of the classic fixture with an editUrl.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const CONFIG = readFileSync(new URL('../fixtures/classic-site/zapsite.config.ts', import.meta.url), 'utf8').replace(
  "docs: { path: 'docs', sidebarPath: 'sidebars.ts' },",
  "docs: { path: 'docs', sidebarPath: 'sidebars.ts', editUrl: 'https://lamps.example.org/edit/' },",
);

describe('a DocItem/Footer that draws EditThisPage itself', () => {
  const copy = builtCopy('classic-site', {
    'zapsite.config.ts': CONFIG,
    'src/theme/DocItem/Footer/index.jsx': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
import EditThisPage from '@theme/EditThisPage';
export default function DocItemFooter() {
  const { metadata } = useDoc();
  return <footer className="lamp-doc-footer">{metadata.editUrl && <EditThisPage editUrl={metadata.editUrl} />}</footer>;
}
`,
  });

  it("draws zapsite's edit link in the site's footer", async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    expect(await copy.page('docs/intro/index.html')).toMatch(
      /<footer class="lamp-doc-footer"><a href="https:\/\/lamps\.example\.org\/edit\/docs\/intro\.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">.*?Edit this page<\/a><\/footer>/,
    );
  });
});
