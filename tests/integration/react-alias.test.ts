// A site that aliases `react` to its own copy (a local plugin's configureWebpack `resolve.alias`, as
// questdb.io's docs write it, so that webpack bundles one React): zapsite renders with one React,
// its own, so the alias is left out; taken, the site's copy went into the pages' bundle beside
// zapsite's and every hook failed ("Cannot read properties of null (reading 'useState')").
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

const REACT = fileURLToPath(new URL('../../node_modules/react', import.meta.url));

describe('a config that aliases react to the site`s own copy', () => {
  let site: TempSite;
  let out: FixtureOutcome;
  beforeAll(async () => {
    site = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace("theme: { name: 'classic'", "alias: { react: './node_modules/react' },\n  theme: { name: 'classic'"),
    );
    // The site's own React: a second copy of the package, as a Docusaurus site has one installed.
    await cp(REACT, join(site.root, 'node_modules/react'), { recursive: true });
    await put(
      site.root,
      'src/components/Dimmer.jsx',
      'import { useState } from \'react\';\nexport default function Dimmer() {\n  const [level] = useState(3);\n  return <span className="dimmer">level {level}</span>;\n}\n',
    );
    await put(
      site.root,
      'docs/dimmer.mdx',
      "---\ntitle: Dimmer\n---\n\nimport Dimmer from '@site/src/components/Dimmer';\n\n<Dimmer />\n",
    );
    out = await buildFixture(site.root);
  });
  afterAll(() => site?.remove());

  it('renders a component with hooks, with zapsite`s one React', () => {
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.writer.text('docs/dimmer/index.html')).toMatch(/<span class="dimmer">level (<!-- -->)?3<\/span>/);
  });
});
