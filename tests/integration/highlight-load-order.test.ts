// A code block is coloured the same whatever else the site highlights, and before it: Prism's
// grammars change as others load (tsx copies jsx's grammar when it loads; a grammar highlighted once
// has merged the one it embeds), so a ```tsx block on a page after a ```jsx one came out otherwise
// than alone. The site's languages now load before anything is highlighted (highlight.ts
// writtenLanguages). Two CLI builds of the basic fixture, copied: with the jsx page, and without.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

const TSX = [
  '# Lamp',
  '',
  '```tsx',
  "const Lamp = () => <div style={{ backgroundColor: 'amber', margin: 2 }}>Lit</div>;",
  '```',
  '',
].join('\n');
const JSX = [
  '# Wick',
  '',
  '```jsx',
  "const Wick = () => <span style={{ width: 1, color: 'black' }}>Trim</span>;",
  '```',
  '',
].join('\n');

const pre = (html: string) => /<pre[\s\S]*?<\/pre>/.exec(html)?.[0];

describe('the colours of a code block', () => {
  const both = builtCopy('basic', { 'content/docs/a-wick.md': JSX, 'content/docs/b-lamp.md': TSX });
  const alone = builtCopy('basic', { 'content/docs/b-lamp.md': TSX });

  it('do not depend on the blocks highlighted before it', async () => {
    expect(both.build.code).toBe(0);
    expect(alone.build.code).toBe(0);
    const lamp = pre(await alone.page('docs/b-lamp/index.html'));
    expect(lamp).toContain('backgroundColor');
    expect(pre(await both.page('docs/b-lamp/index.html'))).toBe(lamp);
  });
});
