// A problem met on many pages is reported once, at its source, with the pages it affects; and site
// code that fails before a page renders (at load, a missing export, bad JSON) is a located error
// with a code that says what failed. Each case is a small site written for it, built with the CLI.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zapsite, type Run } from '../helpers/cli.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const CONFIG = `import { defineConfig } from 'zapsite/config';
export default defineConfig({ title: 'Once', url: 'https://example.com', blog: false, pages: { path: 'src/pages' } });
`;

/** Writes a site of `files` (path -> text) with a small config and builds it with the CLI. */
async function build(files: Record<string, string>): Promise<Run> {
  const root = mkdtempSync(join(tmpdir(), 'zapsite-once-'));
  made.push(root);
  for (const [rel, text] of Object.entries({
    'zapsite.config.ts': CONFIG,
    'src/pages/index.md': '# Home\n',
    ...files,
  })) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return zapsite(['build', '--root', root]);
}

/** An MDX page that uses the component at `@site/<path>`. */
const usesComponent = (title: string, path: string, element = '<Shared />') =>
  `# ${title}\n\nimport Shared from '@site/${path}';\n\n${element}\n`;

const count = (text: string, part: string) => text.split(part).length - 1;

describe('a problem met on several pages is reported once', () => {
  it('a missing import in a component used by three pages: one error, the three pages listed, not the page without it', async () => {
    const run = await build({
      'src/components/Shared.tsx':
        "import { thing } from './missing-helper';\nexport default function Shared() {\n  return <p>{thing}</p>;\n}\n",
      'content/docs/a.mdx': usesComponent('A', 'src/components/Shared'),
      'content/docs/b.mdx': usesComponent('B', 'src/components/Shared'),
      'content/docs/c.mdx': usesComponent('C', 'src/components/Shared'),
      'content/docs/plain.mdx': '# Plain\n\nNo components here.\n',
    });
    expect(run.code).toBe(1);
    expect(count(run.stderr, 'error[')).toBe(1);
    expect(run.stderr).toContain(
      [
        'error[component-import]: Could not resolve "./missing-helper"',
        '  --> src/components/Shared.tsx:1:23',
        '  |',
        "1 | import { thing } from './missing-helper';",
        '  |                       ^',
        '  = affects 3 pages: content/docs/a.mdx, content/docs/b.mdx, content/docs/c.mdx',
      ].join('\n'),
    );
    expect(run.stderr).toContain('\n1 error, 0 warnings');
  });

  it('a component that throws while rendering three pages: one error at its line, the three pages listed', async () => {
    const run = await build({
      'src/components/Shared.tsx':
        "export default function Shared({ n }: { n?: number }) {\n  if (!n) throw new Error('Shared needs n');\n  return <p>{n}</p>;\n}\n",
      'content/docs/a.mdx': usesComponent('A', 'src/components/Shared'),
      'content/docs/b.mdx': usesComponent('B', 'src/components/Shared'),
      'content/docs/c.mdx': usesComponent('C', 'src/components/Shared'),
      'content/docs/fine.mdx': usesComponent('Fine', 'src/components/Shared', '<Shared n={2} />'),
    });
    expect(run.code).toBe(1);
    expect(count(run.stderr, 'error[')).toBe(1);
    expect(run.stderr).toContain('error[mdx-render]: A component threw while rendering: Shared needs n');
    expect(run.stderr).toMatch(/--> src\/components\/Shared\.tsx:2:\d+\n/);
    expect(run.stderr).toContain("2 |   if (!n) throw new Error('Shared needs n');");
    expect(run.stderr).toContain('  = affects 3 pages: content/docs/a.mdx, content/docs/b.mdx, content/docs/c.mdx\n');
    expect(run.stderr).toContain('\n1 error, 0 warnings');
  });

  it('a module three pages import that does not exist: one error at the first import, the three pages listed', async () => {
    const page = (t: string) => `# ${t}\n\nimport Gauge from '@site/src/components/Gauge';\n\n<Gauge />\n`;
    const run = await build({
      'content/docs/a.mdx': page('A'),
      'content/docs/b.mdx': page('B'),
      'content/docs/c.mdx': page('C'),
    });
    expect(run.code).toBe(1);
    expect(count(run.stderr, 'error[')).toBe(1);
    expect(run.stderr).toContain(
      'error[mdx-import]: Could not resolve "@site/src/components/Gauge"\n  --> content/docs/a.mdx:3:',
    );
    expect(run.stderr).toContain("3 | import Gauge from '@site/src/components/Gauge';");
    expect(run.stderr).toContain('  = affects 3 pages: content/docs/a.mdx, content/docs/b.mdx, content/docs/c.mdx\n');
    expect(run.stderr).toContain('\n1 error, 0 warnings');
  });
});

describe('a problem in one interactive component of the site', () => {
  it('lists the pages that use that component, not every page the components module serves', async () => {
    const run = await build({
      'zapsite.config.ts': CONFIG.replace(
        'blog: false,',
        "blog: false, markdown: { interactive: { Meter: 'load' }, interactiveFrom: { Meter: 'src/components/Meter.tsx' } },",
      ),
      'src/components/Meter.tsx':
        "import { useState } from 'react';\nimport { scale } from './missing-scale';\nexport default function Meter() {\n  const [n] = useState(scale);\n  return <meter value={n} />;\n}\n",
      'src/theme/MDXComponents.tsx': 'export default { Hello: () => <b>hello</b> };\n',
      'content/docs/a.mdx': '# A\n\n<Meter />\n',
      'content/docs/b.mdx': '# B\n\nA reading: <Meter />\n',
      'content/docs/greeting.mdx': '# Greeting\n\n<Hello />\n',
      'content/docs/plain.mdx': '# Plain\n\nNo components here.\n',
    });
    expect(run.code).toBe(1);
    expect(count(run.stderr, 'error[')).toBe(1);
    expect(run.stderr).toContain('error[component-import]: Could not resolve "./missing-scale"');
    expect(run.stderr).toContain('  --> src/components/Meter.tsx:2:23\n');
    expect(run.stderr).toContain('  = affects 2 pages: content/docs/a.mdx, content/docs/b.mdx\n');
  });

  it('on a classic site with a swizzled component too, whose module holds the interactive ones', async () => {
    const run = await build({
      'zapsite.config.ts': CONFIG.replace(
        'blog: false,',
        "blog: false, theme: { name: 'classic', infima: true }, markdown: { interactive: { Meter: 'load' }, interactiveFrom: { Meter: 'src/components/Meter.tsx' } },",
      ),
      'src/components/Meter.tsx':
        "import { useState } from 'react';\nimport { scale } from './missing-scale';\nexport default function Meter() {\n  const [n] = useState(scale);\n  return <meter value={n} />;\n}\n",
      'src/theme/Footer/index.tsx':
        "import Footer from '@theme-original/Footer';\nexport default function LampFooter() {\n  return <><p>Lit.</p><Footer /></>;\n}\n",
      'content/docs/a.mdx': '# A\n\n<Meter />\n',
      'content/docs/plain.mdx': '# Plain\n\nNo components here.\n',
    });
    expect(run.code).toBe(1);
    expect(count(run.stderr, 'error[')).toBe(1);
    expect(run.stderr).toContain('  --> src/components/Meter.tsx:2:23\n');
    // Not every page: the swizzled Footer's module reaches Meter only as the site's components.
    expect(run.stderr).toContain('  = affects 1 page: content/docs/a.mdx\n');
  });
});

describe('site code that fails before a page renders is a located error', () => {
  it('a component that throws when it is imported: component-load at its line', async () => {
    const run = await build({
      'src/components/Boom.tsx':
        "const table = JSON.parse('{oops');\nexport default function Boom() {\n  return <p>{String(table)}</p>;\n}\n",
      'content/docs/a.mdx': usesComponent('A', 'src/components/Boom'),
      'content/docs/b.mdx': usesComponent('B', 'src/components/Boom'),
    });
    expect(run.code).toBe(1);
    expect(count(run.stderr, 'error[')).toBe(1);
    expect(run.stderr).toContain(
      'error[component-load]: A module threw while it was loaded, before the page rendered:',
    );
    expect(run.stderr).toContain("  --> src/components/Boom.tsx:1:20\n  |\n1 | const table = JSON.parse('{oops');");
    expect(run.stderr).toContain('  = affects 2 pages: content/docs/a.mdx, content/docs/b.mdx\n');
  });

  it('the site components file throwing when it is imported: component-load at its line, not "Unexpected error"', async () => {
    const run = await build({
      'src/theme/MDXComponents.tsx':
        "const cfg = JSON.parse('{bad');\nexport default { Hello: () => <b>{String(cfg)}</b> };\n",
      'content/docs/a.mdx': '# A\n\n<Hello />\n',
      'content/docs/b.mdx': '# B\n\n<Hello />\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('Unexpected error');
    expect(count(run.stderr, 'error[')).toBe(1);
    expect(run.stderr).toContain('error[component-load]:');
    expect(run.stderr).toContain("  --> src/theme/MDXComponents.tsx:1:18\n  |\n1 | const cfg = JSON.parse('{bad');");
    expect(run.stderr).toContain('  = affects 2 pages: content/docs/a.mdx, content/docs/b.mdx\n');
  });

  it('a React page exporting no default: react-page-export at the export it has, naming it', async () => {
    const run = await build({ 'src/pages/showcase.tsx': 'export function Showcase() {\n  return <p>hi</p>;\n}\n' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error[react-page-export]: This React page has no default export of a component. It exports Showcase by name: `export default` is missing.\n  --> src/pages/showcase.tsx:1:1\n  |\n1 | export function Showcase() {',
    );
  });

  it('a component importing a name its module does not export: missing-export at the import', async () => {
    const run = await build({
      'src/components/util.ts': 'export const one = 1;\n',
      'src/components/Two.tsx':
        "import { two } from './util';\nexport default function Shared() {\n  return <p>{two}</p>;\n}\n",
      'content/docs/a.mdx': usesComponent('A', 'src/components/Two'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      [
        'error[missing-export]: No matching export in "src/components/util.ts" for import "two"',
        '  --> src/components/Two.tsx:1:10',
        '  |',
        "1 | import { two } from './util';",
        '  |          ^',
        '  = affects 1 page: content/docs/a.mdx',
        '  hint: Export "two" from src/components/util.ts',
      ].join('\n'),
    );
  });

  it("an MDX page importing a name its module does not export: missing-export at the page's import", async () => {
    const run = await build({
      'src/components/X.tsx': 'export const one = 1;\nexport default function X() {\n  return <p>x</p>;\n}\n',
      'content/docs/a.mdx': "# A\n\nimport { two } from '@site/src/components/X';\n\n{two}\n",
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error[missing-export]: "@site/src/components/X" has no export named "two".\n  --> content/docs/a.mdx:3:10\n  |\n3 | import { two } from \'@site/src/components/X\';',
    );
  });

  it('an MDX page importing a name its module does not export and never using it: built, as Docusaurus builds it', async () => {
    const run = await build({
      'src/components/X.tsx': 'export const one = 1;\nexport default function X() {\n  return <p>x</p>;\n}\n',
      'content/docs/a.mdx': "# A\n\nimport { one, two } from '@site/src/components/X';\n\nThere is {one}.\n",
    });
    expect(run.stderr).not.toContain('error[');
    expect(run.code).toBe(0);
  });

  it('a malformed JSON file a component imports: json-syntax at the position in the JSON', async () => {
    const run = await build({
      'src/data/items.json': '{\n  "name": "x",\n  "bad": ,\n}\n',
      'src/components/Items.tsx':
        "import items from '../data/items.json';\nexport default function Shared() {\n  return <p>{items.name}</p>;\n}\n",
      'content/docs/a.mdx': usesComponent('A', 'src/components/Items'),
      'content/docs/b.mdx': usesComponent('B', 'src/components/Items'),
    });
    expect(run.code).toBe(1);
    expect(count(run.stderr, 'error[')).toBe(1);
    expect(run.stderr).toContain(
      'error[json-syntax]: Unexpected "," in JSON\n  --> src/data/items.json:3:10\n  |\n3 |   "bad": ,',
    );
    expect(run.stderr).toContain('  = affects 2 pages: content/docs/a.mdx, content/docs/b.mdx\n');
  });

  it('a component importing a file type zapsite does not bundle: unsupported-import naming it', async () => {
    const run = await build({
      'src/data/readers.yaml': 'name: x\n',
      'src/components/Readers.tsx':
        "import data from '../data/readers.yaml';\nexport default function Shared() {\n  return <p>{String(data)}</p>;\n}\n",
      'content/docs/a.mdx': usesComponent('A', 'src/components/Readers'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error[unsupported-import]: No loader is configured for ".yaml" files: src/data/readers.yaml',
    );
    expect(run.stderr).toContain(
      "  --> src/components/Readers.tsx:1:18\n  |\n1 | import data from '../data/readers.yaml';",
    );
  });
});
