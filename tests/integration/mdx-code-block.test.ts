// Docusaurus's ```mdx-code-block fence: its text is MDX, put where the fence stands (a component
// defined in it is used further down, in a table). A problem inside it is reported at its line in
// the file. CLI builds of the classic fixture, copied.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const FENCE = '`'.repeat(3);

describe('mdx-code-block fences', () => {
  const copy = builtCopy('classic-site', {
    'docs/guide/swatches.md': [
      '# Swatches',
      '',
      'The glass comes in two tints.',
      '',
      `${FENCE}mdx-code-block`,
      'export function Tint({ name }) {',
      '  return <span className="tint">{name} glass</span>;',
      '}',
      '',
      'See [the chart](./oil.md) first.',
      FENCE,
      '',
      '| Lamp | Tint |',
      '| ---- | ---- |',
      '| Hall | <Tint name="Amber" /> |',
      '',
      `${FENCE}js`,
      'const tint = "kept as code";',
      FENCE,
      '',
    ].join('\n'),
  });

  it('renders the fence as MDX where it stands and keeps other code blocks as code', async () => {
    expect(copy.build.code, copy.build.stderr).toBe(0);
    const html = await copy.page('docs/guide/swatches/index.html');
    expect(html).toContain('<td><span class="tint">Amber glass</span></td>');
    expect(html).not.toContain('mdx-code-block');
    expect(html).not.toContain('export function Tint');
    expect(html).toContain('kept as code');
  });

  it('resolves a Markdown link inside the fence', async () => {
    expect(await copy.page('docs/guide/swatches/index.html')).toContain('<a href="/docs/guide/oil/">the chart</a>');
  });
});

describe('a broken link inside an mdx-code-block fence', () => {
  const copy = builtCopy('classic-site', {
    'docs/guide/swatches.md': [
      '# Swatches',
      '',
      `${FENCE}mdx-code-block`,
      '<div className="chart">',
      '',
      'See [the missing chart](./no-chart.md) first.',
      '',
      '</div>',
      FENCE,
      '',
    ].join('\n'),
  });

  it('is reported at its line and column in the file', () => {
    expect(copy.build.code).not.toBe(0);
    expect(copy.build.stderr).toMatch(/no-chart\.md[^\n]*\n\s+--> docs\/guide\/swatches\.md:6:5/);
  });
});
