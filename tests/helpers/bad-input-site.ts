// A fixture copied to a temporary folder and built once with the CLI, for tests that break it and
// check that the failed build leaves the last good output exactly as it was.
import { afterAll, beforeAll, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from './paths.ts';
import { zapsite, type Run } from './cli.ts';

export interface BadInputSite {
  /** The copied site's folder. */
  readonly root: string;
  /** The page the checks compare, as the last good build wrote it. */
  readonly goodPage: string;
  /** What the CLI printed for the last good build. */
  readonly goodRun: Run;
  /** Rewrites one file of the site (edits add up until the next build); put back by restore(). */
  edit(rel: string, change: (text: string) => string): void;
  /** Adds a file the fixture does not have; removed by restore(). */
  add(rel: string, bytes: string | Buffer): void;
  /** Deletes a file of the fixture; put back by restore(). */
  unlink(rel: string): void;
  /** Puts back every file edited or deleted and removes every file added since the last restore. */
  restore(): void;
  /** Runs the CLI (a build of the site unless `args` say otherwise) and then restores the site. */
  run(args?: string[], cwd?: string, env?: Record<string, string>): Promise<Run>;
  /** Builds with the CLI, restores the site, and checks the build failed with `code` and wrote nothing. */
  buildFails(code?: number, env?: Record<string, string>): Promise<Run>;
  /** Builds with the CLI, restores the site, checks it succeeded; its output is the new last good build. */
  buildPasses(): Promise<Run>;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

/**
 * Copies `fixture` to a temporary folder and builds it before the file's tests (removed after
 * them); `page` is the output file, under build/, whose bytes must survive a failed build.
 */
export function badInputSite(fixture: string, page: string): BadInputSite {
  let root = '';
  let goodPage = '';
  let goodFiles: string[] = [];
  let goodRun: Run = { code: null, stdout: '', stderr: '' };
  const originals = new Map<string, string>();
  const added = new Set<string>();

  const remember = (run: Run): void => {
    goodRun = run;
    goodPage = readFileSync(join(root, 'build', page), 'utf8');
    goodFiles = listFiles(join(root, 'build'));
  };

  const site: BadInputSite = {
    get root() {
      return root;
    },
    get goodPage() {
      return goodPage;
    },
    get goodRun() {
      return goodRun;
    },
    edit(rel, change) {
      const path = join(root, rel);
      const text = readFileSync(path, 'utf8');
      if (!originals.has(rel)) originals.set(rel, text);
      writeFileSync(path, change(text));
    },
    add(rel, bytes) {
      writeFileSync(join(root, rel), bytes);
      added.add(rel);
    },
    unlink(rel) {
      const path = join(root, rel);
      if (!originals.has(rel)) originals.set(rel, readFileSync(path, 'utf8'));
      unlinkSync(path);
    },
    restore() {
      for (const [rel, text] of originals) writeFileSync(join(root, rel), text);
      originals.clear();
      for (const rel of added) unlinkSync(join(root, rel));
      added.clear();
    },
    async run(args = ['build', '--root', root], cwd?: string, env: Record<string, string> = {}) {
      try {
        return await zapsite(args, env, cwd);
      } finally {
        site.restore();
      }
    },
    async buildFails(code = 1, env?: Record<string, string>) {
      const run = await site.run(undefined, undefined, env);
      // A signal is named: one build here once ended by a signal with nothing on stderr.
      expect(run.code, `signal ${run.signal ?? 'none'}; stderr:\n${run.stderr}`).toBe(code);
      // Nothing was written: the previous output is whole.
      expect(readFileSync(join(root, 'build', page), 'utf8')).toBe(goodPage);
      expect(listFiles(join(root, 'build'))).toEqual(goodFiles);
      return run;
    },
    async buildPasses() {
      const run = await site.run();
      expect(run.code, run.stderr).toBe(0);
      remember(run);
      return run;
    },
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `zapsite-bad-${fixture}-`));
    cpSync(`${FIXTURES}${fixture}`, root, { recursive: true });
    await site.buildPasses();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return site;
}
