// Published Docusaurus plugins run unchanged: `zapsite migrate` carries over the classic preset's
// `gtag` and `googleTagManager` (Docusaurus's own plugin packages, taken from the npm registry at
// test time) and a plugin package of the site's (our own, written below into node_modules), and the
// build runs each as Docusaurus does: options through its validateOptions, NODE_ENV "production", so
// their tags are on every built page; in `zapsite dev` they turn themselves off, as under
// `docusaurus start`. A package whose methods the build does not all run is reported, not listed.
// Both commands are typed in another folder than the site's (`--root`), and plugins run in the site's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { put } from './temp-site.ts';
import { zapsite, type Run } from '../helpers/cli.ts';
import { linkPackages } from '../helpers/npm-packages.ts';
import { startDevServer } from '../helpers/dev-server.ts';

const SPECS = ['@docusaurus/plugin-google-gtag@3.10.2', '@docusaurus/plugin-google-tag-manager@3.10.2'];

// The counter is given as the function its package exports, the theme by its package name.
const CONFIG = `import visitCounter from 'visit-counter';

export default {
  title: 'Counted',
  url: 'https://counted.example.org',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        gtag: { trackingID: 'G-ZAP1234', anonymizeIP: true },
        googleTagManager: { containerId: 'GTM-ZAP99' },
      },
    ],
  ],
  plugins: [[visitCounter, { site: 'tap-tap' }], 'themed-widgets', 'esm-stamp', 'cwd-notes'],
  clientModules: [require.resolve('./src/client/hello.js')],
};
`;

// A plugin package of the kind analytics services publish: a script in the head of every page of a
// production build, its options normalised by validateOptions through Docusaurus's validate.
const COUNTER = `const schema = {
  validate: (options) =>
    typeof options.site === 'string'
      ? { value: { ...options, site: options.site.toUpperCase() } }
      : { error: new Error('"site" is required') },
};
function visitCounter(context, options) {
  if (process.env.NODE_ENV !== 'production') return null;
  return {
    name: 'visit-counter',
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'script', attributes: { defer: true, src: 'https://count.example.org/c.js', 'data-site': options.site, 'data-base': context.baseUrl } }],
      };
    },
  };
}
module.exports = visitCounter;
module.exports.validateOptions = ({ validate, options }) => validate(schema, options);
`;

// A theme package: components under getThemePath, which zapsite does not read.
const THEMED = `module.exports = function themedWidgets() {
  return {
    name: 'themed-widgets',
    getThemePath() { return './theme'; },
    injectHtmlTags() { return { headTags: ['<meta name="themed" content="yes">'] }; },
  };
};
`;

// An ES module package written for Docusaurus's loader (jiti): it imports its own file without an
// extension, which Node's loader refuses, and a CommonJS module compiled from ES, whose default
// import jiti makes its exports.default (Node would give the whole exports object).
const ESM_STAMP = `import words from './words';
import helper from './helper.cjs';
export default function esmStamp() {
  return {
    name: 'esm-stamp',
    injectHtmlTags: () => ({ headTags: ['<meta name="stamp" content="' + helper.stamp(words.first) + '">'] }),
  };
}
`;

// A plugin that writes into the folder it runs in as it loads and as it starts, as
// docusaurus-plugin-typedoc writes ./docs/api: under Docusaurus that is the site's folder.
const CWD_NOTES = `const fs = require('node:fs');
fs.mkdirSync('notes', { recursive: true });
fs.writeFileSync('notes/loaded.txt', 'loaded');
module.exports = function cwdNotes() {
  fs.writeFileSync('notes/started-' + process.pid + '.txt', 'started');
  return { name: 'cwd-notes' };
};
`;

let dir: string;
let elsewhere: string;
let root: string;
let migrate: Run;
let build: Run;
let written: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-package-plugins-'));
  root = join(dir, 'site');
  await put(root, 'docusaurus.config.js', CONFIG);
  await put(root, 'src/pages/index.md', '# Counted\n\nEvery visit is counted.\n');
  await put(root, 'src/client/hello.js', 'export function onRouteDidUpdate() { window.helloCount = 1; }\n');
  // The site's own packages sit one folder up (Node looks there next); its node_modules is npm's install.
  await put(dir, 'node_modules/visit-counter/package.json', '{"name":"visit-counter","main":"index.js"}');
  await put(dir, 'node_modules/visit-counter/index.js', COUNTER);
  await put(dir, 'node_modules/themed-widgets/package.json', '{"name":"themed-widgets","main":"index.js"}');
  await put(dir, 'node_modules/themed-widgets/index.js', THEMED);
  await put(dir, 'node_modules/esm-stamp/package.json', '{"name":"esm-stamp","type":"module","main":"index.js"}');
  await put(dir, 'node_modules/esm-stamp/index.js', ESM_STAMP);
  await put(dir, 'node_modules/esm-stamp/words.js', "export default { first: 'tap' };\n");
  await put(
    dir,
    'node_modules/esm-stamp/helper.cjs',
    "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = { stamp: (w) => w.toUpperCase() + '!' };\n",
  );
  await put(dir, 'node_modules/cwd-notes/package.json', '{"name":"cwd-notes","main":"index.js"}');
  await put(dir, 'node_modules/cwd-notes/index.js', CWD_NOTES);
  linkPackages(root, SPECS);
  // Where the user stands when they type the commands.
  elsewhere = join(dir, 'elsewhere');
  await mkdir(elsewhere);
  migrate = await zapsite(['migrate', '--from', 'docusaurus', '--root', root], {}, elsewhere);
  written = await readFile(join(root, 'zapsite.config.ts'), 'utf8');
  build = await zapsite(['build', '--root', root, '--out', join(dir, 'out')], {}, elsewhere);
}, 300_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const squash = (text: string) => text.replace(/\s+/g, '').replace(/,([\]}])/g, '$1');

describe('published plugins', () => {
  it('migrate lists the ones the build runs, in Docusaurus order, and reports the others with why', () => {
    expect(migrate.code).toBe(0);
    expect(squash(written)).toContain(
      squash(`plugins: [
        ['@docusaurus/plugin-google-gtag', { trackingID: 'G-ZAP1234', anonymizeIP: true }],
        ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-ZAP99' }],
        ['visit-counter', { site: 'tap-tap' }],
        'esm-stamp',
        'cwd-notes',
      ]`),
    );
    expect(written).not.toContain("'themed-widgets'");
    expect(squash(written)).toContain(squash("clientModules: ['src/client/hello.js']"));
    expect(migrate.stdout).toMatch(
      /docusaurus\.config\.js:\d+ +plugins\.themed-widgets: .*its getThemePath is not run/,
    );
    const notCarried = migrate.stdout.slice(migrate.stdout.indexOf('Not carried over'));
    expect(notCarried).not.toMatch(/gtag|googleTagManager|visit-counter/);
  });

  it('the build runs them: the tags their injectHtmlTags give are on the page, with validated options', async () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const page = await readFile(join(dir, 'out', 'index.html'), 'utf8');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-ZAP1234"');
    expect(head).toContain("gtag('config', 'G-ZAP1234', { 'anonymize_ip': true })");
    expect(head).toContain("})(window,document,'script','dataLayer','GTM-ZAP99');");
    expect(head).toMatch(/<script[^>]*src="https:\/\/count\.example\.org\/c\.js"[^>]*data-site="TAP-TAP"/);
    // Loaded as Docusaurus loads plugins (the site's @docusaurus/utils loadFreshModule).
    expect(head).toContain('<meta name="stamp" content="TAP!">');
    // gtag's client module and the site's, in one script; the browser test client-modules.test.ts runs such modules.
    const script = /<script type="module" src="\/(assets\/js\/client-modules-[^"]+\.js)">/.exec(head)?.[1];
    expect(script).toBeDefined();
    const code = await readFile(join(dir, 'out', script!), 'utf8');
    expect(code).toContain('page_path');
    expect(code).toContain('helloCount');
    const body = page.slice(page.indexOf('<body'));
    expect(body).toMatch(
      /^<body[^>]*><noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-ZAP99"/,
    );
  });

  it("runs them in the site's folder, not where the command was typed, in migrate and in the build", () => {
    expect(migrate.code).toBe(0);
    expect(build.code).toBe(0);
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(existsSync(join(root, 'notes/loaded.txt'))).toBe(true);
    // Started once by migrate (to see what it is) and once by the build: two processes.
    expect(readdirSync(join(root, 'notes')).filter((f) => f.startsWith('started-'))).toHaveLength(2);
  });

  it('zapsite dev runs them as development: analytics plugins turn themselves off', async () => {
    const dev = await startDevServer(root);
    try {
      const page = await (await fetch(`${dev.origin}/`)).text();
      expect(page).toContain('Every visit is counted.');
      expect(page).not.toContain('googletagmanager');
      expect(page).not.toContain('count.example.org');
    } finally {
      await dev.server.close();
    }
  });
});
