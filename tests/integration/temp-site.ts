// A fixture copied into a temporary folder, for cases whose files are made at test time
// (binary, huge, or awkward names) or changed between two builds.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { FIXTURES } from '../helpers/paths.ts';
import { zapsite, type Run } from '../helpers/cli.ts';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';

export interface TempSite {
  root: string;
  /** The folder holding root, for output folders next to it. */
  dir: string;
  remove(): Promise<void>;
}

export async function copyFixture(name: string): Promise<TempSite> {
  const dir = await mkdtemp(join(tmpdir(), `zapsite-${name}-`));
  const root = join(dir, 'site');
  await cp(join(FIXTURES, name), root, { recursive: true });
  return { root, dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes a file into a site folder, making its folders. */
export async function put(root: string, rel: string, text: string | Uint8Array): Promise<void> {
  await mkdir(dirname(join(root, rel)), { recursive: true });
  await writeFile(join(root, rel), text);
}

/** A fixture copied, its zapsite.config.ts rewritten by `edit` (a test's own settings on a shared site). */
export async function copyFixtureWithConfig(name: string, edit: (config: string) => string): Promise<TempSite> {
  const site = await copyFixture(name);
  const file = join(site.root, 'zapsite.config.ts');
  await writeFile(file, edit(await readFile(file, 'utf8')));
  return site;
}

/**
 * The classic fixture copied with `components` as its components file (src/theme/MDXComponents.js)
 * and `markdown` options beside it (`interactive: { … }`, as the config writes them), and `files`
 * (path -> text) written into it.
 */
export async function classicWithComponents(
  components: string,
  files: Record<string, string> = {},
  markdown = '',
): Promise<TempSite> {
  const site = await copyFixtureWithConfig('classic-site', (c) =>
    c.replace(
      "theme: { name: 'classic'",
      `markdown: { components: 'src/theme/MDXComponents.js'${markdown ? `, ${markdown}` : ''} },\n  theme: { name: 'classic'`,
    ),
  );
  await put(site.root, 'src/theme/MDXComponents.js', components);
  for (const [path, text] of Object.entries(files)) await put(site.root, path, text);
  return site;
}

export interface BuiltCopy {
  /** The copied site. */
  readonly site: TempSite;
  /** The build's output folder, beside the site. */
  readonly out: string;
  /** What the CLI printed for the build. */
  readonly build: Run;
  /** A file of the output, as text. */
  page(rel: string): Promise<string>;
}

/**
 * `fixture` copied with `files` (path -> text) written into it and built once by the CLI before the
 * file's tests (`zapsite build --root <site> --out <out>`); removed after them.
 */
export function builtCopy(fixture: string, files: Record<string, string | Uint8Array>): BuiltCopy {
  let site: TempSite | undefined;
  let build: Run | undefined;
  const copy: BuiltCopy = {
    get site() {
      return site!;
    },
    get out() {
      return join(site!.dir, 'out');
    },
    get build() {
      return build!;
    },
    page: (rel) => readFile(join(copy.out, rel), 'utf8'),
  };
  beforeAll(async () => {
    site = await copyFixture(fixture);
    for (const [rel, text] of Object.entries(files)) await put(site.root, rel, text);
    build = await zapsite(['build', '--root', site.root, '--out', copy.out]);
  }, 120_000);
  afterAll(() => site?.remove());
  return copy;
}

export interface MigratedSite {
  /** The site's folder (a Docusaurus site of the test's files). */
  readonly root: string;
  /** The build's output folder, beside the site. */
  readonly out: string;
  /** What `zapsite migrate --from docusaurus` printed. */
  readonly migrated: Run;
  /** What `zapsite build` printed. */
  readonly built: Run;
}

/**
 * A Docusaurus site of `files` (path -> text) in a temporary folder, migrated and built once by the
 * CLI before the file's tests (`migrate --from docusaurus --root`, then `build --root --out`); removed after them.
 */
export function migratedSite(
  name: string,
  files: Record<string, string>,
  /** Run on the site folder before migrate (a test's packages linked in). */
  prepare?: (root: string) => void,
): MigratedSite {
  let dir = '';
  let migrated: Run | undefined;
  let built: Run | undefined;
  const site: MigratedSite = {
    get root() {
      return join(dir, 'site');
    },
    get out() {
      return join(dir, 'out');
    },
    get migrated() {
      return migrated!;
    },
    get built() {
      return built!;
    },
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `zapsite-${name}-`));
    for (const [path, text] of Object.entries(files)) await put(site.root, path, text);
    prepare?.(site.root);
    migrated = await zapsite(['migrate', '--from', 'docusaurus', '--root', site.root]);
    built = await zapsite(['build', '--root', site.root, '--out', site.out]);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return site;
}

/**
 * One in-memory build of `site` with its config edited by `edit` (which must change it), the config
 * put back afterwards; the outcome and the edited config's text, for the lines a problem names.
 */
export async function buildWithEditedConfig(
  site: TempSite,
  edit: (config: string) => string,
): Promise<{ outcome: FixtureOutcome; edited: string }> {
  const file = join(site.root, 'zapsite.config.ts');
  const config = await readFile(file, 'utf8');
  const edited = edit(config);
  if (edited === config) throw new Error('buildWithEditedConfig: the edit changed nothing in the config');
  await writeFile(file, edited);
  try {
    return { outcome: await buildFixture(site.root), edited };
  } finally {
    await writeFile(file, config);
  }
}
