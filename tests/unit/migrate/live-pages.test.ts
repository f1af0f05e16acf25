// migrate marks a Docusaurus React page whose own code is live (it hydrates whole there) as
// interactive, named for its path, unless it or a site file it imports uses a module zapsite
// renders at build time only; `_` files and static pages are left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findLivePages } from '../../../generator/migrate/live-pages.ts';

const files: Record<string, string> = {
  'src/pages/index.jsx':
    "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout>Lit.</Layout>; }\n",
  'src/pages/lamp-room.jsx':
    "import { useState } from 'react';\nexport default function LampRoom() { const [a] = useState(1); return <p>{a}</p>; }\n",
  'src/pages/showcase/index.tsx':
    "import useIsBrowser from '@docusaurus/useIsBrowser';\nexport default function Showcase() { return <p>{String(useIsBrowser())}</p>; }\n",
  // Live, but a component it imports through @site/ and then a relative path renders TabItem.
  'src/pages/recipes.jsx':
    "import Recipe from '@site/src/components/Recipe';\nexport default function Recipes() { return <button onClick={() => 1}><Recipe /></button>; }\n",
  'src/components/Recipe/index.jsx': "import Snippet from './Snippet';\nexport default () => <Snippet />;\n",
  'src/components/Recipe/Snippet.jsx':
    'import TabItem from \'@theme/TabItem\';\nexport default () => <TabItem value="oil">oil</TabItem>;\n',
  // Live, and zapsite's own CodeBlock keeps its built block in the browser: it hydrates.
  'src/pages/playground.jsx':
    "import { useState } from 'react';\nimport CodeBlock from '@theme/CodeBlock';\nexport default function Playground() { const [code] = useState('oil'); return <CodeBlock>{code}</CodeBlock>; }\n",
  // What the address's query or hash names, read as the page renders (redux's /errors?code=N).
  'src/pages/errors.jsx':
    "import { useLocation } from '@docusaurus/router';\nexport default function Errors() { const { search } = useLocation(); return <p>{new URLSearchParams(search).get('code')}</p>; }\n",
  'src/pages/anchor.jsx':
    "import { useLocation } from '@docusaurus/router';\nexport default function Anchor() { const location = useLocation(); return <p>{location.hash}</p>; }\n",
  // Its path only: the build knows it.
  'src/pages/where.jsx':
    "import { useLocation } from '@docusaurus/router';\nexport default function Where() { return <p>{useLocation().pathname}</p>; }\n",
  'src/pages/_draft.jsx':
    "import { useState } from 'react';\nexport default function Draft() { useState(0); return null; }\n",
  'src/pages/_parts/Tabs.jsx':
    "import { useState } from 'react';\nexport default function Tabs() { useState(0); return null; }\n",
};

describe('findLivePages', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'zapsite-live-pages-'));
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, rel)), { recursive: true });
      await writeFile(join(root, rel), text);
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('marks live pages by path, each with what made it live, and not one reaching a build-time-only module', () => {
    expect(findLivePages(root)).toEqual([
      { name: 'PageAnchor', file: 'src/pages/anchor.jsx', because: 'location.hash' },
      { name: 'PageErrors', file: 'src/pages/errors.jsx', because: '{ search } = useLocation' },
      { name: 'PageLampRoom', file: 'src/pages/lamp-room.jsx', because: 'useState' },
      { name: 'PagePlayground', file: 'src/pages/playground.jsx', because: 'useState' },
      { name: 'PageShowcaseIndex', file: 'src/pages/showcase/index.tsx', because: 'useIsBrowser' },
    ]);
  });

  it("marks a page with a CodeBlock when the site swizzled CodeBlock too: the browser keeps what the site's drew", async () => {
    const swizzle = join(root, 'src/theme/CodeBlock/index.js');
    await mkdir(dirname(swizzle), { recursive: true });
    await writeFile(swizzle, 'export default function CodeBlock({ children }) { return <pre>{children}</pre>; }\n');
    try {
      expect(findLivePages(root).map((p) => p.name)).toContain('PagePlayground');
    } finally {
      await rm(join(root, 'src/theme'), { recursive: true });
    }
  });

  it('finds nothing without a pages folder', () => {
    expect(findLivePages(root, 'pages')).toEqual([]);
  });
});
