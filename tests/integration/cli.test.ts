// The real CLI in a child process: exit codes, stage lines, the summary, and code frames on stderr.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { REPO } from '../helpers/paths.ts';
import { zapsite } from '../helpers/cli.ts';
import { userEnv } from '../helpers/user-env.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zapsite-cli-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('zapsite CLI', () => {
  it("runs from the README's build command, `npm run build`, on a fresh checkout (no zapsite on PATH)", async () => {
    const first = /```sh\n(.*)\n/.exec(readFileSync(join(REPO, 'README.md'), 'utf8'))![1];
    expect(first).toMatch(/^npm ci && npm run build\s/);
    const out = join(tmp, 'npm-run-build');
    // npm as npm itself was started (npm test), with a PATH that has no global zapsite.
    const npm: [string, ...string[]] = process.env.npm_execpath
      ? [process.execPath, process.env.npm_execpath]
      : ['npm'];
    const r = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(npm[0], [...npm.slice(1), 'run', 'build', '--', '--offline', '--out', out], {
        cwd: REPO,
        env: userEnv({ NO_COLOR: '1' }),
      });
      let output = '';
      child.stdout.on('data', (b: Buffer) => (output += b.toString()));
      child.stderr.on('data', (b: Buffer) => (output += b.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, output }));
    });
    expect(r.output).not.toMatch(/not found/);
    expect(r.code).toBe(0);
    expect(r.output).toMatch(/^zapsite build /m);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'docs/index.html'))).toBe(true);
  });

  it('builds a site: exit code 0, one line per stage, and the summary', async () => {
    const out = join(tmp, 'basic');
    const r = await zapsite(['build', '--root', 'tests/fixtures/basic', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`zapsite build ${join(REPO, 'tests/fixtures/basic')}`);
    const stages = lines.slice(1, -1).map((l) => /^ {2}([a-z]+) +\d+(?:\.\d+)? m?s(?: {2}(.*))?$/.exec(l));
    expect(stages.every(Boolean)).toBe(true);
    expect(stages.map((m) => m![1])).toEqual([
      'config',
      'scan',
      'routes',
      'content',
      'validate',
      'bundle',
      'extras',
      'render',
      'emit',
    ]);
    const detail = Object.fromEntries(stages.map((m) => [m![1], m![2]]));
    const fixture = join(REPO, 'tests/fixtures/basic');
    const sources = await fg('content/**/*.{md,mdx}', { cwd: fixture });
    const statics = await fg('static/**/*', { cwd: fixture, onlyFiles: true, dot: true });
    expect(detail.scan).toBe(`${sources.length} sources, ${statics.length} static files`);

    const written = await fg('**/*', { cwd: out, onlyFiles: true, dot: true });
    const htmlPages = written.filter((f) => f.endsWith('.html'));
    expect(detail.routes).toBe(`${htmlPages.length} pages`);
    expect(detail.render).toBe(`${htmlPages.length} pages`);
    expect(detail.emit).toBe(`${written.length} files`);
    const summary = /^Built (\d+) pages \((\d+) files\) in \d+(?:\.\d+)? m?s\.$/.exec(lines[lines.length - 1]!);
    expect(summary).not.toBeNull();
    expect(Number(summary![1])).toBe(htmlPages.length);
    expect(Number(summary![2])).toBe(written.length);
    expect(written).toEqual(
      expect.arrayContaining([
        'index.html',
        'docs/index.html',
        'docs/guide/index.html',
        '404.html',
        'old/index.html',
        'img/dot.svg',
      ]),
    );
  });

  it('fails a broken site with exit code 1, the location and a caret code frame on stderr, and writes nothing', async () => {
    const out = join(tmp, 'broken');
    const r = await zapsite(['build', '--root', 'tests/fixtures/broken-link', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      [
        'error[broken-link]: Broken link on /docs/intro/: "/docs/setup/" does not match any page or file of the site.',
        '  --> content/docs/intro.md:7:5',
        '  |',
        '7 | See [the setup page](/docs/setup/) next.',
        '  |     ^',
      ].join('\n'),
    );
    expect(r.stderr).toContain('1 error, 0 warnings');
    expect(r.stderr).toContain('Build failed: nothing was written; the previous output is unchanged.');
    expect(r.stdout).not.toMatch(/^Built /m);
    expect(existsSync(out)).toBe(false);
  });

  it('stops on a bad config with exit code 2', async () => {
    const r = await zapsite(['build', '--root', 'tests/fixtures/bad-config-key', '--out', join(tmp, 'config')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      [
        'error[config-unknown-key]: Unknown config key "tagLine".',
        '  --> zapsite.config.ts:9:3',
        '  |',
        "9 |   tagLine: 'Misspelt',",
        '  |   ^',
        '  hint: Did you mean "tagline"?',
      ].join('\n'),
    );
    expect(r.stderr).toContain('Build stopped: fix the configuration above.');
  });

  it('exits 2 for a folder without a config', async () => {
    const r = await zapsite(['build', '--root', 'tests/fixtures', '--out', join(tmp, 'none')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error[config-missing]: No zapsite config found in');
  });

  it('prints help with exit code 0', async () => {
    const r = await zapsite(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: zapsite [options] [command]');
    expect(r.stdout).toMatch(/^ {2}build \[options\] +Build the site/m);
    expect(r.stdout).toMatch(/^ {2}check-links \[options\]/m);
  });

  it('exits 2 for an unknown command', async () => {
    const r = await zapsite(['biuld']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown command 'biuld'");
  });
});
