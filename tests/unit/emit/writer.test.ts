import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskWriter, MemoryWriter } from '../../../generator/emit/writer.ts';

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
});
