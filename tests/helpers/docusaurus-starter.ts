// The official Docusaurus starter, laid out as `npx create-docusaurus my-site <template>` lays it out:
// the create-docusaurus package is taken from the npm registry at test time (nothing of it is in
// this repository), its templates/shared and the template copied into a fresh folder. The starter's
// own npm packages (not Docusaurus's: zapsite stands in for those) are installed once beside the
// package. Both are kept under the system temp folder by version, so later runs read them again.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { keptFolder } from './kept-folder.ts';
import { userEnv } from './user-env.ts';

const STARTER_VERSION = '3.10.x';
const CACHE = join(tmpdir(), 'zapsite-test-docusaurus-starter');

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: userEnv(),
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

/**
 * A fresh copy of the starter (`classic` or `classic-typescript`), its packages linked in unless
 * `linkPackages` is false (a test that installs them with npm itself).
 */
export function layOutStarter(
  template: 'classic' | 'classic-typescript',
  linkPackages = true,
): { root: string; version: string } {
  const pkg = createDocusaurusPackage();
  const root = join(mkdtempSync(join(tmpdir(), 'zapsite-starter-')), 'my-site');
  cpSync(join(pkg, 'package/templates/shared'), root, { recursive: true });
  cpSync(join(pkg, 'package/templates', template), root, { recursive: true });
  renameSync(join(root, 'gitignore'), join(root, '.gitignore'));
  if (linkPackages) symlinkSync(join(starterPackages(pkg, template), 'node_modules'), join(root, 'node_modules'));
  const version = (JSON.parse(readFileSync(join(pkg, 'package/package.json'), 'utf8')) as { version: string }).version;
  return { root, version };
}

// The HTML files Docusaurus 3.10 writes for the classic starter, as URLs.
export const DOCUSAURUS_URLS = [
  '/',
  '/404.html',
  '/blog/',
  '/blog/archive/',
  '/blog/authors/',
  '/blog/authors/all-sebastien-lorber-articles/',
  '/blog/authors/yangshun/',
  '/blog/first-blog-post/',
  '/blog/long-blog-post/',
  '/blog/mdx-blog-post/',
  '/blog/tags/',
  '/blog/tags/docusaurus/',
  '/blog/tags/facebook/',
  '/blog/tags/hello/',
  '/blog/tags/hola/',
  '/blog/welcome/',
  '/docs/category/tutorial---basics/',
  '/docs/category/tutorial---extras/',
  '/docs/intro/',
  '/docs/tutorial-basics/congratulations/',
  '/docs/tutorial-basics/create-a-blog-post/',
  '/docs/tutorial-basics/create-a-document/',
  '/docs/tutorial-basics/create-a-page/',
  '/docs/tutorial-basics/deploy-your-site/',
  '/docs/tutorial-basics/markdown-features/',
  '/docs/tutorial-extras/manage-docs-versions/',
  '/docs/tutorial-extras/translate-your-site/',
  '/markdown-page/',
];

/** The HTML files under `out`, as URLs (a folder's index.html as the folder). */
export function htmlUrls(out: string): string[] {
  const urls: string[] = [];
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = '/' + relative(out, join(entry.parentPath, entry.name)).split('\\').join('/');
    urls.push(path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path);
  }
  return urls.sort();
}
