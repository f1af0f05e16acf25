// What only the browser's bundle meets is a located error too: a live component that imports a
// module built into Node builds on the server and cannot in the browser. Before, the build ended
// with "Unexpected error" and no file. A real CLI build of the classic fixture, copied.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/paths.ts';
import { builtCopy } from './temp-site.ts';

const PAGES = "pages: { path: 'src/pages' },";
const config = readFileSync(join(FIXTURES, 'classic-site/zapsite.config.ts'), 'utf8');

describe('a live component the browser cannot bundle', () => {
  const copy = builtCopy('classic-site', {
    'zapsite.config.ts': config.replace(
      PAGES,
      `${PAGES}\n  markdown: { interactive: { Reader: 'visible' }, interactiveFrom: { Reader: 'src/components/Reader.jsx' } },`,
    ),
    'src/components/Reader.jsx': `import { useState } from 'react';
import { readFileSync } from 'node:fs';
export default function Reader() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{typeof readFileSync} {n}</button>;
}
`,
    'docs/reader.mdx': "---\ntitle: Reader\n---\n\nimport Reader from '@site/src/components/Reader';\n\n<Reader />\n",
  });

  it('stops the build with an error at its import, saying why', () => {
    expect(config).toContain(PAGES);
    expect(copy.build.code).toBe(1);
    expect(copy.build.stderr).toContain('error[component-import]: Could not resolve "node:fs"');
    expect(copy.build.stderr).toContain('--> src/components/Reader.jsx:2:30');
    expect(copy.build.stderr).toContain("2 | import { readFileSync } from 'node:fs';");
    expect(copy.build.stderr).toContain(
      'hint: node:fs is built into Node, and a live component also runs in the browser',
    );
    expect(copy.build.stderr).not.toContain('Unexpected error');
  });
});
