// A package that throws as it loads (browser-only code reading `window` at its top level, as
// monaco-editor does), imported by a component that several pages use: one error, placed at the
// package's line, with the pages it affects summarised, instead of one unplaced error per page
// (babel's website printed 82). A CLI build of the classic fixture, copied.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const doc = (title: string) => `import Gauge from '@site/src/components/Gauge';\n\n# ${title}\n\n<Gauge />\n`;

describe('a package that throws while it loads', () => {
  const copy = builtCopy('classic-site', {
    'node_modules/wick-meter/package.json': '{ "name": "wick-meter", "type": "module", "main": "index.js" }\n',
    'node_modules/wick-meter/index.js': '// Reads the window as it loads.\nexport const width = window.innerWidth;\n',
    'src/components/Gauge.tsx':
      "import { width } from 'wick-meter';\n\nexport default function Gauge() {\n  return <p>{width}</p>;\n}\n",
    'docs/guide/gauge-one.mdx': doc('Gauge one'),
    'docs/guide/gauge-two.mdx': doc('Gauge two'),
  });

  it('is reported once, at the package line, with both pages', () => {
    const { stderr, code } = copy.build;
    expect(code).toBe(1);
    expect(stderr.match(/^error\[component-load\]/gm)).toHaveLength(1);
    expect(stderr).toContain(
      'error[component-load]: A module threw while it was loaded, before the page rendered: window is not defined',
    );
    expect(stderr).toContain('  --> node_modules/wick-meter/index.js:2:22\n');
    expect(stderr).toContain('2 | export const width = window.innerWidth;');
    expect(stderr).toContain('  = affects 2 pages: docs/guide/gauge-one.mdx, docs/guide/gauge-two.mdx\n');
  });
});
