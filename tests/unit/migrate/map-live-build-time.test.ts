// `zapsite migrate` marks a site component with state interactive, except one that imports a module
// zapsite renders at build time only (@theme/Tabs, @theme/TabItem): it could not be bundled for
// the browser, so it stays static, and migrate says so, as for a React page (live-pages.ts). A
// type-only import of such a module loads nothing: that component is interactive. zapsite's own
// @theme/CodeBlock keeps its built block in an island: a component that renders it is interactive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';

let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'zapsite-migrate-live-'));
  const write = async (rel: string, text: string) => {
    await mkdir(join(site, rel, '..'), { recursive: true });
    await writeFile(join(site, rel), text);
  };
  await write(
    'src/components/Snippet/index.js',
    "import { useState } from 'react';\nimport TabItem from '@theme/TabItem';\nexport default function Snippet() {\n  const [lang, setLang] = useState('ts');\n  return <TabItem value={lang}>x</TabItem>;\n}\n",
  );
  await write(
    'src/components/Playground/index.js',
    "import { useEffect, useState } from 'react';\nimport CodeBlock from '@theme/CodeBlock';\nexport default function Playground() {\n  const [src, setSrc] = useState('');\n  useEffect(() => setSrc('/play'), []);\n  return <><iframe src={src} title=\"play\" /><CodeBlock language=\"ts\">x</CodeBlock></>;\n}\n",
  );
  await write(
    'src/components/Dimmer/index.js',
    "import { useState } from 'react';\nexport default function Dimmer() {\n  const [on, setOn] = useState(false);\n  return <button onClick={() => setOn(!on)}>{String(on)}</button>;\n}\n",
  );
  // An ejected Tabs as `swizzle --typescript` writes it: its one @theme/Tabs import is a type, which loads nothing.
  await write(
    'src/theme/Tabs/index.tsx',
    "import React, { useState } from 'react';\nimport type { Props } from '@theme/Tabs';\nexport default function Tabs({ children }: Props) {\n  const [at, setAt] = useState(0);\n  return <div onClick={() => setAt(at + 1)}>{children}</div>;\n}\n",
  );
  await write(
    'docs/intro.mdx',
    "import Snippet from '@site/src/components/Snippet';\nimport Playground from '@site/src/components/Playground';\nimport Dimmer from '@site/src/components/Dimmer';\nimport Tabs from '@theme/Tabs';\n\n<Snippet />\n\n<Playground />\n\n<Dimmer />\n\n<Tabs>\n\nLinux\n\n</Tabs>\n",
  );
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe('migrating live components', () => {
  it('marks the one it can bundle for the browser, and says why the other stays static', () => {
    const m = mapDocusaurusConfig(
      { title: 'Lamp', url: 'https://lamp.example', baseUrl: '/', presets: [['classic', { docs: { path: 'docs' } }]] },
      site,
    );
    const markdown = m.config.markdown as { interactive?: Record<string, string> };
    expect(markdown.interactive).toEqual({ Dimmer: 'visible', Playground: 'visible', Tabs: 'visible' });
    const note = m.unmapped.find((u) => u.path.join('.') === 'markdown.interactive.Snippet');
    expect(note?.reason).toContain('imports a module zapsite renders at build time only');
  });
});
