// A site's own plugin code loads as Docusaurus loads it (jiti, every file in flight at once), so a
// Docusaurus site's plugins run unchanged: TypeScript files; each file's own `__dirname`, also in
// a file it imports from another folder; `@docusaurus/logger` and React, which a Docusaurus install
// brings and this site does not have; a remark transformer that waits for what another file's run
// gives it (on the CommonMark path, more files than one batch, and on the MDX path); `file.cwd`
// the site folder although the CLI is started elsewhere; `await import('pkg')` in a plugin, which
// loads the package's ES module build, the instance other ES modules import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zapsite, type Run } from '../helpers/cli.ts';

const WHERE = `// Another folder than its importers: its __dirname must be its own.
export const folderOf = (): string => __dirname;
`;

// Each file that says "borrow: NAME" gets the first line of NAME's text, once NAME's own run has
// given it: the wait only ends if both files are in flight together.
const GATHER = `import logger from '@docusaurus/logger';
import { relative } from 'node:path';
import { folderOf } from '../lib/where.ts';

type Node = { type: string; value?: string; children?: Node[] };
const given = new Map<string, { promise: Promise<string>; give: (text: string) => void }>();
function slot(name: string) {
  let s = given.get(name);
  if (!s) {
    let give!: (text: string) => void;
    const promise = new Promise<string>((resolve, reject) => {
      give = resolve;
      setTimeout(() => reject(new Error('waited too long for ' + name)), 20000).unref();
    });
    s = { promise, give };
    given.set(name, s);
  }
  return s;
}
const text = (n: Node): string => n.value ?? (n.children ?? []).map(text).join('');

export default function gather() {
  return async (tree: Node, file: { path: string; cwd: string }) => {
    const name = file.path.replace(/^.*[\\\\/]/, '').replace(/\\.mdx?$/, '');
    const first = tree.children?.find((n) => n.type === 'paragraph');
    slot(name).give(first ? text(first) : '');
    const asks = first && /borrow: ([\\w-]+)/.exec(text(first));
    if (!asks) return;
    const borrowed = await slot(asks[1]!).promise;
    logger.info\`gather: path=\${name} borrowed from name=\${asks[1]}\`;
    tree.children!.push({
      type: 'paragraph',
      children: [{ type: 'text', value: \`Borrowed "\${borrowed}" in \${relative(file.cwd, file.path)} (lib: \${folderOf()})\` }],
    });
  };
}
`;

const NOTE_PLUGIN = `import logger from '@docusaurus/logger';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { folderOf } from '../../lib/where.ts';

export default function notePlugin() {
  return {
    name: 'note-plugin',
    async loadContent() {
      logger.info\`Note plugin read path=\${'notes/today.txt'}\`;
      // Lit on the instance an ES module of the site's packages imports: the package's "import" build.
      const lamp = (await import('lamp-dual')).default;
      lamp.lit = true;
      const reader = (await import('lamp-reader')).default;
      return {
        html: renderToStaticMarkup(React.createElement('b', null, 'bold')),
        folder: folderOf(),
        here: __dirname,
        lamp: \`lit \${reader()}, from \${lamp.build}\`,
      };
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}
`;

const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';

export default function Home() {
  const note = usePluginData('note-plugin') as { html: string; folder: string; here: string; lamp: string };
  return (
    <Layout title="Home">
      <p id="html">{note.html}</p>
      <p id="folder">{note.folder}</p>
      <p id="here">{note.here}</p>
      <p id="lamp">{note.lamp}</p>
    </Layout>
  );
}
`;

const CONFIG = (markdown = '') => `import { defineConfig } from 'zapsite/config';
export default defineConfig({${markdown}
  title: 'Gathering',
  url: 'https://gather.example.org',
  baseUrl: '/',
  blog: false,
  pages: { path: 'src/pages' },
  docs: { path: 'docs', remarkPlugins: ['./src/remark/gather.ts'] },
  plugins: ['./src/plugins/note/index.ts'],
});
`;

const FILLERS = 70; // more than one batch of the CommonMark path (64)

describe('site plugin code, loaded as Docusaurus loads it', () => {
  let root: string;
  let run: Run;
  let detect: Run;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'zapsite-plugin-code-'));
    const files: Record<string, string> = {
      'zapsite.config.ts': CONFIG(),
      'src/lib/where.ts': WHERE,
      'src/remark/gather.ts': GATHER,
      'src/plugins/note/index.ts': NOTE_PLUGIN,
      'src/pages/index.tsx': HOME,
      'docs/a-asks.md': '# Asks\n\nborrow: z-gives\n',
      'docs/z-gives.md': '# Gives\n\nCards tapped today.\n',
      'docs/mdx/a-asks-mdx.mdx': '# Asks in MDX\n\nborrow: z-gives-mdx\n\n<span>MDX</span>\n',
      'docs/mdx/z-gives-mdx.mdx': '# Gives in MDX\n\nReaders wired up.\n',
      // A package with an ES module build and a CommonJS one, and an ES module package that imports it.
      'node_modules/lamp-dual/package.json': JSON.stringify({
        name: 'lamp-dual',
        exports: { import: './esm.mjs', require: './cjs.cjs' },
      }),
      'node_modules/lamp-dual/esm.mjs': "export default { lit: false, build: 'esm' };\n",
      'node_modules/lamp-dual/cjs.cjs': "module.exports = { lit: false, build: 'cjs' };\n",
      'node_modules/lamp-reader/package.json': JSON.stringify({
        name: 'lamp-reader',
        type: 'module',
        exports: './index.js',
      }),
      'node_modules/lamp-reader/index.js': "import lamp from 'lamp-dual';\nexport default () => lamp.lit;\n",
    };
    for (let i = 0; i < FILLERS; i++)
      files[`docs/m-${String(i).padStart(3, '0')}.md`] = `# Filler ${i}\n\nText ${i}.\n`;
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, rel)), { recursive: true });
      await writeFile(join(root, rel), text);
    }
    // Started from the repository, not the site: the site folder is still the files' cwd.
    run = await zapsite(['build', '--root', root]);
    // The same site with .md read as CommonMark: the other path, which takes files in batches.
    await writeFile(join(root, 'zapsite.config.ts'), CONFIG("\n  markdown: { format: 'detect' },"));
    detect = await zapsite(['build', '--root', root, '--out', join(root, 'build-detect')]);
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('builds, and the logger writes as Docusaurus writes, without colour off a terminal', () => {
    expect(run.stderr + run.stdout).not.toMatch(/error\[|warning\[/);
    expect(run.code).toBe(0);
    expect(detect.stderr + detect.stdout).not.toMatch(/error\[|warning\[/);
    expect(detect.code).toBe(0);
    expect(run.stdout).toContain('[INFO] Note plugin read "notes/today.txt"\n');
    expect(run.stdout).toContain('[INFO] gather: "a-asks" borrowed from z-gives\n');
  });

  it("a remark transformer may wait for another file's run: .md past one batch, and MDX", async () => {
    const md = await readFile(join(root, 'build/docs/a-asks/index.html'), 'utf8');
    expect(md).toContain(`<p>Borrowed "Cards tapped today." in docs/a-asks.md (lib: ${join(root, 'src/lib')})</p>`);
    const commonMark = await readFile(join(root, 'build-detect/docs/a-asks/index.html'), 'utf8');
    expect(commonMark).toContain(
      `<p>Borrowed "Cards tapped today." in docs/a-asks.md (lib: ${join(root, 'src/lib')})</p>`,
    );
    const mdx = await readFile(join(root, 'build/docs/mdx/a-asks-mdx/index.html'), 'utf8');
    expect(mdx).toContain(
      `<p>Borrowed "Readers wired up." in docs/mdx/a-asks-mdx.mdx (lib: ${join(root, 'src/lib')})</p>`,
    );
  });

  it("a lifecycle plugin gets React, each file's own __dirname, and a package's ES module build from await import()", async () => {
    const home = await readFile(join(root, 'build/index.html'), 'utf8');
    expect(home).toContain('<p id="html">&#x3C;b>bold&#x3C;/b></p>');
    expect(home).toContain(`<p id="folder">${join(root, 'src/lib')}</p>`);
    expect(home).toContain(`<p id="here">${join(root, 'src/plugins/note')}</p>`);
    expect(home).toContain('<p id="lamp">lit true, from esm</p>');
  });
});
