// The pieces of `zapsite migrate`: the config printer (read back by running what it wrote), the
// line finder, and the stand-ins for packages a Docusaurus config imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configSource } from '../../../generator/migrate/write-config.ts';
import { lineOf } from '../../../generator/config/locate.ts';
import { findLiveComponents, withoutCodeBlocks } from '../../../generator/migrate/interactive.ts';
import { readDocusaurusConfig, stubName } from '../../../generator/migrate/read-docusaurus.ts';
import { evaluateConfig } from '../../../generator/config/evaluate.ts';

const DEFINE = fileURLToPath(new URL('../../../generator/config/define.ts', import.meta.url));
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-migrate-unit-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('configSource', () => {
  it('writes TypeScript that runs back to the same object, quotes and all', async () => {
    const config = {
      title: "Ada's \\ reader\nshelf",
      'odd-key': 1,
      nested: { list: ['a', 'b'], empty: [], none: {}, flag: false },
      long: Array.from({ length: 12 }, (_, i) => `item-number-${i}`),
    };
    const text = configSource(config, ['made in a test']);
    expect(
      text.startsWith(
        "// made in a test\nimport { defineConfig } from 'zapsite/config';\n\nexport default defineConfig({\n",
      ),
    ).toBe(true);
    // Short values stay on one line, long ones get a line per entry.
    expect(text).toContain("  nested: { list: ['a', 'b'], empty: [], none: {}, flag: false },\n");
    expect(text).toContain("  long: [\n    'item-number-0',\n");
    expect(text).toContain("  'odd-key': 1,\n");
    const file = join(dir, 'zapsite.config.ts');
    await writeFile(file, text);
    expect((await evaluateConfig(file, { 'zapsite/config': DEFINE })).exports.default).toEqual(config);
  });

  it('refuses a value a config file cannot hold', () => {
    expect(() => configSource({ f: () => 1 }, [])).toThrow('A function cannot be written into the config.');
  });
});

describe('lineOf', () => {
  const text = [
    'const config = {',
    '  navbar: {',
    "    style: 'dark',",
    '  },',
    '  footer: {',
    "    style: 'dark',",
    '    copy() {},',
    '  },',
    "  plugins: ['@docusaurus/plugin-x'],",
    '};',
  ].join('\n');
  it('follows the path, so a key written twice is found under the right parent', () => {
    expect(lineOf(text, ['navbar', 'style'])).toBe(3);
    expect(lineOf(text, ['footer', 'style'])).toBe(6);
  });
  it('finds methods, quoted package names, and a key outside its parent', () => {
    expect(lineOf(text, ['footer', 'copy'])).toBe(7);
    expect(lineOf(text, ['plugins', '@docusaurus/plugin-x'])).toBe(9);
    expect(lineOf(text, ['themeConfig', 'plugins'])).toBe(9);
    expect(lineOf(text, ['nowhere'])).toBeUndefined();
  });
  it('does not take a longer name or a member access for the key', () => {
    expect(lineOf('const a = {\n  xstyle: 1,\n  b: c.style,\n  style: 2,\n};', ['style'])).toBe(4);
  });
});

describe('readDocusaurusConfig', () => {
  it('stands in for every package: named, default and namespace imports, calls, new', async () => {
    const file = join(dir, 'docusaurus.config.ts');
    await writeFile(
      file,
      `import { themes } from 'prism-react-renderer';
import math from 'remark-math';
import * as utils from '@docusaurus/utils';
import path from 'node:path';
export default async () => ({
  title: 'Stubbed',
  theme: themes.github,
  plugin: math,
  called: utils.normalizeUrl(['a', 'b']),
  made: new (utils as any).Thing(),
  label: \`\${themes.vsDark}\`,
  file: path.basename('/a/b.css'),
});`,
    );
    const { config, text } = await readDocusaurusConfig(file);
    expect(text).toContain("title: 'Stubbed'");
    expect(config.title).toBe('Stubbed');
    expect(stubName(config.theme)).toBe('prism-react-renderer.themes.github');
    expect(stubName(config.plugin)).toBe('remark-math');
    expect(stubName(config.called)).toBe('@docusaurus/utils.normalizeUrl()');
    expect(stubName(config.made)).toBe('new @docusaurus/utils.Thing');
    expect(config.label).toBe('[prism-react-renderer.themes.vsDark]');
    // Node's own modules are real.
    expect(config.file).toBe('b.css');
    expect(stubName('a string')).toBeUndefined();
  });

  it('loads a config that imports React and @docusaurus/logger, as electron/website does', async () => {
    // Both are packages zapsite provides (config/provided-packages.ts); migrate's resolver and that one
    // had asked each other in turn, without end, until the heap ran out.
    const file = join(dir, 'docusaurus.config.mjs');
    await writeFile(
      file,
      `import { logger } from '@docusaurus/logger';
import { createElement } from 'react';
export default { title: typeof logger.info + ' ' + typeof createElement };`,
    );
    const { config } = await readDocusaurusConfig(file, 10_000);
    expect(config.title).toBe('function function');
  });

  it('rejects a config that exports no object', async () => {
    const file = join(dir, 'docusaurus.config.js');
    await writeFile(file, 'module.exports = 42;\n');
    await expect(readDocusaurusConfig(file)).rejects.toThrow(
      'The config did not export an object (or a function returning one).',
    );
  });
});

/** Writes files into a site folder, making their folders. */
const writerIn = (site: string) => async (rel: string, text: string) => {
  await mkdir(join(site, rel, '..'), { recursive: true });
  await writeFile(join(site, rel), text);
};

describe('findLiveComponents', () => {
  it("marks each live export of a file of several components that has no name of its own (opendal's landing sections)", async () => {
    const site = join(dir, 'live-sections');
    const write = writerIn(site);
    await write(
      'src/components/sections.jsx',
      [
        "import { useState } from 'react';",
        "import Choices from './Choices';",
        'export function Intro() { return <p>Fruit.</p>; }',
        "export function Picker() { const [fruit, setFruit] = useState('apple'); return <Choices current={fruit} onPick={setFruit} />; }",
        'export const Outro = () => <p>Bye.</p>;',
        '',
      ].join('\n'),
    );
    await write(
      'src/components/Choices.jsx',
      'export default ({ onPick }) => <button onClick={() => onPick(1)}>Pick</button>;\n',
    );
    await write(
      'src/pages/index.jsx',
      "import { Intro, Picker, Outro } from '../components/sections';\nexport default () => <><Intro /><Picker /><Outro /></>;\n",
    );
    // Picker alone: Intro and Outro hold nothing live; Choices comes alive inside Picker's island.
    expect(findLiveComponents(site)).toEqual([
      { name: 'Picker', file: 'src/components/sections.jsx', because: 'useState' },
    ]);
  });

  it('marks components with state, effects or event handlers that the site uses, by the name a page imports them as', async () => {
    const site = join(dir, 'live');
    const write = writerIn(site);
    await write(
      'src/components/Counter/index.tsx',
      'import { useState } from "react";\nexport default function Counter() { const [n, set] = useState(0); return <b>{n}</b>; }\n',
    );
    await write('src/components/Poll.jsx', 'export default () => <button onClick={() => alert(1)}>Vote</button>;\n');
    await write(
      'src/components/Card/index.tsx',
      'export default function Card({ title }) { return <div className="card">{title}</div>; }\n',
    );
    await write(
      'src/components/Clock.tsx',
      'import { useEffect } from "react";\nexport default function LiveClock() { useEffect(() => {}, []); return null; }\n',
    );
    await write('src/components/Clock.test.tsx', 'const [a] = useState(1);\n');
    await write('src/components/helpers.ts', 'export const onlyData = { useState: 1 };\n');
    // Live, but nothing renders or imports it: Docusaurus never compiles it, so it is not marked.
    await write(
      'src/components/Dial/index.tsx',
      'import { useState } from "react";\nimport Knob from "@components/knob";\nexport default function Dial() { const [v] = useState(0); return <Knob value={v} />; }\n',
    );
    await write('docs/intro.mdx', "import Counter from '@site/src/components/Counter';\n\n<Counter />\n");
    await write(
      'src/pages/index.tsx',
      "import LiveClock from '../components/Clock';\nimport Poll from '../components/Poll';\nexport default () => <main><LiveClock /><Poll /></main>;\n",
    );
    expect(findLiveComponents(site)).toEqual([
      { name: 'LiveClock', file: 'src/components/Clock.tsx', because: 'useEffect' },
      { name: 'Counter', file: 'src/components/Counter/index.tsx', because: 'useState' },
      { name: 'Poll', file: 'src/components/Poll.jsx', because: 'onClick' },
    ]);
  });

  // babel's website: its REPL (an editor loaded lazily inside <BrowserOnly>) is one island; the
  // components inside it are not islands of their own, which every page would load on the server.
  it('marks a component that renders <BrowserOnly>, and not those only live components render', async () => {
    const site = join(dir, 'browser-only');
    const write = writerIn(site);
    await write(
      'src/components/editor/index.tsx',
      [
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        "import { lazy, Suspense } from 'react';",
        "const Pane = lazy(() => import('./Pane'));",
        'export default () => <BrowserOnly>{() => <Suspense fallback={null}><Pane /></Suspense>}</BrowserOnly>;',
      ].join('\n'),
    );
    await write(
      'src/components/editor/Pane.tsx',
      [
        "import { useState } from 'react';",
        "import Toolbar from './Toolbar';",
        "import Tabs from './Tabs';",
        'export default function EditorPane() { const [n] = useState(0); return <Tabs><Toolbar runs={n} /></Tabs>; }',
      ].join('\n'),
    );
    await write(
      'src/components/editor/Toolbar.tsx',
      'export default function Toolbar() { return <button onClick={() => {}}>Run</button>; }\n',
    );
    await write(
      'src/components/editor/Tabs.tsx',
      'export default function Tabs({ children }) { return <div onClick={() => {}}>{children}</div>; }\n',
    );
    // A doc's Tabs is the theme's, not the editor's.
    await write('docs/setup.mdx', "import Tabs from '@theme/Tabs';\n\n<Tabs></Tabs>\n");
    await write('src/pages/play.tsx', "import Editor from '../components/editor';\nexport default () => <Editor />;\n");
    expect(findLiveComponents(site)).toEqual([
      { name: 'Editor', file: 'src/components/editor/index.tsx', because: 'BrowserOnly' },
    ]);
  });

  // Issue 31 item 4: interactiveFrom reads a file without a default export by the component's name.
  it('names a component with only a named export by that export', async () => {
    const site = join(dir, 'named');
    await mkdir(join(site, 'src/components/Start'), { recursive: true });
    await writeFile(
      join(site, 'src/components/Start/Wizard.tsx'),
      'import { useEffect } from "react";\nexport const STEPS = 3;\nexport const StartWizard = () => { useEffect(() => {}, []); return null; };\n',
    );
    await writeFile(
      join(site, 'src/components/Start/Picker.tsx'),
      'import { useState } from "react";\nexport function Picker() { const [a] = useState(0); return a; }\nexport function Other() { return null; }\n',
    );
    // Used from a docs folder outside the site's, as a site whose config reads '../docs'.
    await mkdir(join(dir, 'shared-docs'), { recursive: true });
    await writeFile(
      join(dir, 'shared-docs/start.mdx'),
      "import { StartWizard } from '@site/src/components/Start/Wizard';\n\n<StartWizard />\n",
    );
    await mkdir(join(site, 'src/pages'), { recursive: true });
    await writeFile(
      join(site, 'src/pages/pick.jsx'),
      "import { Picker } from '../components/Start/Picker';\nexport default () => <Picker />;\n",
    );
    expect(findLiveComponents(site, ['../shared-docs'])).toEqual([
      { name: 'Picker', file: 'src/components/Start/Picker.tsx', because: 'useState' },
      { name: 'StartWizard', file: 'src/components/Start/Wizard.tsx', because: 'useEffect' },
    ]);
  });
});

describe('withoutCodeBlocks', () => {
  it('blanks fenced code line for line and keeps an mdx-code-block fence, which is MDX', () => {
    const text = [
      '# Page',
      '```jsx',
      "import { Shown } from 'pkg';",
      '```',
      '~~~~mdx-code-block',
      "import { Real } from 'pkg';",
      '~~~~',
      '<Real />',
    ].join('\n');
    expect(withoutCodeBlocks(text).split('\n')).toEqual([
      '# Page',
      '',
      '',
      '',
      '',
      "import { Real } from 'pkg';",
      '',
      '<Real />',
    ]);
  });
});
