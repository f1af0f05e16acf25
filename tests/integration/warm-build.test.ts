// A second `zapsite build` of a site reuses what the first kept in node_modules/.cache/zapsite/build/
// (generator/build-cache-file.ts): its output must be the cold build's byte for byte, after any
// edit too, and a damaged cache file is passed over with a note.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite | undefined;
afterEach(async () => {
  await site?.remove();
  site = undefined;
});

/** The mdx-site fixture (Markdown, MDX, a component with CSS) with a node_modules to keep a cache in. */
async function mdxSite(): Promise<TempSite> {
  site = await copyFixture('mdx-site');
  await mkdir(join(site.root, 'node_modules'));
  return site;
}

const cacheDir = (s: TempSite) => join(s.root, 'node_modules/.cache/zapsite/build');

async function build(s: TempSite, out: string, args: string[] = [], env: Record<string, string> = {}) {
  const r = await zapsite(['build', '--root', s.root, '--out', join(s.dir, out), ...args], env);
  expect(r.stderr).not.toMatch(/Unexpected error/);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  return r;
}

/** Every file of a folder, by path, as bytes. */
async function files(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) out.set(relative(dir, join(e.parentPath, e.name)), await readFile(join(e.parentPath, e.name)));
  return out;
}

async function expectSameFiles(a: string, b: string) {
  const [x, y] = [await files(a), await files(b)];
  expect([...y.keys()].sort()).toEqual([...x.keys()].sort());
  for (const [path, bytes] of x) expect(y.get(path)!.equals(bytes), `${path} differs`).toBe(true);
}

describe('warm builds', () => {
  it('keeps a cache and builds the same bytes from it, with the MDX neither compiled nor rendered again', async () => {
    const s = await mdxSite();
    // Characters past U+00FF: the cache keeps a page's HTML as UTF-8 (build-cache-file.ts pagesToDisk).
    await writeFile(join(s.root, 'content/docs/wording.md'), '# Wording\n\nIt’s a tap → a launch, “quoted” 🎮.\n');
    await build(s, 'cold', ['--no-cache']);
    expect(await readdir(join(s.root, 'node_modules'))).toEqual([]);
    const first = await build(s, 'out');
    expect(first.stdout).toMatch(/MDX: compile/);
    expect(await readdir(cacheDir(s))).toHaveLength(1);
    const warm = await build(s, 'out');
    // Nothing was compiled: the content stage's line has no compile figures.
    expect(warm.stdout).toMatch(/content .*pages\n/);
    expect(warm.stdout).not.toMatch(/MDX: compile/);
    await expectSameFiles(join(s.dir, 'cold'), join(s.dir, 'out'));
    expect(await readFile(join(s.dir, 'out/docs/wording/index.html'), 'utf8')).toContain(
      'It’s a tap → a launch, “quoted” 🎮.',
    );
  });

  it('builds what a cold build of the edited site builds after an edit to a .md, a .mdx, a component or the config', async () => {
    const s = await mdxSite();
    await build(s, 'out');
    const edit = async (rel: string, from: string | RegExp, to: string) => {
      const path = join(s.root, rel);
      const text = await readFile(path, 'utf8');
      expect(text).toMatch(from);
      await writeFile(path, text.replace(from, to));
      await build(s, 'out');
      await build(s, 'cold', ['--no-cache']);
      await expectSameFiles(join(s.dir, 'cold'), join(s.dir, 'out'));
      return files(join(s.dir, 'out'));
    };
    let out = await edit('content/docs/readers/index.md', 'Pick a reader', 'Choose a reader');
    expect(out.get('docs/readers/index.html')!.toString()).toContain('Choose a reader');
    out = await edit('content/docs/intro.mdx', 'Keep the reader', 'Hold the reader');
    expect(out.get('docs/index.html')!.toString()).toContain('Hold the reader');
    out = await edit('src/components/ReaderBadge.tsx', '<small>', '<small data-edited="yes">');
    expect(out.get('docs/index.html')!.toString()).toContain('data-edited="yes"');
    out = await edit('zapsite.config.ts', "title: 'Tap Bench'", "title: 'Tap Bench Two'");
    expect(out.get('docs/readers/index.html')!.toString()).toContain('Tap Bench Two');
  });

  it('reuses the islands and stylesheets bundle while every input is the same, and bundles again after an edit', async () => {
    const s = await mdxSite();
    const kept = /bundle .*files, unchanged: kept from the last build\n/;
    expect((await build(s, 'out')).stdout).not.toMatch(kept);
    const assetsDir = join(s.root, 'node_modules/.cache/zapsite/assets');
    expect(await readdir(assetsDir)).toHaveLength(1);
    expect((await build(s, 'out')).stdout).toMatch(kept);
    await build(s, 'cold', ['--no-cache']);
    await expectSameFiles(join(s.dir, 'cold'), join(s.dir, 'out'));
    // An island's component (src/theme/MDXComponents.tsx) and a CSS module it imports: each edit is
    // seen by content (the file's size is kept, so only its bytes say), and the output is the cold one.
    for (const [rel, from, to] of [
      ['src/theme/MDXComponents.tsx', "label = 'Taps'", "label = 'Tips'"],
      ['src/theme/MDXComponents.module.css', /\d/, '7'],
    ] as const) {
      const path = join(s.root, rel);
      const text = await readFile(path, 'utf8');
      expect(text).toMatch(from);
      await writeFile(path, text.replace(from, to));
      expect((await build(s, 'out')).stdout).not.toMatch(kept);
      await build(s, 'cold', ['--no-cache']);
      await expectSameFiles(join(s.dir, 'cold'), join(s.dir, 'out'));
      expect((await build(s, 'out')).stdout).toMatch(kept);
    }
  });

  it('reuses the bundle of a classic site built in place, whose package.json makes its own folder an input (the starter)', async () => {
    // The site's folder is listed because its package.json is an input of the site's CSS; while a
    // build writes its output there, the output's temporary siblings (build.tmp-…) are in that listing.
    const s = (site = await copyFixture('classic-site'));
    await mkdir(join(s.root, 'node_modules'));
    await writeFile(join(s.root, 'package.json'), JSON.stringify({ name: 'tap-bench', private: true }));
    const kept = /bundle .*files, unchanged: kept from the last build\n/;
    const inPlace = async () => {
      const r = await zapsite(['build', '--root', s.root]);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      return r.stdout;
    };
    expect(await inPlace()).not.toMatch(kept);
    expect(await inPlace()).toMatch(kept);
    expect(await inPlace()).toMatch(kept);
  });

  it('writes the cold llms-full.txt when a doc another one links to moves', async () => {
    site = await copyFixture('llms-site');
    const s = site;
    await mkdir(join(s.root, 'node_modules'));
    await build(s, 'out');
    await build(s, 'out');
    // acr122u.md is unchanged; only where its link to pn532.md leads is.
    const pn532 = join(s.root, 'docs/readers/pn532.md');
    const text = await readFile(pn532, 'utf8');
    await writeFile(
      pn532,
      text.startsWith('---\n')
        ? text.replace('---\n', '---\nslug: /moved-pn532\n')
        : `---\nslug: /moved-pn532\n---\n${text}`,
    );
    await build(s, 'out');
    await build(s, 'cold', ['--no-cache']);
    await expectSameFiles(join(s.dir, 'cold'), join(s.dir, 'out'));
    expect(
      (await readFile(join(s.dir, 'out/llms-full.txt'), 'utf8')).match(
        /\(https:\/\/example.com\/tap\/docs\/moved-pn532\/#setup\)/g,
      ),
    ).toHaveLength(1);
  });

  it('passes over a corrupt or truncated cache file with a one-line note', async () => {
    const s = await mdxSite();
    await build(s, 'cold', ['--no-cache']);
    await build(s, 'out');
    const [name] = await readdir(cacheDir(s));
    const file = join(cacheDir(s), name!);
    const whole = await readFile(file);
    for (const damaged of [whole.subarray(0, whole.length >> 1), Buffer.from('not a cache at all')]) {
      await writeFile(file, damaged);
      const r = await build(s, 'out');
      const notes = r.stdout.split('\n').filter((l) => l.includes('build cache'));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/note: the build cache .* could not be read \(.+\); building without it/);
      expect(r.stdout).toMatch(/MDX: compile/);
      await expectSameFiles(join(s.dir, 'cold'), join(s.dir, 'out'));
    }
    // The build wrote a good file again: the next one reuses it without a note.
    const again = await build(s, 'out');
    expect(again.stdout).not.toMatch(/build cache/);
    expect(again.stdout).not.toMatch(/MDX: compile/);
  });

  it('leaves one whole cache file and nothing unfinished when a build fails after its pages are written to it', async () => {
    const s = await mdxSite();
    await build(s, 'out');
    const [name] = await readdir(cacheDir(s));
    // A postBuild that throws: every page has been rendered and written to the file begun. The
    // cache is saved beside the output being swapped in (its entries are right either way).
    const config = join(s.root, 'zapsite.config.ts');
    const good = await readFile(config, 'utf8');
    await writeFile(
      config,
      good.replace(
        'markdown: {',
        "plugins: [() => ({ name: 'full-shelf', postBuild() { throw new Error('the shelf is full'); } })],\n  markdown: {",
      ),
    );
    const failed = await zapsite(['build', '--root', s.root, '--out', join(s.dir, 'out')]);
    expect(failed.code, failed.stdout + failed.stderr).toBe(1);
    expect(failed.stdout + failed.stderr).toMatch(/failed in postBuild: the shelf is full/);
    expect(await readdir(cacheDir(s))).toEqual([name]);
    await writeFile(config, good);
    expect((await build(s, 'out')).stdout).not.toMatch(/MDX: compile/);
  });

  it('neither reads nor writes a cache with --no-cache or ZAPSITE_NO_CACHE=1, nor without node_modules', async () => {
    const s = await mdxSite();
    await build(s, 'out', ['--no-cache']);
    await build(s, 'out', [], { ZAPSITE_NO_CACHE: '1' });
    expect(await readdir(join(s.root, 'node_modules'))).toEqual([]);
    await build(s, 'out');
    const cold = await build(s, 'out', ['--no-cache']);
    expect(cold.stdout).toMatch(/MDX: compile/);
    const bare = await copyFixture('mdx-site');
    try {
      const before = await readdir(bare.root, { recursive: true });
      await build(bare, 'out');
      expect(await readdir(bare.root, { recursive: true })).toEqual(before);
    } finally {
      await bare.remove();
    }
  });
});
