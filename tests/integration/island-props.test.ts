// Interactive site components given what Docusaurus sites give them (issue 31 item 4, issue 32
// item 3), built with the CLI from tests/fixtures/island-site: an island inside a paragraph, a React
// element as a prop, a component file with only a named export, a site Button whose props are not
// the theme's, a card written as a link around its heading, and a function passed from a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { zapsite, type Run } from '../helpers/cli.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite;
let run: Run;
const html = (path: string) => readFileSync(join(site.dir, 'out', path), 'utf8');
// htmlparser2 keeps a <div> inside a <p> as written; the browser would not, so the tests look at
// the HTML with the browser's rules where it matters (see the <p> test).
const doc = (path: string) => parseDocument(html(path));

beforeAll(async () => {
  site = await copyFixture('island-site');
  // A page passing a function to an interactive component: warned about, rendered static.
  writeFileSync(
    join(site.root, 'content/docs/handlers.mdx'),
    '---\ntitle: Handlers\n---\n\n# Handlers\n\nText first.\n\n<IconCard name="Pad" icon={<b>P</b>} onPick={() => alert(1)} />\n',
  );
  run = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
});
afterAll(() => site.remove());

describe('interactive components given what a Docusaurus site gives them', () => {
  it('builds with exit 0 and only the function-prop warning, located', () => {
    expect(run.code, run.stderr).toBe(0);
    const warnings = run.stderr.split('\n').filter((l) => /^(warning|error)\[/.test(l));
    expect(warnings).toEqual([
      'warning[island-static]: <IconCard> got a function in its "onPick" prop, which cannot cross to the browser: it is rendered at build time and not hydrated.',
    ]);
    expect(run.stderr).toContain('--> content/docs/handlers.mdx:9:1');
    expect(run.stderr).toContain('9 | <IconCard name="Pad" icon={<b>P</b>} onPick={() => alert(1)} />');
  });

  it('gives no prop warning for a site Button that shadows the theme one (label, link, size)', () => {
    expect(run.stderr).not.toMatch(/unknown-prop|missing-prop/);
    const buttons = findAll((e) => /site-button/.test(e.attribs.class ?? ''), doc('docs/index.html').children);
    expect(buttons.map((b) => [textContent(b), b.attribs.href, b.attribs.class])).toEqual([
      ['Get started', '/docs/cards/', 'site-button site-button--lg'],
      ['Read more', '/docs/cards/', 'site-button site-button--md'],
    ]);
  });

  it('keeps an island and its props script inside the paragraph that holds it', () => {
    const page = html('docs/index.html');
    const p = /<p>Launch (.*?) with one tap\.<\/p>/.exec(page)?.[1];
    expect(p).toBeDefined();
    // Only phrasing content between <p> and </p>: nothing a browser would close the paragraph for.
    expect(p).not.toMatch(/<(div|p|section|ul|ol|table|h[1-6])\b/);
    expect(p).toMatch(
      /^<script type="application\/json" data-island-props="Rotator">\{"words":\["a Game","a Movie","a Song"\]\}<\/script><span style="display:contents" data-island="Rotator"/,
    );
  });

  it('sends a React element prop as its server HTML, and renders the island from the same', () => {
    const d = doc('docs/index.html');
    const script = findOne((e) => e.attribs['data-island-props'] === 'IconCard', d.children)!;
    expect(JSON.parse(textContent(script))).toEqual({
      name: 'Reader',
      icon: {
        $zsEl: [
          'img',
          {
            src: '/img/reader.svg',
            alt: 'Reader logo',
            style: { width: '24px', height: '24px' },
            className: 'reader-logo',
          },
          [],
        ],
      },
    });
    const root = script.next as Element;
    expect(getAttributeValue(root, 'data-island')).toBe('IconCard');
    const img = findOne((e) => e.name === 'img', root.children)!;
    expect(img.attribs).toEqual({
      src: '/img/reader.svg',
      alt: 'Reader logo',
      style: 'width:24px;height:24px',
      class: 'reader-logo',
    });
    // React's hoisted image preloads are not part of the island's HTML, nor anything the Markdown
    // steps add elsewhere (heading anchors, the new-tab mark on external links).
    expect(findAll((e) => e.name === 'link', root.children)).toEqual([]);
    expect(findOne((e) => e.name === 'h3', root.children)!.attribs).toEqual({ class: 'icon-card__name' });
    expect(findOne((e) => e.name === 'a', root.children)!.attribs).toEqual({
      class: 'icon-card__maker',
      href: 'https://example.org/makers/',
    });
    expect(textContent(findOne((e) => e.name === 'a', root.children)!)).toBe('Maker');
  });

  it('makes an island of a component file with only a named export', () => {
    const root = findOne((e) => e.attribs['data-island'] === 'NamedWizard', doc('docs/index.html').children)!;
    expect(textContent(root)).toContain('Step 1 of 3');
    const manifest = JSON.parse(
      textContent(findOne((e) => e.attribs.id === 'zs-islands', doc('docs/index.html').children)!),
    ) as Record<string, string>;
    expect(manifest.NamedWizard).toMatch(/^\/assets\/js\/island-NamedWizard-/);
  });

  it("loads an interactiveFrom component's own file in its island, not the whole components file", () => {
    const manifest = JSON.parse(
      textContent(findOne((e) => e.attribs.id === 'zs-islands', doc('docs/index.html').children)!),
    ) as Record<string, string>;
    // The island's file and every chunk it imports statically: what a visitor fetches to wake it.
    const fetched = (url: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(url)) return seen;
      seen.add(url);
      const text = readFileSync(join(site.dir, 'out', url), 'utf8');
      for (const [, rel] of text.matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g)) fetched(join(url, '..', rel!), seen);
      return seen;
    };
    const code = (island: string) =>
      [...fetched(manifest[island]!)].map((url) => readFileSync(join(site.dir, 'out', url), 'utf8')).join('\n');
    // Rotator lives in the components file; NamedWizard in a file of its own (interactiveFrom).
    expect(code('Rotator')).toContain('rotator__next');
    expect(code('NamedWizard')).toContain('wizard__next');
    expect(code('NamedWizard')).not.toContain('rotator__next');
    expect(code('NamedWizard')).not.toContain('icon-card__pick');
  });

  it('renders a component given a function whole on the server, with no island', () => {
    const d = doc('docs/handlers/index.html');
    expect(findAll((e) => e.attribs['data-island'] === 'IconCard', d.children)).toEqual([]);
    const card = findOne((e) => e.attribs.class === 'icon-card', d.children)!;
    expect(textContent(findOne((e) => e.attribs.class === 'icon-card__icon', card.children)!)).toBe('P');
    expect(textContent(findOne((e) => e.name === 'button', card.children)!)).toBe('Pick Pad');
  });

  it('adds no heading anchor link inside a link, and keeps it elsewhere', () => {
    const d = doc('docs/cards/index.html');
    const card = findOne((e) => e.name === 'a' && e.attribs.class === 'card', d.children)!;
    expect(findAll((e) => e.name === 'a', card.children)).toEqual([]);
    expect(findOne((e) => e.name === 'h3', card.children)!.attribs.id).toBe('back-to-the-islands');
    const plain = findOne((e) => e.name === 'h2' && e.attribs.id === 'a-plain-heading', d.children)!;
    expect(findOne((e) => e.name === 'a' && e.attribs.class === 'hash-link', plain.children)).toBeTruthy();
  });
});

describe("an interactive component that picks among its children by their keys (moonrepo's LangPartials)", () => {
  it('gets each child with the key the page wrote, when it renders at build time', () => {
    const page = html('docs/keys/index.html');
    expect(page).toMatch(
      /<div class="key-picker"><button[^>]*>[\s\S]*?Switch reader<\/button><p class="example">Hold the tag to the reader\.<\/p><\/div>/,
    );
    expect(page).not.toContain('No example for');
    // The island's props carry the keys with the children, for the browser.
    expect(page).toContain('"reader-qr"');
  });
});
