// `zapsite dev` on a site with a local plugin, as a maintainer runs it: a data file the plugin
// names in `getPathsToWatch` and the plugin's own file live outside every content folder, and an
// edit to either reruns the plugin, so the page shows the new data (Docusaurus reloads a plugin
// whose watched paths change). Stopped with Ctrl+C.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

const PLUGIN = `const fs = require('node:fs');
const path = require('node:path');

module.exports = function shelfPlugin(context) {
  const data = path.join(context.siteDir, 'data/shelf.json');
  return {
    name: 'shelf-plugin',
    loadContent() {
      return JSON.parse(fs.readFileSync(data, 'utf8'));
    },
    contentLoaded({ content, actions }) {
      actions.setGlobalData({ book: content.book });
    },
    injectHtmlTags({ content }) {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'shelf-book', content: content.book } }] };
    },
    getPathsToWatch() {
      return [data];
    },
  };
};
`;

const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';

export default function Home() {
  const { book } = usePluginData('shelf-plugin') as { book: string };
  return (
    <Layout title="Shelf">
      <p id="book">On the shelf: {book}</p>
    </Layout>
  );
}
`;

const CONFIG = `import { defineConfig } from 'zapsite/config';
export default defineConfig({
  title: 'Shelf',
  url: 'https://shelf.example.com',
  baseUrl: '/',
  docs: false,
  blog: false,
  pages: { path: 'src/pages' },
  plugins: ['./plugins/shelf'],
});
`;

let dir: string;
let child: ChildProcess;
let origin: string;
let stdout = '';
let stderr = '';

/** Polls until `test` holds; the safety net fails with the server's output. */
async function until(test: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await test())) {
    if (Date.now() - started > timeoutMs || child.exitCode !== null)
      throw new Error(`Never held; exit ${child.exitCode}.\nstdout:\n${stdout}\nstderr:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const home = async () => (await fetch(`${origin}/`, { signal: AbortSignal.timeout(30_000) })).text();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zs-dev-plugin-'));
  const files: Record<string, string> = {
    'zapsite.config.ts': CONFIG,
    'plugins/shelf.js': PLUGIN,
    'data/shelf.json': '{ "book": "Moby-Dick" }\n',
    'src/pages/index.tsx': HOME,
  };
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
  child = spawn(process.execPath, [join(REPO, 'cli/main.ts'), 'dev', '--root', dir, '--port', '0'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  await until(async () => /Serving http:\/\/127\.0\.0\.1:\d+\//.test(stdout));
  origin = `http://127.0.0.1:${stdout.match(/Serving http:\/\/127\.0\.0\.1:(\d+)\//)![1]}`;
});

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('zapsite dev with a local plugin', () => {
  it('reruns the plugin when a path from its getPathsToWatch changes', async () => {
    const first = await home();
    expect(first).toContain('On the shelf: Moby-Dick');
    expect(first).toContain('<meta name="shelf-book" content="Moby-Dick">');
    await writeFile(join(dir, 'data/shelf.json'), '{ "book": "Middlemarch" }\n');
    await until(async () => (await home()).includes('<meta name="shelf-book" content="Middlemarch">'));
    expect(await home()).toContain('On the shelf: Middlemarch');
  });

  it("reruns it when the plugin's own file changes, and stops on Ctrl+C", async () => {
    const file = join(dir, 'plugins/shelf.js');
    await writeFile(file, (await readFile(file, 'utf8')).replace('book: content.book }', "book: content.book + '!' }"));
    await until(async () => (await home()).includes('On the shelf: Middlemarch!'));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});
