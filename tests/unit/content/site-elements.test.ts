// Which Markdown elements a site's components file replaces (site-elements.ts), read from its default
// export without running it: an object literal or a const holding one, keys written or shorthand,
// JSX and TypeScript in the file; components that are no element are not counted; keys it cannot
// read (a spread of another object than the theme's components, a default export built otherwise)
// count as `UNKNOWN`; a file that does not parse answers none.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteElements, UNKNOWN } from '../../../generator/content/site-elements.ts';

const dir = mkdtempSync(join(tmpdir(), 'zapsite-site-elements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('siteElements', () => {
  it('reads the keys of an exported object literal, shorthand and quoted too', async () => {
    const path = file(
      'MDXComponents.js',
      `import MDXComponents from '@theme-original/MDXComponents';
const h3 = (props) => <h3 className="lamp" {...props} />;
export default { ...MDXComponents, h3, 'blockquote': (p) => <aside {...p} />, em: 'i', Lamp: () => <b>lamp</b> };
`,
    );
    expect(await siteElements(path)).toEqual(['blockquote', 'em', 'h3']);
  });

  it('follows a const the default export names, in TypeScript', async () => {
    const path = file(
      'MDXComponents.tsx',
      `import type { ReactNode } from 'react';
function Table({ children }: { children: ReactNode }) { return <table className="lamp-table">{children}</table>; }
const components: Record<string, unknown> = { table: Table, tr: 'tr' };
export default components;
`,
    );
    expect(await siteElements(path)).toEqual(['table', 'tr']);
  });

  it('answers none for components only, for no file and for a file that does not parse', async () => {
    expect(await siteElements(file('only.js', `export default { Lamp: () => null, Shade: () => null };\n`))).toEqual(
      [],
    );
    expect(await siteElements(undefined)).toEqual([]);
    expect(await siteElements(file('broken.js', `export default { h2: (p) => <h2 {...p} };\n`))).toEqual([]);
  });

  it('counts keys it cannot read as a replacement, but not the theme`s own components spread in or exported', async () => {
    const spreadOther = `import MDXComponents from '@theme-original/MDXComponents';
import lampOverrides from './lamp-overrides';
export default { ...MDXComponents, ...lampOverrides, h3: 'h4' };
`;
    expect(await siteElements(file('spread.js', spreadOther))).toEqual([UNKNOWN, 'h3']);
    const built = `import MDXComponents from '@theme-original/MDXComponents';
import { withLamps } from './lamps';
export default withLamps(MDXComponents);
`;
    expect(await siteElements(file('built.js', built))).toEqual([UNKNOWN]);
    const asIs = `import MDXComponents from '@theme-original/MDXComponents';\nexport default MDXComponents;\n`;
    expect(await siteElements(file('as-is.js', asIs))).toEqual([]);
  });
});
