// A theme page that threw while rendering. The classic theme draws the site's swizzled components
// inside its pages (a Footer, a DocPaginator, an EditMetaRow), so a throw there is the site's code:
// it is reported as an MDX page's component is (mdx-render), at the line that threw, found through
// the MDX bundle's source maps, with the page it was rendering. Anything else is zapsite's own
// failure and goes on as it was thrown.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fg from 'fast-glob';
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
      const frame = siteFrame(error, root) ?? originalImport(error, root);
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

// What theme/classic/swizzle.tsx throws when a site's component renders an original the theme has
// not drawn on this page (a part it draws its own way): no frame of the site's is on the stack then,
// as React called that component and went on.
const ORIGINAL_OUTSIDE = /^@theme-original\/(\S+) renders only inside the classic theme's /;

/** Where the site's own theme components import the original a theme page's render met outside its place, if they do. */
function originalImport(error: unknown, root: string): { path: string; line: number; column: number } | undefined {
  const name = ORIGINAL_OUTSIDE.exec(error instanceof Error ? error.message : '')?.[1];
  if (!name) return undefined;
  const spec = new RegExp(`(['"])@theme(?:-original)?/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
  for (const rel of fg.sync('src/theme/**/*.{js,jsx,ts,tsx,mjs}', { cwd: root }).sort()) {
    const path = join(root, rel);
    const text = readFileSync(path, 'utf8');
    const at = spec.exec(text);
    if (!at) continue;
    const before = text.slice(0, at.index).split('\n');
    return { path, line: before.length, column: before[before.length - 1]!.length + 1 };
  }
  return undefined;
}

function lineOf(path: string, line: number): string | undefined {
  try {
    return readFileSync(path, 'utf8').split(/\r?\n/)[line - 1];
  } catch {
    return undefined;
  }
}
