// ```mermaid blocks on the Markdown path, one file at a time: the box the theme renders, and the
// build-time check by mermaid's own parser, located in the file.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown, type ContentComponents, type RenderedContent } from '../../../generator/content/markdown.ts';
import { loneResolver } from '../../helpers/link-resolver.ts';
import { describeError, loadMermaid, prebuilt } from '../../../generator/content/mermaid-check.ts';
import { loadTheme } from '../../../generator/render/theme.ts';
import { mermaidBoxHeight } from '../../../theme/shared/mermaid.ts';

let components: ContentComponents;
beforeAll(async () => {
  const { theme } = await loadTheme();
  components = theme.createContentComponents({
    latestPosts: [],
    baseUrl: '/',
    mermaid: { light: 'forest', dark: 'dark', options: {} },
  });
});

const resolver = loneResolver('/docs/flow/');

function render(text: string, mermaid = true): Promise<RenderedContent> {
  const file = {
    absPath: '/site/content/docs/flow.md',
    relPath: 'content/docs/flow.md',
    contentPath: 'flow.md',
    kind: 'doc' as const,
    text,
  };
  return renderMarkdown({
    file,
    body: text,
    resolver,
    components,
    onBrokenMarkdownLinks: 'throw',
    onBrokenImages: 'throw',
    mermaid,
    micromark: true,
  });
}

const where = (r: RenderedContent) => r.diagnostics.map((d) => [d.code, d.line, d.column]);

describe('mermaid blocks', () => {
  it('become numbered boxes with the source and the island, with the configured themes', async () => {
    const r = await render(
      'Intro\n\n```mermaid\npie title Tags\n  "NFC" : 3\n```\n\n```mermaid\ngraph LR\n  A --> B\n```\n',
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.html).toContain(
      '<pre class="mermaid__source" id="mermaid-src-0">pie title Tags\n  &quot;NFC&quot; : 3</pre>',
    );
    expect(r.html).toContain('<pre class="mermaid__source" id="mermaid-src-1">graph LR\n  A --&gt; B</pre>');
    expect(r.html).toContain('{"light":"forest","dark":"dark","options":{}}');
    expect(r.html.match(/data-island="Mermaid" data-hydrate="visible"/g)).toHaveLength(2);
  });

  it('stay code blocks when the option is off, unchecked', async () => {
    const r = await render('```mermaid\ngraph LR\n  A -->\n```\n', false);
    expect(r.diagnostics).toEqual([]);
    expect(r.html).toContain('code-block language-mermaid');
    expect(r.html).not.toContain('data-island="Mermaid"');
  });

  it('accept every diagram type mermaid knows, with front matter, directives and comments', async () => {
    const blocks = [
      'sequenceDiagram\n  App->>Core: launch\n  Core-->>App: ok',
      // A box and a coloured rect: mermaid's parser reads the colours through the browser's CSS.
      'sequenceDiagram\n  box Home network\n  actor Player\n  end\n  participant Core\n  rect rgba(240,150,150,0.5)\n  Player->>Core: tap\n  end',
      'classDiagram\n  Reader <|-- PN532',
      'stateDiagram-v2\n  [*] --> Waiting\n  Waiting --> Launching',
      'gantt\n  title Setup\n  section Reader\n  Flash firmware :a1, 2026-01-01, 2d',
      'erDiagram\n  TAG ||--o{ TAP : makes',
      'gitGraph\n  commit\n  branch tags\n  commit',
      '---\ntitle: Titled\n---\nflowchart LR\n  A --> B',
      '%%{init: {"theme": "forest"}}%%\nflowchart LR\n  %% a comment\n  A --> B',
    ];
    const r = await render(blocks.map((b) => '```mermaid\n' + b + '\n```\n').join('\n'));
    expect(r.diagnostics).toEqual([]);
  });

  it('warn at the line mermaid names, inside a list too', async () => {
    const r = await render(
      '# Flow\n\n- Steps:\n\n  ```mermaid\n  sequenceDiagram\n    App->>Core: ping\n    Core->>: pong\n  ```\n',
    );
    expect(where(r)).toEqual([['mermaid-syntax', 8, 5]]);
    expect(r.diagnostics[0]!.sourceLine).toBe('    Core->>: pong');
  });

  it('warn at the fence when mermaid counts lines from elsewhere (comments dropped before it parses)', async () => {
    const r = await render(
      'Text\n\n```mermaid\nsequenceDiagram\n  %% who talks\n  App->>Core: ping\n  Core->>: pong\n```\n',
    );
    expect(where(r)).toEqual([['mermaid-syntax', 3, 1]]);
  });

  it('warn about an unknown diagram type at the fence', async () => {
    const r = await render('```mermaid\ntapchart\n  a --> b\n```\n');
    expect(where(r)).toEqual([['mermaid-syntax', 1, 1]]);
    expect(r.diagnostics[0]!.message).toMatch(/No diagram type detected/);
    expect(r.diagnostics[0]!.severity).toBe('warning');
  });
});

describe('the mermaid the check loads', () => {
  it('is mermaid`s own ES module build, its DOMPurify copy quieted, and it parses', async () => {
    const mermaid = await loadMermaid();
    const built = await prebuilt();
    expect(built).toBeDefined();
    // The same module instance: the check parses with the prebuilt build, not the package's entry.
    expect(mermaid).toBe(built!.mermaid);
    expect(typeof built!.purify.addHook).toBe('function');
    await expect(mermaid.parse('graph TD\n  Lamp["A lamp"] --> Wick\n')).resolves.toBeTruthy();
    await expect(mermaid.parse('graph TD\n  Lamp -->\n')).rejects.toThrow(/Parse error on line/);
  });
});

describe('describeError', () => {
  it('reads the line of a langium parser error', () => {
    expect(
      describeError(
        new Error("Parsing failed: Parse error on line 2, column 6: Expecting token of type ':' but found `1`."),
      ),
    ).toEqual({ message: "Expecting token of type ':' but found `1`.", line: 2 });
  });
  it('keeps what a jison parser expected, and its line', () => {
    const e = Object.assign(new Error("Parse error on line 3:\n...A --> \n------^\nExpecting 'TEXT', got 'EOF'"), {
      hash: { loc: { first_line: 3 } },
    });
    expect(describeError(e)).toEqual({ message: "Expecting 'TEXT', got 'EOF'", line: 3 });
  });
  it('joins any other message into one line', () => {
    expect(describeError(new Error('No diagram type\n detected'))).toEqual({ message: 'No diagram type detected' });
  });
});

describe('mermaidBoxHeight', () => {
  it('grows with the diagram, within bounds, and always holds the source', () => {
    const lines = (n: number) =>
      ['flowchart TD', ...Array.from({ length: n }, (_, i) => `  N${i} --> N${i + 1}`)].join('\n');
    expect(mermaidBoxHeight(lines(1))).toBe(10);
    expect(mermaidBoxHeight(lines(8))).toBeGreaterThan(mermaidBoxHeight(lines(4)));
    expect(mermaidBoxHeight(lines(200))).toBe(40);
    // Blank lines and comments are not drawn, but the source shown before drawing still fits.
    const padded = 'flowchart TD\n' + '\n'.repeat(20) + '  A --> B';
    expect(mermaidBoxHeight(padded)).toBeGreaterThanOrEqual(2 + 1.45 * 22);
  });
});
