// A component and a swizzled theme component whose only browser code is a custom hook of the site
// (src/hooks/useStamp.js, an effect): Docusaurus hydrates every page, so both effects run there.
// migrate marks the component interactive and the build makes the swizzled TOC an island; before,
// neither did (sweep 9: sequelize's ads in the doc TOC never loaded).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('live-custom-hook', {
  'docusaurus.config.js': `module.exports = {
  title: 'Stamps',
  url: 'https://stamps.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
};
`,
  'src/hooks/useStamp.js': `import { useEffect } from 'react';

export default function useStamp(name) {
  useEffect(() => {
    document.documentElement.dataset[name] = 'stamped';
  }, [name]);
}
`,
  'src/components/Postmark.js': `import React from 'react';
import useStamp from '@site/src/hooks/useStamp';

export default function Postmark() {
  useStamp('postmark');
  return <p>Posted.</p>;
}
`,
  'src/theme/TOC/index.js': `import React from 'react';
import TOC from '@theme-original/TOC';
import useStamp from '../../hooks/useStamp';

export default function StampedTOC(props) {
  useStamp('toc');
  return <TOC {...props} />;
}
`,
  'docs/index.mdx': `---
title: Stamps
---
import Postmark from '@site/src/components/Postmark';

<Postmark />

## Sorting

Words.

## Franking

More words.
`,
});

describe('a component live through a custom hook', () => {
  it('is marked interactive by migrate, and the swizzled TOC that calls it is an island', async () => {
    expect(site.built.code, site.built.stderr).toBe(0);
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/interactive: \{[^}]*Postmark: 'visible'/);
    const html = await readFile(join(site.out, 'index.html'), 'utf8');
    expect(html).toContain('data-island="Postmark"');
    expect(html).toContain('data-island="SwizzledTOC"');
  });
});
