// An interactive component renders on its own, as an island (theme/components/Island.tsx), so a
// provider around it (here the site's swizzled Root) does not reach it. One that needs the provider
// and throws without it (as Radix's Select does outside its Theme) is reported as that: the island
// named, at the line of the site's code that threw, with the pages it is on, not as a page that failed;
// where no code of the site threw and the page does not write the component (a package threw, inside
// a component another renders), at the component's own declaration, once for all its pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

describe('an interactive component that needs a provider from around it', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace(
        "theme: { name: 'classic'",
        "markdown: { components: 'src/theme/MDXComponents.js', interactive: { WickTrimmer: 'load' } },\n  theme: { name: 'classic'",
      ),
    );
    await put(
      site.root,
      'src/components/WickContext.js',
      `import { createContext } from 'react';\nexport const WickContext = createContext(undefined);\n`,
    );
    await put(
      site.root,
      'src/components/WickTrimmer.jsx',
      `import { useContext, useState } from 'react';
import { WickContext } from './WickContext';
export default function WickTrimmer() {
  const [trims, setTrims] = useState(0);
  const wick = useContext(WickContext);
  if (!wick) throw new Error('WickTrimmer must be used within a WickContext provider');
  return <button type="button" onClick={() => setTrims(trims + 1)}>Trim the {wick} wick ({trims})</button>;
}
`,
    );
    await put(
      site.root,
      'src/theme/MDXComponents.js',
      `import MDXComponents from '@theme-original/MDXComponents';
import WickTrimmer from '@site/src/components/WickTrimmer';
export default { ...MDXComponents, WickTrimmer };
`,
    );
    await put(
      site.root,
      'src/theme/Root.js',
      `import { WickContext } from '@site/src/components/WickContext';
export default function Root({ children }) {
  return <WickContext.Provider value="cotton">{children}</WickContext.Provider>;
}
`,
    );
    await put(site.root, 'docs/trimming.mdx', '---\ntitle: Trimming\n---\n\nKeep the flame low.\n\n<WickTrimmer />\n');
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('stops the build with island-render at the line that threw, naming the component and the page', () => {
    expect(out.ok).toBe(false);
    const errors = out.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'island-render',
      file: 'src/components/WickTrimmer.jsx',
      line: 6,
    });
    expect(errors[0]!.message).toBe(
      'The interactive component WickTrimmer threw while rendering on its own, apart from the page: WickTrimmer must be used within a WickContext provider',
    );
    expect(JSON.stringify(errors[0])).toContain('docs/trimming.mdx');
    expect(errors[0]!.hint).toContain('Give the component its own provider');
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

describe('an interactive component inside another, that a package stops without its provider', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace(
        "theme: { name: 'classic'",
        "markdown: { components: 'src/theme/MDXComponents.js', interactive: { WickGauge: 'load' } },\n  theme: { name: 'classic'",
      ),
    );
    await put(site.root, 'node_modules/wick-gauge/package.json', '{ "name": "wick-gauge", "main": "index.js" }\n');
    await put(
      site.root,
      'node_modules/wick-gauge/index.js',
      `const { createContext, createElement, useContext } = require('react');
const Scale = createContext(null);
exports.GaugeScale = Scale.Provider;
exports.Gauge = function Gauge({ value }) {
  const scale = useContext(Scale);
  if (!scale) throw new Error('Gauge must be used within a GaugeScale');
  return createElement('meter', { min: 0, max: scale, value });
};
`,
    );
    await put(
      site.root,
      'src/theme/MDXComponents.js',
      `import { useState } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import { Gauge } from 'wick-gauge';

export function WickGauge() {
  const [length] = useState(3);
  return <Gauge value={length} />;
}

function Shelf() {
  return <div className="shelf"><WickGauge /></div>;
}

export default { ...MDXComponents, WickGauge, Shelf };
`,
    );
    await put(site.root, 'docs/shelf.mdx', '---\ntitle: Shelf\n---\n\n<Shelf />\n');
    await put(site.root, 'docs/cellar.mdx', '---\ntitle: Cellar\n---\n\nBelow the stairs.\n\n<Shelf />\n');
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('is reported once, at the component`s declaration, with both pages', () => {
    const errors = out.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'island-render', file: 'src/theme/MDXComponents.js', line: 5, column: 17 });
    expect(errors[0]!.message).toContain('WickGauge threw while rendering on its own');
    expect(errors[0]!.message).toContain('Gauge must be used within a GaugeScale');
    const text = JSON.stringify(errors[0]);
    expect(text).toContain('docs/shelf.mdx');
    expect(text).toContain('docs/cellar.mdx');
  });
});
