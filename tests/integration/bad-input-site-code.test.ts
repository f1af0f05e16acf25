// Site code that never returns, ends the process, or throws where no render catches it, built with
// the CLI as a user meets it: each stops the build with the file named, a last line that says the
// build failed, and the last good build as it was. The time limit is set to a few seconds
// (ZAPSITE_SITE_CODE_TIMEOUT); the loops are endless, so only the limit decides when they stop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { badInputSite } from '../helpers/bad-input-site.ts';
import { REPO } from '../helpers/paths.ts';
import type { Run } from '../helpers/cli.ts';
import { userEnv } from '../helpers/user-env.ts';

const INTRO = 'content/docs/intro.mdx';
const BADGE = 'src/components/ReaderBadge.tsx';
const CONFIG = 'zapsite.config.ts';
const site = badInputSite('mdx-site', 'docs/index.html');
/** The limit, and the build on this thread alone (the fixture is far below the workers' threshold). */
const LIMIT = { ZAPSITE_SITE_CODE_TIMEOUT: '2', ZAPSITE_WORKERS: '0' };
/** Two build workers render every MDX page; this thread only hands them out. */
const ON_WORKERS = { ZAPSITE_SITE_CODE_TIMEOUT: '2', ZAPSITE_WORKERS: '2' };
const CONTENT_FAILED = 'Build failed: nothing was written; the previous output is unchanged.';
const CONFIG_STOPPED = 'Build stopped: fix the configuration above.';

/** The build's last line, and that it never claimed to have built. */
function lastLine(run: Run): string {
  expect(run.stdout).not.toContain('Built ');
  return run.stderr.trimEnd().split('\n').at(-1)!;
}

const loopInBadge = (t: string) => t.replace('  return (', "  if (name === 'ACR122U') while (true) {}\n  return (");

describe('site code that never finishes', () => {
  it('a component that loops is stopped at the limit, naming the page it renders', async () => {
    site.edit(BADGE, loopInBadge);
    const run = await site.buildFails(1, LIMIT);
    expect(run.stderr).toContain(
      `error[site-timeout]: Code from ${INTRO} (the page, a component it renders, or a timer it set) did not finish within 2 s, so the build stopped.`,
    );
    expect(run.stderr).toContain(`  --> ${INTRO}\n`);
    expect(lastLine(run)).toBe(CONTENT_FAILED);
  });

  it('an MDX expression that loops is stopped, naming the page', async () => {
    site.edit(INTRO, (t) =>
      t.replace('which makes {1 + 2} years', 'which makes {(() => { while (true) {} })()} years'),
    );
    const run = await site.buildFails(1, LIMIT);
    expect(run.stderr).toContain(`error[site-timeout]: Code from ${INTRO} `);
    expect(run.stderr).toContain(`  --> ${INTRO}\n`);
    expect(lastLine(run)).toBe(CONTENT_FAILED);
  });

  it('a page that awaits what never comes is stopped, naming the page', async () => {
    site.edit(INTRO, (t) => t + '\nexport const never = await new Promise(() => {});\n');
    const run = await site.buildFails(1, LIMIT);
    expect(run.stderr).toContain(`error[site-timeout]: Code from ${INTRO} `);
    expect(lastLine(run)).toBe(CONTENT_FAILED);
  });

  it('a config getter that loops (read after the config loaded) is stopped, exit 2, naming the config', async () => {
    site.edit(CONFIG, (t) => t.replace("title: 'Tap Bench',", "get title() { while (true) {} return 'Tap Bench'; },"));
    const run = await site.buildFails(2, LIMIT);
    expect(run.stderr).toContain(
      `error[site-timeout]: Code from ${CONFIG} (a getter, or a timer or callback it set up) did not finish within 2 s, so the build stopped.`,
    );
    expect(run.stderr).toContain(`  --> ${CONFIG}\n`);
    expect(lastLine(run)).toBe(CONFIG_STOPPED);
  });

  it('a Markdown plugin that works longer than the limit on a file, as a type-checking one does, is not stopped: it has ten times as long', async () => {
    site.edit(CONFIG, (t) =>
      t.replace(
        'blog: false,',
        "blog: false,\n  docs: { remarkPlugins: [() => (tree, file) => { if (String(file.path).endsWith('intro.mdx')) { const end = Date.now() + 3000; while (Date.now() < end) {} } }] },",
      ),
    );
    const run = await site.run(undefined, undefined, LIMIT);
    expect(run.stderr).not.toContain('site-timeout');
    expect(run.code, run.stderr).toBe(0);
  });

  it('a timer the config set that loops is stopped, exit 2, naming the config', async () => {
    site.edit(CONFIG, (t) => t + '\nsetTimeout(() => { while (true) {} });\n');
    const run = await site.buildFails(2, LIMIT);
    expect(run.stderr).toContain(
      `error[site-timeout]: Code from ${CONFIG} (a getter, or a timer or callback it set up)`,
    );
    expect(lastLine(run)).toBe(CONFIG_STOPPED);
  });

  it('a component that loops on a build worker: the worker is stopped, naming the page', async () => {
    site.edit(BADGE, loopInBadge);
    const run = await site.buildFails(1, ON_WORKERS);
    expect(run.stderr).toContain(`error[site-timeout]: Code from ${INTRO} `);
    expect(run.stderr).toContain(`  --> ${INTRO}\n`);
    expect(lastLine(run)).toBe(CONTENT_FAILED);
  });
});

describe('site code that ends the process', () => {
  it('process.exit(0) in an MDX expression is a located error, not a silent exit 0', async () => {
    site.edit(INTRO, (t) => t.replace('which makes {1 + 2} years', 'which makes {process.exit(0)} years'));
    const run = await site.buildFails(1, LIMIT);
    expect(run.stderr).toContain(
      `error[site-exit]: process.exit(0) was called by code from ${INTRO}, so the build stopped: site code may not end the process.`,
    );
    expect(run.stderr).toMatch(new RegExp(`--> ${INTRO}:13:\\d+`));
    expect(run.stderr).toContain(
      '13 | This bench has been tapping cards since {benchYear - 3}, which makes {process.exit(0)} years',
    );
    expect(lastLine(run)).toBe(CONTENT_FAILED);
  });

  it('process.exit(0) in the config is an error naming the config, exit 2', async () => {
    site.edit(CONFIG, (t) => t + '\nprocess.exit(0);\n');
    const run = await site.buildFails(2);
    expect(run.stderr).toContain(
      `error[site-exit]: process.exit(0) was called by code from ${CONFIG}, so the build stopped: site code may not end the process.`,
    );
    expect(run.stderr).toContain(`  --> ${CONFIG}\n`);
    expect(lastLine(run)).toBe(CONFIG_STOPPED);
  });

  it('process.exit in a component on a build worker names the line in the component', async () => {
    site.edit(BADGE, (t) => t.replace('  return (', "  if (name === 'ACR122U') process.exit(3);\n  return ("));
    const run = await site.buildFails(1, ON_WORKERS);
    expect(run.stderr).toContain(`error[site-exit]: process.exit(3) was called by code from ${INTRO}`);
    expect(run.stderr).toMatch(new RegExp(`--> ${BADGE}:5:\\d+`));
    expect(lastLine(run)).toBe(CONTENT_FAILED);
  });

  it('process.exit in a timer a page set, on a build worker, names the page', async () => {
    site.edit(INTRO, (t) => t + '\nexport const later = setTimeout(() => process.exit(0));\n');
    const run = await site.buildFails(1, ON_WORKERS);
    expect(run.stderr).toContain(`error[site-exit]: process.exit(0) was called by code from ${INTRO}`);
    expect(lastLine(run)).toBe(CONTENT_FAILED);
  });
});

describe('site code that throws where no render catches it', () => {
  it('a timer the config set that throws fails the build with a last line, exit 2', async () => {
    site.edit(CONFIG, (t) => t + "\nsetTimeout(() => { throw new Error('late'); });\n");
    const run = await site.buildFails(2);
    expect(run.stderr).toContain('error[site-uncaught]: An error no render caught stopped the build: late');
    expect(run.stderr).toContain(`  --> ${CONFIG}\n`);
    expect(lastLine(run)).toBe(CONFIG_STOPPED);
  });

  it('a promise the config rejects unhandled fails the build with a last line, exit 2', async () => {
    site.edit(CONFIG, (t) => t + "\nPromise.reject(new Error('nope'));\n");
    const run = await site.buildFails(2);
    expect(run.stderr).toContain('error[site-uncaught]: An error no render caught stopped the build: nope');
    expect(lastLine(run)).toBe(CONFIG_STOPPED);
  });

  it('a program the config runs that is not installed is named, exit 1: the machine lacks it', async () => {
    site.edit(
      CONFIG,
      (t) => t + "\nimport { spawn } from 'node:child_process';\nsetTimeout(() => spawn('zapsite-no-such-checker'));\n",
    );
    const run = await site.buildFails(1);
    expect(run.stderr).toContain(
      'error[site-program-missing]: Site code ran the program "zapsite-no-such-checker", which is not installed here (spawn ENOENT)',
    );
    expect(run.stderr).toContain(`  --> ${CONFIG}\n`);
    expect(lastLine(run)).toBe(CONTENT_FAILED);
  });
});

describe('zapsite dev and a page that loops', () => {
  let tmp = '';
  let child: ChildProcess | undefined;
  let stdout = '';
  let stderr = '';
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'zs-dev-loop-'));
    await cp(join(REPO, 'tests/fixtures/dev-site'), join(tmp, 'site'), { recursive: true });
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(tmp, { recursive: true, force: true });
  });

  /** Polls until `test` holds; fails with the output after a generous bound (a safety net only). */
  const waitFor = async (test: () => boolean | Promise<boolean>, what: string) => {
    const deadline = Date.now() + 60_000;
    while (!(await test())) {
      if (Date.now() > deadline || child?.exitCode != null)
        throw new Error(`Waited for ${what}; exit ${child?.exitCode}\nstdout:\n${stdout}\nstderr:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('the rebuild fails with the page named and the server goes on serving and rebuilding', async () => {
    const root = join(tmp, 'site');
    const page = join(root, 'content/docs/guide/index.mdx');
    child = spawn(process.execPath, [join(REPO, 'bin/zapsite.js'), 'dev', '--root', root, '--port', '0'], {
      cwd: REPO,
      env: userEnv({ NO_COLOR: '1', ZAPSITE_SITE_CODE_TIMEOUT: '2' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c) => (stdout += c));
    child.stderr!.on('data', (c) => (stderr += c));
    await waitFor(() => /Serving http:\/\/127\.0\.0\.1:\d+\//.test(stdout), 'the served URL');
    const origin = stdout.match(/Serving (http:\/\/127\.0\.0\.1:\d+)\//)![1]!;
    const text = async (path: string) => (await fetch(origin + path, { signal: AbortSignal.timeout(20_000) })).text();

    await writeFile(page, '---\ntitle: Guide\n---\n\nLooping {(() => { while (true) {} })()} here.\n');
    await waitFor(() => stderr.includes('error[site-timeout]'), 'the error report');
    expect(stderr).toContain('error[site-timeout]: Code from content/docs/guide/index.mdx ');
    expect(child.exitCode).toBeNull();
    expect(await text('/docs/guide/')).toContain('The guide text is ORIGINAL.');
    const state = JSON.parse(await text('/__zapsite/state')) as { ok: boolean; report: unknown };
    expect(state.ok).toBe(false);
    expect(JSON.stringify(state.report)).toContain('site-timeout');

    // The thread that was stopped goes on working: the next save rebuilds.
    await writeFile(page, '---\ntitle: Guide\n---\n\nThe guide text is FIXED.\n');
    await waitFor(async () => (await text('/docs/guide/')).includes('The guide text is FIXED.'), 'the fixed page');
  });
});
