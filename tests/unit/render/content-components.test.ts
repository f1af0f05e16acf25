import { describe, expect, it } from 'vitest';
import { createContentComponents } from '../../../theme/components/content/index.tsx';

describe('content components: shells reused for code blocks and admonitions', () => {
  const ctx = { latestPosts: [], baseUrl: '/' };
  const cases: [string, Record<string, unknown>, string][] = [];
  const htmls = [
    '<pre><code>a &#x3C; b</code></pre>',
    '',
    '<p>two</p>\n<p>paragraphs &amp; "quotes"</p>',
    '\u0000zs-slot\u0000 in the content',
    '$& $1 $$',
  ];
  for (const html of htmls) {
    for (const language of ['bash', 'json', 'text', 'c++', '"><script>']) {
      for (const title of [undefined, 'zapscript.toml', 'A <b>bold</b> & "quoted" title', '']) {
        cases.push(['CodeBlock', { title, language, code: `code ${html} ${language}`, showLineNumbers: false }, html]);
        cases.push(['CodeBlock', { title, language, code: 'other code', showLineNumbers: true }, html]);
        cases.push(['CodeBlock', { title, language, code: 'numbered from 7', showLineNumbers: 7 }, html]);
      }
    }
    for (const type of [
      'note',
      'tip',
      'info',
      'warning',
      'danger',
      'caution',
      'important',
      'secondary',
      'success',
      'unknown"type',
    ]) {
      for (const title of [undefined, 'Before you start', '<i>x</i> & y'])
        cases.push(['Admonition', { type, title }, html]);
    }
  }

  it('writes what React writes, for every mix of props and content', () => {
    const reused = createContentComponents(ctx);
    const react = createContentComponents(ctx, { reuseShells: false });
    // Twice over, so the second round comes from the kept shells.
    for (let round = 0; round < 2; round++) {
      for (const [name, props, html] of cases) {
        const children = { html, elements: [] };
        expect(reused.render(name, props, children), `${name} ${JSON.stringify(props)} ${JSON.stringify(html)}`).toBe(
          react.render(name, props, children),
        );
      }
    }
  });

  it('puts the content inside the block, where React would', () => {
    const c = createContentComponents(ctx);
    const html = c.render(
      'CodeBlock',
      { language: 'bash', title: 'run.sh', code: 'ls' },
      { html: '<pre>ls</pre>', elements: [] },
    );
    expect(html).toMatch(
      /^<div class="code-block language-bash"><div class="code-block__title">run.sh<\/div><div class="code-block__body"><div><pre>ls<\/pre><\/div>/,
    );
  });
});
