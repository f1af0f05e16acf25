// A live package component that a site component hands a function (a carousel given its effect
// modules, `<Swiper modules={[Autoplay]}>`, as jellyfin.org's home page does): the function is made
// in the site's code and cannot be handed to the package component's island as data, so migrate
// makes the site's component the island; where the site renders the package component with data
// alone, the package component is still its own island. Real CLI runs on a site of our own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Reelhouse',
  url: 'https://reelhouse.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
};
`,
  'node_modules/lamp-reel/package.json': JSON.stringify({ name: 'lamp-reel', version: '1.0.0', main: 'index.js' }),
  'node_modules/lamp-reel/index.js': `import { createElement, useState } from 'react';
export function Fade(frame) { return frame + ' (faded)'; }
export function Reel({ label, effects = [] }) {
  const [frame, setFrame] = useState(1);
  const shown = effects.reduce((text, effect) => effect(text), label + ' frame ' + frame);
  return createElement('button', { type: 'button', className: 'reel', onClick: () => setFrame(frame + 1) }, shown);
}
`,
  'src/components/Showcase.jsx': `import { Fade, Reel } from 'lamp-reel';
export default function Showcase() {
  return <section className="showcase"><Reel label="lobby" effects={[Fade]} /></section>;
}
`,
  'src/components/Plain.jsx': `import { Reel } from 'lamp-reel';
export default function Plain() {
  return <section className="plain"><Reel label={'hall'} /></section>;
}
`,
  'src/pages/index.jsx': `import Layout from '@theme/Layout';
import Showcase from '@site/src/components/Showcase';
import Plain from '@site/src/components/Plain';
export default function Home() {
  return <Layout title="Reels"><main><Showcase /><Plain /></main></Layout>;
}
`,
};

const site = migratedSite('package-island-function-props', FILES);

describe('a live package component handed a function by a site component', () => {
  it('makes that site component the island, and keeps the package component one where it gets data', async () => {
    expect(site.migrated.code).toBe(0);
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/Showcase: 'src\/components\/Showcase\.jsx'/);
    expect(config).toMatch(/Reel: 'lamp-reel'/);
    expect(site.migrated.stdout).toContain(
      "markdown.interactive Showcase: 'visible' (src/components/Showcase.jsx writes <Reel effects={[Fade]}> from lamp-reel",
    );
    // Nothing is left static for a function it could not be handed.
    expect(site.built.stderr).toBe('');
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'index.html'), 'utf8');
    expect(html).toMatch(
      /data-island="Showcase"[^>]*><section class="showcase"><button type="button" class="reel">lobby frame 1 \(faded\)<\/button>/,
    );
    expect(html).toMatch(
      /<section class="plain">[^]*?data-island="Reel"[^>]*><button type="button" class="reel">hall frame 1<\/button>/,
    );
  });
});
