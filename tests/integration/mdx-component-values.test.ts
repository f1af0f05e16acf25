// What a site's components file may map a name to, as MDX's provider takes it: besides a component,
// an object of components that MDX reads a member of (`<Lamp.Switch />` reads `Lamp`, as
// supertokens' docs write `<UIType.Switch />`) and a tag name that replaces an element (`em: 'i'`).
// Both had been dropped, so the page stopped on an unknown component and the element stayed as it was.
// Under format mdx Docusaurus draws `.md` files through the same components, so a plain `.md` doc,
// which markdown-it would otherwise read, takes the MDX path once the file replaces an element.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { classicWithComponents, put, type TempSite } from './temp-site.ts';

const COMPONENTS = `import MDXComponents from '@theme-original/MDXComponents';
function LampSwitch() {
  return <button type="button" className="lamp-switch">Turn the lamp on</button>;
}
function LampShade({ children }) {
  return <div className="lamp-shade">{children}</div>;
}
export const Lamp = { Switch: LampSwitch, Shade: LampShade };
function Heading(props) {
  return <h2 {...props} className={'lamp-heading ' + (props.className ?? '')} />;
}
const components = { ...MDXComponents, Lamp, em: 'i', h2: Heading };
export default components;
`;

const DOC = `---
title: Lamps
---

# Lamps

<Lamp.Switch />

<Lamp.Shade>
A shade softens the *warm* light.
</Lamp.Shade>
`;

describe('a site`s MDX components that are objects or tag names', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await classicWithComponents(COMPONENTS, {
      'docs/lamps.mdx': DOC,
      'docs/wicks.md': '---\ntitle: Wicks\n---\n\n## Trimming\n\nTrim a wick *before* lighting it.\n',
    });
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('render a member of an object, and an element replaced by a tag name', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = out.writer.text('docs/lamps/index.html')!;
    expect(html).toContain('<button type="button" class="lamp-switch">Turn the lamp on</button>');
    expect(html).toMatch(/<div class="lamp-shade">\s*(<p>)?A shade softens the <i>warm<\/i> light\./);
  });

  it('draw a plain .md doc too, as Docusaurus does under format mdx', () => {
    const html = out.writer.text('docs/wicks/index.html')!;
    expect(html).toMatch(/<h2 [^>]*class="[^"]*lamp-heading[^"]*"[^>]*>/);
    expect(html).toContain('Trim a wick <i>before</i> lighting it.');
  });

  it('still report a member the object does not have, at its line', async () => {
    await put(site.root, 'docs/lamps.mdx', DOC.replace('<Lamp.Switch />', '<Lamp.Dimmer />'));
    const failed = await buildFixture(site.root);
    expect(failed.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'mdx-unknown-component', file: 'docs/lamps.mdx', line: 7 }),
    );
  });
});
