// `zapsite migrate --from docusaurus` runs the config as Docusaurus would (issue 33 item 1) and
// carries a local plugin's webpack aliases over (issue 31 item 2). Each case is a small site of
// our own in a temporary folder, migrated by the real CLI; every config it writes is then built by
// the real CLI, which must pass.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zapsite, type Run } from '../helpers/cli.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((r) => rm(r, { recursive: true, force: true })));
});

/** A site folder holding `files` (path -> text) and one doc, so the build has a page to make. */
async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'zapsite-migrate-eval-'));
  roots.push(dir);
  const root = join(dir, 'site');
  const all = { 'docs/intro.md': '# Intro\n\nHello.\n', ...files };
  for (const [path, text] of Object.entries(all)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** Migrate, then build what was written: both must pass. */
async function migrateAndBuild(
  root: string,
  env: Record<string, string> = {},
): Promise<{ migrate: Run; config: string }> {
  const migrate = await zapsite(['migrate', '--from', 'docusaurus', '--root', root], env);
  expect(migrate.stderr).toBe('');
  expect(migrate.code).toBe(0);
  const build = await zapsite(['build', '--root', root, '--out', join(dirname(root), 'out')]);
  expect(build.stderr, build.stdout).not.toMatch(/error\[/);
  expect(build.code).toBe(0);
  return { migrate, config: await readFile(join(root, 'zapsite.config.ts'), 'utf8') };
}

const html = (root: string, page: string) => readFile(join(dirname(root), 'out', page), 'utf8');

const SITE = "title: 'Eval', url: 'https://eval.example.org', baseUrl: '/'";

describe('migrate runs the Docusaurus config as Docusaurus would', () => {
  it('stands in for a package that is not installed, for require and require.resolve alike, and says so', async () => {
    const root = await site({
      // Installed, but its own dependency is not: it is stood in for too, with the reason.
      'node_modules/needs-dep/package.json': '{ "name": "needs-dep", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/needs-dep/index.js': "module.exports = require('absent-dep');\n",
      'docusaurus.config.js': `const gone = require('docusaurus-theme-gone');
const partly = require('needs-dep');
module.exports = {
  ${SITE},
  themes: [gone, partly],
  plugins: [require.resolve('docusaurus-plugin-gone')],
};
`,
    });
    const { migrate } = await migrateAndBuild(root);
    expect(migrate.stdout).toContain(
      'Not installed in the site, so stood in for while the config ran: docusaurus-theme-gone',
    );
    expect(migrate.stdout).toContain(
      "Installed in the site but could not be loaded, so stood in for: needs-dep (Cannot find module 'absent-dep'",
    );
    expect(migrate.stdout).toContain(
      'require.resolve answered with a stand-in path (not installed): docusaurus-plugin-gone.',
    );
    // The stand-in path still names the plugin in the report.
    expect(migrate.stdout).toContain('zapsite has no plugin "docusaurus-plugin-gone"');
    expect(migrate.stdout).toContain('zapsite has no theme "docusaurus-theme-gone"');
  });

  it('stands in just the same through a require the config makes itself (createRequire(import.meta.url))', async () => {
    // As babel's website config does: an ES module config that builds its own require.
    const root = await site({
      'docusaurus.config.ts': `import { createRequire } from 'module';
import nodeModule from 'node:module';
const require = createRequire(import.meta.url);
const again = nodeModule.createRequire(new URL(import.meta.url));
export default {
  ${SITE},
  presets: [['classic', { docs: { remarkPlugins: [require('remark-gone-npm2yarn')] } }]],
  themes: [again('docusaurus-theme-gone-too')],
};
`,
    });
    const { migrate } = await migrateAndBuild(root);
    expect(migrate.stdout).toContain(
      'Not installed in the site, so stood in for while the config ran: docusaurus-theme-gone-too, remark-gone-npm2yarn',
    );
  });

  it('loads an installed package for real: a Prism theme is an object that spreads', async () => {
    const root = await site({
      'node_modules/prism-react-renderer/package.json':
        '{ "name": "prism-react-renderer", "version": "2.4.1", "main": "index.js" }\n',
      'node_modules/prism-react-renderer/index.js':
        "exports.themes = { github: { plain: { color: '#393a34' }, styles: [{ types: ['comment'], style: { color: '#999988' } }] } };\n",
      'docusaurus.config.js': `const { themes } = require('prism-react-renderer');
const theme = { ...themes.github, styles: [...themes.github.styles, { types: ['tag'], style: { color: '#00009f' } }] };
module.exports = {
  ${SITE},
  customFields: { codeColor: theme.plain.color, styleCount: theme.styles.length },
  themeConfig: { prism: { theme } },
};
`,
    });
    const { migrate, config } = await migrateAndBuild(root);
    expect(config).toContain("customFields: { codeColor: '#393a34', styleCount: 2 }");
    expect(migrate.stdout).not.toContain('stood in for');
    // The spread theme is plain data by then, so migrate carries it into the config as it is.
    expect(config).toMatch(/prism: \{\s*theme: \{/);
    expect(config).toContain("'#00009f'");
    expect(migrate.stdout).not.toContain('themeConfig.prism.theme');
  });

  it('runs from the site folder: __dirname, relative paths and the working folder are the site', async () => {
    const root = await site({
      VERSION: '4.2.0\n',
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'docusaurus.config.js': `const fs = require('fs');
const path = require('path');
module.exports = async function createConfig() {
  const fromDirname = fs.readFileSync(path.resolve(__dirname, 'VERSION'), 'utf8').trim();
  const fromCwd = await fs.promises.readFile('VERSION', 'utf8');
  return {
    ${SITE},
    customFields: { fromDirname, fromCwd: fromCwd.trim(), cwd: path.basename(process.cwd()) },
    presets: [['classic', { docs: { sidebarPath: path.resolve('./sidebars.js') }, blog: false }]],
  };
};
`,
    });
    const { config } = await migrateAndBuild(root);
    expect(config).toContain("customFields: { fromDirname: '4.2.0', fromCwd: '4.2.0', cwd: 'site' }");
    expect(config).toContain("sidebarPath: 'sidebars.js'");
  });

  it('runs an ES module config that declares its own __dirname, as a file it imports does too', async () => {
    const root = await site({
      VERSION: '5.1.0\n',
      'scripts/shared/wicks.mjs': `import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const __dirname = path.dirname(fileURLToPath(import.meta.url));
export const wicks = fs.readdirSync(__dirname).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4));
`,
      'scripts/shared/cotton.txt': 'soft\n',
      'docusaurus.config.ts': `import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wicks } from './scripts/shared/wicks.mjs';
const __filename = fileURLToPath(import.meta.url);
const __dirname = path.dirname(__filename);
export default {
  ${SITE},
  customFields: { version: fs.readFileSync(path.join(__dirname, 'VERSION'), 'utf8').trim(), wicks, file: path.basename(__filename) },
  presets: [['classic', { docs: {}, blog: false }]],
};
`,
    });
    const { config } = await migrateAndBuild(root);
    expect(config).toContain("customFields: { version: '5.1.0', wicks: ['cotton'], file: 'docusaurus.config.ts' }");
  });

  // './sidebars.js' where only sidebars.ts is written: Docusaurus's loader (jiti) reads a .js path
  // as its TypeScript file, and reduxjs/react-redux's site is written that way.
  it.each(['./sidebars', './sidebars.js'])(
    "finds sidebars.ts for require.resolve('%s'), as Docusaurus does",
    async (request) => {
      const root = await site({
        'sidebars.ts': "export default { docs: ['intro'] };\n",
        'docusaurus.config.js': `module.exports = {
  ${SITE},
  presets: [['classic', { docs: { sidebarPath: require.resolve('${request}') }, blog: false }]],
};
`,
      });
      const { config } = await migrateAndBuild(root);
      expect(config).toContain("sidebarPath: 'sidebars.ts'");
    },
  );

  it('carries customFields over, and a React page reads them through useDocusaurusContext', async () => {
    const root = await site({
      'src/pages/index.tsx': `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return <main><p id="tagline">{String(siteConfig.customFields.readerTagline)}</p></main>;
}
`,
      'docusaurus.config.ts': `export default {
  ${SITE},
  // A field left undefined (a reader with no 'usb' of its own) is left out, as in Docusaurus's JSON.
  customFields: {
    readerTagline: 'Tap a card, launch a game',
    readers: [{ name: 'PN532' }, { name: 'ACR122U', usb: true }].map((r) => ({ name: r.name, usb: r.usb })),
    unset: undefined,
  },
};
`,
    });
    const { config } = await migrateAndBuild(root);
    expect(config).toContain(
      "customFields: {\n    readerTagline: 'Tap a card, launch a game',\n    readers: [{ name: 'PN532' }, { name: 'ACR122U', usb: true }],\n  },",
    );
    expect(await html(root, 'index.html')).toContain('<p id="tagline">Tap a card, launch a game</p>');
  });

  it('lists the names the config read from process.env instead of saying every setting was carried over', async () => {
    const root = await site({
      'docusaurus.config.js': `const { ALGOLIA_APP } = process.env;
module.exports = {
  title: 'Eval',
  url: process.env.DEPLOY_URL ?? 'https://fallback.example.org',
  baseUrl: '/',
  customFields: { app: ALGOLIA_APP ?? 'none' },
};
`,
    });
    const { migrate, config } = await migrateAndBuild(root, { DEPLOY_URL: 'https://deploy.example.org' });
    expect(migrate.stdout).toContain('Read from the environment when migrated: ALGOLIA_APP, DEPLOY_URL');
    expect(migrate.stdout).not.toContain('Every setting was carried over');
    expect(config).toContain("url: 'https://deploy.example.org'");
  });

  it('stops on a config that throws with one error at the line that threw, and writes nothing', async () => {
    const root = await site({
      'docusaurus.config.ts': `import type { Config } from '@docusaurus/types';

function releaseName(): string {
  throw new Error('versions.json is missing');
}

export default async function createConfig(): Promise<Config> {
  return { title: 'Eval', url: 'https://eval.example.org', baseUrl: '/', tagline: releaseName() };
}
`,
    });
    const r = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(r.code).toBe(2);
    expect(r.stderr.match(/error\[/g)).toHaveLength(1);
    expect(r.stderr).toContain(
      'error[migrate-config-failed]: docusaurus.config.ts could not be run: versions.json is missing',
    );
    expect(r.stderr).toMatch(/--> docusaurus\.config\.ts:4:\d+/);
    expect(r.stderr).toContain("4 |   throw new Error('versions.json is missing');");
    expect(existsSync(join(root, 'zapsite.config.ts'))).toBe(false);
  });

  it('places an error thrown in a file the config requires through its own createRequire at that file’s line', async () => {
    // Such a require is Node's own, so a package the site has not installed is not stood in for:
    // the error is the site's to fix, where the file asks for the package.
    const root = await site({
      'docusaurus.config.ts': `import { createRequire } from 'module';
import type { Config } from '@docusaurus/types';

const require = createRequire(import.meta.url);

const config: Config = {
  title: 'Eval', url: 'https://eval.example.org', baseUrl: '/',
  plugins: [require('./webpack.plugin.js')],
};
export default config;
`,
      'webpack.plugin.js': `// Editor support for the playground.
const EditorPlugin = require('an-editor-webpack-plugin-not-installed');

module.exports = function () {
  return { name: 'editor', configureWebpack: () => ({ plugins: [new EditorPlugin()] }) };
};
`,
    });
    const r = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Cannot find module 'an-editor-webpack-plugin-not-installed'");
    expect(r.stderr).toMatch(/--> webpack\.plugin\.js:2:\d+/);
    expect(r.stderr).toContain("2 | const EditorPlugin = require('an-editor-webpack-plugin-not-installed');");
    expect(existsSync(join(root, 'zapsite.config.ts'))).toBe(false);
  });

  it('writes llms only for docusaurus-plugin-llms itself, with the docs folder the site uses', async () => {
    const root = await site({
      'guides/intro.md': '# Intro\n\nHello.\n',
      'docusaurus.config.js': `module.exports = {
  ${SITE},
  presets: [['classic', { docs: { path: 'guides' }, blog: false }]],
  plugins: ['docusaurus-plugin-llms', '@signalwire/docusaurus-plugin-llms-txt'],
};
`,
    });
    const { config, migrate } = await migrateAndBuild(root);
    expect(config).toContain("llms: { docsDir: 'guides' }");
    expect(migrate.stdout).toContain('zapsite has no plugin "@signalwire/docusaurus-plugin-llms-txt"');
    expect(existsSync(join(dirname(root), 'out', 'llms.txt'))).toBe(true);
  });
});

describe("migrate carries a local plugin's webpack aliases over", () => {
  it('writes configureWebpack resolve.alias into alias, and pages and islands import through it', async () => {
    const root = await site({
      'src/plugins/aliases/index.js': `const path = require('path');
module.exports = function siteAliases(context, options) {
  return {
    name: 'site-aliases',
    configureWebpack(config, isServer, utils) {
      if (isServer || typeof utils.getStyleLoaders !== 'function' || !config.resolve) throw new Error('unexpected arguments');
      return { resolve: { alias: { '@components': path.resolve(context.siteDir, 'src/components') } }, devtool: 'source-map' };
    },
  };
};
`,
      'src/components/Label/index.tsx':
        'export default function Label() { return <strong>label through an alias</strong>; }\n',
      'src/components/Counter/index.tsx': `import { useState } from 'react';
import Label from '@components/Label';
export default function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}><Label /> {n}</button>;
}
`,
      'src/pages/index.tsx': `import Counter from '@components/Counter';
export default function Home() { return <main><Counter /></main>; }
`,
      'docusaurus.config.js': `module.exports = {
  ${SITE},
  plugins: [
    './src/plugins/aliases',
    function themeAliases() {
      return { name: 'theme-aliases', configureWebpack: () => ({ resolve: { alias: { '@theme-extra': require('path').resolve(__dirname, 'src/components/Label') } } }), postBuild() {} };
    },
  ],
};
`,
    });
    const { migrate, config } = await migrateAndBuild(root);
    expect(config).toContain("alias: { '@components': './src/components', '@theme-extra': './src/components/Label' }");
    expect(migrate.stdout).toContain('alias <- site-aliases configureWebpack resolve.alias (@components)');
    expect(migrate.stdout).toMatch(
      /docusaurus\.config\.js:4 {2}plugins\.\.\/src\/plugins\/aliases: the local plugin site-aliases: its configureWebpack sets devtool/,
    );
    // A function written in the config is listed by its position there, so the build runs it,
    // postBuild included (inline-plugins.test.ts): nothing of it is reported as left out.
    expect(config).toContain("{ docusaurusConfig: './docusaurus.config.js', index: 1 }");
    expect(migrate.stdout).not.toContain('the local plugin theme-aliases:');
    expect(await html(root, 'index.html')).toContain('<strong>label through an alias</strong>');
  });
});

describe("the Docusaurus site's deployment settings", () => {
  it('reach site code that reads them from siteConfig, and plugins from their context', async () => {
    const root = await site({
      'src/pages/index.jsx': `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  const zoom = siteConfig.themeConfig.zoom;
  return <main><a id="star" href={'https://github.com/' + siteConfig.organizationName + '/' + siteConfig.projectName}>Star {siteConfig.title}</a><p id="zoom">{zoom.selector} on {zoom.background.dark}</p></main>;
}
`,
      'docusaurus.config.js': `module.exports = {
  ${SITE},
  organizationName: 'lamplighters',
  projectName: 'wick-docs',
  // A plugin's own theme config (docusaurus-plugin-image-zoom's), read by its code from siteConfig.themeConfig.
  themeConfig: { zoom: { selector: '.markdown img', background: { dark: 'rgb(50, 50, 50)' } } },
  plugins: [function orgNote(context) {
    return { name: 'org-note', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'org', content: context.siteConfig.organizationName } }] }) };
  }],
};
`,
    });
    const { migrate, config } = await migrateAndBuild(root);
    expect(migrate.stdout).toContain('docusaurusSiteConfig <- organizationName, projectName');
    expect(migrate.stdout).not.toContain('a deployment setting');
    expect(config.replace(/\s+/g, ' ')).toContain(
      "docusaurusSiteConfig: { organizationName: 'lamplighters', projectName: 'wick-docs', themeConfig: { zoom:",
    );
    const home = await html(root, 'index.html');
    // A React page's own <a> is left as it wrote it, as Docusaurus leaves it: no new tab.
    expect(home).toContain('<a id="star" href="https://github.com/lamplighters/wick-docs">Star Eval</a>');
    expect(home).toContain('<meta name="org" content="lamplighters">');
    expect(migrate.stdout).toContain('docusaurusSiteConfig.themeConfig <- zoom');
    expect(migrate.stdout).not.toContain('themeConfig.zoom');
    expect(home).toContain('<p id="zoom">.markdown img on rgb(50, 50, 50)</p>');
  });
});

describe("a site that compiles with Docusaurus Faster's SWC loader", () => {
  it('reads its .js and .jsx files with TypeScript syntax, as SWC does', async () => {
    const files = {
      // Written as crawlee's homepage writes it: a type argument in a .jsx file.
      'src/components/Picker.jsx': `import { useRef, useState } from 'react';
export default function Picker() {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [n, setN] = useState(refs.current.length);
  return <button onClick={() => setN(n + 1)}>picked {n}</button>;
}
`,
      'src/lib/label.js': 'export const label = (name: string): string => `Lamp ${name}`;\n',
      'src/pages/index.jsx': `import Picker from '../components/Picker';
import { label } from '../lib/label';
export default function Home() { return <main><h1>{label('one')}</h1><Picker /></main>; }
`,
      'docusaurus.config.js': `module.exports = { ${SITE}, future: { faster: { swcJsLoader: true } } };
`,
    };
    const root = await site(files);
    const { migrate, config } = await migrateAndBuild(root);
    expect(migrate.stdout).toContain('typescriptInJs <- future.faster');
    expect(config).toContain('typescriptInJs: true');
    const home = await html(root, 'index.html');
    expect(home).toContain('Lamp one');
    expect(home).toMatch(/<button>picked (<!-- -->)?0<\/button>/);
  });
});

describe("a local plugin's configureWebpack that edits Docusaurus's own rules", () => {
  it("finds the SVG rule SVGR wraps and changes it in place, as crawlee's does; its aliases are still read", async () => {
    const root = await site({
      'src/plugins/svg-rules.js': `module.exports = function svgRules() {
  return {
    name: 'svg-rules',
    configureWebpack(config) {
      const svgRule = config.module.rules.find((r) => typeof r === 'object' && r.test.toString() === '/\\\\.svg$/i');
      const svgr = JSON.parse(JSON.stringify(svgRule.oneOf[0]));
      svgr.use[0].options.svgo = false;
      svgRule.oneOf.splice(1, 0, svgr);
      const images = config.module.rules.find((r) => String(r.test).includes('png'));
      if (!images.use[0].loader.includes('url-loader')) throw new Error('no image rule');
      return { resolve: { alias: { '@lamps': require('path').resolve(__dirname, '../components') } } };
    },
  };
};
`,
      'src/components/Glow.jsx': 'export default function Glow() { return <em>glowing</em>; }\n',
      'src/pages/index.jsx': `import Glow from '@lamps/Glow';
export default function Home() { return <main><Glow /></main>; }
`,
      'docusaurus.config.js': `module.exports = { ${SITE}, plugins: ['./src/plugins/svg-rules'] };
`,
    });
    const { migrate, config } = await migrateAndBuild(root);
    expect(config).toContain("alias: { '@lamps': './src/components' }");
    expect(migrate.stdout).toContain('its configureWebpack sets module.rules, which zapsite does not use');
    expect(await html(root, 'index.html')).toContain('<em>glowing</em>');
  });
});

describe("a local plugin's configureWebpack that makes webpack plugins", () => {
  it('runs with the webpack Docusaurus hands it: its DefinePlugin reaches the pages and islands, and a module it aliases to false is an empty one', async () => {
    const root = await site({
      'src/plugins/lamp-env.js': `module.exports = function lampEnv() {
  return {
    name: 'lamp-env',
    configureWebpack(config, isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({ 'process.env.LAMP_MODE': JSON.stringify('bright'), __LAMPS__: 3 }),
          new currentBundler.instance.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }),
        ],
        resolve: { alias: { '@lamp': require('path').resolve(__dirname, '../components'), 'lamp-native': false } },
      };
    },
  };
};
`,
      // lamp-native is installed nowhere: the alias to false leaves it out, an empty module in its place.
      'src/components/Mode.jsx': `import { useState } from 'react';
import native from 'lamp-native';
export default function Mode() {
  const [on, setOn] = useState(false);
  return <button onClick={() => setOn(!on)}>{process.env.LAMP_MODE} x{__LAMPS__} {on ? 'on' : 'off'} {Object.keys(native).length}</button>;
}
`,
      'src/pages/index.jsx': `import Mode from '@lamp/Mode';
export default function Home() { return <main><Mode /></main>; }
`,
      'docusaurus.config.js': `module.exports = { ${SITE}, plugins: ['./src/plugins/lamp-env'] };
`,
    });
    const { migrate, config } = await migrateAndBuild(root);
    expect(config).toContain("alias: { '@lamp': './src/components' }");
    expect(migrate.stdout).toContain('its configureWebpack sets plugins (ProvidePlugin), which zapsite does not use');
    expect(await html(root, 'index.html')).toMatch(
      /<button>bright(<!-- -->)? x(<!-- -->)?3(<!-- -->)? (<!-- -->)?off(<!-- -->)? (<!-- -->)?0<\/button>/,
    );
    // The island's own code has the values in place: no `process` to look up in the browser.
    const scripts = await readdir(join(dirname(root), 'out', 'assets', 'js'));
    const island = scripts.find((f) => f.startsWith('island-Mode-'));
    expect(island).toBeDefined();
    const code = await readFile(join(dirname(root), 'out', 'assets', 'js', island!), 'utf8');
    expect(code).toContain('"bright"');
    expect(code).not.toContain('LAMP_MODE');
    expect(code).not.toContain('__LAMPS__');
  });
});

describe('migrate lists a local plugin module in plugins, and the build runs it', () => {
  it('writes the path with its options; the route the plugin adds is built', async () => {
    const root = await site({
      'src/plugins/notes.js': `module.exports = function notes(context, options) {
  return {
    name: 'notes',
    async contentLoaded({ actions }) {
      const data = await actions.createData('notes.json', JSON.stringify(options.notes));
      actions.addRoute({ path: '/notes/', component: '@site/src/components/Notes.jsx', modules: { notes: data } });
    },
  };
};
`,
      'src/components/Notes.jsx': `export default function Notes({ notes }) { return <ol id="notes">{notes.map((n) => <li key={n}>{n}</li>)}</ol>; }
`,
      'docusaurus.config.js': `module.exports = {
  ${SITE},
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [['./src/plugins/notes', { notes: ['one', 'two'] }]],
};
`,
    });
    const { migrate, config } = await migrateAndBuild(root);
    expect(config).toContain("plugins: [['./src/plugins/notes', { notes: ['one', 'two'] }]]");
    expect(migrate.stdout).toContain('plugins <- ./src/plugins/notes (the local plugin notes, run at every build)');
    expect(await html(root, 'notes/index.html')).toContain('<ol id="notes"><li>one</li><li>two</li></ol>');
  });
});

describe('migrate takes a local plugin that wraps Docusaurus’s blog plugin as the blog', () => {
  it('gives the blog its options, leaves the plugin out and says what it added is not carried over', async () => {
    const root = await site({
      // As sites extend the blog: the official plugin called, its content given routes of their own.
      'plugins/blog-plugin.js': `const blogPluginExports = require('@docusaurus/plugin-content-blog');
const defaultBlogPlugin = blogPluginExports.default;
async function blogPluginExtended(...args) {
  const instance = await defaultBlogPlugin(...args);
  return { ...instance, async contentLoaded(params) { await instance.contentLoaded(params); } };
}
module.exports = { ...blogPluginExports, default: blogPluginExtended };
`,
      'news/2026-02-01-kiln-open.md': '---\ntitle: The kiln is open\n---\n\nFirings start on Monday.\n',
      'docusaurus.config.js': `module.exports = {
  ${SITE},
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: [['./plugins/blog-plugin', { path: 'news', routeBasePath: 'news', blogTitle: 'Kiln news' }]],
};
`,
    });
    const { migrate, config } = await migrateAndBuild(root);
    expect(config).toMatch(/blog: \{[^}]*path: 'news'/);
    expect(config).not.toContain('blog-plugin');
    expect(migrate.stdout).toContain(
      "blog <- ./plugins/blog-plugin (it wraps @docusaurus/plugin-content-blog: its options are the blog's)",
    );
    expect(migrate.stdout).toContain(
      'the local plugin ./plugins/blog-plugin wraps @docusaurus/plugin-content-blog: zapsite builds the blog from its options; what the plugin adds (its own routes, props and data) is not carried over.',
    );
    expect(await html(root, 'news/2026/02/01/kiln-open/index.html')).toContain('Firings start on Monday.');
  });
});
