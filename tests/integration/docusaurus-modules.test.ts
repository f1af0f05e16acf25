// A site written the Docusaurus way (issue 17): React pages in src/pages, Docusaurus's modules in
// pages, MDX and components, Infima classes and a custom stylesheet, under a base URL with
// trailing slashes.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Document, Element } from 'domhandler';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { FIXTURES } from '../helpers/paths.ts';
import { build } from '../../generator/pipeline.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';

const ROOT = `${FIXTURES}docusaurus-modules`;
let out: FixtureOutcome;
const page = (path: string): Document => parseDocument(out.writer.text(path)!);
const one = (doc: Document | Element, test: (e: Element) => boolean) =>
  findOne(test, 'children' in doc ? doc.children : [], true)!;
const all = (doc: Document | Element, test: (e: Element) => boolean) => findAll(test, doc.children);
const head = (path: string) => one(page(path), (e) => e.name === 'head');
const stylesheets = (path: string) =>
  all(head(path), (e) => e.name === 'link' && e.attribs.rel === 'stylesheet').map((l) => l.attribs.href!);

beforeAll(async () => {
  out = await buildFixture(ROOT);
  if (!out.ok) throw new Error(out.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n'));
});

describe('React pages', () => {
  it('builds with no error or warning, a page per component file and the Markdown page beside them', () => {
    expect(out.diagnostics).toEqual([]);
    expect(out.result!.urls.filter((u) => !/404|search/.test(u)).sort()).toEqual([
      '/',
      '/docs/setup/',
      '/notes/',
      '/showcase/',
    ]);
    // `_`-prefixed files and folders, and CSS modules, are not pages.
    for (const path of ['_draft/index.html', '_parts/Blurb/index.html', 'page.module/index.html', 'page/index.html'])
      expect(out.writer.files.has(path)).toBe(false);
    expect(out.writer.text('notes/index.html')).toContain('keep spare tags in a drawer');
  });

  it("gives a page the site config and its route as props, as Docusaurus's pages plugin does", () => {
    const p = one(page('showcase/index.html'), (e) => e.name === 'p' && e.attribs.class === 'showcase-where');
    expect(textContent(p)).toBe('Tap Bench lists its setups at /bench/showcase/.');
  });

  it('leaves a pathname:// link and one marked data-noBrokenLinkCheck unchecked, as Docusaurus does', () => {
    // The first test holds that neither is reported broken. Docusaurus gives a pathname:// link the
    // base URL (not the trailing-slash form) and opens it as an external link.
    const p = one(page('showcase/index.html'), (e) => e.name === 'p' && e.attribs.class === 'showcase-elsewhere');
    const links = all(p, (e) => e.name === 'a');
    expect(links.map((a) => a.attribs.href)).toEqual(['/bench/layout-lab/', '/bench/field-notes/']);
    expect(links.map((a) => a.attribs.target)).toEqual(['_blank', undefined]);
    expect(out.writer.text('showcase/index.html')).not.toContain('data-zs-unchecked');
    // In an MDX page too: its links are checked from its source, and the mark is taken out.
    const doc = out.writer.text('docs/setup/index.html')!;
    expect(doc).toMatch(/<a href="\/bench\/layout-lab\/" target="_blank" rel="noopener noreferrer">layout lab<\/a>/);
    expect(doc).not.toContain('data-zs-unchecked');
  });

  it('takes the title and description of <Layout> into the head, and the tags of <Head>', () => {
    const h = head('index.html');
    expect(textContent(one(h, (e) => e.name === 'title'))).toBe('Welcome to the bench | Tap Bench');
    expect(one(h, (e) => e.name === 'meta' && e.attribs.name === 'description').attribs.content).toBe(
      'Three readers wired to one launcher, ready for tapping.',
    );
    expect(one(h, (e) => e.name === 'meta' && e.attribs.property === 'og:description').attribs.content).toBe(
      'Three readers wired to one launcher, ready for tapping.',
    );
    expect(one(h, (e) => e.name === 'meta' && e.attribs.name === 'theme-color').attribs.content).toBe('#1d6b57');
    expect(one(h, (e) => e.name === 'link' && e.attribs.rel === 'preconnect').attribs.href).toBe(
      'https://cards.example.com',
    );
    // The marker the head tags replace is gone.
    expect(out.writer.text('index.html')).not.toContain('zs-docusaurus-head');
  });

  it("uses <Head>'s <title> as written and its description once", () => {
    const h = head('showcase/index.html');
    expect(textContent(one(h, (e) => e.name === 'title'))).toBe('Showcase of tap setups');
    const descriptions = all(h, (e) => e.name === 'meta' && e.attribs.name === 'description');
    expect(descriptions.map((m) => m.attribs.content)).toEqual(['Benches other people built around their readers.']);
  });

  it("writes links in the site's form: base URL, trailing slash, external links in a new tab", () => {
    const doc = page('index.html');
    const link = (text: string) => one(doc, (e) => e.name === 'a' && textContent(e).startsWith(text));
    expect(getAttributeValue(link('Set up a reader'), 'href')).toBe('/bench/docs/setup/');
    expect(getAttributeValue(link('See the showcase'), 'href')).toBe('/bench/showcase/');
    expect(getAttributeValue(link('jump back up'), 'href')).toBe('#where');
    const external = link('Zaparoo');
    expect(external.attribs).toMatchObject({
      href: 'https://zaparoo.org',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(
      getAttributeValue(
        one(page('showcase/index.html'), (e) => e.name === 'a' && textContent(e) === 'Back home'),
        'href',
      ),
    ).toBe('/bench/');
    expect(one(doc, (e) => e.name === 'img' && e.attribs.alt === 'A reader').attribs.src).toBe('/bench/img/reader.svg');
  });

  it('gives components the site config, its customFields and the location', () => {
    expect(textContent(one(page('index.html'), (e) => e.attribs.id === 'where'))).toBe(
      'You are at /bench/ with 3 readers for MiSTer.',
    );
    expect(textContent(one(page('index.html'), (e) => e.name === 'h1'))).toBe('Tap Bench');
  });

  it('keeps the navbar, footer, skip link target and a main landmark around the page', () => {
    const doc = page('index.html');
    expect(one(doc, (e) => e.name === 'a' && e.attribs.class === 'skip-link').attribs.href).toBe('#main-content');
    const main = one(doc, (e) => e.attribs.id === 'main-content');
    expect(main.attribs.class).toBe('main-wrapper');
    expect(all(doc, (e) => e.name === 'main')).toHaveLength(1);
    expect(one(doc, (e) => e.name === 'nav' && e.attribs.class === 'navbar')).toBeTruthy();
    expect(one(doc, (e) => e.name === 'footer' && e.attribs.class === 'footer')).toBeTruthy();
    // A heading the page wrote is left as written; @theme/Heading gives its anchor.
    expect(one(doc, (e) => e.name === 'h1').attribs.class).toBe('hero-banner__title');
    const h2 = one(page('showcase/index.html'), (e) => e.name === 'h2' && e.attribs.id === 'cabinets');
    expect(h2.attribs.class).toBe('anchor');
    expect(
      getAttributeValue(
        one(h2, (e) => e.name === 'a'),
        'href',
      ),
    ).toBe('#cabinets');
  });

  it('makes an interactive component an island in a React page that imports it from its own file', () => {
    const doc = page('index.html');
    const island = one(doc, (e) => e.attribs['data-island'] === 'ReaderStatus');
    expect(island.attribs['data-hydrate']).toBe('load');
    // BrowserOnly's fallback, useIsBrowser's false and no layout effect run on the server.
    expect(textContent(island)).toContain('Rendered at build time');
    expect(textContent(island)).toContain('Shelf not measured');
    expect(textContent(island)).toContain('Waiting for the browser');
    expect(JSON.parse(textContent(one(doc, (e) => e.attribs['data-island-props'] === 'ReaderStatus')))).toEqual({
      label: 'Bench reader',
    });
    const manifest = JSON.parse(textContent(one(doc, (e) => e.attribs.id === 'zs-islands'))) as Record<string, string>;
    expect(out.writer.files.has(manifest.ReaderStatus!.replace(/^\/bench\//, ''))).toBe(true);
  });

  it("resolves @theme/X to the site's own src/theme/X", () => {
    const aside = one(page('showcase/index.html'), (e) => e.name === 'aside');
    expect(aside.attribs.class).toBe('alert alert--info margin-bottom--md');
    expect(textContent(aside)).toBe('Send us a photo of your bench.');
  });

  it("links the CSS module of a page's component, with its classes", () => {
    const mdx = stylesheets('index.html').filter((h) => h.startsWith('/bench/assets/mdx/'));
    expect(mdx).toHaveLength(1);
    // A CSS module's classes carry a hash of its path (bundle/site-styles.ts): the same on the server and in the islands.
    const name = /\.(ReaderCards_[0-9a-f]{6}_reader)\{/.exec(out.writer.text(mdx[0]!.replace('/bench/', ''))!)?.[1];
    expect(name).toBeDefined();
    expect(out.writer.text('index.html')).toContain(`class="card ${name}"`);
    // Stylesheet source maps stay in the build cache.
    expect([...out.writer.files.keys()].filter((f) => f.endsWith('.map'))).toEqual([]);
  });
});

describe('Docusaurus theme modules in an MDX doc', () => {
  const md = () => one(page('docs/setup/index.html'), (e) => e.attribs.class === 'markdown');

  it('renders @theme/Tabs and TabItem as the Tabs island', () => {
    const tabs = one(md(), (e) => e.attribs['data-island'] === 'Tabs');
    expect(all(tabs, (e) => e.attribs.role === 'tab').map((t) => textContent(t))).toEqual(['Linux', 'Windows']);
    expect(tabs.attribs['data-wake-group']).toBe('tabs:os');
  });

  it('renders @theme/Admonition like a Markdown admonition', () => {
    const adm = one(md(), (e) => e.attribs.class === 'admonition admonition--warning');
    expect(textContent(one(adm, (e) => e.attribs.class === 'admonition__heading'))).toBe('Mind the cable');
    expect(textContent(one(adm, (e) => e.attribs.class === 'admonition__content'))).toBe(
      'Long cables drop taps; keep it under a metre.',
    );
  });

  it('highlights @theme/CodeBlock like a fenced block, with its title', () => {
    const block = one(md(), (e) => e.attribs.class === 'code-block language-js');
    expect(textContent(one(block, (e) => e.attribs.class === 'code-block__title'))).toBe('reader.js');
    const code = one(block, (e) => e.name === 'code');
    expect(all(code, (e) => e.attribs.class === 'line')).toHaveLength(2);
    expect(out.writer.text('docs/setup/index.html')).toContain(
      '<span style="color:var(--zs-code-token-keyword)">const</span>',
    );
  });

  it('renders @theme/Details as <details> with its summary', () => {
    const details = one(md(), (e) => e.name === 'details');
    // theme-classic's: the generic Details as an Infima info alert, its content in the box Docusaurus puts it in.
    expect(details.attribs.class).toBe('details_lb9f alert alert--info details_b_Ee');
    expect(one(details, (e) => e.attribs.class === 'collapsibleContent_i85q')).toBeTruthy();
    expect(textContent(one(details, (e) => e.name === 'summary'))).toBe('Which readers work?');
    expect(textContent(details)).toContain('Any PN532 board, and the ACR122U.');
  });

  it("uses the site's MDXComponents that spreads @theme-original/MDXComponents", () => {
    expect(one(md(), (e) => e.attribs['data-island'] === 'ReaderStatus')).toBeTruthy();
    // The spread keeps the theme's own rendering: headings, links and code are still the theme's.
    expect(one(md(), (e) => e.name === 'a' && textContent(e) === 'Setup guide').attribs.href).toBe(
      '/bench/docs/setup/',
    );
  });
});

describe('theme.customCss and theme.infima', () => {
  it('links Infima before the theme and the custom stylesheet after it, on every page', () => {
    for (const path of ['index.html', 'docs/setup/index.html', 'notes/index.html']) {
      const css = stylesheets(path);
      expect(css[0]).toMatch(/^\/bench\/assets\/site-css\/infima-[0-9a-f]{8}\.css$/);
      expect(css[1]).toMatch(/^\/bench\/assets\/css\/site-/);
      expect(css[2]).toMatch(/^\/bench\/assets\/site-css\/custom-\w+\.css$/);
    }
  });

  it("bundles the custom stylesheet's @import and url()", () => {
    const href = stylesheets('index.html')[2]!;
    const css = out.writer.text(href.replace('/bench/', ''))!;
    expect(css).toMatch(/--bench-green: ?#1d6b57/);
    expect(css).toContain('.hero-banner{');
    const url = /url\(["']?([^)"']+)["']?\)/.exec(css)![1]!;
    // Published by its content hash, at its URL under the base (bundle/css-url.ts).
    expect(url).toMatch(/^\/bench\/assets\/site-css\/tag-[0-9a-f]{8}\.svg$/);
    expect(out.writer.files.has(url.slice('/bench/'.length))).toBe(true);
  });

  it("ships Infima's grid, buttons and spacing, but none of what the theme styles itself", () => {
    const css = out.writer.text(stylesheets('index.html')[0]!.replace('/bench/', ''))!;
    for (const rule of [
      /\.col--6[,{]/,
      /\.row[,{]/,
      /\.text--center[,{]/,
      /\.padding-vert--lg[,{]/,
      /\.margin-top--md[,{]/,
      /\.button--lg[,{]/,
      /\.card__header[,{]/,
      /--ifm-color-primary:/,
    ])
      expect(css).toMatch(rule);
    // The theme's own navbar, cards, buttons and typography are left alone.
    expect(css).not.toMatch(/\.navbar[{.:\s,]/);
    expect(css).not.toMatch(/(^|[}\s,])\.card\{/);
    expect(css).not.toMatch(/(^|[}\s,])\.button\{/);
    expect(css).not.toMatch(/(^|})(body|html|a|h1|\*)\{/);
  });

  it('adds nothing to a site without the keys', async () => {
    const { config } = await loadConfig(ROOT);
    const writer = new MemoryWriter();
    await build({
      root: ROOT,
      config: { ...config, theme: { ...config.theme, name: 'zapsite', customCss: [], infima: false } },
      writer,
      offline: true,
    });
    expect([...writer.files.keys()].filter((f) => f.includes('site-css'))).toEqual([]);
    const css = findAll(
      (e) => e.name === 'link' && e.attribs.rel === 'stylesheet',
      parseDocument(writer.text('notes/index.html')!).children,
    ).map((l) => l.attribs.href);
    expect(css).toEqual([stylesheets('notes/index.html')[1]]);
  });
});
