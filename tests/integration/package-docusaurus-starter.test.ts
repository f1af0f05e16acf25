// INSTALLS THE PACKED TARBALL INTO THE OFFICIAL DOCUSAURUS STARTER (slow: npm installs zapsite's
// dependencies): what a Docusaurus user does to try zapsite. The starter is laid out from the
// registry's create-docusaurus (tests/helpers/docusaurus-starter.ts), the tarball is the one
// tests/helpers/packed-zapsite.ts packs for every package test. npm installs the tarball and the
// starter's own packages (clsx, react, prism-react-renderer, which its pages and config import) but
// none of Docusaurus's ~1,500: the package.json still lists @docusaurus/* afterwards, uninstalled,
// as in a site whose Docusaurus is not installed, and zapsite must need none of them. Then the
// commands run as the README says: npx zapsite migrate, build, check-links, serve, dev, docs:version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { DOCUSAURUS_URLS, htmlUrls, layOutStarter } from '../helpers/docusaurus-starter.ts';
import { NODE_24_DIR, packedZapsite } from '../helpers/packed-zapsite.ts';
import { userEnv } from '../helpers/user-env.ts';

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const DOCUSAURUS_PACKAGE = /^@docusaurus\/|^@mdx-js\//;
let site: string;
let original: Manifest;
const started: ChildProcess[] = [];

/** Our Node 24 first on PATH, as `npm install -D node@24` gives a project whose system Node is old. */
const env = () => userEnv({ NO_COLOR: '1', PATH: `${NODE_24_DIR}${delimiter}${process.env.PATH}` });

function run(cmd: string, args: string[], extra: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd: site, encoding: 'utf8', env: { ...env(), ...extra } });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Starts a long-running command and resolves with its origin once it prints the URL it serves. */
function startServing(
  cmd: string,
  args: string[],
): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const child = spawn(cmd, args, { cwd: site, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    // A safety net, well inside the test's own limit, so that a hang shows what was printed.
    const timer = setTimeout(() => reject(new Error(`no "Serving" line within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /Serving (?:build at )?(http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (!url) return;
      clearTimeout(timer);
      resolve({ child, origin: url[1]!, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`${cmd} ${args.join(' ')} ended (${code}) before serving:\n${output}`)),
    );
  });
}

/** Every file of the site outside node_modules, with its text, to see what a command changed. */
function siteFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of readdirSync(site, { recursive: true, withFileTypes: true })) {
    const path = relative(site, join(e.parentPath, e.name));
    if (e.isFile() && !path.startsWith('node_modules')) files.set(path, readFileSync(join(site, path), 'latin1'));
  }
  return files;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Whether anything still answers at `origin` (a refused connection is the answer wanted after stopping). */
async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

beforeAll(() => {
  const { tarball } = packedZapsite();
  site = layOutStarter('classic', false).root;
  const manifestFile = join(site, 'package.json');
  const text = readFileSync(manifestFile, 'utf8');
  original = JSON.parse(text) as Manifest;
  // npm installs every dependency the package.json lists: for the install only, the Docusaurus
  // packages are left out of it.
  const withoutDocusaurus = JSON.parse(text) as Manifest;
  for (const deps of [withoutDocusaurus.dependencies, withoutDocusaurus.devDependencies])
    for (const name of Object.keys(deps)) if (DOCUSAURUS_PACKAGE.test(name)) delete deps[name];
  writeFileSync(manifestFile, JSON.stringify(withoutDocusaurus, null, 2));
  // npm's own policy for install scripts, as in a user's project (see package-install.test.ts).
  const install = run('npm', ['install', '--save-dev', '--no-audit', '--no-fund', tarball], {
    npm_config_strict_allow_scripts: 'false',
  });
  expect(install.code, install.stderr).toBe(0);
  // The starter's package.json as it was, with the zapsite that `npm install -D` added.
  const installed = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const after: Manifest = {
    ...original,
    devDependencies: { ...original.devDependencies, zapsite: installed.devDependencies.zapsite! },
  };
  writeFileSync(manifestFile, `${JSON.stringify(after, null, 2)}\n`);
});

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (site) rmSync(dirname(site), { recursive: true, force: true });
});

describe('zapsite installed from its tarball into the official Docusaurus starter', () => {
  it('has none of Docusaurus installed, though the package.json lists it', () => {
    expect(Object.keys(original.dependencies)).toContain('@docusaurus/core');
    expect(existsSync(join(site, 'node_modules/@docusaurus'))).toBe(false);
    expect(existsSync(join(site, 'node_modules/zapsite/dist/main.mjs'))).toBe(true);
  });

  it('npx zapsite migrate writes only zapsite.config.ts, then npx zapsite build writes the pages Docusaurus writes', () => {
    const before = siteFiles();
    const migrated = run('npx', ['zapsite', 'migrate', '--from', 'docusaurus']);
    expect(migrated.stderr).toBe('');
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toContain('Wrote zapsite.config.ts from docusaurus.config.js');
    const after = siteFiles();
    expect(after.get('zapsite.config.ts')).toContain("import { defineConfig } from 'zapsite/config';");
    after.delete('zapsite.config.ts');
    expect(after).toEqual(before);
    const built = run('npx', ['zapsite', 'build']);
    expect(built.stderr.match(/^error.*$/gm) ?? []).toEqual([]);
    expect(built.code, built.stdout + built.stderr).toBe(0);
    // Exactly Docusaurus's pages: the starter has no search plugin, so no search page either.
    expect(htmlUrls(join(site, 'build'))).toEqual(DOCUSAURUS_URLS);
    expect(existsSync(join(site, 'build/search-index.json'))).toBe(false);
  });

  it('npx zapsite check-links finds no broken link in the build', () => {
    const r = run('npx', ['zapsite', 'check-links']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/No broken links: 28 pages/);
  });

  it('npx zapsite serve serves the build, and stops when npx is sent SIGTERM', async () => {
    const { child, origin } = await startServing('npx', ['zapsite', 'serve', '--port', '0']);
    const page = await fetch(`${origin}/docs/intro/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Tutorial Intro | My Site</title>');
    child.kill('SIGTERM');
    await exitOf(child);
    // npm does not pass SIGTERM to zapsite; zapsite sees its parent gone and frees the port.
    const deadline = Date.now() + 30_000;
    while ((await answers(origin)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await answers(origin)).toBe(false);
  });

  it('zapsite dev (the bin npm installed, as npm scripts run it) serves a page and exits 0 on SIGTERM', async () => {
    const { child, origin, output } = await startServing(join(site, 'node_modules/.bin/zapsite'), [
      'dev',
      '--port',
      '0',
    ]);
    const page = await fetch(`${origin}/blog/welcome/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Welcome');
    child.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    expect(output()).toContain('Stopping (SIGTERM).');
    expect(await answers(origin)).toBe(false);
  });

  it('npx zapsite docs:version releases the docs as 1.0.0, and the site builds with both versions', () => {
    const released = run('npx', ['zapsite', 'docs:version', '1.0.0']);
    expect(released.code, released.stdout + released.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(site, 'versions.json'), 'utf8'))).toEqual(['1.0.0']);
    expect(existsSync(join(site, 'versioned_docs/version-1.0.0/intro.mdx'))).toBe(true);
    const built = run('npx', ['zapsite', 'build']);
    expect(built.code, built.stdout + built.stderr).toBe(0);
    const urls = htmlUrls(join(site, 'build'));
    expect(urls).toContain('/docs/intro/');
    expect(urls).toContain('/docs/next/intro/');
  });
});
