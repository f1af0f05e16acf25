// The official Docusaurus starter, laid out as `npx create-docusaurus my-site <template>` lays it out:
// the create-docusaurus package is taken from the npm registry at test time (nothing of it is in
// this repository), its templates/shared and the template copied into a fresh folder. The starter's
// own npm packages (not Docusaurus's: zapsite stands in for those) are installed once beside the
// package. Both are kept under the system temp folder by version, so later runs read them again.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keptFolder } from './kept-folder.ts';

const STARTER_VERSION = '3.10.x';
const CACHE = join(tmpdir(), 'zapsite-test-docusaurus-starter');

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function createDocusaurusPackage(): string {
  return keptFolder(join(CACHE, `create-docusaurus-${STARTER_VERSION}`), (aside) => {
    const tgz = npm(['pack', `create-docusaurus@${STARTER_VERSION}`], aside)
      .trim()
      .split('\n')
      .pop()!;
    execFileSync('tar', ['xzf', tgz], { cwd: aside });
  });
}

function starterPackages(pkg: string, template: string): string {
  return keptFolder(join(CACHE, `deps-${STARTER_VERSION}-${template}`), (aside) => {
    const manifest = JSON.parse(readFileSync(join(pkg, 'package/templates', template, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const wanted = Object.entries(manifest.dependencies)
      .filter(([name]) => !/^@docusaurus\/|^@mdx-js\//.test(name))
      .map(([name, range]) => `${name}@${range}`);
    writeFileSync(join(aside, 'package.json'), '{"private":true}\n');
    npm(['install', '--no-save', '--no-package-lock', '--ignore-scripts', ...wanted], aside);
  });
}

/** A fresh copy of the starter (`classic` or `classic-typescript`), its packages linked in. */
export function layOutStarter(template: 'classic' | 'classic-typescript'): { root: string; version: string } {
  const pkg = createDocusaurusPackage();
  const deps = starterPackages(pkg, template);
  const root = join(mkdtempSync(join(tmpdir(), 'zapsite-starter-')), 'my-site');
  cpSync(join(pkg, 'package/templates/shared'), root, { recursive: true });
  cpSync(join(pkg, 'package/templates', template), root, { recursive: true });
  renameSync(join(root, 'gitignore'), join(root, '.gitignore'));
  symlinkSync(join(deps, 'node_modules'), join(root, 'node_modules'));
  const version = (JSON.parse(readFileSync(join(pkg, 'package/package.json'), 'utf8')) as { version: string }).version;
  return { root, version };
}
