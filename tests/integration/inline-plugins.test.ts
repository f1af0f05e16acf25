// Plugin functions written inside docusaurus.config.js run at every build (issue 33 item 3): a
// function cannot be printed into zapsite.config.ts, so `zapsite migrate` writes where it is (the
// Docusaurus config and its position in `plugins`) and the build runs that config and takes the
// function from it. A Docusaurus site of our own, migrated then built by the real CLI: the
// plugin's route with createData props, its global data read by usePluginData in a page, its head
// and body tags, its postBuild file, and the options of a `[function, options]` pair; a loadContent
// that throws, and a config that no longer runs, are each one located error with the last output
// kept whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { zapsite, type Run } from '../helpers/cli.ts';
import { startDevServer } from '../helpers/dev-server.ts';

const CONFIG = `// @ts-check
const path = require('node:path');
const fs = require('node:fs');

/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Kettle Works',
  url: 'https://kettles.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    [
      function teaPlugin(context, options) {
        return {
          name: 'tea-plugin',
          contentLoaded({ actions }) {
            actions.setGlobalData({ leaf: options.leaf });
          },
        };
      },
      { leaf: 'oolong' },
    ],
    function kettlePlugin(context) {
      return {
        name: 'kettle-plugin',
        async loadContent() {
          if (process.env.KETTLE_LOOP) while (true) {}
          if (process.env.KETTLE_FAIL) throw new Error('the kettle boiled dry', { cause: new Error('no water') });
          return { kettles: ['Copper', 'Steel'], site: path.basename(__dirname) };
        },
        async contentLoaded({ content, actions }) {
          if (process.env.KETTLE_EXIT) process.exit(3);
          const listPath = await actions.createData('kettles.json', JSON.stringify(content.kettles));
          actions.addRoute({
            path: context.baseUrl + 'kettles/',
            component: '@site/src/components/KettleList.js',
            exact: true,
            modules: { kettles: listPath },
          });
          // The pages plugin's /brew at its other spelling, as babel's website adds /repl/: one page.
          actions.addRoute({ path: context.baseUrl + 'brew/', component: '@site/src/pages/brew' });
          actions.setGlobalData({ count: content.kettles.length, site: content.site });
        },
        injectHtmlTags() {
          return {
            headTags: [{ tagName: 'meta', attributes: { name: 'kettle-meta', content: 'hot' } }],
            postBodyTags: ['<script id="kettle-script">window.kettles = true;</script>'],
          };
        },
        async postBuild({ outDir, content }) {
          fs.writeFileSync(path.join(outDir, 'kettles.txt'), content.kettles.join(','));
        },
      };
    },
    // A plugin function from a file of the site, loaded through a require of the config's own making
    // (as ES module configs do: babel's website).
    require('node:module').createRequire(__filename)('./plugins/steam.js'),
  ],
};
`;

const STEAM_PLUGIN = `module.exports = function () {
  return {
    name: 'steam-plugin',
    contentLoaded({ actions }) {
      actions.setGlobalData({ from: 'a file of the site' });
    },
  };
};
`;

const KETTLE_LIST = `import React from 'react';
import Layout from '@theme/Layout';

export default function KettleList({ kettles }) {
  return (
    <Layout title="Kettles">
      <ul id="kettle-list">{kettles.map((k) => <li key={k}>{k}</li>)}</ul>
    </Layout>
  );
}
`;

const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';

export default function Home() {
  const kettles = usePluginData('kettle-plugin');
  const tea = usePluginData('tea-plugin');
  const steam = usePluginData('steam-plugin');
  return (
    <Layout title="Home">
      <p id="count">{kettles.count} kettles in {kettles.site}</p>
      <p id="leaf">{tea.leaf}</p>
      <p id="steam">{steam.from}</p>
    </Layout>
  );
}
`;

let dir: string;
let root: string;
let migrate: Run;
let build: Run;
let written: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-inline-plugins-'));
  root = join(dir, 'kettle-site');
  const files: Record<string, string> = {
    'docusaurus.config.js': CONFIG,
    'plugins/steam.js': STEAM_PLUGIN,
    'src/components/KettleList.js': KETTLE_LIST,
    'src/pages/index.js': HOME,
    'src/pages/brew.js': 'export default function Brew() { return <p id="brew">Steep for three minutes.</p>; }\n',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  migrate = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
  written = await readFile(join(root, 'zapsite.config.ts'), 'utf8');
  build = await zapsite(['build', '--root', root]);
}, 300_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const html = (path: string) => readFile(join(root, 'build', path), 'utf8');
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('plugin functions written in docusaurus.config.js', () => {
  it('migrate lists each by the config and its position, and reports it as run', () => {
    expect(migrate.stderr).toBe('');
    expect(migrate.code).toBe(0);
    expect(written).toContain("{ docusaurusConfig: './docusaurus.config.js', index: 0 }");
    expect(written).toContain("{ docusaurusConfig: './docusaurus.config.js', index: 1 }");
    expect(written).toContain("{ docusaurusConfig: './docusaurus.config.js', index: 2 }");
    expect(migrate.stdout).toMatch(/plugins\[1\] \(the plugin function kettle-plugin, taken from there/);
    expect(migrate.stdout).not.toMatch(/is not run by zapsite|are not run by zapsite/);
  });

  it('the build runs them: route with createData props, global data, options, tags, postBuild', async () => {
    expect(build.stdout + build.stderr).not.toMatch(/error\[|warning\[/);
    expect(build.code).toBe(0);
    expect(await html('brew/index.html')).toContain('<p id="brew">Steep for three minutes.</p>');
    const kettles = await html('kettles/index.html');
    expect(kettles).toMatch(/<ul id="kettle-list"><li>Copper<\/li><li>Steel<\/li><\/ul>/);
    const home = await html('index.html');
    // __dirname in the config is the site's folder, as under Docusaurus.
    expect(home).toContain(`<p id="count">2 kettles in ${basename(root)}</p>`);
    expect(home).toContain('<p id="leaf">oolong</p>');
    expect(home).toContain('<p id="steam">a file of the site</p>');
    for (const page of [home, kettles]) {
      expect(page).toMatch(/<meta name="kettle-meta" content="hot"><\/head>/);
      expect(page).toMatch(/<script id="kettle-script">window.kettles = true;<\/script><\/body>/);
    }
    expect(await html('kettles.txt')).toBe('Copper,Steel');
  });

  it('a loadContent that throws is an error at its line in docusaurus.config.js; the last output stays', async () => {
    const before = await html('index.html');
    const failed = await zapsite(['build', '--root', root], { KETTLE_FAIL: '1' });
    expect(failed.code).toBe(1);
    const all = failed.stdout + failed.stderr;
    expect(all).toContain('error[plugin-failed]');
    // The cause is said too (fetch's own message is only "fetch failed").
    expect(all).toContain('The plugin "kettle-plugin" failed in loadContent: the kettle boiled dry (no water)');
    expect(all).toContain(`docusaurus.config.js:${lineOf(CONFIG, 'the kettle boiled dry')}:`);
    expect(await html('index.html')).toBe(before);
    expect(await html('kettles.txt')).toBe('Copper,Steel');
    expect((await readdir(root)).filter((n) => n.startsWith('build.'))).toEqual([]);
  });

  it('a package the config imports that the site lacks is warned of at its import beside the failure it leads to', async () => {
    // Docusaurus would stop at the import; zapsite stands in for it, so a plugin fails far from it.
    const lacking = CONFIG.replace(
      "const fs = require('node:fs');",
      "const fs = require('node:fs');\nconst spouts = require('kettle-spouts');",
    );
    await writeFile(join(root, 'docusaurus.config.js'), lacking);
    try {
      const failed = await zapsite(['build', '--verbose', '--root', root], { KETTLE_FAIL: '1' });
      expect(failed.code).toBe(1);
      const all = failed.stdout + failed.stderr;
      expect(all).toContain(
        'warning[config-stand-in]: docusaurus.config.js imports "kettle-spouts", not installed in the site',
      );
      expect(all).toContain(`docusaurus.config.js:${lineOf(lacking, "require('kettle-spouts')")}:1`);
      expect(all).toContain('hint: Install it in the site: npm install kettle-spouts.');
      expect(all).toContain('error[plugin-failed]');
      // --verbose: the stack of what the plugin threw, through the config's own lines.
      expect(all).toMatch(/Error: the kettle boiled dry\n\s+at .*docusaurus\.config\.js:\d+/);
    } finally {
      await writeFile(join(root, 'docusaurus.config.js'), CONFIG);
    }
  });

  it('a Docusaurus config that no longer runs is one located error; the last output stays', async () => {
    const before = await html('index.html');
    const broken = CONFIG.replace(
      "const fs = require('node:fs');",
      "const fs = require('node:fs');\nfs.readFileSync('./no-such-file.json');",
    );
    await writeFile(join(root, 'docusaurus.config.js'), broken);
    try {
      const failed = await zapsite(['build', '--root', root]);
      expect(failed.code).toBe(2);
      const all = failed.stdout + failed.stderr;
      expect(all).toContain('error[plugin-docusaurus-config]');
      expect(all).toContain('docusaurus.config.js could not be run to take the plugin functions written in it');
      expect(all).toContain('no-such-file.json');
      expect(all).toContain(`docusaurus.config.js:${lineOf(broken, 'no-such-file.json')}:`);
      expect(await html('index.html')).toBe(before);

      // One that no longer compiles: esbuild's error, at its place.
      const unclosed = CONFIG.replace("title: 'Kettle Works',", "title: 'Kettle Works,");
      await writeFile(join(root, 'docusaurus.config.js'), unclosed);
      const syntax = await zapsite(['build', '--root', root]);
      expect(syntax.code).toBe(2);
      const said = syntax.stdout + syntax.stderr;
      expect(said).toContain('error[plugin-docusaurus-config]');
      expect(said).toContain('it does not compile: Unterminated string literal');
      expect(said).toContain(`docusaurus.config.js:${lineOf(unclosed, "title: 'Kettle Works,")}:`);
      expect(await html('index.html')).toBe(before);
    } finally {
      await writeFile(join(root, 'docusaurus.config.js'), CONFIG);
    }
  });

  it('a process.exit in its contentLoaded is a plugin-failed error at that line, not the end of zapsite', async () => {
    const failed = await zapsite(['build', '--root', root], { KETTLE_EXIT: '1' });
    expect(failed.code).toBe(1);
    const all = failed.stdout + failed.stderr;
    expect(all).toContain('error[plugin-failed]');
    expect(all).toMatch(/The plugin "kettle-plugin" failed in contentLoaded: .*site code may not end the process/);
    expect(all).toContain(`docusaurus.config.js:${lineOf(CONFIG, 'process.exit(3)')}:`);
    expect(await html('kettles.txt')).toBe('Copper,Steel');
  });

  it('a loadContent that loops is site-timeout naming the plugin and the method, at its line', async () => {
    const failed = await zapsite(['build', '--root', root], { KETTLE_LOOP: '1', ZAPSITE_SITE_CODE_TIMEOUT: '1' });
    expect(failed.code).toBe(1);
    const all = failed.stdout + failed.stderr;
    expect(all).toContain('error[site-timeout]');
    expect(all).toContain('Code of the plugin "kettle-plugin" in loadContent did not finish within 1 s');
    expect(all).toContain(`docusaurus.config.js:${lineOf(CONFIG, 'async loadContent()')}:`);
    expect(all).toContain('in this plugin method');
    expect(await html('kettles.txt')).toBe('Copper,Steel');
  });

  it('an entry naming a missing config, or a position with no function, is an error at its place', async () => {
    const config = join(root, 'zapsite.config.ts');
    const missing = written.replace(
      "{ docusaurusConfig: './docusaurus.config.js', index: 1 }",
      "{ docusaurusConfig: './old.config.js', index: 1 }",
    );
    const outOfRange = written.replace('index: 1 }', 'index: 7 }');
    try {
      await writeFile(config, missing);
      let failed = await zapsite(['build', '--root', root]);
      expect(failed.code).toBe(2);
      let all = failed.stdout + failed.stderr;
      expect(all).toContain('error[plugin-docusaurus-config]');
      expect(all).toContain('plugins[1] takes a plugin from ./old.config.js, which does not exist');
      expect(all).toContain(`zapsite.config.ts:${lineOf(missing, './old.config.js')}:`);

      await writeFile(config, outOfRange);
      failed = await zapsite(['build', '--root', root]);
      expect(failed.code).toBe(2);
      all = failed.stdout + failed.stderr;
      expect(all).toContain('error[plugin-docusaurus-config]');
      expect(all).toContain(
        'The plugin at plugins[7] of docusaurus.config.js is not a plugin function: it has 3 plugins',
      );
      expect(all).toContain(`docusaurus.config.js:${lineOf(CONFIG, 'plugins: [')}:`);
      expect(await html('kettles.txt')).toBe('Copper,Steel');
    } finally {
      await writeFile(config, written);
    }
  });
});

describe('zapsite dev on the migrated site', () => {
  it('runs the plugin functions, and runs them again when docusaurus.config.js changes', async () => {
    const dev = await startDevServer(root);
    try {
      const home = async () => (await fetch(`${dev.origin}/`)).text();
      expect(await home()).toContain('<p id="leaf">oolong</p>');
      expect(await (await fetch(`${dev.origin}/kettles/`)).text()).toContain('<li>Copper</li>');
      await writeFile(join(root, 'docusaurus.config.js'), CONFIG.replace("leaf: 'oolong'", "leaf: 'sencha'"));
      await dev.waitUntil(
        async () => (await home()).includes('<p id="leaf">sencha</p>'),
        'The page never showed the edited plugin options',
        60_000,
      );
    } finally {
      await dev.server.close();
      await writeFile(join(root, 'docusaurus.config.js'), CONFIG);
    }
  });
});
