// A DocBreadcrumbs the site ejected, which draws Docusaurus's home item itself from
// @theme/DocBreadcrumbs/Items/Home (keploy's), alongside the breadcrumbs it builds from
// useSidebarBreadcrumbs: the home item is zapsite's, and the build does not stop. Real CLI build.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('an ejected DocBreadcrumbs drawing the home item', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/DocBreadcrumbs/index.jsx': `import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { useHomePageRoute } from '@docusaurus/theme-common/internal';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
export default function LampBreadcrumbs() {
  const crumbs = useSidebarBreadcrumbs();
  const home = useHomePageRoute();
  if (!crumbs) return null;
  return (
    <nav className="lamp-crumbs" aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        {home && <HomeBreadcrumbItem />}
        {crumbs.map((c, i) => <li key={i} className="breadcrumbs__item"><span>{c.label}</span></li>)}
      </ul>
    </nav>
  );
}
`,
  });

  it("draws zapsite's home item inside the site's breadcrumbs", async () => {
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/intro/index.html');
    expect(html).toMatch(
      /<nav class="lamp-crumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="\/"><svg[^>]*class="breadcrumbHomeIcon_YNFT"/,
    );
    expect(copy.build.stderr).not.toContain('swizzle-');
  });
});
