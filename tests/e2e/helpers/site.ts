// Build a site (the real one or a fixture) into a temp folder for browser tests, offline.
import { mkdtemp, rm, cp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../../generator/pipeline.ts';

export const REPO = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));
export const SCREENSHOTS = join(REPO, 'test-results', 'screenshots');

export interface BuiltSite {
  dir: string;
  cleanup(): Promise<void>;
}

export async function buildSite(root: string): Promise<BuiltSite> {
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
 * A fixture copied to a temp folder with its config text edited first: for variants of one
 * fixture (a new announcement id) without keeping near-identical fixtures around.
 */
export async function buildFixtureVariant(name: string, edit: (config: string) => string): Promise<BuiltSite> {
  const tmp = await mkdtemp(join(tmpdir(), 'zs-e2e-src-'));
  const root = join(tmp, name);
  await cp(join(FIXTURES, name), root, { recursive: true });
  const configPath = join(root, 'zapsite.config.ts');
  const before = await readFile(configPath, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`buildFixtureVariant(${name}): the edit changed nothing in zapsite.config.ts`);
  await writeFile(configPath, after);
  const built = await buildSite(root);
  return {
    dir: built.dir,
    cleanup: async () => {
      await built.cleanup();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
