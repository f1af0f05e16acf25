// The bundled CLI (cli/bundle.ts): what bin/zapsite.js runs while it matches the sources.
import { afterAll, describe, expect, it } from 'vitest';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import type { Plugin } from 'esbuild';
import {
  bundleCli,
  bundleInputs,
  CLI_BUNDLE,
  codeVersion,
  freshBundle,
  RUNNING_BUNDLE_KEY,
  type BundleTarget,
} from '../../cli/bundle.ts';
import { zapsite } from '../helpers/cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'zapsite-cli-bundle-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

// A small package shaped like the CLI: a main entry, a worker entry found through a module of its
// own, a path relative to a module, a lazily imported module, and a CommonJS package using __dirname.
function fixture(name = 'pkg'): BundleTarget {
  const root = join(tmp, name);
  write(
    join(root, 'src/main.ts'),
    [
      "import { here } from './where.ts';",
      "import { THREAD_URL } from './thread-url.ts';",
      "import beside from 'beside';",
      'export const where: string = here;',
      'export const thread = THREAD_URL.href;',
      'export const besideFile: string = beside;',
      "export const later = () => import('./lazy.ts');",
    ].join('\n'),
  );
  write(join(root, 'src/where.ts'), "export const here = new URL('../data/file.txt', import.meta.url).href;\n");
  write(join(root, 'src/thread-url.ts'), "export const THREAD_URL = new URL('./thread.ts', import.meta.url);\n");
  write(join(root, 'src/thread.ts'), "export const inThread = 'thread';\n");
  write(join(root, 'src/lazy.ts'), "export const lazy = 'lazy one';\n");
  write(join(root, 'node_modules/beside/package.json'), JSON.stringify({ name: 'beside', main: 'index.js' }));
  write(
    join(root, 'node_modules/beside/index.js'),
    "module.exports = require('node:path').join(__dirname, 'asset.bin');\n",
  );
  return {
    root,
    dir: join(root, 'node_modules/.cache/bundle'),
    entries: { main: 'src/main.ts', thread: 'src/thread.ts' },
    threadUrlModule: join(root, 'src/thread-url.ts'),
  };
}

describe('bundleCli and freshBundle', () => {
  const t = fixture();
  let first = '';

  it('bundles with each module keeping its own location, and lazy imports as chunks', async () => {
    expect(freshBundle(t)).toBeUndefined();
    first = await bundleCli(t);
    const m = (await import(first)) as {
      where: string;
      thread: string;
      besideFile: string;
      later: () => Promise<{ lazy: string }>;
    };
    expect(m.where).toBe(pathToFileURL(join(t.root, 'data/file.txt')).href);
    expect(m.besideFile).toBe(join(t.root, 'node_modules/beside/asset.bin'));
    // Workers start from the bundled thread entry, next to the main one.
    expect(m.thread).toBe(new URL('./thread.mjs', first).href);
    expect(existsSync(fileURLToPath(m.thread))).toBe(true);
    expect((await m.later()).lazy).toBe('lazy one');
    expect(readFileSync(fileURLToPath(first), 'utf8')).not.toContain('lazy one');
    expect(freshBundle(t)).toBe(first);
  });

  it('is stale when any input changes, and bundling again makes a new version beside the old', async () => {
    writeFileSync(join(t.root, 'src/lazy.ts'), "export const lazy = 'lazy two';\n");
    expect(freshBundle(t)).toBeUndefined();
    const second = await bundleCli(t);
    expect(second).not.toBe(first);
    expect(freshBundle(t)).toBe(second);
    expect(((await (await import(second)).later()) as { lazy: string }).lazy).toBe('lazy two');
    // A process still running the first version may import its chunks later: it stays for a day.
    expect(existsSync(fileURLToPath(first))).toBe(true);
  });

  it('is stale when a package changes, and removes versions older than a day', async () => {
    writeFileSync(
      join(t.root, 'node_modules/beside/index.js'),
      "module.exports = require('node:path').join(__dirname, 'other.bin');\n",
    );
    expect(freshBundle(t)).toBeUndefined();
    const versions = readdirSync(t.dir).filter((n) => n !== 'manifest.json');
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const v of versions) utimesSync(join(t.dir, v), old, old);
    const third = await bundleCli(t);
    expect(((await import(third)) as { besideFile: string }).besideFile).toBe(
      join(t.root, 'node_modules/beside/other.bin'),
    );
    expect(readdirSync(t.dir).sort()).toEqual([fileURLToPath(third).split('/').at(-2), 'manifest.json'].sort());
  });

  it('stays stale when a file is saved while it is being bundled, and the next bundling takes the new text', async () => {
    const lazy = join(t.root, 'src/lazy.ts');
    // Saved just after the bundler read it: the bundle holds the old text.
    const saveWhileRead: Plugin = {
      name: 'save-while-read',
      setup(b) {
        b.onLoad({ filter: /lazy\.ts$/ }, async (args) => {
          const old = readFileSync(args.path, 'utf8');
          writeFileSync(args.path, "export const lazy = 'lazy three, saved mid-bundle';\n");
          return { contents: old, loader: 'ts' };
        });
      },
    };
    const fourth = await bundleCli({ ...t, plugins: [saveWhileRead] });
    expect(((await (await import(fourth)).later()) as { lazy: string }).lazy).toBe('lazy two');
    expect(readFileSync(lazy, 'utf8')).toContain('lazy three');
    expect(freshBundle(t)).toBeUndefined();
    const fifth = await bundleCli(t);
    expect(((await (await import(fifth)).later()) as { lazy: string }).lazy).toBe('lazy three, saved mid-bundle');
    expect(freshBundle(t)).toBe(fifth);
  });
});

// The dev cache kept between sessions is tied to this version (generator/dev/persistent-cache.ts).
describe('codeVersion', () => {
  const t = fixture('versioned');

  it('names every input of the bundle, with or without a manifest, and changes with any of them', async () => {
    const expected = [
      'node_modules/beside/index.js',
      'src/lazy.ts',
      'src/main.ts',
      'src/thread-url.ts',
      'src/thread.ts',
      'src/where.ts',
    ];
    // No manifest yet: esbuild lists the inputs.
    expect((await bundleInputs(t)).sort()).toEqual(expected);
    const before = await codeVersion(t);
    expect(existsSync(join(t.dir, 'manifest.json'))).toBe(false);
    await bundleCli(t);
    expect((await bundleInputs(t)).sort()).toEqual(expected);
    expect(await codeVersion(t)).toBe(before);

    // A file the code reads at run time but does not import is not code.
    write(join(t.root, 'data/file.txt'), 'data\n');
    expect(await codeVersion(t)).toBe(before);

    writeFileSync(
      join(t.root, 'src/where.ts'),
      "export const here = new URL('../data/other.txt', import.meta.url).href;\n",
    );
    const afterSource = await codeVersion(t);
    expect(afterSource).not.toBe(before);
    writeFileSync(
      join(t.root, 'node_modules/beside/index.js'),
      "module.exports = require('node:path').join(__dirname, 'x.bin');\n",
    );
    const afterPackage = await codeVersion(t);
    expect(afterPackage).not.toBe(afterSource);
    // The same text saved again is a new modification time: still a change, never a stale cache.
    writeFileSync(join(t.root, 'src/lazy.ts'), readFileSync(join(t.root, 'src/lazy.ts'), 'utf8'));
    utimesSync(join(t.root, 'src/lazy.ts'), new Date(), new Date(Date.now() + 5000));
    expect(await codeVersion(t)).not.toBe(afterPackage);
  });
});

describe('codeVersion in a process that runs the bundled CLI', () => {
  it('is named by what the bundle bin/start.js checked and runs was made from', async () => {
    const key = Symbol.for(RUNNING_BUNDLE_KEY);
    const g = globalThis as Record<symbol, unknown>;
    const was = g[key];
    try {
      g[key] = 'file:///lamp/node_modules/.cache/zapsite/cli/first/main.mjs';
      const first = await codeVersion();
      expect(await codeVersion(CLI_BUNDLE)).toBe(first);
      g[key] = 'file:///lamp/node_modules/.cache/zapsite/cli/second/main.mjs';
      expect(await codeVersion()).not.toBe(first);
      // Another target is still named by its inputs.
      const t = fixture('running');
      const byInputs = await codeVersion(t);
      // Two runs that bundle the same sources at once (a test suite's first CLI runs after an edit)
      // write two folders: the code is the same, and so is its version (a build cache stays good).
      const [one, two] = [await bundleCli(t), await bundleCli(t)];
      expect(one).not.toBe(two);
      g[key] = one;
      const sameSources = await codeVersion();
      g[key] = two;
      expect(await codeVersion()).toBe(sameSources);
      writeFileSync(join(t.root, 'src/where.ts'), "export const here = 'elsewhere';\n");
      g[key] = await bundleCli(t);
      expect(await codeVersion()).not.toBe(sameSources);
      g[key] = undefined;
      expect(await codeVersion(t)).not.toBe(byInputs);
    } finally {
      g[key] = was;
    }
  });
});

describe('the bundled CLI', () => {
  it('builds the Zaparoo site byte for byte as the sources do', async () => {
    const [bundled, sources] = await Promise.all([
      zapsite(['build', '--offline', '--out', join(tmp, 'bundled')]),
      zapsite(['build', '--offline', '--out', join(tmp, 'sources')], { ZAPSITE_BUNDLE: '0' }),
    ]);
    expect(bundled.stderr).toBe('');
    expect([bundled.code, sources.code]).toEqual([0, 0]);
    // The run left a bundle that matches the sources: that is what it ran.
    expect(freshBundle()).toBeDefined();
    const files = (await fg('**/*', { cwd: join(tmp, 'sources'), dot: true })).sort();
    expect(files.length).toBeGreaterThan(400);
    expect((await fg('**/*', { cwd: join(tmp, 'bundled'), dot: true })).sort()).toEqual(files);
    for (const f of files)
      expect(readFileSync(join(tmp, 'bundled', f)).equals(readFileSync(join(tmp, 'sources', f))), f).toBe(true);
  });
});
