// Remote documents named as a GitHub wiki names its pages ("Reader‐Setup & Tips.md", with the
// U+2010 hyphen, spaces, "&" and non-ASCII letters): fetched from a local server at encoded URLs,
// built at Docusaurus's URLs (the name as it reads), written percent-encoded wherever a URL is
// written (hrefs, sitemap, search records, redirects, _redirects, llms.txt), then served by
// `serve` and crawled by `check-links` over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue, textContent, findOne } from 'domutils';
import { build } from '../../generator/pipeline.ts';
import { startStaticServer, type RunningStaticServer } from '../../generator/server/static-server.ts';
import { checkBuiltSite } from '../../generator/check-links/link-check.ts';
import { DevServer } from '../../generator/dev/dev-server.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { syncRemoteContent } from '../../generator/content/remote.ts';
import { startRemoteServer, type RemoteServer } from '../helpers/remote-server.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

const TIPS = 'Reader‐Setup & Tips';
const CAFE = 'Café Corner';
const TIPS_URL = '/docs/wiki/Reader%E2%80%90Setup%20&%20Tips/';
const CAFE_URL = '/docs/wiki/Caf%C3%A9%20Corner/';

const DOCS: Record<string, string> = {
  'Home.md':
    '# Wiki home\n\nStart with [reader setup](<Reader‐Setup & Tips.md>), then visit [the café](Caf%C3%A9%20Corner.md).\n',
  [`${TIPS}.md`]: `# Reader setup & tips\n\nPlug the PN532 into the MiSTer's USB port.\n\n## Wiring\n\nUse a powered hub for long cables. Back to the [wiki home](Home.md).\n`,
  [`${CAFE}.md`]:
    '# Café corner\n\nSee the [wiring notes](Reader%E2%80%90Setup%20&%20Tips.md#wiring) or [the tips](<Reader‐Setup & Tips.md>), or [by URL](../Reader%E2%80%90Setup%20%26%20Tips/).\n',
};

let remote: RemoteServer;
let site: TempSite;
let out: string;
let served: RunningStaticServer;

const html = (path: string) => readFile(join(out, path), 'utf8');
const hrefs = (text: string) =>
  findAll((e) => e.name === 'a' || e.name === 'link', parseDocument(text).children).map((e) =>
    getAttributeValue(e, 'href')!,
  );

beforeAll(async () => {
  remote = await startRemoteServer();
  for (const [doc, body] of Object.entries(DOCS)) remote.set(`/wiki/${encodeURIComponent(doc)}`, { body });
  site = await copyFixture('remote-site');
  out = join(site.dir, 'out');
  const config = {
    title: 'Wiki fixture',
    url: 'https://example.com',
    trailingSlash: true,
    blog: false,
    navbar: { items: [{ to: '/docs/', label: 'Docs' }] },
    redirects: [{ from: '/old-tips/', to: `/docs/wiki/${TIPS}/` }],
    remoteContent: [
      {
        name: 'wiki',
        sourceBaseUrl: remote.base('wiki'),
        outDir: 'docs/wiki',
        documents: Object.keys(DOCS),
        timeoutMs: 5000,
      },
    ],
    llms: { docsDir: 'content/docs', generateLLMsFullTxt: false },
  };
  await writeFile(
    join(site.root, 'content/docs/intro.md'),
    '---\nslug: /\n---\n\n# Intro\n\nThe [wiki](wiki/Home.md) has the reader notes.\n',
  );
  await rm(join(site.root, 'content/docs/ext'), { recursive: true, force: true });
  await writeFile(join(site.root, 'content/pages/index.md'), '# Home\n\nRead [the docs](/docs/).\n');
  await writeFile(
    join(site.root, 'zapsite.config.ts'),
    `import { defineConfig } from 'zapsite/config';\n\nexport default defineConfig(${JSON.stringify(config, null, 2)});\n`,
  );
  await build({ root: site.root, outDir: out });
  served = await startStaticServer({ dir: out, host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await served?.close();
  await remote?.close();
  await site?.remove();
});

describe('remote documents with wiki names', () => {
  it('fetches each document at its name percent-encoded', () => {
    expect(remote.requests.filter((p) => p.startsWith('/wiki/')).sort()).toEqual([
      '/wiki/Caf%C3%A9%20Corner.md',
      '/wiki/Home.md',
      '/wiki/Reader%E2%80%90Setup%20%26%20Tips.md',
    ]);
  });

  it('writes each page at the path its name reads, as Docusaurus does', () => {
    expect(existsSync(join(out, 'docs/wiki', TIPS, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'docs/wiki', CAFE, 'index.html'))).toBe(true);
  });

  it('writes every href to them percent-encoded, however the Markdown spelled the link', async () => {
    const cafe = await html(`docs/wiki/${CAFE}/index.html`);
    const content = findOne(
      (e) => e.attribs.class?.split(' ').includes('markdown') ?? false,
      parseDocument(cafe).children,
      true,
    );
    expect(content).not.toBeNull();
    const links = findAll((e) => e.name === 'a', [content!]).filter(
      (a) => !getAttributeValue(a, 'href')!.startsWith('#'),
    );
    expect(links.map((a) => [textContent(a), getAttributeValue(a, 'href')])).toEqual([
      ['wiring notes', `${TIPS_URL}#wiring`],
      ['the tips', TIPS_URL],
      ['by URL', TIPS_URL],
    ]);
    const home = await html('docs/wiki/Home/index.html');
    expect(hrefs(home)).toEqual(expect.arrayContaining([TIPS_URL, CAFE_URL]));
    // The sidebar, the canonical link and the pagination carry the encoded form; no raw name is left in an href.
    expect(hrefs(cafe)).toContain(`https://example.com${CAFE_URL}`);
    for (const page of [cafe, home, await html(`docs/wiki/${TIPS}/index.html`)]) {
      for (const h of hrefs(page)) expect(h).not.toMatch(/[\s\u0080-\uffff]/);
    }
  });

  it('lists them encoded and XML-escaped in the sitemap, search records and llms.txt', async () => {
    const sitemap = await html('sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.com/docs/wiki/Reader%E2%80%90Setup%20&amp;%20Tips/</loc>');
    expect(sitemap).toContain(`<loc>https://example.com${CAFE_URL}</loc>`);
    const chunks = (await readdir(join(out, 'assets/search'))).filter((f) => f.startsWith('d-'));
    const records = (await Promise.all(chunks.map((f) => html(`assets/search/${f}`)))).join('\n');
    // A record names its page by the page's URL; its heading's anchor is kept beside it.
    expect(records).toContain(`["${TIPS_URL}","wiki","Reader setup & tips",`);
    expect(records).toContain(`["${CAFE_URL}","wiki","Café corner",`);
    expect(records).not.toContain(TIPS);
    const llms = await html('llms.txt');
    expect(llms).toContain(`- [Reader setup & tips](https://example.com${TIPS_URL})`);
  });

  it('redirects to them with the encoded URL, in the page and in _redirects', async () => {
    const page = await html('old-tips/index.html');
    expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${TIPS_URL.replace(/&/g, '&amp;')}">`);
    expect(page).toContain(`location.replace("${TIPS_URL}"`);
    expect((await html('_redirects')).split('\n')).toEqual(
      expect.arrayContaining([`/old-tips ${TIPS_URL} 301`, `/old-tips/ ${TIPS_URL} 301`]),
    );
  });

  it('serves them at every spelling a browser sends', async () => {
    for (const path of [
      TIPS_URL,
      '/docs/wiki/Reader%E2%80%90Setup%20%26%20Tips/',
      CAFE_URL,
      '/docs/wiki/Caf%c3%a9%20Corner/',
    ]) {
      const res = await fetch(served.url.replace(/\/$/, '') + path, { redirect: 'manual' });
      expect([path, res.status]).toEqual([path, 200]);
      expect(await res.text()).toContain('<h1');
    }
    const bare = await fetch(served.url.replace(/\/$/, '') + TIPS_URL.replace(/\/$/, ''), { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/docs/wiki/Reader%E2%80%90Setup%20%26%20Tips/');
  });

  it('keeps a copy of them with `sync-remote`, which `dev` (offline) then serves', async () => {
    const synced = await syncRemoteContent((await loadConfig(site.root)).config);
    expect(synced.diagnostics).toEqual([]);
    expect(synced.written.sort()).toEqual([`remote/wiki/${CAFE}.md`, 'remote/wiki/Home.md', `remote/wiki/${TIPS}.md`]);
    expect(await readFile(join(site.root, 'remote/wiki', `${TIPS}.md`), 'utf8')).toBe(DOCS[`${TIPS}.md`]);
    const dev = new DevServer({ root: site.root, port: 0, debounceMs: 100, log: () => {}, warn: () => {} });
    const failures: unknown[] = [];
    dev.on((e) => {
      if (e.type === 'failed') failures.push(e.diagnostics);
    });
    try {
      const origin = (await dev.start()).url.replace(/\/$/, '');
      for (const path of [TIPS_URL, '/docs/wiki/Reader%E2%80%90Setup%20%26%20Tips/', CAFE_URL]) {
        const res = await fetch(origin + path, { redirect: 'manual' });
        expect([path, res.status, failures]).toEqual([path, 200, []]);
        expect(await res.text()).toContain(path === CAFE_URL ? 'Café corner' : 'Reader setup &amp; tips');
      }
    } finally {
      await dev.close();
    }
  });

  it('passes check-links', async () => {
    const report = await checkBuiltSite({ dir: out });
    expect(report.broken).toEqual([]);
    expect(report.passed).toBe(true);
  });
});
