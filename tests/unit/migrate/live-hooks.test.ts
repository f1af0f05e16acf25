// A component whose only browser code is a custom hook from another file of the site is live, as
// Docusaurus runs it all the same (interactive.ts liveMatch): followed from hook to hook, through
// relative and @site/ imports, each file once; a hook it does not call, or a package's, is not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveMatch, liveWritten } from '../../../generator/migrate/interactive.ts';

const root = mkdtempSync(join(tmpdir(), 'zapsite-live-hooks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
  return join(root, rel);
};

write(
  'src/hooks/useGlow.js',
  "import { useEffect } from 'react';\nexport default function useGlow() { useEffect(() => {}); }\n",
);
write('src/hooks/useRelay.ts', "import useGlow from './useGlow';\nexport function useRelay() { return useGlow(); }\n");
write(
  'src/hooks/useLoop.js',
  "import { useLoopBack } from './useLoopBack';\nexport function useLoop() { return useLoopBack(); }\n",
);
write(
  'src/hooks/useLoopBack.js',
  "import { useLoop } from './useLoop';\nexport function useLoopBack() { return useLoop(); }\n",
);
write('src/hooks/useLabel.js', 'export default function useLabel(x) { return x.toUpperCase(); }\n');

const check = (rel: string, text: string) => {
  const hit = liveMatch(text, write(rel, text), root);
  return hit && { written: liveWritten(hit[0]), line: text.slice(0, hit.index).split('\n').length };
};

describe('live through a custom hook', () => {
  it('is found at the call of a live hook of the site, through @site/ and a relay of hooks', () => {
    const card =
      "import React from 'react';\nimport useGlow from '@site/src/hooks/useGlow';\n\nexport default function Card() {\n  useGlow();\n  return <p>Card</p>;\n}\n";
    expect(check('src/components/Card.js', card)).toEqual({ written: 'useGlow', line: 5 });
    const relayed =
      "import { useRelay } from '../../hooks/useRelay';\nexport default function Lamp() { useRelay(); return null; }\n";
    expect(check('src/theme/TOC/index.js', relayed)).toEqual({ written: 'useRelay', line: 2 });
  });

  it("is not found for a hook that does nothing in the browser, one not called, a package's, or a loop of hooks", () => {
    expect(
      check('src/components/A.js', "import useLabel from '../hooks/useLabel';\nexport default () => useLabel('a');\n"),
    ).toBeNull();
    expect(
      check('src/components/B.js', "import useGlow from '../hooks/useGlow';\nexport default () => null;\n"),
    ).toBeNull();
    expect(
      check('src/components/C.js', "import { useWidget } from 'widget-kit';\nexport default () => useWidget();\n"),
    ).toBeNull();
    expect(
      check('src/components/D.js', "import { useLoop } from '../hooks/useLoop';\nexport default () => useLoop();\n"),
    ).toBeNull();
  });

  it("still takes the file's own live code first", () => {
    const own =
      "import useGlow from '../hooks/useGlow';\nexport default function E() {\n  const [n] = useState(0);\n  useGlow();\n}\n";
    expect(check('src/components/E.js', own)).toEqual({ written: 'useState', line: 3 });
  });
});
