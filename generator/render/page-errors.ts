// A theme page that threw while rendering. The classic theme draws the site's swizzled components
// inside its pages (a Footer, a DocPaginator, an EditMetaRow), so a throw there is the site's code:
// it is reported as an MDX page's component is (mdx-render), at the line that threw, found through
// the MDX bundle's source maps, with the page it was rendering. Anything else is zapsite's own
// failure and goes on as it was thrown.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { siteFrame } from '../content/mdx-render-errors.ts';
import { diag, ZapsiteError } from '../diagnostics.ts';
import type { PageRenderData } from '../types.ts';

/** `render`, with what site code inside it throws turned into a located error naming the page. */
export function locatedRender(
  render: (data: PageRenderData) => string,
  root: string,
): (data: PageRenderData) => string {
  return (data) => {
    try {
      return render(data);
    } catch (error) {
      const frame = siteFrame(error, root);
      if (!frame) throw error;
      throw new ZapsiteError([
        {
          ...diag({
            code: 'mdx-render',
            args: { threw: 'component', error: error instanceof Error ? error.message : String(error) },
            file: relative(root, frame.path),
            line: frame.line,
            column: frame.column,
            sourceLine: lineOf(frame.path, frame.line),
          }),
          affects: [data.page.url],
        },
      ]);
    }
  };
}

function lineOf(path: string, line: number): string | undefined {
  try {
    return readFileSync(path, 'utf8').split(/\r?\n/)[line - 1];
  } catch {
    return undefined;
  }
}
