// What a newcomer's machine does to the README's promise: an old Node on PATH, npm's
// install-script policy, and the README's commands as CI runs them.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.ts';
import { userEnv } from '../helpers/user-env.ts';

/** Runs the real bin under this Node, with process.versions.node replaced before the bin loads. */
function binAs(version: string, args: string[], nodeFlags: string[] = []) {
  const fake = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:${JSON.stringify(version)}})`;
  return spawnSync(process.execPath, [...nodeFlags, '--import', fake, 'bin/zapsite.js', ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: userEnv({ NO_COLOR: '1' }),
  });
}

describe('bin/zapsite.js on a Node that cannot run it', () => {
  it('prints one line naming Node 22.12 and how to get it, and exits 1 (no stack trace)', () => {
    const r = binAs('20.20.2', ['build', '--out', '/nonexistent/never-written']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^zapsite needs Node\.js 22\.12 or newer and this is Node\.js 20\.20\.2: run it through npm \(npm run build/,
    );
    expect(r.stderr).not.toMatch(/SyntaxError|at .*:\d+:\d+/);
  });

  it('names the flag when type stripping is off, and exits 1', () => {
    const r = binAs(process.versions.node, ['--help'], ['--no-experimental-strip-types']);
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('NODE_OPTIONS=--experimental-strip-types');
  });

  it('runs the CLI on a Node that can', () => {
    const r = binAs(process.versions.node, ['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: zapsite');
  });
});

describe('npm install-script policy', () => {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
    allowScripts?: Record<string, boolean>;
  };
  const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  const withScripts = Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .sort();

  it('reviews every locked dependency that has an install script, and nothing else', () => {
    const reviewed = Object.keys(pkg.allowScripts ?? {})
      .map((key) => key.replace(/(.)@.*$/, '$1'))
      .sort();
    expect(reviewed).toEqual(withScripts);
  });

  it('lets the bundled Node install itself: npm scripts would fall back to an old system Node without it', () => {
    expect(pkg.allowScripts?.node).toBe(true);
  });
});

describe("the README's set-up commands, as CI reads them", () => {
  it('are two: install and build, then the tests', () => {
    const r = spawnSync('bash', ['scripts/readme-commands.sh', 'README.md'], { cwd: REPO, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual(['npm ci && npm run build', 'npm test']);
  });

  it('has an npm script for every command the README shows', () => {
    const scripts = (
      JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    // Script names may hold a colon, as `docs:version` does.
    const used = [...readme.matchAll(/npm run ([a-z0-9:-]+)/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(4);
    for (const name of new Set(used)) expect(scripts[name], `npm run ${name}`).toBeDefined();
    for (const command of ['build', 'dev', 'serve', 'check-links', 'sync-remote', 'migrate', 'docs:version'])
      expect(scripts[command]).toBe(`node bin/zapsite.js ${command}`);
  });
});
