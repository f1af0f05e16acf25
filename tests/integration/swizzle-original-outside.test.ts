// A site's theme component that renders a part of the classic theme outside the place the theme
// draws it (a Footer drawing the blog list's paginator, which only an ejected BlogListPage gets):
// a located error at the site's import of it, naming the page, not an unexpected error with no
// file. Real CLI build of the classic fixture.
import { describe, expect, it } from 'vitest';
import { builtCopy } from './temp-site.ts';

describe('an original rendered outside its place', () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Footer/index.jsx': `import Footer from '@theme-original/Footer';
import BlogListPaginator from '@theme/BlogListPaginator';
export default function LampFooter() {
  return <><BlogListPaginator /><Footer /></>;
}
`,
  });

  it("is reported at the site's import, with the page it broke", () => {
    expect(copy.build.code).toBe(1);
    expect(copy.build.stderr).not.toContain('Unexpected error');
    expect(copy.build.stderr).toContain(
      "error[mdx-render]: A component threw while rendering: @theme-original/BlogListPaginator renders only inside the classic theme's BlogListPaginator.",
    );
    expect(copy.build.stderr).toContain('--> src/theme/Footer/index.jsx:2:31');
    expect(copy.build.stderr).toMatch(/= affects 1 page: \//);
  });
});

describe("a doc's part drawn on every page by the site's Footer", () => {
  const copy = builtCopy('classic-site', {
    'src/theme/Footer/index.jsx': `import Footer from '@theme-original/Footer';
import DocPaginator from '@theme/DocItem/Paginator';
export default function LampFooter() {
  return <><DocPaginator /><Footer /></>;
}
`,
  });

  it("is an error on each page that is not a doc, not the last doc's pager drawn there", () => {
    expect(copy.build.code).toBe(1);
    expect(copy.build.stderr).toContain(
      "error[mdx-render]: A component threw while rendering: @theme-original/DocItem/Paginator renders only inside the classic theme's DocItem/Paginator.",
    );
    expect(copy.build.stderr).toContain('--> src/theme/Footer/index.jsx:2:26');
    // Before, each page after a doc's drew that doc's pager, and the build passed.
    expect(copy.build.stderr).toMatch(/= affects \d+ pages?: \/blog\//);
  });
});
