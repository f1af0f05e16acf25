// A package's component compiled to CommonJS by tsc, as @img-comparison-slider/react is: its hooks are
// called as `(0, react_1.useState)(0)`. Docusaurus hydrates the page, so its effect runs; migrate now
// sees the hook in that form and marks the component interactive from its package, so it runs in
// zapsite's island too. Before, it was taken for a static component and rendered 0, with no word.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('package-island-commonjs', {
  'docusaurus.config.js': `module.exports = {
  title: 'Wickworks',
  url: 'https://wickworks.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
};
`,
  'node_modules/wick-counter/package.json': JSON.stringify({
    name: 'wick-counter',
    version: '1.0.0',
    main: 'dist/index.js',
  }),
  'node_modules/wick-counter/dist/index.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WickCounter = WickCounter;
const react_1 = require("react");
function WickCounter() {
    const [lit, setLit] = (0, react_1.useState)(0);
    (0, react_1.useEffect)(() => setLit(42), []);
    return (0, react_1.createElement)("output", { className: "wick-count" }, lit);
}
`,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import { WickCounter } from 'wick-counter';
export default function Home() {
  return (
    <Layout title="Wickworks">
      <main>
        <WickCounter />
      </main>
    </Layout>
  );
}
`,
});

describe("a package's component compiled to CommonJS, with hooks", () => {
  it('is marked interactive by migrate and hydrates as its island', async () => {
    expect(site.migrated.code).toBe(0);
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/interactive: \{ WickCounter: 'visible' \}/);
    expect(config).toMatch(/interactiveFrom: \{ WickCounter: 'wick-counter' \}/);
    expect(site.migrated.stdout).toContain('useState');
    expect(site.built.code).toBe(0);
    const home = await readFile(join(site.out, 'index.html'), 'utf8');
    expect(home).toMatch(/data-island="WickCounter"[^>]*><output class="wick-count">0<\/output>/);
  });
});
