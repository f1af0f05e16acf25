// highlightCode writes its <pre> as a string; it must be exactly what hast-util-to-html makes of
// the same lines as a tree (which is how it was written before, and how the rest of a page is).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import fg from 'fast-glob';
import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent } from 'hast';
import {
  codeLines,
  ensureLanguage,
  highlightCode,
  normaliseLanguage,
  type CodeJob,
  writtenLanguages,
} from '../../../generator/content/highlight.ts';
import { magicLines } from '../../../theme/shared/magic-comments.ts';
import { REPO } from '../../helpers/paths.ts';

function viaTree(job: CodeJob): string {
  const { code, classes } = magicLines(job);
  const children: ElementContent[] = [];
  codeLines(code, job.lang).forEach((segments, i) => {
    if (i > 0) children.push({ type: 'text', value: '\n' });
    children.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['line', ...(classes.get(i) ?? [])] },
      children: segments.map((s) => ({
        type: 'element',
        tagName: 'span',
        properties: s.colour ? { style: `color:var(--zs-code-token-${s.colour})` } : {},
        children: [{ type: 'text', value: s.text }],
      })),
    });
  });
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['zs-code'], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children }],
  };
  return toHtml(pre);
}

describe('highlightCode', () => {
  it('writes what hast-util-to-html writes, for every code block of the site and for odd input', async () => {
    const blocks: CodeJob[] = [
      { code: 'if a < b && c > d { print("<b>&amp;</b>") }\n', lang: 'go', meta: '{1}' },
      { code: '\n\nx = "quotes \' and \\""  # &lt; stays text\n\n', lang: 'python', meta: 'title="a.py" {2-3}' },
      { code: 'launch **random:snes & <b>\r\ntabs\there', lang: 'text', meta: '' },
      { code: '', lang: 'bash', meta: '' },
      { code: '😀 astral \u0007 control \ud800 lone', lang: 'json', meta: '' },
      {
        code: 'a = 1\n// highlight-next-line\nb = 2\n/* highlight-start */\nc = 3\nd = 4\n/* highlight-end */\n',
        lang: 'js',
        written: 'js',
        meta: '',
      },
      {
        code: '# error-next-line\nrm -rf build\n# highlight-next-line\nmake\n',
        lang: 'bash',
        written: 'bash',
        meta: '',
        magicComments: [
          { className: 'code-error', line: 'error-next-line' },
          { className: 'highlighted', line: 'highlight-next-line' },
        ],
      },
    ];
    const files = await fg(['content/**/*.{md,mdx}', 'remote/**/*.md'], { cwd: REPO });
    for (const f of files) {
      const text = readFileSync(`${REPO}/${f}`, 'utf8');
      for (const m of text.matchAll(/^```([^\s`]*)([^\n]*)\n([\s\S]*?)^```$/gm))
        blocks.push({ lang: m[1]!, written: m[1]!, meta: m[2]!, code: m[3]! });
    }
    expect(blocks.length).toBeGreaterThan(200);
    const langs = new Set<string>();
    for (const b of blocks) {
      const lang = normaliseLanguage(b.lang);
      await ensureLanguage(lang);
      langs.add(lang);
      expect(highlightCode({ ...b, lang }), `${b.lang} ${b.code.slice(0, 60)}`).toBe(viaTree({ ...b, lang }));
    }
    // Real grammars were used, not only plain text.
    expect([...langs]).toEqual(expect.arrayContaining(['bash', 'json', 'toml', 'text']));
  });
});

describe('writtenLanguages', () => {
  it("lists a site's fence and <CodeBlock> languages once, Docusaurus's in its highlighter's order, then the rest by name", () => {
    const texts = [
      '```tsx title="a.tsx"\nx\n```\n\n~~~ zig\ny\n~~~\n',
      '> ```js\n> z\n> ```\n\n```\nplain\n```\n\n```text\nplain\n```\n',
      '<CodeBlock language="jsx">{code}</CodeBlock>\n\n```ts\nw\n```\n\n```elixir\nv\n```\n',
    ];
    expect(writtenLanguages(texts)).toEqual(['javascript', 'typescript', 'jsx', 'tsx', 'elixir', 'zig']);
  });
});
