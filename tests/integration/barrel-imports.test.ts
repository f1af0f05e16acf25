// Named imports from a "barrel" package (an index that only re-exports many small modules, as
// lucide-react's does) are bundled from the modules that define them, without esbuild reading the
// rest (bundle/barrel-imports.ts). Written here: a fake icon package of 300 modules, half reached
// through an `export *` chain, used by an MDX page and a site component. The real CLI builds it,
// and builds it again with the package not declaring `sideEffects: false` (left alone): every HTML
// file is byte-identical. esbuild's metafile, from a bundle made with the plugin, shows which files
// were read: the used icons only for a pure barrel; everything for an impure one, a namespace import,
// a default import, and a barrel whose entry runs code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { zapsite, type Run } from '../helpers/cli.ts';
import { barrelImports } from '../../generator/bundle/barrel-imports.ts';

const COUNT = 300;
const icon = (i: number) =>
  [
    "import { createElement } from 'react';",
    `export default function Icon${i}(props) {`,
    `  return createElement('svg', { 'data-icon': ${i}, viewBox: '0 0 24 24', ...props }, createElement('path', { d: 'M${i} 0L0 ${i}' }));`,
    '}',
    `export const NAME_${i} = 'icon ${i}';`,
    '',
  ].join('\n');

/** The package: icons 0-149 re-exported by the index, 150-299 through `export * from './more.js'`. */
function iconPackage(name: string, packageJson: Record<string, unknown>, indexExtra = ''): Record<string, string> {
  const files: Record<string, string> = {
    [`node_modules/${name}/package.json`]: JSON.stringify({
      name,
      version: '1.0.0',
      type: 'module',
      main: 'index.js',
      ...packageJson,
    }),
  };
  // Shaped as lucide-react's index: a directive, and a namespace imported only to be exported.
  const index = [
    '"use strict";',
    '/* An index of icons. */',
    "import * as all from './more.js';",
    'export { all as everything };',
  ];
  const more: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    files[`node_modules/${name}/icons/icon-${i}.js`] = icon(i);
    (i < COUNT / 2 ? index : more).push(
      `export { default as Icon${i}, default as Icon${i}Alias } from './icons/icon-${i}.js';`,
    );
  }
  more.push(...Array.from({ length: 10 }, (_, i) => `export { NAME_${i} } from './icons/icon-${i}.js';`));
  index.push("export * from './more.js';", indexExtra, '//# sourceMappingURL=index.js.map', '');
  files[`node_modules/${name}/index.js`] = index.join('\n');
  files[`node_modules/${name}/more.js`] = more.join('\n') + '\n';
  return files;
}

const SITE: Record<string, string> = {
  'zapsite.config.ts': [
    "export default { title: 'Barrels', url: 'https://example.com', trailingSlash: true, blog: false,",
    "  markdown: { interactive: { Clicker: 'load' }, interactiveFrom: { Clicker: 'src/components/Clicker.js' } } };",
    '',
  ].join('\n'),
  'src/components/Clicker.js': [
    "import { useState } from 'react';",
    "import { Icon9 } from 'fake-icons';",
    '',
    'export default function Clicker() {',
    '  const [n, setN] = useState(0);',
    '  return <button type="button" className="clicker" onClick={() => setN(n + 1)}><Icon9 />{n}</button>;',
    '}',
    '',
  ].join('\n'),
  'src/components/Badge.js': [
    "import { Icon200 as Star, Icon3Alias } from 'fake-icons';",
    "import { NAME_3 } from 'fake-icons';",
    '',
    'export default function Badge() {',
    '  return <span className="badge"><Star className="star" /><Icon3Alias title={NAME_3} /></span>;',
    '}',
    '',
  ].join('\n'),
  'content/docs/index.mdx': [
    '---',
    'title: Icons',
    '---',
    '',
    "import { Icon7 } from 'fake-icons';",
    "import Badge from '@site/src/components/Badge';",
    '',
    'An icon: <Icon7 width={16} />',
    '',
    '<Badge />',
    '',
    '<Clicker />',
    '',
  ].join('\n'),
  ...iconPackage('fake-icons', { sideEffects: false }),
};

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-barrel-'));
});
afterAll(async () => {
  if (tmp && !process.env.KEEP) await rm(tmp, { recursive: true, force: true });
});

async function write(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, data] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), data);
  }
}

async function htmlFiles(dir: string, base = dir): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) for (const [k, v] of await htmlFiles(path, base)) found.set(k, v);
    else if (e.name.endsWith('.html')) found.set(relative(base, path), await readFile(path, 'utf8'));
  }
  return found;
}

/** The files of `pkg` esbuild read to bundle `entry` with the plugin. */
async function readFromPackage(root: string, entry: string, pkg: string): Promise<string[]> {
  const result = await build({
    entryPoints: [join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    external: ['react', 'react/*'],
    metafile: true,
    logLevel: 'silent',
    plugins: [barrelImports()],
  });
  return Object.keys(result.metafile.inputs)
    .filter((p) => p.startsWith(`node_modules/${pkg}/`))
    .map((p) => p.slice(`node_modules/${pkg}/`.length))
    .sort();
}

describe('named imports from a barrel package', () => {
  let pure: { run: Run; html: Map<string, string> };
  let impure: { run: Run; html: Map<string, string> };
  beforeAll(async () => {
    const one = join(tmp, 'pure');
    const two = join(tmp, 'impure');
    await write(one, SITE);
    await write(two, { ...SITE, ...iconPackage('fake-icons', {}) });
    const [a, b] = await Promise.all([
      zapsite(['build', '--root', one, '--out', join(one, 'build')]),
      zapsite(['build', '--root', two, '--out', join(two, 'build')]),
    ]);
    pure = { run: a, html: await htmlFiles(join(one, 'build')) };
    impure = { run: b, html: await htmlFiles(join(two, 'build')) };
  }, 180_000);

  it('builds a page and a component that take icons from the barrel, and renders them', () => {
    expect(pure.run.stderr).not.toMatch(/error\[/);
    expect(pure.run.code).toBe(0);
    const page = pure.html.get(join('docs', 'index.html')) ?? '';
    expect(page).toContain('data-icon="7" viewBox="0 0 24 24" width="16"');
    expect(page).toContain('<span class="badge"><svg data-icon="200" viewBox="0 0 24 24" class="star">');
    expect(page).toContain('<svg data-icon="3" viewBox="0 0 24 24" title="icon 3">');
    expect(page).toContain('<svg data-icon="9" viewBox="0 0 24 24">');
  });

  it('writes the same HTML as the build where the package is left alone, but for script names', () => {
    // The island's script differs (the package left alone keeps each unused icon's React import),
    // so its content-hashed name does; the rest of every page is byte-identical.
    const unhashed = (html: string) => html.replace(/-[A-Z0-9]{8}\.js/g, '-HASH.js');
    expect(impure.run.code).toBe(0);
    expect([...pure.html.keys()].sort()).toEqual([...impure.html.keys()].sort());
    expect(pure.html.size).toBeGreaterThan(0);
    for (const [path, html] of pure.html) expect(unhashed(html), path).toBe(unhashed(impure.html.get(path)!));
  });

  it('never reads an icon module nothing uses, in the pages bundle or the islands bundle', async () => {
    // A module esbuild cannot parse: read, it would stop the build.
    const root = join(tmp, 'unread');
    await write(root, { ...SITE, 'node_modules/fake-icons/icons/icon-250.js': 'export default function (' });
    const run = await zapsite(['build', '--root', root, '--out', join(root, 'build')]);
    expect(run.stderr).not.toMatch(/error\[/);
    expect(run.code).toBe(0);
    const page = await readFile(join(root, 'build', 'docs', 'index.html'), 'utf8');
    // (Not compared byte for byte with the other build: island script names hash the site's folder.)
    expect(page).toContain('<svg data-icon="200" viewBox="0 0 24 24" class="star">');
    expect(page).toContain('<svg data-icon="9" viewBox="0 0 24 24">');
    const scripts = (await readdir(join(root, 'build', 'assets'), { recursive: true })).filter((f) =>
      f.endsWith('.js'),
    );
    const bundled = await Promise.all(scripts.map((f) => readFile(join(root, 'build', 'assets', f), 'utf8')));
    expect(bundled.join('\n')).toContain('M9 0L0 9');
  }, 120_000);

  it('reads only the modules that define the names used, for a pure barrel with sideEffects: false', async () => {
    const root = join(tmp, 'pure');
    expect(await readFromPackage(root, 'src/components/Badge.js', 'fake-icons')).toEqual([
      'icons/icon-200.js',
      'icons/icon-3.js',
    ]);
  });

  /** The specifiers of icon modules esbuild was asked to resolve while bundling Badge.js in `root`. */
  async function iconResolves(root: string): Promise<string[]> {
    const asked: string[] = [];
    const spy: Plugin = {
      name: 'spy',
      setup(b) {
        b.onResolve({ filter: /icons\/icon-\d+\.js$/ }, (args) => {
          asked.push(args.path);
          return undefined;
        });
      },
    };
    await build({
      entryPoints: [join(root, 'src/components/Badge.js')],
      absWorkingDir: root,
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      external: ['react', 'react/*'],
      logLevel: 'silent',
      plugins: [spy, barrelImports()],
    });
    return [...new Set(asked.filter((p) => p.startsWith('./')))].sort();
  }

  it('follows only the names an importer asks for, not every name the barrel re-exports', async () => {
    // lucide-react's index names ~12,700: resolving each through esbuild cost its process minutes of
    // CPU. A package with a `browser` map has its relative imports resolved by esbuild (the map may
    // send a file elsewhere), so each one followed shows here.
    const root = join(tmp, 'browser-map');
    await write(root, {
      ...SITE,
      ...iconPackage('fake-icons', { sideEffects: false, browser: { './none.js': false } }),
    });
    // Icon200 (through more.js), Icon3Alias and NAME_3: the modules of icons 3 and 200 only, as the
    // barrels name them (esbuild itself then resolves the absolute paths the plugin writes).
    expect(await iconResolves(root)).toEqual(['./icons/icon-200.js', './icons/icon-3.js']);
  });

  it('finds a relative file of a package without a browser map itself, never asking esbuild', async () => {
    // Each resolve a plugin asks of esbuild starts with an empty directory cache: lucide-react's
    // folder of 5,004 icons was read again for every icon a site used.
    expect(await iconResolves(join(tmp, 'pure'))).toEqual([]);
  });

  it("leaves a package's own imports of a barrel to esbuild", async () => {
    // Asking about every import of every package module cost 7 s of a 12 s bundle (supertokens/docs).
    const root = join(tmp, 'from-package');
    await write(root, {
      ...iconPackage('fake-icons', { sideEffects: false }),
      'node_modules/icon-kit/package.json': JSON.stringify({ name: 'icon-kit', type: 'module', main: 'index.js' }),
      'node_modules/icon-kit/index.js': "import { Icon1 } from 'fake-icons';\nexport default Icon1;\n",
      'e.js': "import Icon1 from 'icon-kit';\nimport { Icon2 } from 'fake-icons';\nexport default [Icon1, Icon2];\n",
    });
    const read = await readFromPackage(root, 'e.js', 'fake-icons');
    expect(read).toContain('index.js');
    expect(read.length).toBe(COUNT + 2);
  });

  it('leaves alone a package without sideEffects: false, a namespace or default import, and an entry that runs code', async () => {
    const root = join(tmp, 'alone');
    await write(root, {
      ...iconPackage('no-flag', {}),
      ...iconPackage('runs-code', { sideEffects: false }, 'globalThis.iconsLoaded = true;'),
      ...iconPackage('namespaced', { sideEffects: false }),
      ...iconPackage('defaulted', { sideEffects: false }, "export { default } from './icons/icon-1.js';"),
      'a.js': "import { Icon1 } from 'no-flag';\nexport default Icon1;\n",
      'b.js': "import { Icon1 } from 'runs-code';\nexport default Icon1;\n",
      'c.js': "import { Icon1 } from 'namespaced';\nimport * as all from 'namespaced';\nexport default [Icon1, all];\n",
      'd.js': "import Icon, { Icon1 } from 'defaulted';\nexport default [Icon, Icon1];\n",
    });
    for (const [entry, pkg] of [
      ['a.js', 'no-flag'],
      ['b.js', 'runs-code'],
      ['c.js', 'namespaced'],
      ['d.js', 'defaulted'],
    ] as const) {
      const read = await readFromPackage(root, entry, pkg);
      expect(read, pkg).toContain('index.js');
      expect(read.length, pkg).toBe(COUNT + 2);
    }
  });
});
