// An interactive component renders on its own, as an island (theme/components/Island.tsx), so a
// provider around it (the site's swizzled Root, a component it sits in) does not reach it. One that
// then throws for want of a provider (as Radix's Select does outside its Theme) is rendered with the
// page instead, as Docusaurus renders it, static, with a warning: where the page writes it, else at
// its own declaration, once for all its pages. One that throws for another reason stops the build
// with island-render at the line that threw, naming the component and its pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { classicWithComponents, put, type TempSite } from './temp-site.ts';

describe('an interactive component that needs a provider from around it', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await classicWithComponents(
      `import MDXComponents from '@theme-original/MDXComponents';
import WickTrimmer from '@site/src/components/WickTrimmer';
export default { ...MDXComponents, WickTrimmer };
`,
      {
        'src/components/WickContext.js': `import { createContext } from 'react';\nexport const WickContext = createContext(undefined);\n`,
        'src/components/WickTrimmer.jsx': `import { useContext, useState } from 'react';
import { WickContext } from './WickContext';
export default function WickTrimmer() {
  const [trims, setTrims] = useState(0);
  const wick = useContext(WickContext);
  if (!wick) throw new Error('WickTrimmer must be used within a WickContext provider');
  return <button type="button" onClick={() => setTrims(trims + 1)}>Trim the {wick} wick ({trims})</button>;
}
`,
        'src/theme/Root.js': `import { WickContext } from '@site/src/components/WickContext';
export default function Root({ children }) {
  return <WickContext.Provider value="cotton">{children}</WickContext.Provider>;
}
`,
        'docs/trimming.mdx': '---\ntitle: Trimming\n---\n\nKeep the flame low.\n\n<WickTrimmer />\n',
      },
      "interactive: { WickTrimmer: 'load' }",
    );
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('renders it with the page, inside the provider, static, with a warning where the page writes it', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const warnings = out.diagnostics.filter((d) => d.code === 'island-provider');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: 'docs/trimming.mdx', line: 7, column: 1 });
    expect(warnings[0]!.message).toBe(
      '<WickTrimmer> needs a provider from around it (rendered on its own, as an island, it threw: WickTrimmer must be used within a WickContext provider): it is rendered with the page, as Docusaurus renders it, and stays static in the browser.',
    );
    const html = out.writer.text('docs/trimming/index.html')!;
    expect(html).toContain('<button type="button">Trim the cotton wick (0)</button>');
    expect(html).not.toContain('data-island="WickTrimmer"');
  });

  it('says to fix the line, not to add a provider, when what is missing is data', async () => {
    await put(
      site.root,
      'src/components/WickTrimmer.jsx',
      `import { useState } from 'react';
export default function WickTrimmer({ lengths }) {
  const [trims, setTrims] = useState(0);
  return <button type="button" onClick={() => setTrims(trims + 1)}>Trim to {lengths.at(-1)} mm ({trims})</button>;
}
`,
    );
    const failed = await buildFixture(site.root);
    const error = failed.diagnostics.find((d) => d.code === 'island-render')!;
    expect(error).toMatchObject({ file: 'src/components/WickTrimmer.jsx', line: 4 });
    expect(error.hint).toMatch(/^The component threw while rendering the pages listed; fix the line shown/);
    expect(error.hint).not.toContain('Give the component its own provider');
  });
});

describe('an interactive component inside another that provides what a package in it needs', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await classicWithComponents(
      `import { useState } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import { Gauge, GaugeScale } from 'wick-gauge';

export function WickGauge() {
  const [length] = useState(3);
  return <Gauge value={length} />;
}

function Shelf() {
  return <div className="shelf"><GaugeScale value={10}><WickGauge /></GaugeScale></div>;
}

export default { ...MDXComponents, WickGauge, Shelf };
`,
      {
        'node_modules/wick-gauge/package.json': '{ "name": "wick-gauge", "main": "index.js" }\n',
        'node_modules/wick-gauge/index.js': `const { createContext, createElement, useContext } = require('react');
const Scale = createContext(null);
exports.GaugeScale = Scale.Provider;
exports.Gauge = function Gauge({ value }) {
  const scale = useContext(Scale);
  if (!scale) throw new Error('Gauge must be used within a GaugeScale');
  return createElement('meter', { min: 0, max: scale, value });
};
`,
        'docs/shelf.mdx': '---\ntitle: Shelf\n---\n\n<Shelf />\n',
        'docs/cellar.mdx': '---\ntitle: Cellar\n---\n\nBelow the stairs.\n\n<Shelf />\n',
      },
      "interactive: { WickGauge: 'load' }",
    );
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('is rendered with the page, once reported at the component`s declaration for both pages', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const warnings = out.diagnostics.filter((d) => d.code === 'island-provider');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: 'src/theme/MDXComponents.js', line: 5, column: 17 });
    expect(warnings[0]!.message).toContain('Gauge must be used within a GaugeScale');
    const text = JSON.stringify(warnings[0]);
    expect(text).toContain('docs/shelf.mdx');
    expect(text).toContain('docs/cellar.mdx');
    for (const page of ['docs/shelf/index.html', 'docs/cellar/index.html'])
      expect(out.writer.text(page)).toContain('<div class="shelf"><meter min="0" max="10" value="3"></meter></div>');
  });
});
