// `zapsite check-links` on built sites: a clean fixture build, a temp copy of it with planted
// broken links, anchors, images, scripts, a stylesheet and an island module, external links
// against a local stand-in for another site, the command itself, and the real site's build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../generator/pipeline.ts';
import { zapsite } from '../helpers/cli.ts';
import { zaparooSiteFolder } from '../helpers/zaparoo-build.ts';
import { checkBuiltSite, formatLinkReport } from '../../generator/check-links/link-check.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/links-site', import.meta.url));

let tmp: string;
let clean: string;
let broken: string;
let external: string;
let other: Server;
let otherOrigin: string;
const hits = new Map<string, number>();

async function edit(file: string, change: (html: string) => string): Promise<void> {
  const before = await readFile(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`The corruption of ${file} changed nothing`);
  await writeFile(file, after);
}

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(REPO, 'cli/main.ts'), ...args], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`zapsite ${args.join(' ')} did not finish\n${stdout}\n${stderr}`));
    }, 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-links-'));
  clean = join(tmp, 'clean');
  broken = join(tmp, 'broken');
  external = join(tmp, 'external');
  await build({ root: FIXTURE, outDir: clean, offline: true });
  await cp(clean, broken, { recursive: true });
  await cp(clean, external, { recursive: true });

  await edit(join(broken, 'docs/guide/index.html'), (html) =>
    html
      .replace('href="/docs/#first-section"', 'href="/docs/missing-page/"')
      .replace('</head>', '<link rel="stylesheet" href="/assets/css/missing.css"/></head>')
      .replace(
        '</body>',
        '<a href="/docs/#no-such-heading">gone</a><img src="/img/missing.png" alt=""/><script src="/assets/js/missing.js"></script></body>',
      ),
  );
  await edit(join(broken, 'index.html'), (html) =>
    html.replace('</body>', '<a href="/docs/guide/#nope">nope</a></body>'),
  );
  await edit(join(broken, 'docs/index.html'), (html) =>
    html.replace(
      /"Sidebar":"\/assets\/js\/island-Sidebar-[A-Z0-9]+\.js"/,
      '"Sidebar":"/assets/js/island-Sidebar-GONE.js"',
    ),
  );

  other = createServer((req, res) => {
    const path = req.url ?? '/';
    const n = (hits.get(path) ?? 0) + 1;
    hits.set(path, n);
    if (path === '/ok') res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    else if (path === '/busy' && n === 1)
      res.writeHead(429, { 'retry-after': '1', 'content-type': 'text/plain' }).end('slow down');
    else if (path === '/busy') res.writeHead(200, { 'content-type': 'text/plain' }).end('ok now');
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', () => resolve()));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  await edit(join(external, 'docs/guide/index.html'), (html) =>
    html.replace(
      '</body>',
      `<a href="${otherOrigin}/ok">a</a><a href="${otherOrigin}/gone">b</a><a href="${otherOrigin}/busy">c</a></body>`,
    ),
  );
});

afterAll(async () => {
  await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('zapsite check-links', () => {
  it('passes a clean build, having checked pages, assets and anchors', async () => {
    const report = await checkBuiltSite({ dir: clean });
    expect(report.broken).toEqual([]);
    expect(report.passed).toBe(true);
    // No tags or authors page: the fixture's blog has neither, as in Docusaurus.
    expect(report.pages).toBe(8);
    // intro -> guide#setup, guide -> intro#first-section and #second-section, home and the post -> guide#setup, plus TOC links.
    expect(report.anchors).toBeGreaterThanOrEqual(5);
    expect(report.checked).toBeGreaterThan(report.pages);
  });

  it('finds every planted broken link, anchor, image, script, stylesheet and island module', async () => {
    const report = await checkBuiltSite({ dir: broken });
    expect(report.passed).toBe(false);
    const found = report.broken.map((b) => [b.page, b.url, b.kind, b.status ?? null]);
    expect(found).toEqual([
      ['/', '/docs/guide/#nope', 'anchor', null],
      ['/docs/', '/assets/js/island-Sidebar-GONE.js', 'link', 404],
      ['/docs/guide/', '/assets/css/missing.css', 'link', 404],
      ['/docs/guide/', '/assets/js/missing.js', 'link', 404],
      ['/docs/guide/', '/docs/#no-such-heading', 'anchor', null],
      ['/docs/guide/', '/docs/missing-page/', 'link', 404],
      ['/docs/guide/', '/img/missing.png', 'link', 404],
    ]);
    expect(report.broken.find((b) => b.url === '/docs/#no-such-heading')!.reason).toBe(
      'no element with id "no-such-heading" on /docs/',
    );

    const text = formatLinkReport(report);
    expect(text).toContain('/docs/guide/\n  broken link    /assets/css/missing.css  (HTTP 404 not found)\n');
    expect(text).toContain('  broken anchor  /docs/#no-such-heading  (no element with id "no-such-heading" on /docs/)');
    expect(text).toMatch(/7 broken links on 3 pages/);
  });

  it('skips external links unless asked, then checks them with retries on 429', async () => {
    hits.clear();
    const skipped = await checkBuiltSite({ dir: external });
    expect(skipped.passed).toBe(true);
    expect(hits.size).toBe(0);

    const checked = await checkBuiltSite({
      dir: external,
      siteUrl: 'https://links.example.com',
      external: true,
      timeoutMs: 5000,
    });
    expect(checked.broken.map((b) => [b.page, b.url, b.status])).toEqual([
      ['/docs/guide/', `${otherOrigin}/gone`, 404],
    ]);
    expect(checked.retries).toBeGreaterThanOrEqual(1);
    expect(hits.get('/busy')).toBeGreaterThanOrEqual(2);
    expect(hits.get('/ok')).toBeGreaterThanOrEqual(1);

    const withSkip = await checkBuiltSite({
      dir: external,
      siteUrl: 'https://links.example.com',
      external: true,
      skip: ['/gone$'],
    });
    expect(withSkip.broken).toEqual([]);
    expect(withSkip.passed).toBe(true);
  });

  it('runs as a command: exit 1 and a JSON report on a broken build, exit 0 after building a missing one', async () => {
    const json = await runCli(['check-links', '--dir', broken, '--format', 'json']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout);
    expect(report.passed).toBe(false);
    expect(report.broken).toHaveLength(7);

    const text = await runCli(['check-links', '--dir', broken]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('/docs/guide/\n  broken link    /assets/css/missing.css  (HTTP 404 not found)\n');
    expect(text.stdout).toContain('\n  broken link    /docs/missing-page/  (HTTP 404 not found)\n');

    const site = join(tmp, 'site');
    await cp(FIXTURE, site, { recursive: true });
    expect(existsSync(join(site, 'build'))).toBe(false);
    const built = await runCli(['check-links', '--root', site, '--offline']);
    expect([built.code, built.stderr]).toEqual([0, expect.any(String)]);
    expect(built.stdout).toContain(`No build at ${join(site, 'build')}; building ${site} first.`);
    expect(built.stdout).toMatch(/No broken links: 8 pages/);
    expect(existsSync(join(site, 'build', 'docs', 'guide', 'index.html'))).toBe(true);
  });

  it("skips what the config's checkLinks.skip names, and what --skip names besides", async () => {
    const site = join(tmp, 'site-skip');
    await cp(FIXTURE, site, { recursive: true });
    await edit(join(site, 'zapsite.config.ts'), (text) =>
      text.replace('defineConfig({', "defineConfig({\n  checkLinks: { skip: ['missing-page'] },"),
    );
    const urls = async (args: string[]) =>
      JSON.parse(
        (await runCli(['check-links', '--root', site, '--dir', broken, '--format', 'json', ...args])).stdout,
      ).broken.map((b: { url: string }) => b.url) as string[];
    const fromConfig = await urls([]);
    expect(fromConfig).toHaveLength(6);
    expect(fromConfig.filter((u) => u.includes('missing-page'))).toEqual([]);
    const both = await urls(['--skip', 'missing\\.']);
    expect(both).toHaveLength(3);
    expect(both.filter((u) => u.includes('missing'))).toEqual([]);
  });

  it("gives up at once on a host name that does not resolve, and checks links to the site's own url in the build", async () => {
    const site = join(tmp, 'offline');
    await cp(clean, site, { recursive: true });
    await edit(join(site, 'docs/guide/index.html'), (html) =>
      html.replace(
        '</body>',
        [
          `<a href="${otherOrigin}/ok">live</a>`,
          '<a href="http://no-such-host.invalid/a">dead</a>',
          '<a href="https://no-such-host.invalid/b">dead too</a>',
          '<a href="https://links.example.com/docs/">own, in the build</a>',
          '<a href="https://links.example.com/docs/no-such-page/">own, missing</a>',
          '<a href="https://links.example.com/docs/#no-such-heading">own, bad anchor</a>',
          '</body>',
        ].join(''),
      ),
    );
    hits.clear();
    // The site's url comes from the config in --root (the build exists, so nothing is built).
    const run = await zapsite(['check-links', '--root', FIXTURE, '--dir', site, '--external', '--format', 'json']);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report.broken.map((b: { url: string; reason: string }) => [b.url, b.reason])).toEqual([
      ['/docs/#no-such-heading', 'no element with id "no-such-heading" on /docs/'],
      ['http://no-such-host.invalid/a', 'the host name does not resolve (ENOTFOUND); not retried'],
      [
        'https://links.example.com/docs/no-such-page/',
        "a page of the site's own url that is not in this build (HTTP 404 not found); if the host serves it by itself, add it to checkLinks.skip",
      ],
      ['https://no-such-host.invalid/b', 'the host name does not resolve (ENOTFOUND); not retried'],
    ]);
    // No retry of anything, and the live external link was asked for once (HEAD) and no more.
    expect(report.retries).toBe(0);
    expect(run.stderr).not.toContain('retrying');
    expect(hits.get('/ok')).toBe(1);

    // With no config, --site-url names the site's address.
    const bare = await mkdtemp(join(tmp, 'no-config-'));
    const noConfig = await zapsite(
      ['check-links', '--root', bare, '--dir', site, '--site-url', 'https://links.example.com', '--format', 'json'],
      {},
      bare,
    );
    expect(noConfig.code).toBe(1);
    expect(JSON.parse(noConfig.stdout).broken.map((b: { url: string }) => b.url)).toEqual([
      '/docs/#no-such-heading',
      'https://links.example.com/docs/no-such-page/',
    ]);
  });

  it('asks DNS once per host, and requests nothing from a host that does not resolve', async () => {
    const site = join(tmp, 'dns');
    await cp(clean, site, { recursive: true });
    await edit(join(site, 'docs/guide/index.html'), (html) =>
      html.replace(
        '</body>',
        `<a href="${otherOrigin}/ok">live</a><a href="https://gone.example/1">1</a><a href="https://gone.example/2">2</a><a href="https://gone.example/3">3</a></body>`,
      ),
    );
    const asked: string[] = [];
    const lookup = async (host: string) => {
      asked.push(host);
      if (host === '127.0.0.1') return { address: host, family: 4 };
      throw Object.assign(new Error(`getaddrinfo EAI_AGAIN ${host}`), { code: 'EAI_AGAIN' });
    };
    const retried: string[] = [];
    hits.clear();
    const report = await checkBuiltSite({
      dir: site,
      siteUrl: 'https://links.example.com',
      external: true,
      lookup,
      onRetry: (url) => retried.push(url),
    });
    expect(asked.sort()).toEqual(['127.0.0.1', 'gone.example']);
    expect(report.broken.map((b) => [b.page, b.url, b.reason])).toEqual(
      [1, 2, 3].map((n) => [
        '/docs/guide/',
        `https://gone.example/${n}`,
        'the host name does not resolve (EAI_AGAIN); not retried',
      ]),
    );
    expect([report.retries, retried]).toEqual([0, []]);
    expect(hits.get('/ok')).toBe(1);
  });

  it("passes on the real site's build", async () => {
    // Built once for the files that read it (serve-load.test.ts too): tests/helpers/zaparoo-build.ts.
    const out = await zaparooSiteFolder();
    const report = await checkBuiltSite({ dir: out });
    expect(formatLinkReport(report)).toMatch(/^No broken links/);
    expect(report.broken).toEqual([]);
    expect(report.pages).toBeGreaterThan(100);
    expect(report.anchors).toBeGreaterThan(100);
  });
});
