// The tarball `npm pack` makes of this checkout, made once for every test file that installs it
// (tests/integration/package-*.test.ts). `npm pack` builds dist/ in the checkout (the "prepack"
// script), so two packs at once would write the same folder: a lock folder lets one test file
// pack while another waits. The tarball is kept under the system temp folder by a hash of what
// goes into it (sources, package.json, the lock file), so a later run with the same sources
// installs it again without packing; tarballs of other sources are removed after an hour.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  type Dirent,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { REPO } from './paths.ts';
import { keptFolder } from './kept-folder.ts';
import { takeDirLock } from './dir-lock.ts';
import { userEnv } from './user-env.ts';

const CACHE = join(tmpdir(), 'zapsite-test-pack');
/** Our Node 24 first on PATH, as npm scripts and npx give it in this repository. */
export const NODE_24_DIR = join(REPO, 'node_modules/node/bin');
const INPUT_DIRS = ['bin', 'cli', 'generator', 'theme', 'scripts'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.package.json', 'README.md'];
/** A kept tarball older than this is of sources long changed (a test installs it within minutes). */
const OLD_TARBALL_MS = 60 * 60_000;
/** A lock older than this was left by a run that died (packing takes well under a minute). */
const STALE_LOCK_MS = 10 * 60_000;

export interface Packed {
  /** The .tgz file. */
  tarball: string;
  /** The paths inside the package, as `npm pack --json` lists them. */
  files: string[];
}

export function packedZapsite(): Packed {
  mkdirSync(CACHE, { recursive: true });
  const dir = join(CACHE, inputsHash());
  const lock = `${dir}.lock`;
  takeDirLock(lock, STALE_LOCK_MS);
  try {
    keptFolder(dir, (aside) => {
      removeOldTarballs();
      const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', aside], {
        cwd: REPO,
        encoding: 'utf8',
        env: userEnv({ PATH: `${NODE_24_DIR}${delimiter}${process.env.PATH}` }),
      });
      if (pack.status !== 0) throw new Error(`npm pack failed (exit ${pack.status}):\n${pack.stderr}`);
      // Lifecycle scripts may print before npm's JSON.
      const [info] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as {
        filename: string;
        files: { path: string }[];
      }[];
      writeFileSync(
        join(aside, 'packed.json'),
        JSON.stringify({ tarball: info!.filename, files: info!.files.map((f) => f.path) }),
      );
    });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  const packed = JSON.parse(readFileSync(join(dir, 'packed.json'), 'utf8')) as Packed;
  return { tarball: join(dir, packed.tarball), files: packed.files };
}

function removeOldTarballs(): void {
  for (const name of readdirSync(CACHE)) {
    const path = join(CACHE, name);
    if (/^[0-9a-f]{16}$/.test(name) && Date.now() - statSync(path).mtimeMs > OLD_TARBALL_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/** A hash of every file that goes into the tarball or into building dist/. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const files = INPUT_FILES.map((f) => join(REPO, f)).filter((f) => existsSync(f));
  for (const dir of INPUT_DIRS) {
    const entries = readdirSync(join(REPO, dir), { recursive: true, withFileTypes: true }) as Dirent[];
    for (const e of entries) if (e.isFile()) files.push(join(e.parentPath, e.name));
  }
  for (const file of files.sort()) hash.update(file.slice(REPO.length)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
