// Docusaurus 2's `@theme/hooks/*` modules, which sites written for it still import (capacitor-docs
// imports useThemeContext): the ones Docusaurus moved to @docusaurus/theme-common are theme-common's,
// in Docusaurus 2's shape; one zapsite has no equivalent for (useDocs) is the located module error.
// Real CLI builds of a copy of our classic fixture.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

const PAGE = `import Layout from '@theme/Layout';
import useThemeContext from '@theme/hooks/useThemeContext';
import useTheme from '@theme/hooks/useTheme';
import useWindowSize, { windowSizes } from '@theme/hooks/useWindowSize';
import usePrismTheme from '@theme/hooks/usePrismTheme';
import useThemeConfig from '@theme/hooks/useThemeConfig';

export default function Hooks() {
  const { isDarkTheme, setLightTheme, setDarkTheme } = useThemeContext();
  const theme = useTheme();
  const size = useWindowSize();
  const prism = usePrismTheme();
  const { navbar } = useThemeConfig();
  return (
    <Layout title="Hooks">
      <ul id="hooks">
        <li>dark: {String(isDarkTheme)} {typeof setLightTheme} {typeof setDarkTheme} {String(theme.isDarkTheme)}</li>
        <li>size: {String(size)} of {Object.keys(windowSizes).join(' ')}</li>
        <li>prism: {prism.plain.color}</li>
        <li>navbar: {navbar.title}</li>
      </ul>
    </Layout>
  );
}
`;

describe("Docusaurus 2's @theme/hooks modules", () => {
  const sites: TempSite[] = [];
  afterAll(() => Promise.all(sites.map((s) => s.remove())));

  let build: Awaited<ReturnType<typeof zapsite>>;
  let html: string;
  beforeAll(async () => {
    const site = await copyFixture('classic-site');
    sites.push(site);
    await put(site.root, 'src/pages/hooks.jsx', PAGE);
    const out = join(site.dir, 'out');
    build = await zapsite(['build', '--root', site.root, '--out', out]);
    html = build.code === 0 ? await readFile(join(out, 'hooks/index.html'), 'utf8') : '';
  }, 120_000);

  it("render theme-common's values in Docusaurus 2's shape", () => {
    expect(build.stderr).not.toContain('error[');
    expect(build.code).toBe(0);
    // The config's light default on the server, the setters as functions.
    expect(html).toContain('<li>dark: false function function false</li>');
    // Docusaurus 2's undefined before the browser measures the window.
    expect(html).toContain('<li>size: undefined of desktop mobile</li>');
    // zapsite's own light code colours: the fixture names no Prism theme.
    expect(html).toContain('<li>prism: #24292e</li>');
    expect(html).toContain('<li>navbar: Lantern</li>');
  });

  it('name a hook zapsite has no equivalent for at its import', async () => {
    const site = await copyFixture('classic-site');
    sites.push(site);
    await put(
      site.root,
      'src/pages/versions.jsx',
      "import Layout from '@theme/Layout';\nimport { useActiveVersion } from '@theme/hooks/useDocs';\n\nexport default function Versions() {\n  return <Layout title=\"Versions\">{String(useActiveVersion)}</Layout>;\n}\n",
    );
    const r = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'error[unknown-docusaurus-module]: zapsite does not provide the Docusaurus module "@theme/hooks/useDocs".',
    );
    expect(r.stderr).toContain('--> src/pages/versions.jsx:2:34');
    expect(r.stderr).toContain("2 | import { useActiveVersion } from '@theme/hooks/useDocs';");
    // The message lists what there is, the Docusaurus 2 hooks among them.
    expect(r.stderr).toContain('@theme/hooks/useThemeContext');
  }, 120_000);
});
