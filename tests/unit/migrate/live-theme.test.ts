// Which ejected theme components migrate marks interactive (migrate/live-theme.ts): a content
// component pages import from `@theme/<Name>` under that name whose source is live; not one that is
// static, one imported under another name, one zapsite draws as a part of its page (Footer), nor
// one the build leaves aside for a Docusaurus module zapsite lacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findLiveThemeComponents } from '../../../generator/migrate/live-theme.ts';

const LIVE_TABS =
  "import { useTabs } from '@docusaurus/theme-common/internal';\nexport default function Tabs(props) {\n  const t = useTabs(props);\n  return <ul>{t.tabValues.map((v) => <li key={v.value} onClick={() => t.selectValue(v.value)}>{v.label}</li>)}</ul>;\n}\n";

const FILES: Record<string, string> = {
  'src/theme/Tabs/index.js': LIVE_TABS,
  // Live, but it needs a module zapsite lacks: the build draws zapsite's own Details.
  'src/theme/Details/index.js':
    "import { useScrollController } from '@docusaurus/theme-common/internal';\nexport default function Details() {\n  const c = useScrollController();\n  return <details onToggle={() => c.disableScrollEvents()} />;\n}\n",
  'src/theme/Heading.js': 'export default function Heading({ as: As, ...props }) {\n  return <As {...props} />;\n}\n',
  'src/theme/Footer/index.js':
    "import { useState } from 'react';\nexport default function Footer() {\n  const [open, setOpen] = useState(false);\n  return <footer onClick={() => setOpen(!open)} />;\n}\n",
  'src/theme/Admonition/index.js':
    "import { useState } from 'react';\nexport default function Admonition() {\n  const [open, setOpen] = useState(false);\n  return <div onClick={() => setOpen(!open)} />;\n}\n",
};

const TEXTS = new Map<string, string>([
  [
    'docs/a.mdx',
    "import Tabs from '@theme/Tabs';\nimport Details from '@theme/Details';\nimport Heading from '@theme/Heading';\nimport Footer from '@theme/Footer';\nimport Box from '@theme/Admonition';\n",
  ],
]);

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'zapsite-live-theme-'));
  for (const [rel, text] of Object.entries(FILES)) {
    await mkdir(join(root, rel, '..'), { recursive: true });
    await writeFile(join(root, rel), text);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('findLiveThemeComponents', () => {
  it('finds the live ejected Tabs alone, with its file and what shows it is live', () => {
    expect(findLiveThemeComponents(root, TEXTS)).toEqual([
      { name: 'Tabs', file: 'src/theme/Tabs/index.js', because: 'onClick' },
    ]);
  });

  it('finds nothing where no page imports it under its own name', () => {
    const texts = new Map([['docs/a.mdx', "import Choices from '@theme/Tabs';\n"]]);
    expect(findLiveThemeComponents(root, texts)).toEqual([]);
  });
});
