// A site whose tsconfig.json says `"jsx": "react"` (babel/website's does): Docusaurus compiles with
// Babel, which never reads tsconfig, so its JSX goes through React's automatic runtime and a file
// need not import React; esbuild follows tsconfig unless told otherwise (bundle/site-jsx.ts). And a
// package named for Docusaurus that ships JSX in a .js file, which Docusaurus compiles. Built by the
// real CLI: the page renders, and the interactive component it imports is its island.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { put } from './temp-site.ts';
import { zapsite, type Run } from '../helpers/cli.ts';

const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react', strict: true } }, null, 2),
  'zapsite.config.ts': `import { defineConfig } from 'zapsite/config';
export default defineConfig({
  title: 'Plinth', url: 'https://plinth.example.org', baseUrl: '/',
  docs: { path: 'docs' }, blog: false, pages: { path: 'src/pages' },
  markdown: { interactive: { Tally: 'visible' }, interactiveFrom: { Tally: 'src/components/Tally.tsx' } },
});
`,
  // Neither file imports React: with React.createElement, both would throw "React is not defined".
  'src/pages/index.tsx': `import Layout from '@theme/Layout';
import Lamp from 'docusaurus-plugin-lamp/react';
import Tally from '../components/Tally';

const Hero = () => <section id="hero"><Tally start={2} /></section>;

export default function Home() {
  return <Layout title="Plinth"><Hero /><Lamp /></Layout>;
}
`,
  // A Docusaurus plugin that ships JSX in a .js file, as docusaurus-plugin-copy-page-button does:
  // Docusaurus compiles a package of that name, so zapsite does too.
  'node_modules/docusaurus-plugin-lamp/package.json': JSON.stringify({
    name: 'docusaurus-plugin-lamp',
    version: '1.0.0',
  }),
  'node_modules/docusaurus-plugin-lamp/react.js':
    'export default function Lamp() {\n  return <p className="plugin-lamp">Lit by the plugin</p>;\n}\n',
  'src/components/Tally.tsx': `import { useState } from 'react';

export default function Tally({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return <button type="button" onClick={() => setN(n + 1)}>Tally {n}</button>;
}
`,
  'docs/intro.md': '# Intro\n\nThe plinth holds the reader.\n',
};

let dir: string;
let out: string;
let run: Run;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-tsconfig-jsx-'));
  const root = join(dir, 'site');
  for (const [path, text] of Object.entries(FILES)) {
    await put(root, path, text);
  }
  out = join(dir, 'out');
  run = await zapsite(['build', '--root', root, '--out', out]);
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a site whose tsconfig asks for the classic JSX transform', () => {
  it('builds, with no error or warning', () => {
    expect(run.stderr).not.toMatch(/^(error|warning)/m);
    expect(run.code).toBe(0);
  });

  it('compiles the JSX of a Docusaurus-named package, as Docusaurus does', async () => {
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('<p class="plugin-lamp">Lit by the plugin</p>');
  });

  it("renders the page, with the component it imports as the component's island", async () => {
    const html = await readFile(join(out, 'index.html'), 'utf8');
    const hero = /<section id="hero">([\s\S]*?)<\/section>/.exec(html)?.[1];
    expect(hero).toMatch(/<span [^>]*data-island="Tally"[^>]*><button type="button">Tally <!-- -->2<\/button><\/span>/);
    expect(hero).toContain('data-island-props="Tally">{"start":2}</script>');
    const scripts = (await readdir(join(out, 'assets/js'))).filter((f) => f.endsWith('.js'));
    const island = [];
    for (const f of scripts) if ((await readFile(join(out, 'assets/js', f), 'utf8')).includes('Tally ')) island.push(f);
    expect(island.length).toBeGreaterThan(0);
  });
});
