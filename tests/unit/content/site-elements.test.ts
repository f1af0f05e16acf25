// Which Markdown elements a site's components file replaces (site-elements.ts), read from its default
// export without running it: an object literal or a const holding one, keys written or shorthand,
// JSX and TypeScript in the file; components that are no element, and keys spread in from
// elsewhere, are not counted; a file that does not parse answers none.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteElements } from '../../../generator/content/site-elements.ts';

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
});
