// Migrated, a component with state that renders @theme/CodeBlock hydrates (zapsite's CodeBlock keeps
// its built block in the browser), while one that renders @theme/TabItem cannot be bundled for the
// browser: migrate leaves it static, and the build now says so once, at the component's first live
// line (component-static), however many pages render it. Before, only migrate's report mentioned it,
// and the build was silent about a component whose effect never runs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const PLAYGROUND = `import React, { useEffect, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';

export default function Playground({ code }) {
  const [src, setSrc] = useState('');
  useEffect(() => setSrc('/play#' + encodeURIComponent(code)), [code]);
  return (
    <div>
      <iframe src={src} title="Playground" />
      <CodeBlock language="js">{code}</CodeBlock>
    </div>
  );
}
`;

const PICKER = `import React from 'react';
import TabItem from '@theme/TabItem';

export default function Picker() {
  const [os, setOs] = React.useState('linux');
  return <TabItem value={os}>Pick {os}</TabItem>;
}
`;

const site = migratedSite('component-static', {
  'docusaurus.config.js': `module.exports = {
  title: 'Readers',
  url: 'https://readers.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false }]],
};
`,
  'src/pages/index.md': '# Readers\n\nTap or scan.\n',
  'src/components/Playground.js': PLAYGROUND,
  'src/components/Picker.js': PICKER,
  'docs/tap.mdx':
    "import Playground from '@site/src/components/Playground';\nimport Picker from '@site/src/components/Picker';\n\n# Tap\n\n<Playground code=\"tap()\" />\n\n<Picker />\n",
  'docs/scan.mdx': "import Picker from '@site/src/components/Picker';\n\n# Scan\n\n<Picker />\n",
});

describe('a live component that imports a module rendered at build time', () => {
  it('hydrates with @theme/CodeBlock, and is named once, at its line, with @theme/TabItem', async () => {
    const out = site.built.stdout + site.built.stderr;
    expect(site.built.code).toBe(0);
    expect(out).not.toContain('error[');
    const warnings = [...out.matchAll(/^warning\[([a-z-]+)\]/gm)].map((m) => m[1]);
    expect(warnings).toEqual(['component-static']);
    expect(out).toContain(
      'warning[component-static]: This component uses useState, but it (or a file of the site it imports) imports a module zapsite renders at build time only',
    );
    expect(out).toContain('  --> src/components/Picker.js:5:29\n');
    expect(out).toContain("  const [os, setOs] = React.useState('linux');");
    const page = await readFile(join(site.out, 'docs/tap/index.html'), 'utf8');
    expect(page).toContain('data-island="Playground"');
    expect(page).not.toContain('data-island="Picker"');
  });
});
