// A site's own DocBreadcrumbs, as sites rewrite it on Docusaurus's useSidebarBreadcrumbs: the doc's
// categories then its own link, drawn where the classic theme's breadcrumbs go; none with the docs'
// `breadcrumbs: false`. Built from the classic fixture with files of our own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';
import { copyFixture, copyFixtureWithConfig, put, type TempSite } from './temp-site.ts';

const CRUMBS = `import Link from '@docusaurus/Link';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { useHomePageRoute } from '@docusaurus/theme-common/internal';
export default function LampCrumbs() {
  const crumbs = useSidebarBreadcrumbs();
  const home = useHomePageRoute();
  if (!crumbs) return <p className="lamp-crumbs-off">no trail</p>;
  return (
    <nav className="lamp-crumbs" aria-label="Trail">
      {home ? <Link href="/">Lamps</Link> : null}
      {crumbs.map((c, i) => (
        <span key={i} data-type={c.type}>{c.href ? <Link href={c.href}>{c.label}</Link> : c.label}</span>
      ))}
    </nav>
  );
}
`;

describe('a swizzled DocBreadcrumbs on useSidebarBreadcrumbs', () => {
  const sites: TempSite[] = [];
  let on: FixtureOutcome;
  let off: FixtureOutcome;
  beforeAll(async () => {
    const a = await copyFixture('classic-site');
    const b = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace(
        "docs: { path: 'docs', sidebarPath: 'sidebars.ts' },",
        "docs: { path: 'docs', sidebarPath: 'sidebars.ts', breadcrumbs: false },",
      ),
    );
    sites.push(a, b);
    for (const s of sites) await put(s.root, 'src/theme/DocBreadcrumbs/index.jsx', CRUMBS);
    // One after the other: the theme keeps the swizzled components it is handed per thread (one
    // site's build at a time, as the CLI runs), so two builds at once in one process would cross.
    on = await buildFixture(a.root);
    off = await buildFixture(b.root);
  });
  afterAll(() => Promise.all(sites.map((s) => s.remove())));

  it('builds without a word about the swizzle', () => {
    expect(on.diagnostics).toEqual([]);
    expect(off.diagnostics).toEqual([]);
  });

  it("draws the doc's category then the doc, in place of the theme's breadcrumbs", () => {
    const html = on.writer.text('docs/guide/oil/index.html')!;
    expect(html).toMatch(
      /<nav class="lamp-crumbs" aria-label="Trail">(<a href="\/"[^>]*>Lamps<\/a>)?<span data-type="category">Guide<\/span><span data-type="link"><a href="\/docs\/guide\/oil\/?"[^>]*>[^<]+<\/a><\/span><\/nav>/,
    );
    expect(html).not.toContain('class="breadcrumbs"');
    // A doc at the sidebar's top: its own link alone.
    expect(on.writer.text('docs/intro/index.html')).toMatch(
      /<nav class="lamp-crumbs"[^>]*>.*?<span data-type="link"><a href="\/docs\/intro\/?"/,
    );
  });

  it('gives null when the docs turn breadcrumbs off', () => {
    expect(off.writer.text('docs/guide/oil/index.html')).toContain('<p class="lamp-crumbs-off">no trail</p>');
  });
});
