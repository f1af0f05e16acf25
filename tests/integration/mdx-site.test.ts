// Real MDX (issue 16): a site with its own components, imports, expressions and an interactive
// component, compiled by @mdx-js/mdx, bundled with esbuild and rendered with React.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { build } from '../../generator/pipeline.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { FIXTURES } from '../helpers/paths.ts';

const ROOT = `${FIXTURES}mdx-site`;
let out: FixtureOutcome;
const page = (path: string) => parseDocument(out.writer.text(path)!);
const content = (path: string) => findOne((e) => e.attribs.class === 'markdown', page(path).children)!;

beforeAll(async () => {
  out = await buildFixture(ROOT);
  if (!out.ok) throw new Error(out.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n'));
});

describe('an MDX page with imports, expressions and the site components', () => {
  it('builds with no error or warning', () => {
    expect(out.diagnostics).toEqual([]);
  });

  it('evaluates expressions and an exported constant', () => {
    expect(textContent(content('docs/index.html'))).toContain(
      'This bench has been tapping cards since 2023, which makes 3 years by 2026.',
    );
  });

  it('renders a global component with JSX in a prop, and an imported component from @site/', () => {
    const callout = findOne(
      (e) => e.name === 'aside' && e.attribs['data-tone'] === 'loud',
      content('docs/index.html').children,
    )!;
    expect(callout).toBeTruthy();
    const badge = findOne(
      (e) => e.name === 'span' && /ReaderBadge_[0-9a-f]{6}_badge/.test(e.attribs.class ?? ''),
      callout.children,
    )!;
    expect(textContent(badge)).toBe('PN532 (USB serial)');
    expect(textContent(callout)).toContain('Keep the reader flat on the desk');
    expect(findOne((e) => e.name === 'strong', callout.children)).toBeTruthy();
  });

  it('maps over data imported with a relative path', () => {
    const list = findOne(
      (e) => e.name === 'ul' && e.attribs.class === 'reader-list',
      content('docs/index.html').children,
    )!;
    expect(findAll((e) => e.name === 'li', list.children).map((li) => textContent(li))).toEqual([
      'PN532 (USB serial)',
      'ACR122U (PC/SC)',
      'Camera (QR codes)',
    ]);
  });

  it('keeps the Markdown features: heading ids, links to files, admonitions, highlighted code with a title', () => {
    const html = out.writer.text('docs/index.html')!;
    expect(html).toContain('<h2 id="bench-readers" class="anchor">Readers on the bench<a href="#bench-readers"');
    const links = findAll(
      (e) => e.name === 'a' && textContent(e).startsWith('the reader'),
      content('docs/index.html').children,
    );
    expect(links.map((a) => getAttributeValue(a, 'href'))).toEqual(['/docs/readers/', '/docs/readers/']);
    expect(html).toMatch(
      /<div class="admonition admonition--tip">.*<span>Before you tap<\/span>.*Charge the phone first\./s,
    );
    expect(html).toMatch(
      /<div class="code-block__title">tap\.js<\/div>.*var\(--zs-code-token-keyword\)">const<\/span>/s,
    );
    // The TOC lists the Markdown headings.
    const toc = findOne((e) => e.name === 'nav' && e.attribs.class === 'toc', page('docs/index.html').children)!;
    expect(findAll((e) => e.name === 'a', toc.children).map((a) => getAttributeValue(a, 'href'))).toEqual([
      '#bench-readers',
      '#count-your-taps',
    ]);
  });

  it("resolves a link to an MDX file's heading from a Markdown page", () => {
    const a = findOne(
      (e) => e.name === 'a' && textContent(e) === 'the start',
      content('docs/readers/index.html').children,
    )!;
    expect(getAttributeValue(a, 'href')).toBe('/docs/#bench-readers');
  });

  it('links the stylesheets of the components a page uses, and their classes exist there', () => {
    const links = findAll(
      (e) => e.name === 'link' && e.attribs.rel === 'stylesheet',
      page('docs/index.html').children,
    ).map((l) => l.attribs.href!);
    const mdxCss = links.filter((h) => h.startsWith('/assets/mdx/'));
    expect(mdxCss).toHaveLength(2);
    const css = mdxCss.map((h) => out.writer.text(h.slice(1))!).join('\n');
    // A CSS module's classes carry a hash of its path (bundle/site-styles.ts).
    for (const [stem, local] of [
      ['ReaderBadge', 'badge'],
      ['MDXComponents', 'callout'],
      ['MDXComponents', 'loud'],
    ]) {
      const cls = new RegExp(`\\.(${stem}_[0-9a-f]{6}_${local})\\{`).exec(css)?.[1];
      expect(cls, `${stem} ${local}`).toBeDefined();
      expect(out.writer.text('docs/index.html')).toContain(cls);
    }
    // A page that uses no site component links none of their stylesheets.
    expect(out.writer.text('index.html')).not.toContain('/assets/mdx/');
  });

  it('makes an interactive component an island with its props as JSON, and ships its module', () => {
    const doc = page('docs/index.html');
    const root = findOne((e) => e.attribs['data-island'] === 'TapCounter', doc.children)!;
    expect(root.attribs['data-hydrate']).toBe('visible');
    expect(textContent(root)).toBe('Tap the readerTaps so far: 2');
    const props = findOne((e) => e.name === 'script' && e.attribs['data-island-props'] === 'TapCounter', doc.children)!;
    expect(JSON.parse(textContent(props))).toEqual({ start: 2, label: 'Taps so far' });
    const manifest = JSON.parse(textContent(findOne((e) => e.attribs.id === 'zs-islands', doc.children)!)) as Record<
      string,
      string
    >;
    expect(out.writer.files.has(manifest.TapCounter!.slice(1))).toBe(true);
    // A page without the component does not list it.
    const other = JSON.parse(
      textContent(findOne((e) => e.attribs.id === 'zs-islands', page('docs/readers/index.html').children)!),
    ) as Record<string, string>;
    expect(other.TapCounter).toBeUndefined();
  });

  it('ships no JavaScript for a component that is not interactive', () => {
    const manifest = JSON.parse(
      textContent(findOne((e) => e.attribs.id === 'zs-islands', page('docs/index.html').children)!),
    ) as Record<string, string>;
    expect(Object.keys(manifest).filter((k) => /Callout|ReaderBadge/.test(k))).toEqual([]);
  });
});

describe('raw HTML in a .md file under each markdown.format', () => {
  const buildWith = async (format: 'mdx' | 'md' | 'detect') => {
    const { config } = await loadConfig(ROOT);
    const writer = new MemoryWriter();
    await build({ root: ROOT, config: { ...config, markdown: { ...config.markdown, format } }, writer, offline: true });
    return findOne(
      (e) => e.attribs.class === 'markdown',
      parseDocument(writer.text('docs/readers/index.html')!).children,
    )!;
  };

  it.each(['mdx', 'md', 'detect'] as const)(
    'renders <details>, <img>, <small> and <br/> as HTML (%s)',
    async (format) => {
      const md = await buildWith(format);
      const details = findOne((e) => e.name === 'details', md.children)!;
      expect(textContent(findOne((e) => e.name === 'summary', details.children)!)).toBe('Which cable?');
      expect(textContent(details)).toContain('A short USB cable is enough for the bench.');
      const img = findOne((e) => e.name === 'img', md.children) as Element;
      expect(img.attribs.src).toBe('/img/bench.svg');
      expect(img.attribs.alt).toBe('The bench from above');
      expect(textContent(findOne((e) => e.name === 'small', md.children)!)).toBe('prices change often');
      expect(findAll((e) => e.name === 'br', md.children)).toHaveLength(1);
    },
  );
});
