// A live package component the site's code imports under the name of another component that MDX
// knows from the site's MDXComponents (cypress-documentation imports @cypress-design/react-icon as
// `Icon` in its own components, and its MDX `<Icon>` is a Font Awesome one of its own): migrate
// marks the package's component by the package's name, so MDX keeps the site's `Icon` and the
// package's still hydrates where the site's code renders it. Real CLI runs on a site of our own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Wickworks',
  url: 'https://wickworks.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
};
`,
  'node_modules/lamp-glow/package.json': JSON.stringify({ name: 'lamp-glow', version: '1.0.0', main: 'index.js' }),
  'node_modules/lamp-glow/index.js': `import { createElement, useState } from 'react';
export function Dimmer() {
  const [low, setLow] = useState(false);
  return createElement('button', { type: 'button', className: 'dimmer', onClick: () => setLow(!low) }, low ? 'Low' : 'High');
}
export default function Glow({ room }) {
  const [lit, setLit] = useState(false);
  return createElement('button', { type: 'button', className: 'glow', onClick: () => setLit(!lit) }, (lit ? 'Glowing in ' : 'Dark in ') + room);
}
`,
  // MDX's Lamp: the site's own, static.
  'src/components/Lamp.jsx': `export default function Lamp({ name }) { return <span className="site-lamp">{name}</span>; }
`,
  'src/components/Dimmer.jsx': `export default function Dimmer() { return <span className="site-dimmer">Dim</span>; }
`,
  'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import Lamp from '@site/src/components/Lamp';
import Dimmer from '@site/src/components/Dimmer';
export default { ...MDXComponents, Lamp, Dimmer };
`,
  // The site's own code calls the package's component Lamp too.
  'src/theme/Footer/index.js': `import Footer from '@theme-original/Footer';
import Lamp, { Dimmer } from 'lamp-glow';
export default function FooterWrapper(props) {
  return <><Footer {...props} /><div className="footer-glow"><Lamp room="footer" /><Dimmer /></div></>;
}
`,
  'src/pages/index.md': '# Wickworks\n\nLamps for every room.\n',
  'docs/intro.mdx': '# Intro\n\n<Lamp name="Hall lamp" />\n',
};

const site = migratedSite('package-island-names', FILES);

describe("a live package component imported under an MDX component's name", () => {
  it("is marked by the package's name, and MDX keeps the site's component", async () => {
    expect(site.migrated.code).toBe(0);
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/interactive: \{ LampGlow: 'visible' \}/);
    expect(config).toMatch(/interactiveFrom: \{ LampGlow: 'lamp-glow' \}/);
    expect(site.built.stderr).toBe('');
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<span class="site-lamp">Hall lamp</span>');
    // A named export cannot take another name: it is left site.out, and migrate says so at the setting.
    expect(site.migrated.stdout).toContain(
      "markdown.interactive.Dimmer: lamp-glow exports a live Dimmer, but the site's MDXComponents gives MDX another component of that name",
    );
    expect(html).toMatch(
      /<div class="footer-glow">[\s\S]*?data-island="LampGlow"[^>]*><button type="button" class="glow">Dark in footer<\/button>/,
    );
  });
});
