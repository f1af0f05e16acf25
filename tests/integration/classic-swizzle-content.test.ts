// A site's swizzled CodeBlock draws every fenced code block of its content, as Docusaurus hands each
// one to @theme/CodeBlock (MDXComponents/Code): in `.mdx` docs, in `.md` docs (Docusaurus reads them
// as MDX), in a partial a doc imports, and where a page writes <CodeBlock> itself. Its
// @theme-original/CodeBlock is zapsite's highlighted block. One with state renders at build time, and
// one rebuilt from parts zapsite lacks is left aside with a warning. A swizzled Admonition draws every
// `:::tip` block the same way, around the classic theme's box. Real CLI builds.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { builtCopy, copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

// Wraps the original in a figure that shows what Docusaurus's props held. Its type imports, as
// Docusaurus's swizzle command writes them, load nothing: @docusaurus/types is no module zapsite lacks.
const WRAPPER = `import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
export default function LampCodeBlock(props: WrapperProps<typeof CodeBlockType>) {
  const lang = (props.className ?? '').replace('language-', '') || 'none';
  return (
    <figure className="lamp-code" data-lang={lang} data-meta={props.metastring ?? ''} data-live={String(props.live)}>
      <CodeBlock {...props} />
      <figcaption>{props.children.endsWith('\\n') ? 'ends with a newline' : 'no newline'}</figcaption>
    </figure>
  );
}
`;

const FIGURE = (lang: string, meta = '') =>
  `<figure class="lamp-code" data-lang="${lang}" data-meta="${meta}" data-live="false">`;

describe('a swizzled CodeBlock', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/CodeBlock/index.tsx': WRAPPER,
    'docs/wiring.md':
      '# Wiring\n\nThe lamp switch:\n\n```js title="switch.js"\nconst lit = true;\n```\n\n```\nplain words\n```\n',
    'docs/timer.mdx':
      "import Shared from './_shared.mdx';\nimport CodeBlock from '@theme/CodeBlock';\n\n# Timer\n\n```bash\nlamp --timer 30\n```\n\n<Shared />\n\n<CodeBlock language=\"toml\" className=\"lamp-hours\">{'hours = 2'}</CodeBlock>\n",
    'docs/_shared.mdx': 'Shared steps:\n\n```yaml\nbulb: warm\n```\n',
    'docs/prose.md': '# Prose\n\nNo code here, and `inline code` stays inline.\n',
  });

  it('draws the fenced blocks of a .md doc through it, with the language, meta and text Docusaurus gives', async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/wiring/index.html');
    expect(html).toContain(FIGURE('js', 'title=&#x22;switch.js&#x22;'));
    expect(html).toContain(FIGURE('none'));
    expect(html.match(/<figcaption>ends with a newline<\/figcaption>/g)).toHaveLength(2);
    // Inside, zapsite's block: highlighted, with the title the meta gives.
    const inside = html.slice(html.indexOf(FIGURE('js', 'title=&#x22;switch.js&#x22;')));
    expect(inside).toMatch(/^<figure[^>]*><div class="language-js theme-code-block/);
    expect(inside).toContain('switch.js');
    expect(inside).toMatch(/<span[^>]*>const<\/span>/);
  });

  it('draws the blocks of an .mdx doc, of its partial, and of a <CodeBlock> it writes', async () => {
    const html = await copy.page('docs/timer/index.html');
    expect(html).toContain(FIGURE('bash'));
    expect(html).toContain(FIGURE('yaml'));
    // @theme/CodeBlock is the site's own: the written one is wrapped too, given the props written,
    // its class on the block's container as Docusaurus puts it there.
    expect(html).toContain(
      '<figure class="lamp-code" data-lang="lamp-hours" data-meta="" data-live="undefined"><div class="lamp-hours language-toml theme-code-block',
    );
    expect(html).toContain('hours = 2');
    expect(html.match(/<figure class="lamp-code"/g)).toHaveLength(3);
  });

  it('leaves inline code and pages without blocks as they were, with no warning about the swizzle', async () => {
    const html = await copy.page('docs/prose/index.html');
    expect(html).not.toContain('lamp-code');
    expect(html).toContain('<code>inline code</code>');
    expect(copy.build.stderr).not.toContain('src/theme/CodeBlock');
    expect(copy.build.stderr).not.toContain('swizzle-unused');
  });
});

describe('a swizzled CodeBlock with state', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/CodeBlock/index.jsx': `import { useState } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
export default function FoldingCodeBlock(props) {
  const [open, setOpen] = useState(true);
  return <div className="fold"><button type="button" onClick={() => setOpen(!open)}>{open ? 'Fold' : 'Unfold'}</button>{open ? <CodeBlock {...props} /> : null}</div>;
}
`,
    'docs/wiring.md': '# Wiring\n\n```js\nconst lit = true;\n```\n',
  });

  it('renders at build time in its first state, and says its state does not run', async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/wiring/index.html');
    expect(html).toContain('<div class="fold"><button type="button">Fold</button><div class="language-js');
    expect(html).not.toContain('data-island="SwizzledCodeBlock"');
    expect(copy.build.stderr).toContain(
      'warning[swizzle-static]: The swizzled CodeBlock uses useState: zapsite renders it at build time only, so its state, effects and handlers do not run in the browser (it imports @theme-original/CodeBlock, which cannot be bundled for the browser).',
    );
    expect(copy.build.stderr).toContain('--> src/theme/CodeBlock/index.jsx:4:27');
  });
});

describe('a CodeBlock rebuilt from parts zapsite lacks', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/CodeBlock/index.jsx': `import StringContent from '@theme/CodeBlock/Content/String';
export default function BareCodeBlock(props) {
  return <div className="bare"><StringContent {...props} /></div>;
}
`,
    'docs/wiring.md': '# Wiring\n\n```js\nconst lit = true;\n```\n',
  });

  it("is left aside: zapsite's block is drawn, with a warning at the import", async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/wiring/index.html');
    expect(html).not.toContain('class="bare"');
    expect(html).toMatch(/<div class="language-js theme-code-block/);
    expect(copy.build.stderr).toContain(
      "warning[swizzle-module-missing]: The site's swizzled CodeBlock imports @theme/CodeBlock/Content/String, which zapsite does not provide: zapsite's own code blocks are drawn in its place.",
    );
    expect(copy.build.stderr).toContain('--> src/theme/CodeBlock/index.jsx:1:27');
    expect(copy.build.stderr).not.toContain('swizzle-unused');
  });
});

describe('a swizzled Admonition', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Admonition/index.jsx': `import Admonition from '@theme-original/Admonition';
export default function LampAdmonition(props) {
  return <aside className={'lamp-note lamp-note--' + props.type}><Admonition {...props} /></aside>;
}
`,
    'docs/care.md':
      '# Care\n\n:::tip[Trim often]\n\nA short wick burns **clean**.\n\n:::\n\n:::danger\n\nNever leave it lit.\n\n:::\n',
    'docs/flame.mdx': '# Flame\n\n:::info[Keep it `low`]\n\nA low flame lasts.\n\n:::\n',
    'docs/storage.mdx':
      'import Admonition from \'@theme/Admonition\';\n\n# Storage\n\n:::note\n\nKeep oil sealed.\n\n:::\n\n<Admonition type="info">Written by hand.</Admonition>\n',
  });

  it("draws the admonitions of .md and .mdx docs around the classic theme's box, with their type and title", async () => {
    expect(copy.build.code).toBe(0);
    const care = await copy.page('docs/care/index.html');
    expect(care).toMatch(
      /<aside class="lamp-note lamp-note--tip"><div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg[^>]*>.*?<\/svg><\/span>Trim often<\/div><div class="admonitionContent_BuS1"><p>A short wick burns <strong>clean<\/strong>.<\/p><\/div><\/div><\/aside>/,
    );
    expect(care).toContain(
      '<aside class="lamp-note lamp-note--danger"><div class="theme-admonition theme-admonition-danger',
    );
    const storage = await copy.page('docs/storage/index.html');
    expect(storage).toContain(
      '<aside class="lamp-note lamp-note--note"><div class="theme-admonition theme-admonition-note',
    );
    // @theme/Admonition is the site's own, so the one written by hand is wrapped too.
    expect(storage).toContain(
      '<aside class="lamp-note lamp-note--info"><div class="theme-admonition theme-admonition-info',
    );
    expect(storage).not.toContain('__zsAt');
    // A title with Markdown in it reaches the site's component as its title, drawn as written.
    const flame = await copy.page('docs/flame/index.html');
    expect(flame).toMatch(
      /<aside class="lamp-note lamp-note--info"><div class="theme-admonition theme-admonition-info admonition_xJq3 alert alert--info"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg[^>]*>.*?<\/svg><\/span>Keep it <code>low<\/code><\/div><div class="admonitionContent_BuS1"><p>A low flame lasts.<\/p><\/div><\/div><\/aside>/,
    );
    expect(copy.build.stderr).not.toContain('src/theme/Admonition');
  });
});

describe('an ejected Admonition on processAdmonitionProps', () => {
  // As Docusaurus 3's eject writes it: the props processed, then the type's component of the map.
  const copy = builtCopy('classic-site', {
    'src/theme/Admonition/index.jsx': `import { processAdmonitionProps } from '@docusaurus/theme-common';
import AdmonitionTypes from '@theme/Admonition/Types';
export default function Admonition(unprocessedProps) {
  const props = processAdmonitionProps(unprocessedProps);
  const Type = AdmonitionTypes[props.type] ?? AdmonitionTypes.info;
  return <div className="lamp-ejected"><Type {...props} /></div>;
}
`,
    'docs/flame.mdx': '# Flame\n\n:::info[Keep it `low`]\n\nA low flame lasts.\n\n:::\n\n:::tip\n\nTrim it.\n\n:::\n',
  });

  it('is drawn, with the title written in the content as its title', async () => {
    expect(copy.build.code).toBe(0);
    expect(copy.build.stderr).not.toContain('src/theme/Admonition');
    const flame = await copy.page('docs/flame/index.html');
    expect(flame).toMatch(
      /<div class="lamp-ejected"><div class="theme-admonition theme-admonition-info admonition_xJq3 alert alert--info"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg[^>]*>.*?<\/svg><\/span>Keep it <code>low<\/code><\/div><div class="admonitionContent_BuS1"><p>A low flame lasts.<\/p><\/div><\/div><\/div>/,
    );
    expect(flame).toMatch(
      /<div class="lamp-ejected"><div class="theme-admonition theme-admonition-tip[^"]*"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg[^>]*>.*?<\/svg><\/span>tip<\/div>/,
    );
  });
});

describe('a swizzled Admonition/Types', () => {
  // Docusaurus's documented way to restyle a type or add one: a map spread from the original.
  const copy = builtCopy('classic-site', {
    'src/theme/Admonition/Types.tsx': `import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import type { Props } from '@theme/Admonition';
const { info: Info } = DefaultAdmonitionTypes;
function ImportantAdmonition({ className, ...rest }: Props) {
  return <Info className={[className, 'lamp-important'].filter(Boolean).join(' ')} {...rest} />;
}
function TipAdmonition(props: Props) {
  return <div className="lamp-tip">{props.children}</div>;
}
export default { ...DefaultAdmonitionTypes, important: ImportantAdmonition, tip: TipAdmonition };
`,
    'docs/care.md':
      '# Care\n\n:::important\n\nTrim the wick.\n\n:::\n\n:::tip\n\nUse clean oil.\n\n:::\n\n:::danger\n\nNever leave it lit.\n\n:::\n',
  });

  it("draws each admonition with the map's component for its type, the others as Docusaurus's", async () => {
    expect(copy.build.code).toBe(0);
    const care = await copy.page('docs/care/index.html');
    expect(care).toContain(
      '<div class="theme-admonition theme-admonition-important admonition_xJq3 alert alert--info lamp-important">',
    );
    expect(care).toContain('<div class="lamp-tip"><p>Use clean oil.</p></div>');
    expect(care).toContain(
      '<div class="theme-admonition theme-admonition-danger admonition_xJq3 alert alert--danger">',
    );
    expect(copy.build.stderr).not.toContain('src/theme/Admonition');
  });
});

describe('an Admonition/Types map built from its parts', () => {
  // The other way sites write the map: Docusaurus's types by name, and a restyled one on Layout.
  const copy = builtCopy('classic-site', {
    'src/theme/Admonition/Types.jsx': `import AdmonitionTypeNote from '@theme/Admonition/Type/Note';
import AdmonitionTypeTip from '@theme/Admonition/Type/Tip';
import AdmonitionTypeDanger from '@theme/Admonition/Type/Danger';
import AdmonitionLayout from '@theme/Admonition/Layout';
import IconInfo from '@theme/Admonition/Icon/Info';
function LampInfo(props) {
  return <AdmonitionLayout {...props} className="lamp-info" icon={<IconInfo />} title={props.title ?? 'Lamp fact'} />;
}
export default { note: AdmonitionTypeNote, tip: AdmonitionTypeTip, danger: AdmonitionTypeDanger, info: LampInfo };
`,
    'docs/care.md': '# Care\n\n:::info\n\nOil lasts a season.\n\n:::\n\n:::tip[Trim]\n\nTrim often.\n\n:::\n',
  });

  it("draws each type with the site's map: Docusaurus's parts, and Layout under the site's own look", async () => {
    expect(copy.build.code).toBe(0);
    expect(copy.build.stderr).not.toContain('src/theme/Admonition');
    const care = await copy.page('docs/care/index.html');
    expect(care).toMatch(
      /<div class="theme-admonition theme-admonition-info admonition_xJq3 lamp-info"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg[^>]*>.*?<\/svg><\/span>Lamp fact<\/div><div class="admonitionContent_BuS1"><p>Oil lasts a season.<\/p><\/div><\/div>/,
    );
    expect(care).toContain(
      '<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success"><div class="admonitionHeading_Gvgb">',
    );
  });
});

describe("a swizzled CodeBlock and Admonition with markdown.format 'detect'", () => {
  // `.md` is CommonMark then, read by zapsite's Markdown path, where the site's components do not draw.
  let site: TempSite;
  let run: Awaited<ReturnType<typeof zapsite>>;
  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace("theme: { name: 'classic'", "markdown: { format: 'detect' },\n  theme: { name: 'classic'"),
    );
    await put(site.root, 'src/theme/CodeBlock/index.tsx', WRAPPER);
    await put(
      site.root,
      'src/theme/Admonition/index.jsx',
      "import Admonition from '@theme-original/Admonition';\nexport default function A(props) {\n  return <aside><Admonition {...props} /></aside>;\n}\n",
    );
    await put(
      site.root,
      'docs/wiring.md',
      '# Wiring\n\nThe switch:\n\n```js\nconst lit = true;\n```\n\n:::tip\n\nCut the power.\n\n:::\n',
    );
    await put(site.root, 'docs/timer.mdx', '# Timer\n\n```bash\nlamp --timer 30\n```\n');
    run = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
  }, 120_000);
  afterAll(() => site.remove());

  it('draws the .mdx blocks through them, and warns once for each at the first .md block it does not draw', async () => {
    expect(run.code).toBe(0);
    expect(await readFile(join(site.dir, 'out', 'docs/timer/index.html'), 'utf8')).toContain(FIGURE('bash'));
    expect(await readFile(join(site.dir, 'out', 'docs/wiring/index.html'), 'utf8')).not.toContain('lamp-code');
    expect(run.stderr).toContain(
      "warning[swizzle-markdown-blocks]: The site's swizzled CodeBlock does not draw the code blocks of .md files: with markdown.format 'detect', zapsite reads them as CommonMark and draws them its own way (2 files, this the first).",
    );
    // The fixture's own guide page holds both, and comes first.
    expect(run.stderr).toContain('--> docs/guide/wicks.md:9:1');
    expect(run.stderr).toContain(
      "warning[swizzle-markdown-blocks]: The site's swizzled Admonition does not draw the admonitions of .md files",
    );
    expect(run.stderr).toContain('--> docs/guide/wicks.md:13:1');
    expect(run.stderr).toContain('0 errors, 2 warnings');
  });
});
