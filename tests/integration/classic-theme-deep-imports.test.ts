// A site component that imports a component from the classic theme's own files, as dyte's docs do
// (`@docusaurus/theme-classic/lib/theme/Heading`): it is that theme's component, as
// `@theme-original/Heading` names it. Real CLI build of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe("an import from the classic theme's own files", () => {
  const copy = builtCopy('classic-site', {
    'src/components/Release.jsx': `import Heading from '@docusaurus/theme-classic/lib/theme/Heading';
import Admonition from '@docusaurus/theme-classic/lib/theme/Admonition/index.js';
export default function Release() {
  return (
    <>
      <Heading as="h2" id="lamp-two">Lamp two</Heading>
      <Admonition type="tip">Brighter.</Admonition>
    </>
  );
}
`,
    'docs/guide/release.mdx': `# Release

import Release from '@site/src/components/Release';

<Release />
`,
  });

  it("is the theme's component", async () => {
    expect(copy.build.stderr).not.toMatch(/^error/m);
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/guide/release/index.html');
    expect(html).toMatch(/<h2 id="lamp-two" class="anchor">Lamp two<a href="#lamp-two" class="hash-link"/);
    expect(html).toMatch(/<div class="theme-admonition theme-admonition-tip[^"]*"[\s\S]*?Brighter\./);
  });
});
