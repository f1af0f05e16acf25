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
  // Instances kept in step through one event target, as sequelize's dialect filters are: each must
  // be live from the start, or one below the fold misses the choice made in another.
  'src/hooks/useShared.js': `import { useEffect, useState } from 'react';

const channel = new EventTarget();
let current = 'all';

export default function useShared() {
  const [value, setValue] = useState(current);
  useEffect(() => {
    const on = () => setValue(current);
    channel.addEventListener('change', on);
    return () => channel.removeEventListener('change', on);
  }, []);
  const choose = (next) => {
    current = next;
    channel.dispatchEvent(new Event('change'));
  };
  return [value, choose];
}
`,
  'src/components/DialectPicker.js': `import React from 'react';
import useShared from '../hooks/useShared';

export default function DialectPicker() {
  const [dialect, choose] = useShared();
  return <button onClick={() => choose('sqlite')}>{dialect}</button>;
}
`,
  'docs/index.mdx': `---
title: Stamps
---
import Postmark from '@site/src/components/Postmark';
import DialectPicker from '@site/src/components/DialectPicker';

<Postmark />

<DialectPicker />

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

  it('hydrates on load when its instances share state through the page, so that none misses a change', async () => {
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/interactive: \{[^}]*DialectPicker: 'load'/);
    expect(config).toMatch(/interactive: \{[^}]*Postmark: 'visible'/);
    expect(site.migrated.stdout).toContain(
      "markdown.interactive DialectPicker: 'load' (src/components/DialectPicker.js uses onClick, and its instances keep in step through useShared:",
    );
  });
});
