// Issue 35: a build never deletes or writes what is not its own. The real CLI on real folders:
// each refused --out leaves every file beside it byte-identical; the swap survives a kill between
// its two renames and two builds finishing together (the window forced with the test-only
// ZAPSITE_TEST_PAUSE hook, never by timing); an output on a mount point is written in place; a
// full or read-only disk and an unreadable source are named with their cause.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fg from 'fast-glob';
import { zapsite } from '../helpers/cli.ts';
import { REPO } from '../helpers/paths.ts';
import { copyFixture, type TempSite } from './temp-site.ts';
import { userEnv } from '../helpers/user-env.ts';

let site: TempSite | undefined;
const mounts: string[] = [];
afterEach(async () => {
  for (const m of mounts.splice(0).reverse()) spawnSync('umount', [m]);
  await site?.remove();
  site = undefined;
});

/** Every file and folder under `dir` with its bytes: two snapshots are equal when nothing changed. */
async function snapshot(dir: string, ignore: string[] = []): Promise<Map<string, string>> {
  const entries = await fg('**/*', { cwd: dir, dot: true, onlyFiles: false, markDirectories: true, ignore });
  const out = new Map<string, string>();
  for (const e of entries.sort())
    out.set(e, e.endsWith('/') ? 'dir' : (await readFile(join(dir, e))).toString('base64'));
  return out;
}

/** A fixture site in a temporary folder with a file beside it that must never change. */
async function siteWithNeighbour(): Promise<TempSite> {
  site = await copyFixture('basic');
  await writeFile(join(site.dir, 'keep.txt'), 'a file beside the site\n');
  return site;
}

const build = (s: TempSite, ...args: string[]) => zapsite(['build', '--offline', ...args], {}, s.root);

const root = process.getuid?.() === 0;

function mount(dir: string, options: string): void {
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  if (r.status !== 0) throw new Error(`mount failed: ${r.stderr}`);
  mounts.push(dir);
}

describe('an --out that is not the output folder zapsite owns is refused before anything is written', () => {
  const cases: { name: string; out: string; git?: boolean; message: RegExp }[] = [
    { name: 'the site folder', out: '.', message: /is the site folder \(--root\).*site would be deleted/ },
    {
      name: 'the folder above the site',
      out: '..',
      message: /holds the site folder \/.*\/site; .*everything beside it would be deleted/,
    },
    { name: 'the repository root', out: '..', git: true, message: /is the repository root \(it holds \.git\)/ },
    { name: 'the content folder', out: 'content', message: /holds the site's docs folder \(docs\.path\)/ },
    { name: 'a folder inside the docs', out: 'content/docs/guide', message: /is inside the site's docs folder/ },
    { name: 'node_modules', out: 'node_modules', message: /is the site's node_modules folder/ },
    { name: 'the static folder', out: 'static', message: /is the site's static folder \(staticDir\)/ },
    { name: 'an existing file', out: '../keep.txt', message: /is a file, not a folder; a build would delete it/ },
  ];
  for (const c of cases)
    it(`${c.name} (--out ${c.out})`, async () => {
      const s = await siteWithNeighbour();
      if (c.git) await mkdir(join(s.dir, '.git', 'objects'), { recursive: true });
      await mkdir(join(s.root, 'node_modules/pkg'), { recursive: true });
      await writeFile(join(s.root, 'node_modules/pkg/index.js'), 'export {};\n');
      const before = await snapshot(s.dir);
      const r = await build(s, '--out', c.out);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('error[output-folder]');
      expect(r.stderr).toMatch(c.message);
      expect(r.stderr).toContain('hint: Pass --out');
      expect(r.stderr).toContain('Build stopped before writing anything: choose another --out.');
      expect(await snapshot(s.dir)).toEqual(before);
    });

  it('a folder of other files without --force; with --force it is replaced, and the next build needs no --force', async () => {
    const s = await siteWithNeighbour();
    await mkdir(join(s.dir, 'photos'));
    await writeFile(join(s.dir, 'photos/holiday.jpg'), 'not a build');
    const before = await snapshot(s.dir);
    const refused = await build(s, '--out', '../photos');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /error\[output-folder\]: The output folder .*photos already holds files that no zapsite build wrote \(it has no \.zapsite-output\)/,
    );
    expect(refused.stderr).toContain('add --force if everything in it may be deleted');
    expect(await snapshot(s.dir)).toEqual(before);

    const forced = await build(s, '--out', '../photos', '--force');
    expect(forced.code, forced.stderr).toBe(0);
    const out = await readdir(join(s.dir, 'photos'));
    expect(out).toEqual(expect.arrayContaining(['.zapsite-output', 'index.html', '404.html']));
    expect(out).not.toContain('holiday.jpg');

    const again = await build(s, '--out', '../photos');
    expect(again.code, again.stderr).toBe(0);
    expect(await readFile(join(s.dir, 'keep.txt'), 'utf8')).toBe('a file beside the site\n');
    expect((await readdir(s.dir)).sort()).toEqual(['keep.txt', 'photos', 'site']);
  });

  it("the site's own build/ folder is replaced without --force, as a Docusaurus site already has one", async () => {
    const s = await siteWithNeighbour();
    await mkdir(join(s.root, 'build'));
    await writeFile(join(s.root, 'build/docusaurus.html'), 'from Docusaurus');
    const r = await build(s);
    expect(r.code, r.stderr).toBe(0);
    expect(await readdir(join(s.root, 'build'))).toEqual(expect.arrayContaining(['.zapsite-output', 'index.html']));
    expect(await readdir(join(s.root, 'build'))).not.toContain('docusaurus.html');
    expect(await readFile(join(s.dir, 'keep.txt'), 'utf8')).toBe('a file beside the site\n');
  });

  it('documents --force in zapsite build --help', async () => {
    const r = await zapsite(['build', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/--force\s+let --out name a folder of other files/);
  });
});

/** A build that stops between the two renames of the swap (ZAPSITE_TEST_PAUSE=swap) until told to go on. */
function pausedBuild(
  s: TempSite,
  out: string,
): {
  child: ChildProcessWithoutNullStreams;
  paused: Promise<void>;
  done: Promise<{ code: number | null; stderr: string }>;
} {
  const child = spawn(process.execPath, [join(REPO, 'bin/zapsite.js'), 'build', '--offline', '--out', out], {
    cwd: s.root,
    env: userEnv({ NO_COLOR: '1', ZAPSITE_TEST_PAUSE: 'swap' }),
  });
  let stderr = '';
  child.stdout.resume();
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr })),
  );
  const paused = new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (b: Buffer) => {
      stderr += b.toString();
      if (stderr.includes('zapsite: test pause at swap')) resolve();
    });
    child.on('close', () => reject(new Error(`the build ended without pausing at the swap:\n${stderr}`)));
  });
  return { child, paused, done };
}

describe('the swap', () => {
  it('after a kill between its two renames, the next build puts the old output back and removes the leftovers', async () => {
    const s = await siteWithNeighbour();
    const first = await build(s, '--out', '../out');
    expect(first.code, first.stderr).toBe(0);
    const before = await snapshot(join(s.dir, 'out'));

    const b = pausedBuild(s, '../out');
    await b.paused;
    b.child.kill('SIGKILL');
    await b.done;
    // The window: the output is aside and the new one not yet in.
    const left = await readdir(s.dir);
    expect(left).not.toContain('out');
    expect(left.some((n) => /^out\.old-\d+-/.test(n))).toBe(true);
    expect(left.some((n) => /^out\.tmp-\d+-/.test(n))).toBe(true);

    // The next build fails on content: the old output is back, whole, and nothing else is left.
    const intro = join(s.root, 'content/docs/intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')) + '\nSee [nowhere](/docs/nowhere/).\n');
    const next = await build(s, '--out', '../out');
    expect(next.code).toBe(1);
    expect(next.stderr).toContain('error[broken-link]');
    expect(await snapshot(join(s.dir, 'out'))).toEqual(before);
    expect((await readdir(s.dir)).sort()).toEqual(['keep.txt', 'out', 'site']);
  });

  it('two builds finishing together both succeed and leave one whole output and no leftovers', async () => {
    const s = await siteWithNeighbour();
    expect((await build(s, '--out', '../out')).code).toBe(0);
    const a = pausedBuild(s, '../out');
    await a.paused;
    // B builds the site with a new title and swaps its output in while A waits mid-swap.
    const intro = join(s.root, 'content/docs/intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')).replace('title: Introduction', 'title: Welcome'));
    const b = await build(s, '--out', '../out');
    expect(b.code, b.stderr).toBe(0);
    expect(await readFile(join(s.dir, 'out/docs/index.html'), 'utf8')).toContain('<title>Welcome | Fixture</title>');
    a.child.stdin.end('go\n');
    const ra = await a.done;
    expect(ra.code, ra.stderr).toBe(0);
    // A finished last: its output (the old title) is the one in place, whole.
    const page = await readFile(join(s.dir, 'out/docs/index.html'), 'utf8');
    expect(page).toContain('<title>Introduction | Fixture</title>');
    expect(await readdir(join(s.dir, 'out'))).toEqual(
      expect.arrayContaining(['.zapsite-output', 'index.html', '404.html', 'assets']),
    );
    expect((await readdir(s.dir)).sort()).toEqual(['keep.txt', 'out', 'site']);
  });

  it("removes a killed build's temporary folder and leaves a running build's alone", async () => {
    const s = await siteWithNeighbour();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    await mkdir(join(s.dir, `out.tmp-${gone}-abc1/docs`), { recursive: true });
    await mkdir(join(s.dir, `out.tmp-${process.ppid}-abc2`));
    const r = await build(s, '--out', '../out');
    expect(r.code, r.stderr).toBe(0);
    expect((await readdir(s.dir)).sort()).toEqual(['keep.txt', 'out', `out.tmp-${process.ppid}-abc2`, 'site']);
  });
});

describe.skipIf(!root)('disks: a mount point, a full disk, a read-only disk, an unreadable file (needs root)', () => {
  it('writes into an output folder that is a mount point in place, and keeps it mounted', async () => {
    const s = await siteWithNeighbour();
    const vol = join(s.dir, 'vol');
    await mkdir(vol);
    mount(vol, 'size=8m');
    const first = await build(s, '--out', '../vol');
    expect(first.code, first.stderr).toBe(0);
    await writeFile(join(vol, 'stale.html'), 'old');
    const second = await build(s, '--out', '../vol');
    expect(second.code, second.stderr).toBe(0);
    const files = await readdir(vol);
    expect(files).toEqual(expect.arrayContaining(['.zapsite-output', 'index.html', 'docs', 'assets']));
    expect(files).not.toContain('stale.html');
    expect((await stat(vol)).dev).not.toBe((await stat(s.dir)).dev);
    expect((await readdir(s.dir)).sort()).toEqual(['keep.txt', 'site', 'vol']);
  });

  it('names the path and "the disk is full" when the disk fills, and leaves the disk as it was', async () => {
    const s = await siteWithNeighbour();
    const small = join(s.dir, 'small');
    await mkdir(small);
    mount(small, 'size=64k');
    await writeFile(join(small, 'keep.txt'), 'on the small disk\n');
    const r = await build(s, '--out', '../small/out');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /error\[output-write\]: Could not write \/.*small\/out\.tmp-\d+-\S+: the disk is full \(ENOSPC\)\./,
    );
    expect(r.stderr).toContain('hint: Free space on that disk');
    expect(r.stderr).not.toContain('Unexpected error');
    expect(await readdir(small)).toEqual(['keep.txt']);
    expect(await readFile(join(small, 'keep.txt'), 'utf8')).toBe('on the small disk\n');
  });

  it('names the output and "read-only" on a read-only disk, before touching the old output', async () => {
    const s = await siteWithNeighbour();
    const vol = join(s.dir, 'vol');
    await mkdir(vol);
    mount(vol, 'size=8m');
    expect((await build(s, '--out', '../vol/out')).code).toBe(0);
    const before = await snapshot(vol);
    const ro = spawnSync('mount', ['-o', 'remount,ro', vol]);
    expect(ro.status).toBe(0);
    const r = await build(s, '--out', '../vol/out');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /error\[output-write\]: Could not write \/.*vol: the file system is read-only \(EROFS\)\./,
    );
    expect(r.stderr).toContain('hint: Pass --out a folder on a writable disk');
    expect(await snapshot(vol)).toEqual(before);
  });

  it('an output folder that is a read-only mount point fails before anything in it changes', async () => {
    const s = await siteWithNeighbour();
    const vol = join(s.dir, 'vol');
    await mkdir(vol);
    mount(vol, 'size=8m');
    expect((await build(s, '--out', '../vol')).code).toBe(0);
    const before = await snapshot(vol);
    expect(spawnSync('mount', ['-o', 'remount,ro', vol]).status).toBe(0);
    const r = await build(s, '--out', '../vol');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /error\[output-write\]: Could not write \/.*vol: the file system is read-only \(EROFS\)\./,
    );
    expect(await snapshot(vol)).toEqual(before);
    expect((await readdir(s.dir)).sort()).toEqual(['keep.txt', 'site', 'vol']);
  });

  it('names an unreadable source file and the cause (root without the capability to read everything)', async () => {
    const s = await siteWithNeighbour();
    await chmod(join(s.root, 'content/docs/intro.md'), 0o000);
    // Root reads any file; without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH it obeys the mode like
    // anyone else. (Another user could not reach a checkout in a private temporary folder.)
    const caps = '-dac_override,-dac_read_search';
    const args = [`--inh-caps=${caps}`, `--bounding-set=${caps}`, process.execPath, join(REPO, 'bin/zapsite.js')];
    const r = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn('setpriv', [...args, 'build', '--offline', '--out', '../out'], {
        cwd: s.root,
        env: userEnv({ NO_COLOR: '1' }),
      });
      let stderr = '';
      child.stdout.resume();
      child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr }));
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error[read-failed]: Could not read content/docs/intro.md: permission denied (EACCES).');
    expect(r.stderr).toContain('  --> content/docs/intro.md');
    expect(r.stderr).not.toContain('Unexpected error');
    expect((await readdir(s.dir)).sort()).toEqual(['keep.txt', 'site']);
  });
});
