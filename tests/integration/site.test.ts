// The real Zaparoo site, built once in memory (offline: remote docs come from the kept copy) and
// shared with the other files that read it (tests/helpers/zaparoo-build.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
// htmlparser2 and domutils come with linkinator; the tests need a real HTML parser, not regexes.
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Document, Element, AnyNode } from 'domhandler';
import { zaparooSiteBuild, type KeptOutcome } from '../helpers/zaparoo-build.ts';
import { REPO } from '../helpers/paths.ts';

// Every URL the site must serve: the spec's route list, kept in the repository so a clone stands alone.
const ROUTES_FILE = join(REPO, 'tests/fixtures/routes.txt');

let out: KeptOutcome;
/** URL -> parsed page, for every HTML file the build wrote. */
const pages = new Map<string, { html: string; doc: Document }>();

function urlOf(path: string): string {
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'index.html'.length)}`;
  return `/${path}`;
}

beforeAll(async () => {
  out = await zaparooSiteBuild();
  if (!out.ok)
    throw new Error(
      `The site did not build:\n${out.diagnostics.map((d) => `${d.code}: ${d.message} (${d.file}:${d.line})`).join('\n')}`,
    );
  for (const [path, bytes] of out.writer.files) {
    if (!path.endsWith('.html')) continue;
    const html = bytes.toString('utf8');
    pages.set(urlOf(path), { html, doc: parseDocument(html) });
  }
});

const isRedirect = (doc: Document) =>
  findAll((e) => e.name === 'meta' && getAttributeValue(e, 'http-equiv')?.toLowerCase() === 'refresh', doc.children)
    .length > 0;

function contentPages(): [string, Document][] {
  return [...pages].filter(([, p]) => !isRedirect(p.doc)).map(([url, p]) => [url, p.doc]);
}

/** Text a reader sees: text nodes outside script, style and template. */
function visibleText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if ('children' in node) {
    const el = node as Element;
    if (['script', 'style', 'template', 'noscript'].includes(el.name)) return '';
    return el.children.map(visibleText).join(' ');
  }
  return '';
}

describe('the Zaparoo site', () => {
  it('builds without errors', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.exitCode).toBe(0);
  });

  it('serves exactly the URLs in routes.txt, no more and no fewer', async () => {
    const expected = (await readFile(ROUTES_FILE, 'utf8'))
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    expect(expected.length).toBeGreaterThan(100);
    const built = [...pages.keys()].sort();
    const missing = expected.filter((u) => !pages.has(u));
    const extra = built.filter((u) => !expected.includes(u));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(built).toEqual([...expected].sort());
  });

  it('sends every redirect to a page the site serves', () => {
    const redirects = [...pages].filter(([, p]) => isRedirect(p.doc));
    expect(redirects.length).toBe(19);
    for (const [url, p] of redirects) {
      const meta = findOne(
        (e) => e.name === 'meta' && getAttributeValue(e, 'http-equiv') === 'refresh',
        p.doc.children,
      )!;
      const target = /url=(.*)$/.exec(getAttributeValue(meta, 'content') ?? '')?.[1] ?? '';
      const path = target.split('#')[0]!;
      expect({ url, target: pages.has(path) && !isRedirect(pages.get(path)!.doc) }).toEqual({ url, target: true });
    }
  });

  it('gives every page a title, a meta description and at least one heading', () => {
    const problems: string[] = [];
    for (const [url, doc] of contentPages()) {
      const title = findOne((e) => e.name === 'title', doc.children);
      if (!title || !textContent(title).trim()) problems.push(`${url}: no <title>`);
      const description = findOne(
        (e) => e.name === 'meta' && getAttributeValue(e, 'name') === 'description',
        doc.children,
      );
      if (!description || !getAttributeValue(description, 'content')?.trim())
        problems.push(`${url}: no meta description`);
      const headings = findAll((e) => /^h[1-6]$/.test(e.name) && textContent(e).trim() !== '', doc.children);
      if (headings.length === 0) problems.push(`${url}: no heading`);
    }
    expect(problems).toEqual([]);
  });

  it('has no placeholder words in the visible text of any page', () => {
    const problems: string[] = [];
    for (const [url, doc] of contentPages()) {
      const body = findOne((e) => e.name === 'body', doc.children);
      const text = body ? visibleText(body) : '';
      for (const re of [/\blorem\b/i, /\bipsum\b/i, /\bTODO\b/, /\bTBD\b/, /\bFIXME\b/, /\bcoming soon\b/i]) {
        const m = re.exec(text);
        if (m) problems.push(`${url}: "${text.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\s+/g, ' ')}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('puts the analytics attribute on every navbar and footer link of every page', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [url, doc] of contentPages()) {
      const navbar = findOne(
        (e) => e.name === 'nav' && (getAttributeValue(e, 'class') ?? '').split(' ').includes('navbar'),
        doc.children,
      );
      const footer = findOne(
        (e) => e.name === 'footer' && (getAttributeValue(e, 'class') ?? '').split(' ').includes('footer'),
        doc.children,
      );
      if (!navbar) problems.push(`${url}: no navbar`);
      if (!footer) problems.push(`${url}: no footer`);
      for (const region of [navbar, footer]) {
        if (!region) continue;
        for (const a of findAll((e) => e.name === 'a', region.children)) {
          checked++;
          if (!getAttributeValue(a, 'data-umami-event'))
            problems.push(
              `${url}: <a href="${getAttributeValue(a, 'href')}"> "${textContent(a).trim()}" has no data-umami-event`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
    // Six navbar items, the brand, search, four socials and the footer links, on every page.
    expect(checked).toBeGreaterThan(contentPages().length * 20);
  });

  it('builds /docs/core/api/methods/ from the kept copy of the remote document', async () => {
    const page = pages.get('/docs/core/api/methods/');
    expect(page).toBeDefined();
    const kept = await readFile(join(REPO, 'remote/core-api/methods.md'), 'utf8');
    const title = /^title:\s*(.+)$/m.exec(kept)![1]!.trim();
    const firstH2 = /^## (.+)$/m.exec(kept)![1]!.trim();
    const h1 = findOne((e) => e.name === 'h1', page!.doc.children);
    expect(textContent(h1!).trim()).toBe(title);
    const h2s = findAll((e) => e.name === 'h2', page!.doc.children).map((e) =>
      textContent(e)
        .replace(/\u200b/g, '')
        .trim(),
    );
    expect(h2s).toContain(firstH2);
  });
});
