// A component from a package that needs the browser (a switch with state, as a "copy page" button
// or a comments widget is), rendered by a doc and by a swizzled component that is not live itself:
// migrate marks it interactive from its package module, and the build makes it its island wherever
// the site's code renders it, as Docusaurus, which hydrates every page, has it work. Inside a live
// component it is part of that island. Real CLI runs on a Docusaurus-shaped site of our own.
import { readFile, readdir } from 'node:fs/promises';
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
  // The package: its entry passes the switch on from the file that has its state, as
  // docusaurus-plugin-copy-page-button's react.js does; its label has none.
  'node_modules/lamp-widgets/package.json': JSON.stringify({
    name: 'lamp-widgets',
    version: '1.0.0',
    main: 'index.js',
  }),
  'node_modules/lamp-widgets/index.js':
    "export { LampSwitch } from './switch.js';\nexport { LampLabel, LampFlicker } from './label.js';\n",
  'node_modules/lamp-widgets/switch.js': `import { createElement, useState } from 'react';
export function LampSwitch({ room }) {
  const [lit, setLit] = useState(false);
  return createElement('button', { type: 'button', className: 'lamp-switch', onClick: () => setLit(!lit) }, (lit ? 'On' : 'Off') + ' in the ' + room);
}
`,
  // The label has no state; a flickering one beside it in the same module has (react-markdown's
  // Markdown sits beside MarkdownHooks so): the label is not live for it.
  'node_modules/lamp-widgets/label.js': `import { createElement, useState } from 'react';
export function LampLabel({ text }) {
  return createElement('span', { className: 'lamp-label' }, text);
}
export function LampFlicker({ text }) {
  const [on] = useState(true);
  return createElement('span', { className: on ? 'lit' : 'dark' }, text);
}
`,
  'src/pages/index.md': '# Wickworks\n\nLamps for every room.\n',
  'docs/intro.mdx': `# Intro

import { LampSwitch, LampLabel } from 'lamp-widgets';
import Porch from '@site/src/components/Porch';

<LampLabel text="Hall" />

<LampSwitch room="hall" />

<Porch />
`,
  // A page that shows the package's live flicker as code only: text to Docusaurus, no island.
  'docs/usage.mdx': `# Usage

\`\`\`jsx
import { LampFlicker } from 'lamp-widgets';

export default function Hall() { return <LampFlicker text="hall" />; }
\`\`\`
`,
  // Live itself: its island holds the switch, which is no island of its own there.
  'src/components/Porch.jsx': `import { useState } from 'react';
import { LampSwitch } from 'lamp-widgets';
export default function Porch() {
  const [open] = useState(true);
  return <section className="porch">{open ? <LampSwitch room="porch" /> : null}</section>;
}
`,
  // A wrapper with no state of its own: the switch in it is its island.
  'src/theme/Footer/index.js': `import Footer from '@theme-original/Footer';
import { LampSwitch } from 'lamp-widgets';
export default function FooterWrapper(props) {
  return <><Footer {...props} /><div className="footer-lamp"><LampSwitch room="footer" /></div></>;
}
`,
};

const site = migratedSite('package-islands', FILES);

describe('a live component from a package', () => {
  it('is marked interactive by migrate from its package module; the static one is not', async () => {
    expect(site.migrated.code).toBe(0);
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/interactive: \{ Porch: 'visible', LampSwitch: 'visible' \}/);
    expect(config).toMatch(/interactiveFrom: \{ Porch: 'src\/components\/Porch.jsx', LampSwitch: 'lamp-widgets' \}/);
    expect(config).not.toContain('LampLabel');
    expect(config).not.toContain('LampFlicker');
    expect(site.migrated.stdout).toContain(
      "markdown.interactive LampSwitch: 'visible' (the package module lamp-widgets exports it, and its source uses useState",
    );
  });

  it('builds without a word', () => {
    expect(site.built.stderr).toBe('');
    expect(site.built.code).toBe(0);
  });

  it('is its island in a doc and in a swizzled component, and part of a live component’s island', async () => {
    const html = await readFile(join(site.out, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<span class="lamp-label">Hall</span>');
    expect(html).toMatch(
      /data-island-props="LampSwitch">\{"room":"hall"\}<\/script><span [^>]*data-island="LampSwitch"[^>]*><button type="button" class="lamp-switch">Off in the hall<\/button><\/span>/,
    );
    expect(html).toMatch(
      /<div class="footer-lamp"><script type="application\/json" data-island-props="LampSwitch">\{"room":"footer"\}<\/script><span [^>]*data-island="LampSwitch"/,
    );
    const porch = /data-island="Porch"[^>]*>([\s\S]*?)<\/span>/.exec(html)?.[1];
    expect(porch).toContain('Off in the porch');
    expect(porch).not.toContain('data-island');
    // The page's island manifest loads the switch's own bundle.
    const js = await readdir(join(site.out, 'assets/js'));
    const entry = js.find((f) => /^island-LampSwitch-[A-Z0-9]+\.js$/.test(f));
    expect(entry).toBeDefined();
    expect(html).toContain(`/assets/js/${entry}`);
  });
});
