// What a doc's MDX content may ask of its page while it renders, as Docusaurus's DocProvider and
// DocsSidebarProvider wrap a doc's content: its sidebar (useDocsSidebar and the hooks over it) and
// the doc itself (useDoc). Made once from the route plan, as plain data a build worker can get.
import type { RoutePlan } from '../routes/plan.ts';
import type { SourceFile } from '../types.ts';
import { docsVersionOf } from './docs-version-data.ts';
import type { DocContext } from '../../theme/shared/docusaurus.ts';

export interface DocPages {
  /** Every docs sidebar by key (RoutePlan.sidebars). */
  sidebars: Record<string, unknown[]>;
  /** Each doc file's (absolute path) sidebar key. */
  sidebarOf: ReadonlyMap<string, string>;
  /** Each doc file's useDoc() data as far as the route plan knows it (absolute path). */
  docs: ReadonlyMap<string, DocContext>;
}

/**
 * The plan's sidebars and docs. A doc's useDoc() here has its id, title, permalink, version,
 * front matter (and the description it gives), unlisted and draft state: what the content renders
 * before the page around it is put together. Its previous and next links, tags, last update and
 * edit link come with the page (theme/classic/doc-context.ts); its `toc` is the file's own
 * `export const toc` when it names one (mdx-toc.ts), else empty.
 */
export function docPages(routes: RoutePlan, baseUrl: string): DocPages {
  const sidebarOf = new Map<string, string>();
  const docs = new Map<string, DocContext>();
  const base = baseUrl.replace(/\/$/, '');
  for (const p of routes.planned) {
    if (!p.source) continue;
    if (p.sidebar !== undefined) sidebarOf.set(p.source.absPath, p.sidebar);
    if (!p.doc) continue;
    const description = typeof p.frontMatter.description === 'string' ? p.frontMatter.description : '';
    docs.set(p.source.absPath, {
      metadata: {
        id: p.doc.id,
        title: p.doc.title,
        description,
        permalink: base + p.url,
        tags: [],
        version: p.doc.version ?? 'current',
        unlisted: p.doc.unlisted,
        frontMatter: p.frontMatter,
      },
      frontMatter: p.frontMatter,
      toc: [],
      assets: {},
    });
  }
  return { sidebars: routes.sidebars, sidebarOf, docs };
}

/** A doc file's docs version key, sidebar key and useDoc() data, for its render job (mdx-render.ts MdxRenderJob). */
export function docPageOf(
  pages: DocPages | undefined,
  file: SourceFile,
): { docsVersion?: string; sidebar?: string; doc?: DocContext } {
  const docsVersion = docsVersionOf(file);
  const sidebar = pages?.sidebarOf.get(file.absPath);
  const doc = pages?.docs.get(file.absPath);
  return {
    ...(docsVersion ? { docsVersion } : {}),
    ...(sidebar !== undefined ? { sidebar } : {}),
    ...(doc ? { doc } : {}),
  };
}
