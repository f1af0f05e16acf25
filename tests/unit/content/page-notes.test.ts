// React pages whose own code needs the browser (state, effects, handlers, useIsBrowser, <BrowserOnly>)
// get one located warning each, at the first such use; pages without any, MDX pages and a plugin's
// route get none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticPageNotes } from '../../../generator/content/page-notes.ts';
import type { SourceFile } from '../../../generator/types.ts';

function page(relPath: string, text: string, extra: Partial<SourceFile> = {}): SourceFile {
  return {
    absPath: `/site/${relPath}`,
    relPath,
    contentPath: relPath.replace(/^src\/pages\//, ''),
    kind: 'page',
    text,
    ...extra,
  };
}

const TABS = `import { useState } from 'react';
import Layout from '@theme/Layout';

function Tabs() {
  const [tab, setTab] = useState('oil');
  return <button onClick={() => setTab('wick')}>{tab}</button>;
}
export default function Home() {
  return <Layout><Tabs /></Layout>;
}
`;

const READS_ADDRESS = `import useIsBrowser from '@docusaurus/useIsBrowser';
export default function Lamp() {
  const code = useIsBrowser() ? new URLSearchParams(location.search).get('code') : '';
  return <pre>{code}</pre>;
}
`;

describe('staticPageNotes', () => {
  it('warns once per live React page, at its first hook, handler or browser check, with the line shown', () => {
    const notes = staticPageNotes([page('src/pages/index.jsx', TABS), page('src/pages/lamp.tsx', READS_ADDRESS)]);
    expect(notes.map((n) => [n.code, n.severity, n.file, n.line, n.column, n.sourceLine])).toEqual([
      ['page-static', 'warning', 'src/pages/index.jsx', 5, 25, "  const [tab, setTab] = useState('oil');"],
      [
        'page-static',
        'warning',
        'src/pages/lamp.tsx',
        3,
        16,
        "  const code = useIsBrowser() ? new URLSearchParams(location.search).get('code') : '';",
      ],
    ]);
    expect(notes[0]!.message).toContain('This React page uses useState:');
    expect(notes[1]!.message).toContain('This React page uses useIsBrowser:');
  });

  it('names <BrowserOnly> and an event handler as written', () => {
    const only = staticPageNotes([
      page('src/pages/a.tsx', 'export default () => (\n  <BrowserOnly>{() => 1}</BrowserOnly>\n);\n'),
    ]);
    expect(only[0]!.message).toContain('uses <BrowserOnly>:');
    expect([only[0]!.line, only[0]!.column]).toEqual([2, 3]);
    const click = staticPageNotes([page('src/pages/b.jsx', 'export default () => <a onClick={go}>Go</a>;\n')]);
    expect(click[0]!.message).toContain('uses onClick:');
  });

  it('says nothing of a page the config marks interactive: it hydrates whole', () => {
    expect(staticPageNotes([page('src/pages/index.jsx', TABS)], new Set(['/site/src/pages/index.jsx']))).toEqual([]);
  });

  it('says nothing of a static page, an MDX page, a doc or a plugin route', () => {
    const still = `import Layout from '@theme/Layout';\nexport default () => <Layout><p>Steady flame.</p></Layout>;\n`;
    expect(
      staticPageNotes([
        page('src/pages/still.tsx', still),
        page('src/pages/notes.mdx', 'export const x = useState(1);\n'),
        page('docs/a.tsx', TABS, { kind: 'doc' }),
        page('src/pages/route.tsx', TABS, { route: { path: '/r', component: '/site/x.tsx', modules: {} } }),
      ]),
    ).toEqual([]);
  });
});

describe('staticPageNotes through a hook of the site', () => {
  it('warns at the call of a custom hook whose file is live, as the page then needs the browser too', () => {
    const root = mkdtempSync(join(tmpdir(), 'zapsite-page-notes-'));
    try {
      mkdirSync(join(root, 'src/hooks'), { recursive: true });
      writeFileSync(
        join(root, 'src/hooks/useTick.js'),
        "import { useEffect } from 'react';\nexport function useTick() { useEffect(() => {}); }\n",
      );
      const text =
        "import { useTick } from '@site/src/hooks/useTick';\nexport default function Clock() {\n  useTick();\n  return <p>Now</p>;\n}\n";
      const file = page('src/pages/clock.jsx', text, { absPath: join(root, 'src/pages/clock.jsx') });
      expect(staticPageNotes([file]).map((n) => [n.code, n.line, n.column, n.sourceLine])).toEqual([
        ['page-static', 3, 3, '  useTick();'],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
