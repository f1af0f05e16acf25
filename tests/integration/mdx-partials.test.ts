// Markdown and MDX files imported into MDX (partials), `export const toc` with @theme/TOCInline,
// and `require()` in MDX (issue 31), built with the CLI on small sites written here: a partial
// renders in place with the page's components, its problems are reported once at its own line,
// the page's toc is Docusaurus's, and a required image is emitted and linked.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { zapsite, type Run } from '../helpers/cli.ts';
import { startDevServer } from '../helpers/dev-server.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** A site with a home page and these files (paths from the site folder). */
async function site(files: Record<string, string | Uint8Array>): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'zs-partials-'));
  const all: Record<string, string | Uint8Array> = {
    'zapsite.config.ts':
      "import { defineConfig } from 'zapsite/config';\nexport default defineConfig({ title: 'Partials', url: 'https://example.com', blog: false });\n",
    'content/pages/index.md': '# Home\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const build = (dir: string): Promise<Run> => zapsite(['build', '--root', dir], { ZAPSITE_WORKERS: '0' });
const html = (dir: string, page: string) => readFile(join(dir, 'build', page), 'utf8');

const PARTIAL = [
  '## Wiring the reader',
  '',
  'Plug it in, {props.name}. Then read [the setup heading](/docs/setup#wiring-the-reader).',
  '',
  '```js',
  'const port = 7497;',
  '```',
  '',
  ':::tip',
  'Use a powered hub.',
  ':::',
  '',
].join('\n');

describe('a partial imported by a docs page', () => {
  it('renders in place with the page: heading id, highlighted code, admonition, props', async () => {
    const dir = await site({
      'content/docs/_wiring.mdx': PARTIAL,
      'content/docs/setup.mdx':
        '---\ntitle: Setup\n---\nimport Wiring from \'./_wiring.mdx\';\n\n## Before\n\n<Wiring name="Ada" />\n',
    });
    const run = await build(dir);
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    const page = await html(dir, 'docs/setup/index.html');
    // The partial's heading is an anchor of the page (the link to it passed validation) and in its TOC.
    expect(page).toMatch(/<h2 id="wiring-the-reader" class="anchor">Wiring the reader/);
    expect(page).toMatch(/<a class="toc__link" href="#wiring-the-reader">Wiring the reader<\/a>/);
    expect(page).toContain('Plug it in, Ada.');
    expect(page).toMatch(/<div class="code-block language-js">[\s\S]*?7497/);
    expect(page).toMatch(/<div class="admonition admonition--tip">[\s\S]*?Use a powered hub\./);
    // A file or folder starting with "_" is no page of its own.
    await expect(readdir(join(dir, 'build/docs'))).resolves.toEqual(['setup']);
  });

  it("reports a broken link in the partial once, at the partial's line and column, though two pages import it", async () => {
    const dir = await site({
      'content/docs/_wiring.mdx': PARTIAL.replace('/docs/setup#wiring-the-reader', '/docs/nowhere/'),
      'content/docs/setup.mdx': 'import Wiring from \'./_wiring.mdx\';\n\n<Wiring name="Ada" />\n',
      'content/docs/again.mdx': 'import Wiring from \'./_wiring.mdx\';\n\n# Again\n\n<Wiring name="Bob" />\n',
    });
    const run = await build(dir);
    expect(run.code).toBe(1);
    expect(run.stderr.match(/error\[broken-link\]/g)).toHaveLength(1);
    expect(run.stderr).toContain('"/docs/nowhere/" does not match any page or file of the site.');
    const line = 'Plug it in, {props.name}. Then read [the setup heading](/docs/nowhere/).';
    expect(run.stderr).toContain(`  --> content/docs/_wiring.mdx:3:${line.indexOf('[') + 1}\n`);
    expect(run.stderr).toContain(`3 | ${line}`);
  });
});

describe('export const toc and @theme/TOCInline', () => {
  it("renders the page's toc, the partial's headings in place, nested as Docusaurus nests them", async () => {
    const dir = await site({
      'content/docs/_wiring.mdx': '## Wiring the reader\n\n### The cable\n\nText.\n',
      'content/docs/setup.mdx': [
        "import TOCInline from '@theme/TOCInline';",
        "import Wiring from './_wiring.mdx';",
        '',
        '<TOCInline toc={toc} />',
        '',
        '## Before `you` start',
        '',
        '<Wiring />',
        '',
        '### After',
        '',
        '#### Too deep for the default levels',
        '',
        '<TOCInline toc={toc.filter((item) => item.level > 2)} minHeadingLevel={3} maxHeadingLevel={4} />',
        '',
      ].join('\n'),
    });
    const run = await build(dir);
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    const page = await html(dir, 'docs/setup/index.html');
    const lists = [...page.matchAll(/<div class="tableOfContentsInline_prmo">(.*?)<\/div>/g)].map((m) => m[1]);
    expect(lists).toEqual([
      '<ul class="table-of-contents"><li><a href="#before-you-start">Before <code>you</code> start</a></li>' +
        '<li><a href="#wiring-the-reader">Wiring the reader</a><ul><li><a href="#the-cable">The cable</a></li>' +
        '<li><a href="#after">After</a></li></ul></li></ul>',
      '<ul class="table-of-contents"><li><a href="#the-cable">The cable</a></li>' +
        '<li><a href="#after">After</a><ul><li><a href="#too-deep-for-the-default-levels">Too deep for the default levels</a></li></ul></li></ul>',
    ]);
  });

  it("leaves out of the page's TOC the headings a component renders, as Docusaurus's toc export does; an id they are given is an anchor", async () => {
    const dir = await site({
      'src/components/Cards.jsx':
        'export default function Cards() {\n  return <section><h3>Card title</h3><h4 id="card-foot">Foot</h4><p>Inside.</p></section>;\n}\n',
      'content/docs/setup.mdx': [
        "import Cards from '@site/src/components/Cards';",
        '',
        '## Install',
        '',
        '<Cards />',
        '',
        '### Next',
        '',
        'Back to [the card](#card-foot).',
        '',
      ].join('\n'),
    });
    const run = await build(dir);
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    const page = await html(dir, 'docs/setup/index.html');
    const toc = [...page.matchAll(/<a class="toc__link" href="#([^"]+)">/g)].map((m) => m[1]);
    expect(toc).toEqual(['install', 'next']);
    // As Docusaurus gives only Markdown's headings ids: the component's own are its plain elements.
    expect(page).toContain('<section><h3>Card title</h3><h4 id="card-foot">Foot</h4>');
  });

  it('keeps an `export const toc` the author wrote when the page has no headings', async () => {
    const dir = await site({
      'content/docs/setup.mdx': [
        "import TOCInline from '@theme/TOCInline';",
        "export const toc = [{ value: 'Written by hand', id: 'by-hand', level: 2 }];",
        '',
        '<TOCInline toc={toc} />',
        '',
        '<p id="by-hand">Hand.</p>',
        '',
      ].join('\n'),
    });
    const run = await build(dir);
    expect(run.code).toBe(0);
    expect(await html(dir, 'docs/setup/index.html')).toContain(
      '<ul class="table-of-contents"><li><a href="#by-hand">Written by hand</a></li></ul>',
    );
  });
});

/** A 2x1 PNG. */
function png(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let c = ~0;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

describe('require() in MDX', () => {
  it("emits the required image and uses its URL, from the page's folder and from @site/", async () => {
    const dir = await site({
      'content/docs/reader.png': png(),
      'static/video/clip.mp4': 'a few bytes standing in for a video',
      'static/img/logo.png': png(),
      'content/docs/setup.mdx':
        '# Setup\n\n<img src={require(\'./reader.png\').default} alt="reader" />\n\n<img src={require(\'@site/static/img/logo.png\').default} alt="logo" />\n\n' +
        '<video controls>\n  <source src={require(\'@site/static/video/clip.mp4\').default} type="video/mp4" />\n</video>\n',
    });
    const run = await build(dir);
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    const page = await html(dir, 'docs/setup/index.html');
    for (const name of ['reader', 'logo']) {
      const src = new RegExp(`<img src="(/assets/mdx/${name}-[0-9a-f]{8}\\.png)" alt="${name}">`).exec(page)?.[1];
      expect(src, `${name} is linked`).toBeDefined();
      expect(await readFile(join(dir, 'build', src!))).toEqual(Buffer.from(png()));
    }
    // A video, as Docusaurus's file loader gives one.
    const video = /<source src="(\/assets\/mdx\/clip-[0-9a-f]{8}\.mp4)" type="video\/mp4"\/?>/.exec(page)?.[1];
    expect(video, 'the video is linked').toBeDefined();
    expect(await readFile(join(dir, 'build', video!), 'utf8')).toBe('a few bytes standing in for a video');
  });

  it('is an mdx-import error at the require when the file is missing', async () => {
    const dir = await site({
      'content/docs/setup.mdx': '# Setup\n\nText.\n\n<img src={require(\'./gone.png\').default} alt="gone" />\n',
    });
    const run = await build(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error[mdx-import]: Could not resolve "./gone.png"');
    expect(run.stderr).toContain(`  --> content/docs/setup.mdx:5:${"<img src={require('".length}\n`);
  });
});

describe('zapsite dev, a partial saved', () => {
  // A partial outside the watched folders (src/) is in the build's inputs but dev does not watch
  // those yet (components under src/ neither): left to the dev watcher's own change.
  it('rebuilds the page that imports it', async () => {
    const dir = await site({
      'content/docs/_near.mdx': 'Near text, first save.\n',
      'content/docs/setup.mdx': "import Near from './_near.mdx';\n\n<Near />\n",
    });
    const dev = await startDevServer(dir);
    try {
      const page = async () => (await fetch(`${dev.origin}/docs/setup`)).text();
      expect(await page()).toContain('Near text, first save.');
      await writeFile(join(dir, 'content/docs/_near.mdx'), 'Near text, second save.\n');
      await dev.waitUntil(
        async () => (await page()).includes('Near text, second save.'),
        'The page never showed the second save',
        60_000,
      );
      await dev.server.idle();
      expect(dev.server.errors).toEqual([]);
    } finally {
      await dev.server.close();
    }
  });
});
