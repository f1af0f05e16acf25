import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { DiskWriter, MemoryWriter, outputPath } from '../../../generator/emit/writer.ts';
import { ZapsiteError } from '../../../generator/diagnostics.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function withOldOutput(): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-writer-'));
  const out = join(dir, 'build');
  await mkdir(join(out, 'docs'), { recursive: true });
  await writeFile(join(out, 'index.html'), 'old home');
  await writeFile(join(out, 'docs/index.html'), 'old docs');
  return out;
}

describe('DiskWriter', () => {
  it('shows nothing before commit and leaves the old output whole on abort', async () => {
    const out = await withOldOutput();
    const w = new DiskWriter(out);
    await w.write('index.html', 'new home');
    await w.write('blog/index.html', 'new blog');
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old home');
    await w.abort();
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old home');
    expect(await readFile(join(out, 'docs/index.html'), 'utf8')).toBe('old docs');
    expect(await readdir(dir!)).toEqual(['build']);
  });

  it('swaps the new output in on commit, dropping old files and temporary folders', async () => {
    const out = await withOldOutput();
    const source = join(dir!, 'logo.svg');
    await writeFile(source, '<svg/>');
    const w = new DiskWriter(out);
    await w.write('index.html', 'new home');
    await w.write('a/b/c.json', new Uint8Array([123, 125]));
    await w.copy(source, 'img/logo.svg');
    await w.commit();
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new home');
    expect(await readFile(join(out, 'a/b/c.json'), 'utf8')).toBe('{}');
    expect(await readFile(join(out, 'img/logo.svg'), 'utf8')).toBe('<svg/>');
    expect((await readdir(join(out))).sort()).toEqual(['a', 'img', 'index.html']);
    expect((await readdir(dir!)).sort()).toEqual(['build', 'logo.svg']);
  });

  it('creates the output folder on the first build', async () => {
    dir = await mkdtemp(join(tmpdir(), 'zapsite-writer-'));
    const out = join(dir, 'fresh');
    const w = new DiskWriter(out);
    await w.write('index.html', 'home');
    await w.commit();
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('home');
    expect(await readdir(dir)).toEqual(['fresh']);
  });
});

describe('MemoryWriter', () => {
  it('makes the folders above an output that does not exist yet', async () => {
    dir = await mkdtemp(join(tmpdir(), 'zapsite-writer-'));
    const out = join(dir, 'not/yet/build');
    const w = new DiskWriter(out);
    await w.prepare();
    await w.write('index.html', 'home');
    await w.commit();
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('home');
    expect(await readdir(join(dir, 'not/yet'))).toEqual(['build']);
  });

  it('makes files visible on commit only and drops them on abort', async () => {
    const w = new MemoryWriter();
    await w.write('a.html', 'A');
    expect(w.files.size).toBe(0);
    await w.commit();
    expect(w.text('a.html')).toBe('A');
    await w.write('b.html', 'B');
    await w.abort();
    expect([...w.files.keys()]).toEqual(['a.html']);
    // A later commit shows only what was written after the abort.
    await w.write('c.html', 'C');
    await w.commit();
    expect([...w.files.keys()]).toEqual(['c.html']);
  });

  it("keeps the last build's bytes for a file written again from the same text, and encodes changed text", async () => {
    const page = '<p>Tap the card — the game starts.</p>';
    const first = new MemoryWriter();
    await first.write('a.html', page);
    await first.write('b.html', 'B');
    await first.commit();
    const second = new MemoryWriter(first);
    await second.write('a.html', page);
    await second.write('b.html', 'B changed');
    await second.write('c.bin', new Uint8Array([1, 2]));
    await second.commit();
    expect(second.files.get('a.html')).toBe(first.files.get('a.html'));
    expect(second.text('b.html')).toBe('B changed');
    expect([...second.files.get('c.bin')!]).toEqual([1, 2]);
    // The one after holds the second writer's bytes, not a chain back to the first.
    const third = new MemoryWriter(second);
    await third.write('b.html', 'B changed');
    await third.commit();
    expect(third.files.get('b.html')).toBe(second.files.get('b.html'));
    expect((second as unknown as { last?: MemoryWriter }).last).toBeUndefined();
  });
});

describe('every path a writer is given stays inside the output', () => {
  const outside = ['../escape.html', 'docs/../../escape.html', '/etc/escape.html', '..', '.', ''];

  it('DiskWriter refuses, in write and copy, a path that is absolute or leads out, and writes nothing', async () => {
    const out = await withOldOutput();
    await writeFile(join(dir!, 'keep.txt'), 'beside');
    const w = new DiskWriter(out);
    for (const path of outside) {
      for (const attempt of [() => w.write(path, 'x'), () => w.copy(join(dir!, 'keep.txt'), path)]) {
        const error = await attempt().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error, path).toBeInstanceOf(ZapsiteError);
        expect((error as ZapsiteError).diagnostics[0]!.code).toBe('output-path');
        expect((error as ZapsiteError).message).toContain(`"${path}"`);
      }
    }
    // A ".." that stays inside is only a spelling.
    await w.write('docs/../inside.html', 'in');
    await w.commit();
    expect(await readFile(join(out, 'inside.html'), 'utf8')).toBe('in');
    expect((await readdir(dir!)).sort()).toEqual(['build', 'keep.txt']);
    expect(await readFile(join(dir!, 'keep.txt'), 'utf8')).toBe('beside');
  });

  it('MemoryWriter refuses the same paths', async () => {
    const w = new MemoryWriter();
    for (const path of outside) {
      await expect(w.write(path, 'x'), path).rejects.toThrow(/not a file inside the output folder/);
      await expect(w.copy('/dev/null', path), path).rejects.toThrow(/not a file inside the output folder/);
    }
  });

  it('outputPath names why', () => {
    expect(() => outputPath('/abs')).toThrow(/it is absolute/);
    expect(() => outputPath('a/../../b')).toThrow(/it leads out of the output folder/);
    expect(() => outputPath('./')).toThrow(/names the output folder itself/);
    expect(outputPath('a/./b/../c.html')).toBe(join('a', 'c.html'));
  });
});

describe('DiskWriter leftovers and folders that cannot move', () => {
  it("prepare puts back the newest old output of a killed build when the output is missing, and removes the killed build's folders", async () => {
    dir = await mkdtemp(join(tmpdir(), 'zapsite-writer-'));
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    await mkdir(join(dir, `build.old-${gone}-a`));
    await writeFile(join(dir, `build.old-${gone}-a/index.html`), 'the last good output');
    await mkdir(join(dir, `build.tmp-${gone}-b`));
    await mkdir(join(dir, `build.tmp-${process.pid}-c`)); // this pid, but no writer here made it: a leftover
    await mkdir(join(dir, 'build.old-notours'));
    const w = new DiskWriter(join(dir, 'build'));
    await w.prepare();
    expect(await readFile(join(dir, 'build/index.html'), 'utf8')).toBe('the last good output');
    await w.abort();
    expect((await readdir(dir)).sort()).toEqual(['build', 'build.old-notours']);
  });
});
