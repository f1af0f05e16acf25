// PACKS THE CHECKOUT: slow (about a minute) because it is what a user does. `npm pack` builds
// dist/ (scripts/build-package.ts, the "prepack" script; tests/helpers/packed-zapsite.ts packs once
// for every test file that needs the tarball), the tarball is installed with npm into a
// fresh project outside the repository, and the installed CLI runs there: --version, init, build,
// also with Node's type stripping off, since Node strips no types inside node_modules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { REPO } from '../helpers/paths.ts';
import { NODE_24_DIR, packedZapsite } from '../helpers/packed-zapsite.ts';
import { userEnv } from '../helpers/user-env.ts';

const TSC = join(REPO, 'node_modules/.bin/tsc');
/** As a user runs it, and with Node's type stripping off. */
const BOTH_WAYS: Record<string, string>[] = [{}, { NODE_OPTIONS: '--no-experimental-strip-types' }];

let temp: string;
let project: string;
let packed: string[];
const version = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;

/** A command in the user's project, with our Node 24 first on PATH (as `npm install -D node@24` would give). */
function run(cmd: string, args: string[], env: Record<string, string> = {}, cwd = project) {
  const options: SpawnSyncOptions = {
    cwd,
    encoding: 'utf8',
    env: userEnv({ NO_COLOR: '1', PATH: `${NODE_24_DIR}${delimiter}${process.env.PATH}`, ...env }),
  };
  const r = spawnSync(cmd, args, options);
  if (r.error) throw r.error;
  return { code: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
}

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'zapsite-package-'));
  const { tarball, files } = packedZapsite();
  packed = files;
  project = join(temp, 'my-docs');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-docs', private: true }, null, 2));
  // As in a user's project: npm's own policy for install scripts, not the strict one this
  // repository's CI sets for its own dependencies (npm_config_strict_allow_scripts).
  const install = run('npm', ['install', '--no-audit', '--no-fund', tarball], {
    npm_config_strict_allow_scripts: 'false',
  });
  expect(install.code, install.stderr).toBe(0);
});

afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('npm pack: the tarball a registry would publish', () => {
  it('holds the compiled CLI, its source maps and types, and no tests, bench, fixtures, content or CLI sources', () => {
    expect(packed).toContain('dist/main.mjs');
    expect(packed).toContain('dist/main.mjs.map');
    expect(packed).toContain('dist/thread.mjs');
    expect(packed).toContain('dist/config.mjs');
    expect(packed).toContain('dist/types/generator/config/define.d.ts');
    expect(packed).toContain('dist/types/theme/docusaurus/Link.d.ts');
    expect(packed).toContain('theme/server.tsx'); // read by esbuild, never imported by Node
    for (const path of packed) {
      expect(path).not.toMatch(/^(tests|bench|content|remote|static|scripts|cli|docs|node_modules)\//);
      expect(path).not.toMatch(/fixtures|\.test\.tsx?$/);
    }
    const map = JSON.parse(readFileSync(join(project, 'node_modules/zapsite/dist/main.mjs.map'), 'utf8')) as {
      sources: string[];
    };
    expect(map.sources).toContain('../cli/main.ts');
  });

  it('is a package a project can depend on: not private, Node >= 22.12, no Node runtime among its dependencies', () => {
    const pkg = JSON.parse(readFileSync(join(project, 'node_modules/zapsite/package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(pkg.private).toBeUndefined();
    expect(pkg.engines).toEqual({ node: '>=22.12' });
    expect(Object.keys(pkg.dependencies as object)).not.toContain('node');
    expect(existsSync(join(project, 'node_modules/node'))).toBe(false);
  });
});

describe('the installed package in a fresh project', () => {
  it('prints its version with Node 24, and with type stripping off', () => {
    for (const env of BOTH_WAYS) {
      const r = run('npx', ['zapsite', '--version'], env);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.trim()).toBe(version);
    }
  });

  it('init writes a starting site that builds, with type stripping off, and its config type-checks', () => {
    const init = run('npx', ['zapsite', 'init']);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('wrote zapsite.config.ts');
    expect(readFileSync(join(project, 'zapsite.config.ts'), 'utf8')).toContain(
      "import { defineConfig } from 'zapsite/config'",
    );

    for (const env of BOTH_WAYS) {
      const build = run('npx', ['zapsite', 'build'], env);
      expect(build.code, build.stdout + build.stderr).toBe(0);
      expect(build.stderr).not.toMatch(/ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING|warning/i);
      expect(build.stdout).toMatch(/Built \d+ pages/);
      const home = readFileSync(join(project, 'build/index.html'), 'utf8');
      expect(home).toContain('This is the home page');
      expect(readFileSync(join(project, 'build/docs/intro/index.html'), 'utf8')).toContain('Getting started');
      expect(readFileSync(join(project, 'build/blog/index.html'), 'utf8')).toContain('Welcome');
    }

    // The user's own tsc (ours stands in) resolves zapsite/config through the package's exports and types.
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, types: [] },
        include: ['*.ts'],
      }),
    );
    const tsc = run(TSC, ['-p', '.']);
    expect(tsc.code, tsc.stdout).toBe(0);
    // ...and checks it against the real types, not `any`.
    writeFileSync(
      join(project, 'wrong.config.ts'),
      "import { defineConfig } from 'zapsite/config';\nexport default defineConfig({ title: 5, url: 'https://example.com' });\n",
    );
    const wrong = run(TSC, ['-p', '.']);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stdout).toContain(
      "wrong.config.ts(2,31): error TS2322: Type 'number' is not assignable to type 'string'.",
    );
    rmSync(join(project, 'wrong.config.ts'));
  });

  it('init refuses a folder holding files, and with --force adds only what is missing', () => {
    const mine = join(project, 'mine');
    mkdirSync(join(mine, 'content/docs'), { recursive: true });
    writeFileSync(join(mine, 'notes.md'), 'my notes\n');
    writeFileSync(join(mine, 'content/docs/intro.md'), '# My own intro\n');

    const refused = run('npx', ['zapsite', 'init', 'mine']);
    expect(refused.code).toBe(2);
    expect(refused.stdout + refused.stderr).toContain('init-not-empty');
    expect(refused.stdout + refused.stderr).toContain('notes.md');
    expect(existsSync(join(mine, 'zapsite.config.ts'))).toBe(false);

    const forced = run('npx', ['zapsite', 'init', 'mine', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('kept content/docs/intro.md (it exists)');
    expect(existsSync(join(mine, 'zapsite.config.ts'))).toBe(true);
    expect(readFileSync(join(mine, 'notes.md'), 'utf8')).toBe('my notes\n');
    expect(readFileSync(join(mine, 'content/docs/intro.md'), 'utf8')).toBe('# My own intro\n');
  });

  // The system's own Node, when it is older than 22.12 (this machine's /usr/bin/node is 20).
  const oldNode = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((p) => p && !p.startsWith(REPO) && dirname(p) !== NODE_24_DIR)
    .find((p) => Number(spawnSync(p, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.split('.')[0]) < 22);

  it.skipIf(!oldNode)(
    "says in one line on an old Node which Node it needs and how to get it in the user's project",
    () => {
      const r = run(oldNode!, ['node_modules/zapsite/bin/zapsite.js', '--version']);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^zapsite needs Node\.js 22\.12 or newer and this is Node\.js \d+\.\d+\.\d+: /);
      expect(lines[0]).toContain('npm install --save-dev node@24');
      expect(lines[0]).not.toContain('npm ci');
    },
  );
});
