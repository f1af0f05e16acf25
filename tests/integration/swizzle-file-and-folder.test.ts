// `src/theme/X.js` beside `src/theme/X/index.js`: `@theme/X` is the folder's file, as in Docusaurus,
// whose aliases are set file by file in glob order, reaching the folder after the file beside it;
// the other file is said to be unused, naming the one taken.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

const site = migratedSite('swizzle-file-and-folder', {
  ...SHOP_DOCS_SITE,
  'docs/intro.mdx': "import Greeting from '@theme/Greeting';\n\n# Intro\n\n<Greeting />\n",
  'src/theme/Greeting.js':
    'export default function Greeting() {\n  return <p className="greeting">the file beside</p>;\n}\n',
  'src/theme/Greeting/index.js':
    'export default function Greeting() {\n  return <p className="greeting">the folder index</p>;\n}\n',
});

describe('a theme component written both as a file and as a folder', () => {
  it("draws the folder's index and says the file beside it is not used", async () => {
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<p class="greeting">the folder index</p>');
    expect(html).not.toContain('the file beside');
    const warnings = site.built.stderr.split('\n').filter((l) => l.startsWith('warning[swizzle'));
    expect(warnings).toEqual([
      'warning[swizzle-unused]: src/theme/Greeting is also src/theme/Greeting/index.js, which @theme/Greeting names, as in Docusaurus: this file is not used.',
    ]);
    expect(site.built.stderr).toContain('--> src/theme/Greeting.js');
  });
});
