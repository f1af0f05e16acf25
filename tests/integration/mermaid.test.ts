// Mermaid code blocks (tests/fixtures/mermaid, `markdown.mermaid: true`): each becomes a box of
// fixed height holding the source and a `visible` island, on the Markdown and the MDX path alike;
// a diagram mermaid's parser rejects is a located warning; with the option off (Docusaurus's
// default) a mermaid block stays a code block and the build holds no diagram code at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { build } from '../../generator/pipeline.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { FIXTURES } from '../helpers/paths.ts';

const ROOT = `${FIXTURES}mermaid`;
let out: FixtureOutcome;
const doc = (writer: MemoryWriter, path: string) => parseDocument(writer.text(path)!);
const byClass = (root: ReturnType<typeof parseDocument>, cls: string) =>
  findAll((e) => (e.attribs.class ?? '').split(' ').includes(cls), root.children);

beforeAll(async () => {
  out = await buildFixture(ROOT);
  if (!out.ok) throw new Error(out.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n'));
});

describe('markdown.mermaid on', () => {
  it('turns a Markdown mermaid block into a sized box with the source and a visible island', () => {
    const page = doc(out.writer, 'docs/index.html');
    const [box, ...more] = byClass(page, 'mermaid');
    expect(more).toEqual([]);
    expect(getAttributeValue(box!, 'style')).toMatch(/^height:\d+(\.\d)?rem$/);
    const source = findOne((e) => e.name === 'pre', [box!])!;
    expect(source.attribs).toMatchObject({ class: 'mermaid__source', id: 'mermaid-src-0' });
    expect(textContent(source)).toBe(
      'flowchart TD\n  Tap[Card touches reader] --> Read[Core reads the tag text]\n  Read --> Known{Text names a game?}\n  Known -->|yes| Launcher[Pick the launcher]\n  Known -->|no| Command{Is it a command?}\n  Command -->|yes| Run[Run the command]\n  Command -->|no| Ignore[Log it and wait]\n  Launcher --> Start[Start the game]',
    );
    const island = findOne((e) => e.attribs['data-island'] === 'Mermaid', [box!])!;
    expect(island.attribs['data-hydrate']).toBe('visible');
    const props = findOne((e) => e.name === 'script' && e.attribs['data-island-props'] === 'Mermaid', [box!])!;
    expect(JSON.parse(textContent(props))).toEqual({
      light: 'neutral',
      dark: 'dark',
      options: { fontFamily: 'sans-serif' },
    });
    // Not a code block as well, and nothing of it is highlighted.
    expect(byClass(page, 'code-block')).toEqual([]);
  });

  it('reserves more height for a bigger diagram', () => {
    const flow = byClass(doc(out.writer, 'docs/index.html'), 'mermaid')[0]!;
    const sequence = byClass(doc(out.writer, 'docs/core-api/index.html'), 'mermaid')[0]!;
    const rem = (e: Element) => Number(/height:([\d.]+)rem/.exec(getAttributeValue(e, 'style')!)![1]);
    expect(rem(flow)).toBeGreaterThan(rem(sequence));
  });

  it('does the same for a mermaid block in MDX', () => {
    const page = doc(out.writer, 'docs/core-api/index.html');
    const [box] = byClass(page, 'mermaid');
    expect(textContent(findOne((e) => e.name === 'pre', [box!])!)).toContain('Core-)App: notification media.started');
    expect(findOne((e) => e.attribs['data-island'] === 'Mermaid', [box!])).toBeTruthy();
    expect(textContent(page)).toContain('WebSocket on port 7497');
  });

  it('puts the island in the manifest of pages with a diagram and bundles it', () => {
    const manifest = (path: string) =>
      JSON.parse(textContent(findOne((e) => e.attribs.id === 'zs-islands', doc(out.writer, path).children)!)) as Record<
        string,
        string
      >;
    const url = manifest('docs/index.html').Mermaid;
    expect(url).toMatch(/^\/assets\/js\/island-Mermaid-\w+\.js$/);
    expect(out.writer.files.has(url!.slice(1))).toBe(true);
    expect(byClass(doc(out.writer, 'docs/plain/index.html'), 'mermaid')).toEqual([]);
  });

  it('warns about each diagram mermaid cannot parse, at the line it names or at the fence', () => {
    const found = out.diagnostics.map((d) => ({
      code: d.code,
      severity: d.severity,
      file: d.file,
      line: d.line,
      column: d.column,
      sourceLine: d.sourceLine,
    }));
    expect(found).toEqual([
      {
        code: 'mermaid-syntax',
        severity: 'warning',
        file: 'content/docs/broken.md',
        line: 10,
        column: 3,
        sourceLine: '  Core->>: pong',
      },
      {
        code: 'mermaid-syntax',
        severity: 'warning',
        file: 'content/docs/broken.md',
        line: 15,
        column: 1,
        sourceLine: '```mermaid',
      },
    ]);
    expect(out.diagnostics[0]!.message).toMatch(/^This mermaid diagram does not parse: Expecting .*ACTOR.*got 'TXT'$/);
    expect(out.diagnostics[1]!.message).toMatch(/No diagram type detected/);
    for (const d of out.diagnostics) expect(d.hint).toMatch(/shows the diagram's source/);
    // The page still builds, with both sources shown.
    expect(byClass(doc(out.writer, 'docs/broken/index.html'), 'mermaid')).toHaveLength(2);
  });
});

describe('on a build worker', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'zapsite-mermaid-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  // Two workers: the main thread only hands out files, so the workers render and check every one.
  it('renders and checks diagrams as the main thread does', async () => {
    const outDir = join(tmp, 'out');
    const result = await build({ root: ROOT, outDir, offline: true, workers: 2 });
    for (const page of ['docs/index.html', 'docs/core-api/index.html', 'docs/broken/index.html'])
      expect(readFileSync(join(outDir, page), 'utf8')).toBe(out.writer.text(page));
    expect(result.warnings).toEqual(out.diagnostics);
  });
});

describe('markdown.mermaid off', () => {
  let off: MemoryWriter;
  let warnings: unknown[];
  beforeAll(async () => {
    const { config } = await loadConfig(ROOT);
    off = new MemoryWriter();
    const result = await build({
      root: ROOT,
      writer: off,
      offline: true,
      config: { ...config, markdown: { ...config.markdown, mermaid: false } },
    });
    warnings = result.warnings;
  });

  it('keeps a mermaid block a code block, as Docusaurus does, with no warning', () => {
    const page = doc(off, 'docs/index.html');
    expect(byClass(page, 'mermaid')).toEqual([]);
    const [block] = byClass(page, 'code-block');
    expect(block!.attribs.class).toContain('language-mermaid');
    expect(textContent(block!)).toContain('Tap[Card touches reader]');
    expect(warnings).toEqual([]);
  });

  it('bundles no diagram code', () => {
    const js = [...off.files.keys()].filter((p) => p.endsWith('.js'));
    expect(js.filter((p) => /Mermaid/.test(p))).toEqual([]);
    expect(js.filter((p) => /mermaid/i.test(off.text(p)!))).toEqual([]);
    expect(js.length).toBeLessThan(out.writer.files.size);
  });
});

describe('the mermaid config', () => {
  it('defaults as Docusaurus does: off, with the default and dark themes', async () => {
    const { config } = await loadConfig(`${FIXTURES}basic`);
    expect(config.markdown.mermaid).toBe(false);
    expect(config.mermaid).toEqual({ theme: { light: 'default', dark: 'dark' }, options: {} });
  });
});
