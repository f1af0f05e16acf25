// Links and images written as raw HTML in Markdown and as JSX in MDX, broken the way people break
// them, through the CLI: each is an error at its file, line and column with the line shown, the
// exit code is 1 and the last good build stays whole. What would otherwise pass without a word is
// a located warning, and the onBroken* options turn errors into warnings or silence them. A plain
// <a>'s link or anchor is always a warning: it is no <Link>, and Docusaurus does not check it.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badInputSite } from '../helpers/bad-input-site.ts';

const DOC = 'content/docs/index.md';
const JSX = 'content/docs/jsx.mdx';
const site = badInputSite('html-links', 'docs/index.html');

/** Rewrites one file of the site for a test (each replacement must match); put back after the build. */
function edit(rel: string, ...pairs: [string, string][]): void {
  site.edit(rel, (text) => {
    for (const [from, to] of pairs) {
      expect(text, `${rel} has ${from}`).toContain(from);
      text = text.replace(from, to);
    }
    return text;
  });
}

/** The diagnostic as the CLI prints it: the message, where, the line and a caret under the column. */
function located(
  severity: 'error' | 'warning',
  code: string,
  message: string,
  file: string,
  line: number,
  column: number,
  source: string,
): string {
  const pad = ' '.repeat(String(line).length);
  return [
    `${severity}[${code}]: ${message}`,
    `  --> ${file}:${line}:${column}`,
    `${pad} |`,
    `${line} | ${source}`,
    `${pad} | ${' '.repeat(column - 1)}^`,
  ].join('\n');
}

async function buildFails(): Promise<string> {
  const { stderr } = await site.buildFails();
  expect(stderr).toContain('Build failed: nothing was written; the previous output is unchanged.');
  return stderr;
}

/** A build that succeeds (with warnings, say) is the new last good output. */
async function buildPasses(): Promise<string> {
  return (await site.buildPasses()).stderr;
}

beforeAll(() => {
  // The fixture is clean: every form of link in it resolves, so nothing is reported.
  expect(site.goodRun.stderr).toBe('');
  // Raw HTML is rewritten to what the site serves: a .md link to its page, a co-located image to its asset.
  expect(site.goodPage).toMatch(/<a href="\/docs\/wiring\/#the-header">the header section<\/a>/);
  expect(site.goodPage).toMatch(
    /<img src="\/assets\/images\/board-[0-9a-f]{8}\.svg" alt="A small board with four pins"/,
  );
});

describe('raw HTML in a .md file', () => {
  // A plain <a> is no <Link>: Docusaurus does not check it, and builds the site; zapsite says where each is.
  it('a link, an anchor and a link in a block quote to missing targets are each located warnings', async () => {
    edit(
      DOC,
      ['then the <a href="/docs/jsx/">', 'then the <a href="/docs/jsxx/">'],
      ['<a href="#kept-notes">', '<a href="#kept-nots">'],
      ['> <a href="/docs/wiring/">', '> <a href="/docs/wirin/">'],
    );
    const stderr = await buildPasses();
    expect(stderr).toContain(
      located(
        'warning',
        'broken-link',
        'Broken link on /docs/: "/docs/jsxx/" does not match any page or file of the site.',
        DOC,
        8,
        96,
        '<p>Read <a href="./wiring/index.md#the-header">the header section</a> first, then the <a href="/docs/jsxx/">JSX page</a>.</p>',
      ),
    );
    expect(stderr).toContain(
      located(
        'warning',
        'broken-anchor',
        'Broken anchor on /docs/: "/docs/#kept-nots" points to #kept-nots, which is not a heading id on /docs/.',
        DOC,
        19,
        35,
        '- A list item that links <a href="#kept-nots">further down</a>.',
      ),
    );
    expect(stderr).toContain('  hint: Headings there: #kept-notes, #old-anchor.');
    expect(stderr).toContain(
      located(
        'warning',
        'broken-link',
        'Broken link on /docs/: "/docs/wirin/" does not match any page or file of the site.',
        DOC,
        22,
        12,
        '> <a href="/docs/wirin/">Quoted link to the wiring page</a>',
      ),
    );
    expect(stderr).toContain('0 errors, 3 warnings');
  });

  it('an image, a srcset candidate, a video and its poster, and a .md link to missing files are each located errors', async () => {
    edit(
      DOC,
      ['./wiring/index.md#', './wiring/intro.md#'],
      ['/img/bench.svg 1x, /img/bench.svg 2x', '/img/bench.svg 1x, /img/bench-wide.svg 2x'],
      ['<img src="./board.svg"', '<img src="./bord.svg"'],
      ['<video src="/media/tap.mp4" poster="/img/bench.svg"', '<video src="/media/tapp.mp4" poster="/img/poster.svg"'],
      ['<img src="/img/bench.svg" alt="The bench">', '<img src="/img/missing.png" alt="The bench">'],
    );
    const stderr = await buildFails();
    expect(stderr).toContain(
      located(
        'error',
        'broken-markdown-link',
        'Markdown link "./wiring/intro.md#the-header" points to a file that does not exist or makes no page.',
        DOC,
        8,
        18,
        '<p>Read <a href="./wiring/intro.md#the-header">the header section</a> first, then the <a href="/docs/jsx/">JSX page</a>.</p>',
      ),
    );
    expect(stderr).toContain(
      located(
        'error',
        'broken-html-image',
        'Image "/img/bench-wide.svg" was not found.',
        DOC,
        12,
        40,
        '    <source srcset="/img/bench.svg 1x, /img/bench-wide.svg 2x" media="(min-width: 40em)">',
      ),
    );
    expect(stderr).toContain(
      located(
        'error',
        'broken-html-image',
        'Image "./bord.svg" was not found.',
        DOC,
        13,
        15,
        '    <img src="./bord.svg" alt="A small board with four pins" width="40" height="20">',
      ),
    );
    expect(stderr).toContain('  hint: Relative image paths are looked up next to this file; check the file name.');
    expect(stderr).toContain(
      located(
        'error',
        'broken-html-image',
        'File "/media/tapp.mp4" was not found.',
        DOC,
        17,
        13,
        '<video src="/media/tapp.mp4" poster="/img/poster.svg" controls muted></video>',
      ),
    );
    expect(stderr).toContain(
      located(
        'error',
        'broken-html-image',
        'Image "/img/poster.svg" was not found.',
        DOC,
        17,
        38,
        '<video src="/media/tapp.mp4" poster="/img/poster.svg" controls muted></video>',
      ),
    );
    expect(stderr).toContain(
      located(
        'error',
        'broken-html-image',
        'Image "/img/missing.png" was not found.',
        DOC,
        20,
        36,
        '- Another with an image: <img src="/img/missing.png" alt="The bench">',
      ),
    );
    expect(stderr).toContain('  hint: Paths starting with "/" are looked up in static/; check the file name.');
    expect(stderr).toContain('6 errors, 0 warnings');
  });
});

describe('JSX in an .mdx file', () => {
  it('<Link to> to a missing target is a located error at the value, <a href> and its anchor located warnings', async () => {
    edit(
      JSX,
      ['Back to <a href="/docs/">', 'Back to <a href="/doc/">'],
      ['<Link to="/docs/wiring/#power">', '<Link to="/docs/wiring/#powr">'],
      ['<a href="#jsx-anchor">', '<a href="#jsx-anchr">'],
    );
    const stderr = await buildFails();
    const six =
      'Back to <a href="/doc/">the start</a>, or on to <Link to="/docs/wiring/#powr">the power section</Link>.';
    expect(stderr).toContain(
      located(
        'warning',
        'broken-link',
        `Broken link on ${jsxUrl()}: "/doc/" does not match any page or file of the site.`,
        JSX,
        6,
        18,
        six,
      ),
    );
    expect(stderr).toContain(
      located(
        'error',
        'broken-anchor',
        `Broken anchor on ${jsxUrl()}: "/docs/wiring/#powr" points to #powr, which is not a heading id on /docs/wiring/.`,
        JSX,
        6,
        59,
        six,
      ),
    );
    expect(stderr).toContain('  hint: Headings there: #the-header, #power.');
    expect(stderr).toContain(
      located(
        'warning',
        'broken-anchor',
        `Broken anchor on ${jsxUrl()}: "${jsxUrl()}#jsx-anchr" points to #jsx-anchr, which is not a heading id on ${jsxUrl()}.`,
        JSX,
        19,
        54,
        '<span id="jsx-anchor">An anchor</span> that <a href="#jsx-anchr">links to itself</a>.',
      ),
    );
    expect(stderr).toContain('1 error, 2 warnings');
  });

  it('<img src>, a srcSet candidate, <source srcSet> and <video src poster> to missing files are each located errors', async () => {
    edit(
      JSX,
      [
        '<source srcSet="/img/bench.svg 1x, /img/bench.svg 2x" />',
        '<source srcSet="/img/bench.svg 1x,/img/nope.svg 2x" />',
      ],
      ['<img src="./board.svg" srcSet="./board.svg 2x"', '<img src="./boards.svg" srcSet="./board-big.svg 2x"'],
      ['<video src="/media/tap.mp4" poster="/img/bench.svg"', '<video src="/media/tap.webm" poster="/img/cover.svg"'],
    );
    const stderr = await buildFails();
    expect(stderr).toContain(
      located(
        'error',
        'broken-html-image',
        'Image "/img/nope.svg" was not found.',
        JSX,
        9,
        37,
        '  <source srcSet="/img/bench.svg 1x,/img/nope.svg 2x" />',
      ),
    );
    const ten = '  <img src="./boards.svg" srcSet="./board-big.svg 2x" alt="The same board, drawn again" />';
    expect(stderr).toContain(
      located('error', 'broken-html-image', 'Image "./boards.svg" was not found.', JSX, 10, 13, ten),
    );
    expect(stderr).toContain(
      located('error', 'broken-html-image', 'Image "./board-big.svg" was not found.', JSX, 10, 35, ten),
    );
    const thirteen = '<video src="/media/tap.webm" poster="/img/cover.svg" controls muted />';
    expect(stderr).toContain(
      located('error', 'broken-html-image', 'File "/media/tap.webm" was not found.', JSX, 13, 13, thirteen),
    );
    expect(stderr).toContain(
      located('error', 'broken-html-image', 'Image "/img/cover.svg" was not found.', JSX, 13, 38, thirteen),
    );
    expect(stderr).toContain('5 errors, 0 warnings');
  });
});

describe('nothing passes silently', () => {
  it('an unknown admonition keyword, a theme component given a prop it ignores or no link, an unread front matter key and no home page are located warnings; the site still builds', async () => {
    edit(
      'content/docs/wiring/index.md',
      [
        'description: How',
        'sidebar_key: wiring\nsidebar_positon: 2\nauthor_url: https://lamps.example.org\ndescription: How',
      ],
      ['never five.\n', 'never five.\n\n:::warn Hot iron\nThe tip stays hot for a minute.\n:::\n'],
    );
    edit(JSX, [
      '<Button to="/docs/wiring/">Wire it up</Button>',
      '<Button to="/docs/wiring/" size="big">Wire it up</Button>\n\n<Button>Nowhere yet</Button>\n\n:::spoiler\nThe ending.\n:::',
    ]);
    site.unlink('content/pages/index.md');
    const stderr = await buildPasses();
    const WIRING = 'content/docs/wiring/index.md';
    expect(stderr).toContain(
      located(
        'warning',
        'unknown-directive',
        'Unknown admonition keyword ":::warn"; the block is shown as plain text.',
        WIRING,
        17,
        1,
        ':::warn Hot iron',
      ),
    );
    expect(stderr).toContain(
      '  hint: Admonition keywords are note, tip, info, warning, danger, caution, important, secondary, success.',
    );
    expect(stderr).toContain(
      located(
        'warning',
        'unknown-directive',
        'Unknown admonition keyword ":::spoiler"; its content is shown as plain text.',
        JSX,
        19,
        1,
        ':::spoiler',
      ),
    );
    expect(stderr).toContain(
      located(
        'warning',
        'unknown-prop',
        '<Button> has no prop "size"; it is ignored.',
        JSX,
        15,
        28,
        '<Button to="/docs/wiring/" size="big">Wire it up</Button>',
      ),
    );
    expect(stderr).toContain('  hint: It takes `to`, `href`, `variant`.');
    expect(stderr).toContain(
      located(
        'warning',
        'missing-prop',
        '<Button> is given none of "to" or "href".',
        JSX,
        17,
        1,
        '<Button>Nowhere yet</Button>',
      ),
    );
    expect(stderr).toContain(
      located(
        'warning',
        'front-matter-unread',
        'zapsite does not read the front matter key "sidebar_key" in docs; it has no effect here.',
        WIRING,
        3,
        1,
        'sidebar_key: wiring',
      ),
    );
    expect(stderr).toContain(
      located(
        'warning',
        'front-matter-unread',
        'Unknown front matter key "sidebar_positon": neither zapsite nor the site\'s code reads it, so it has no effect.',
        WIRING,
        4,
        1,
        'sidebar_positon: 2',
      ),
    );
    expect(stderr).toContain('  hint: Did you mean "sidebar_position"?');
    // A blog post's key in a doc: Docusaurus reads it in posts only, so no claim that it reads it here.
    expect(stderr).toContain(
      located(
        'warning',
        'front-matter-unread',
        'Unknown front matter key "author_url": neither zapsite nor the site\'s code reads it, so it has no effect.',
        WIRING,
        5,
        1,
        'author_url: https://lamps.example.org',
      ),
    );
    expect(stderr).toContain(
      'warning[no-home-page]: The site has no home page: nothing is built at /, so visitors there get the 404 page.\n  --> content/pages/index.md\n',
    );
    expect(stderr).toContain('0 errors, 8 warnings');
    // Built, and the literal text is still there for the reader.
    expect(readFileSync(join(site.root, 'build/docs/wiring/index.html'), 'utf8')).toContain(':::warn Hot iron');
  });
});

describe('onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks and onBrokenHtmlImages', () => {
  const breakAll = () =>
    edit(
      DOC,
      ['then the <a href="/docs/jsx/">', 'then the <a href="/docs/jsxx/">'],
      ['<a href="#kept-notes">', '<a href="#kept-nots">'],
      ['./wiring/index.md#', './wiring/intro.md#'],
      ['<img src="./board.svg"', '<img src="./bord.svg"'],
    );

  it('"warn" makes each a located warning and the build succeeds', async () => {
    edit('zapsite.config.ts', [
      "markdown: { format: 'detect' },",
      "markdown: { format: 'detect' },\n  onBrokenLinks: 'warn',\n  onBrokenAnchors: 'warn',\n  onBrokenMarkdownLinks: 'warn',\n  onBrokenHtmlImages: 'warn',",
    ]);
    breakAll();
    const stderr = await buildPasses();
    expect(stderr).toMatch(
      new RegExp(`warning\\[broken-link\\]: Broken link on /docs/: "/docs/jsxx/"[^\\n]*\\n  --> ${DOC}:8:96\\n`),
    );
    expect(stderr).toMatch(
      new RegExp(
        `warning\\[broken-anchor\\]: Broken anchor on /docs/: "/docs/#kept-nots"[^\\n]*\\n  --> ${DOC}:19:35\\n`,
      ),
    );
    expect(stderr).toMatch(
      new RegExp(
        `warning\\[broken-markdown-link\\]: Markdown link "./wiring/intro.md#the-header"[^\\n]*\\n  --> ${DOC}:8:18\\n`,
      ),
    );
    expect(stderr).toMatch(
      new RegExp(`warning\\[broken-html-image\\]: Image "./bord.svg" was not found.\\n  --> ${DOC}:13:15\\n`),
    );
    expect(stderr).toContain('0 errors, 4 warnings');
  });

  it('"ignore" says nothing and the build succeeds, links that do resolve still written as the page serves them', async () => {
    edit('zapsite.config.ts', [
      "markdown: { format: 'detect' },",
      "markdown: { format: 'detect' },\n  onBrokenLinks: 'ignore',\n  onBrokenAnchors: 'ignore',\n  onBrokenMarkdownLinks: 'ignore',\n  onBrokenHtmlImages: 'ignore',",
    ]);
    breakAll();
    edit(DOC, ['> <a href="/docs/wiring/">', '> <a href="./wiring/index.md#power">']);
    expect(await buildPasses()).toBe('');
    expect(site.goodPage).toContain('<a href="/docs/wiring/#power">Quoted link to the wiring page</a>');
  });

  it('onBrokenAnchors alone: a broken anchor warns while a broken link still stops the build', async () => {
    edit('zapsite.config.ts', [
      "markdown: { format: 'detect' },",
      "markdown: { format: 'detect' },\n  onBrokenAnchors: 'warn',",
    ]);
    // Markdown links, which Docusaurus checks (a plain <a> only ever warns).
    edit(DOC, [
      'as pages moved from other tools often are.',
      'as pages moved from other tools often are. See [the JSX page](/docs/jsxx/) and [the notes](#kept-nots).',
    ]);
    const stderr = await buildFails();
    expect(stderr).toMatch(/error\[broken-link\]: Broken link on \/docs\/: "\/docs\/jsxx\/"/);
    expect(stderr).toMatch(/warning\[broken-anchor\]: Broken anchor on \/docs\/: "\/docs\/#kept-nots"/);
    expect(stderr).toContain('1 error, 1 warning');
  });

  it('names the pages of a broken anchor as the address bar shows them, with the base URL', async () => {
    edit('zapsite.config.ts', [
      "markdown: { format: 'detect' },",
      "markdown: { format: 'detect' },\n  baseUrl: '/lamps/',\n  onBrokenAnchors: 'warn',",
    ]);
    edit(DOC, ['<a href="#kept-notes">', '<a href="#kept-nots">']);
    const stderr = await buildPasses();
    expect(stderr).toMatch(
      /warning\[broken-anchor\]: Broken anchor on \/lamps\/docs\/: "[^"]*#kept-nots" points to #kept-nots, which is not a heading id on \/lamps\/docs\/\./,
    );
  });

  it('onBrokenImages governs Markdown images only: with it at "warn", a broken HTML image still stops the build', async () => {
    edit('zapsite.config.ts', [
      "markdown: { format: 'detect' },",
      "markdown: { format: 'detect' },\n  onBrokenImages: 'warn',",
    ]);
    edit(DOC, ['<img src="./board.svg"', '<img src="./bord.svg"']);
    const stderr = await buildFails();
    expect(stderr).toMatch(/error\[broken-html-image\]: Image "\.\/bord\.svg" was not found\./);
    expect(stderr).toContain('1 error, 0 warnings');
  });
});

/** The JSX page's URL as the build writes it (trailing slash or not, as the config's mode says). */
function jsxUrl(): string {
  return /href="(\/docs\/jsx\/?)"/.exec(site.goodPage)![1]!;
}
