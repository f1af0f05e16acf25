// A swizzled src/theme/Root on the classic theme, as Docusaurus renders it around the whole app: a
// provider in it gives its value to an MDX page's component and a React page's, and what it adds
// beside its children is in each page once. Real CLI build of the classic fixture copied into a temp folder.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

describe('a swizzled Root on the classic theme', () => {
  let site: TempSite;
  let out: string;
  let build: Awaited<ReturnType<typeof zapsite>>;
  const page = (rel: string) => readFile(join(out, rel), 'utf8');
  const count = (text: string, part: string) => text.split(part).length - 1;

  beforeAll(async () => {
    site = await copyFixture('classic-site');
    out = join(site.dir, 'out');
    await put(
      site.root,
      'src/components/LampContext.js',
      `import { createContext } from 'react';\nexport const LampContext = createContext('unlit');\n`,
    );
    await put(
      site.root,
      'src/components/LampColour.jsx',
      `import { useContext } from 'react';
import { LampContext } from './LampContext';
export default function LampColour() {
  return <span className="lamp-colour">Lamp colour: {useContext(LampContext)}</span>;
}
`,
    );
    await put(
      site.root,
      'docs/colour.mdx',
      `---
title: Colour
---
import LampColour from '@site/src/components/LampColour';

The flame burns steady. <LampColour />
`,
    );
    await put(
      site.root,
      'src/pages/lamp.jsx',
      `import Layout from '@theme/Layout';
import LampColour from '@site/src/components/LampColour';
export default function LampPage() {
  return <Layout title="Lamp"><main><p>On the shelf. <LampColour /></p></main></Layout>;
}
`,
    );
    // Ejected Root: a provider around the app, a wrapper element, and a line of its own after the children.
    await put(
      site.root,
      'src/theme/Root.js',
      `import { LampContext } from '@site/src/components/LampContext';
export default function Root({ children }) {
  return (
    <LampContext.Provider value="amber">
      <div className="lamp-root">{children}</div>
      <p id="lamp-root-note">Kept by the lamplighter.</p>
    </LampContext.Provider>
  );
}
`,
    );
    build = await zapsite(['build', '--root', site.root, '--out', out]);
  }, 120_000);
  afterAll(() => site.remove());

  it('builds without a warning (Root is used, not left aside)', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it("gives its provider's value to an MDX page's component and a React page's", async () => {
    expect(await page('docs/colour/index.html')).toContain('<span class="lamp-colour">Lamp colour: amber</span>');
    expect(await page('lamp/index.html')).toContain('<span class="lamp-colour">Lamp colour: amber</span>');
  });

  it('wraps the whole page, as in Docusaurus, and adds its own markup once', async () => {
    for (const rel of ['docs/colour/index.html', 'docs/intro/index.html', 'lamp/index.html', 'blog/index.html']) {
      const html = await page(rel);
      expect(html).toContain(
        '<div id="__docusaurus"><div class="lamp-root"><div role="region" aria-label="Skip to main content">',
      );
      expect(count(html, 'id="lamp-root-note"')).toBe(1);
      expect(html).toMatch(/<\/footer><\/div><p id="lamp-root-note">Kept by the lamplighter\.<\/p><\/div>/);
    }
  });
});
