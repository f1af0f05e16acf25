// The site's own Docusaurus plugins run at build time (issue 33): a plugin module listed in the
// config adds a route with createData props, sets global data a page reads with usePluginData,
// injects head and body tags, and writes a file in postBuild; a function written in the config
// runs too; a method zapsite does not run is a warning at its line; a throwing contentLoaded is a
// located error and the last good build stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zapsite, type Run } from '../helpers/cli.ts';

const PLUGIN = `const path = require('node:path');
const fs = require('node:fs');

module.exports = function lampsPlugin(context, options) {
  return {
    name: 'lamps-plugin',
    async loadContent() {
      return { lamps: ['Desk', 'Floor', options.extra] };
    },
    async contentLoaded({ content, actions }) {
      const listPath = await actions.createData('lamps.json', JSON.stringify(content.lamps));
      actions.addRoute({
        path: context.baseUrl + 'lamps/',
        component: '@site/src/components/LampList.tsx',
        exact: true,
        modules: { lamps: listPath },
      });
      actions.setGlobalData({ count: content.lamps.length });
    },
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'meta', attributes: { name: 'lamp-meta', content: 'on' } }],
        postBodyTags: ['<script id="lamp-script">window.lamps = true;</script>'],
      };
    },
    async postBuild({ outDir, routesPaths, content }) {
      if (process.env.LAMPS_FAIL === 'late') {
        // Writes that go on after postBuild has failed, as a plugin's other promises do.
        void (async () => {
          for (let i = 0; i < 400; i++) {
            try {
              const folder = path.join(outDir, 'late', String(i % 40));
              await fs.promises.mkdir(folder, { recursive: true });
              await fs.promises.writeFile(path.join(folder, i + '.md'), 'late');
            } catch {}
          }
        })();
        await new Promise((r) => setTimeout(r, 5));
        throw new Error('no room for late lamps');
      }
      if (process.env.LAMPS_FAIL) throw new Error('no room for lamps');
      // Work over the whole output, in one synchronous run (an llms.txt plugin converting every page).
      const busyUntil = Date.now() + Number(process.env.LAMPS_BUSY_MS ?? 0);
      while (Date.now() < busyUntil) {}
      // And over many turns of the event loop (reading each page, awaiting each write).
      const waitUntil = Date.now() + Number(process.env.LAMPS_WAIT_MS ?? 0);
      while (Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
      fs.writeFileSync(path.join(outDir, 'lamps.txt'), content.lamps.join(',') + '\\n' + routesPaths.filter((r) => r.includes('lamps')).join(','));
    },
    getThemePath() {
      return './theme';
    },
  };
};
`;

const LAMP_LIST = `import React from 'react';
import Layout from '@theme/Layout';

export default function LampList({ lamps }: { lamps: string[] }) {
  return (
    <Layout title="Lamps">
      <ul id="lamp-list">{lamps.map((l) => <li key={l}>{l}</li>)}</ul>
    </Layout>
  );
}
`;

const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';

export default function Home() {
  const data = usePluginData('lamps-plugin') as { count: number };
  const inline = usePluginData('inline-plugin') as { word: string };
  return (
    <Layout title="Home">
      <p id="count">{data.count} lamps</p>
      <p id="word">{inline.word}</p>
    </Layout>
  );
}
`;

const CONFIG = (extra: string) => `import { defineConfig } from 'zapsite/config';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
export default defineConfig({
  title: 'Lamp Shop',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  docs: false,
  blog: false,
  pages: { path: 'src/pages' },
  plugins: [
    ['./src/plugins/lamps', { extra: 'Wall' }],
    function inlinePlugin(context) {
      // Kept from when the plugin is made, as llms plugins keep it: postBuild writes into it.
      const { outDir } = context;
      return {
        name: 'inline-plugin',
        contentLoaded({ actions }) {
          ${extra}
          actions.setGlobalData({ word: 'glow' });
        },
        postBuild({ routes }) {
          // Run in the site's folder, as docusaurus build runs there, whatever folder zapsite started in.
          writeFileSync(join(outDir, 'from-context.txt'), process.cwd());
          const line = (r) => [r.path, r.plugin.name, r.component.split('/').pop(), r.metadata?.sourceFilePath ?? '-'].join(' ');
          writeFileSync(join(outDir, 'routes.txt'), routes.map(line).sort().join('\\n'));
        },
      };
    },
  ],
});
`;

async function writeSite(dir: string, files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
}

describe('site plugins', () => {
  let dir: string;
  let run: Run;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zapsite-plugins-'));
    await writeSite(dir, {
      'zapsite.config.ts': CONFIG(''),
      'src/plugins/lamps/index.js': PLUGIN,
      'src/components/LampList.tsx': LAMP_LIST,
      'src/pages/index.tsx': HOME,
    });
    run = await zapsite(['build', '--root', dir]);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('runs the lifecycle: route with createData props, global data, tags, postBuild', async () => {
    expect(run.stderr + run.stdout).not.toMatch(/error\[/);
    expect(run.code).toBe(0);
    const lamps = await readFile(join(dir, 'build/lamps/index.html'), 'utf8');
    expect(lamps).toMatch(/<ul id="lamp-list"><li>Desk<\/li><li>Floor<\/li><li>Wall<\/li><\/ul>/);
    const home = await readFile(join(dir, 'build/index.html'), 'utf8');
    expect(home).toContain('<p id="count">3 lamps</p>');
    expect(home).toContain('<p id="word">glow</p>');
    for (const page of [home, lamps]) {
      expect(page).toMatch(/<meta name="lamp-meta" content="on"><\/head>/);
      expect(page).toMatch(/<script id="lamp-script">window.lamps = true;<\/script><\/body>/);
    }
    expect(await readFile(join(dir, 'build/lamps.txt'), 'utf8')).toBe('Desk,Floor,Wall\n/lamps/');
    // LoadContext's outDir is the folder about to become the output, so what postBuild writes there stays.
    expect(await readFile(join(dir, 'build/from-context.txt'), 'utf8')).toBe(await realpath(dir));
    expect((await readdir(dir)).filter((f) => f.startsWith('build.'))).toEqual([]);
    // Docusaurus's routes, each with the plugin that made it and its source file.
    expect((await readFile(join(dir, 'build/routes.txt'), 'utf8')).split('\n')).toEqual([
      '/ docusaurus-plugin-content-pages index.tsx src/pages/index.tsx',
      '/lamps/ lamps-plugin LampList.tsx -',
    ]);
    // zapsite's own search page is no route here: the site has no search plugin, so Docusaurus has none.
  });

  it('warns about a lifecycle method it does not run, at its line', () => {
    const all = run.stdout + run.stderr;
    expect(all).toContain('warning[plugin-method-unsupported]');
    expect(all).toMatch(/The plugin "lamps-plugin" defines getThemePath\(\)/);
    const line = PLUGIN.split('\n').findIndex((l) => l.includes('getThemePath()')) + 1;
    expect(all).toContain(`src/plugins/lamps/index.js:${line}:`);
  });

  it('a contentLoaded that throws is a located error, and the last build stays whole', async () => {
    const before = await readFile(join(dir, 'build/index.html'), 'utf8');
    await writeFile(join(dir, 'zapsite.config.ts'), CONFIG("throw new Error('the lamps are out');"));
    const failed = await zapsite(['build', '--root', dir]);
    expect(failed.code).toBe(1);
    const all = failed.stdout + failed.stderr;
    expect(all).toContain('error[plugin-failed]');
    expect(all).toMatch(/The plugin "inline-plugin" failed in contentLoaded: the lamps are out/);
    const line =
      CONFIG('')
        .split('\n')
        .findIndex((l) => l.includes('contentLoaded(')) + 1;
    expect(all).toMatch(new RegExp(`zapsite\\.config\\.ts:(${line}|${line + 1}):`));
    expect(await readFile(join(dir, 'build/index.html'), 'utf8')).toBe(before);
    expect(existsSync(join(dir, 'build/lamps.txt'))).toBe(true);
  });

  it('a plugin module that requires a package the site has not installed is an error at that require', async () => {
    const missing = `// Prices come from the shop's service at build time.
const fetchPrices = require('lamp-prices-client-not-installed');

module.exports = () => ({ name: 'prices', loadContent: () => fetchPrices() });
`;
    await writeFile(join(dir, 'src/plugins/prices.js'), missing);
    await writeFile(
      join(dir, 'zapsite.config.ts'),
      CONFIG('').replace("['./src/plugins/lamps', { extra: 'Wall' }],", "'./src/plugins/prices',"),
    );
    try {
      const failed = await zapsite(['build', '--root', dir]);
      expect(failed.code).toBe(1);
      const all = failed.stdout + failed.stderr;
      expect(all).toContain("Cannot find module 'lamp-prices-client-not-installed'");
      expect(all).toMatch(/--> src\/plugins\/prices\.js:2:\d+/);
      expect(all).toContain("2 | const fetchPrices = require('lamp-prices-client-not-installed');");
    } finally {
      await writeFile(join(dir, 'zapsite.config.ts'), CONFIG(''));
    }
  });

  it('a postBuild that throws is a located error, and the previous output stays whole', async () => {
    await writeFile(join(dir, 'zapsite.config.ts'), CONFIG(''));
    await writeFile(join(dir, 'build/lamps.txt'), 'from the last good build');
    const before = await readFile(join(dir, 'build/index.html'), 'utf8');
    // A warning the stages found before postBuild failed is reported with the error.
    await writeFile(join(dir, 'src/pages/notes.md'), '---\nglow: bright\n---\n\n# Notes\n\nWarm light.\n');
    const failed = await zapsite(['build', '--root', dir], { LAMPS_FAIL: '1' });
    await rm(join(dir, 'src/pages/notes.md'));
    expect(failed.code).toBe(1);
    const all = failed.stdout + failed.stderr;
    expect(all).toContain('error[plugin-failed]');
    expect(all).toContain('warning[front-matter-unread]: Unknown front matter key "glow"');
    expect(all).toContain('1 error, 2 warnings');
    expect(all).toMatch(/The plugin "lamps-plugin" failed in postBuild: no room for lamps/);
    const line = PLUGIN.split('\n').findIndex((l) => l.includes('no room for lamps')) + 1;
    expect(all).toContain(`src/plugins/lamps/index.js:${line}:`);
    expect(await readFile(join(dir, 'build/index.html'), 'utf8')).toBe(before);
    expect(await readFile(join(dir, 'build/lamps.txt'), 'utf8')).toBe('from the last good build');
    expect((await readdir(dir)).filter((n) => n.startsWith('build.'))).toEqual([]);
  });

  it('a postBuild may work past the limit on site code, up to the longer limit of whole-site steps', async () => {
    await writeFile(join(dir, 'zapsite.config.ts'), CONFIG(''));
    // 1.5 s of work in one go, then 1.5 s more over many turns, under a 0.5 s limit (5 s for
    // postBuild, as for Markdown plugins).
    const r = await zapsite(['build', '--root', dir], {
      LAMPS_BUSY_MS: '1500',
      LAMPS_WAIT_MS: '1500',
      ZAPSITE_SITE_CODE_TIMEOUT: '0.5',
    });
    expect(r.stdout + r.stderr).not.toContain('site-timeout');
    expect(r.code, r.stderr).toBe(0);
    expect(await readFile(join(dir, 'build/lamps.txt'), 'utf8')).toMatch(/^Desk,Floor,/);
  });

  it("a postBuild that fails while its writes go on is reported as its own error, not the removal's", async () => {
    await writeFile(join(dir, 'zapsite.config.ts'), CONFIG(''));
    const before = await readFile(join(dir, 'build/index.html'), 'utf8');
    for (let run = 0; run < 3; run++) {
      const failed = await zapsite(['build', '--root', dir], { LAMPS_FAIL: 'late' });
      const all = failed.stdout + failed.stderr;
      expect(failed.code, all).toBe(1);
      expect(all).toMatch(/The plugin "lamps-plugin" failed in postBuild: no room for late lamps/);
      expect(all).not.toContain('Unexpected error');
      expect(await readFile(join(dir, 'build/index.html'), 'utf8')).toBe(before);
    }
  });
});
