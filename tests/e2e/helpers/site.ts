// Build a site (the real one or a fixture) into a temp folder for browser tests, offline.
import { mkdtemp, rm, cp, readFile, writeFile, mkdir, rename } from 'node:fs/promises';
import { existsSync, readFileSync, watch } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { BuildOptions } from '../../../generator/pipeline.ts';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
export const SCREENSHOTS = join(REPO, 'test-results', 'screenshots');

export interface BuiltSite {
  dir: string;
  cleanup(): Promise<void>;
}

/**
 * A site built for browser tests. Within a test run (tests/setup/e2e-global.ts) each root is built
 * once, by the first file that asks, and every file serves that same folder: tests only read a
 * build, never write to it. Outside that setup, a private build deleted by cleanup().
 */
export async function buildSite(root: string): Promise<BuiltSite> {
  const shared = inject('sharedBuilds');
  if (shared) return { dir: await sharedBuild(shared, root), cleanup: async () => {} };
  return privateBuild(root);
}

/**
 * The generator's build, imported when a file builds: most browser test files serve a build another
 * file made (sharedBuild), and importing the whole generator cost each of their processes seconds.
 */
async function build(options: BuildOptions): Promise<void> {
  // Every locale of a site, as `zapsite build` builds it (one plain build for a site in one locale).
  const locales = await import('../../../generator/i18n/build-locales.ts');
  await locales.buildSite(options);
}

async function privateBuild(root: string): Promise<BuiltSite> {
  const tmp = await mkdtemp(join(tmpdir(), 'zs-e2e-'));
  const dir = join(tmp, 'out');
  await build({ root, outDir: dir, offline: true });
  return { dir, cleanup: () => rm(tmp, { recursive: true, force: true }) };
}

/**
 * The Zaparoo site in this repository. While iterating on tests only, ZS_E2E_REAL_SITE may name
 * a folder already built from the current tree, to skip the build.
 */
export async function buildRealSite(): Promise<BuiltSite> {
  const prebuilt = process.env.ZS_E2E_REAL_SITE;
  if (prebuilt) return { dir: prebuilt, cleanup: async () => {} };
  return buildSite(REPO.replace(/\/$/, ''));
}

/**
 * A fixture copied to a temp folder with its config text edited first, and `files` (path in the
 * site -> text) added: for variants of one fixture (a new announcement id, a swizzled component)
 * without keeping near-identical fixtures around.
 */
export async function buildFixtureVariant(
  name: string,
  edit: (config: string) => string,
  files: Record<string, string> = {},
  /** Run on the copy before it is built (a test's packages linked in). */
  prepare?: (root: string) => void,
): Promise<BuiltSite> {
  const tmp = await mkdtemp(join(tmpdir(), 'zs-e2e-src-'));
  const root = join(tmp, name);
  await cp(join(FIXTURES, name), root, { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(join(root, rel, '..'), { recursive: true });
    await writeFile(join(root, rel), text);
  }
  const configPath = join(root, 'zapsite.config.ts');
  const before = await readFile(configPath, 'utf8');
  const after = edit(before);
  if (after === before && !Object.keys(files).length)
    throw new Error(`buildFixtureVariant(${name}): the edit changed nothing in zapsite.config.ts`);
  await writeFile(configPath, after);
  prepare?.(root);
  const built = await privateBuild(root);
  return {
    dir: built.dir,
    cleanup: async () => {
      await built.cleanup();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * The classic fixture with `options` (config lines as written, e.g. `markdown: { ... },`) added
 * before its theme, and `files` added: how most classic e2e tests set up their site.
 */
export function classicSiteWith(
  options: string,
  files: Record<string, string>,
  prepare?: (root: string) => void,
): Promise<BuiltSite> {
  const theme = "  theme: { name: 'classic'";
  return buildFixtureVariant(
    'classic-site',
    (config) => config.replace(theme, `  ${options}\n${theme}`),
    files,
    prepare,
  );
}

const building = new Map<string, Promise<string>>();

/**
 * The folder `root` is built into under `shared`. Test files run in separate processes, so the
 * first to claim a root (mkdir is atomic) builds it and then writes `<key>.done` (empty, or the
 * build's error); the others wait for that file to appear.
 */
function sharedBuild(shared: string, root: string): Promise<string> {
  let promise = building.get(root);
  if (!promise) {
    promise = claimOrWait(shared, root);
    building.set(root, promise);
  }
  return promise;
}

async function claimOrWait(shared: string, root: string): Promise<string> {
  const key = createHash('sha256').update(root).digest('hex').slice(0, 16);
  const dir = join(shared, key);
  const done = join(shared, `${key}.done`);
  try {
    await mkdir(join(shared, `${key}.claim`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await appears(shared, `${key}.done`);
    const failure = readFileSync(done, 'utf8');
    if (failure) throw new Error(`Building ${root} failed (in another test file):\n${failure}`);
    return dir;
  }
  let failure = '';
  try {
    await build({ root, outDir: dir, offline: true });
  } catch (error) {
    failure = String((error as Error).stack ?? error);
    throw error;
  } finally {
    // Written whole, then renamed into place: a waiting file never reads half of it.
    await writeFile(`${done}.tmp`, failure);
    await rename(`${done}.tmp`, done);
  }
  return dir;
}

/** Resolves once `name` exists in `folder`; the caller's hook timeout bounds the wait. */
function appears(folder: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = watch(folder, () => check());
    watcher.on('error', (error) => {
      watcher.close();
      reject(error);
    });
    function check(): void {
      if (!existsSync(join(folder, name))) return;
      watcher.close();
      resolve();
    }
    check();
  });
}
