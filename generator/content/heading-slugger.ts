// The slugger of a page's heading ids, as Docusaurus's headings plugin slugs them: github-slugger,
// each repeat numbered, lower case unless the site keeps the case (`markdown.anchors.maintainCase`).
// The setting is per thread, set by each build before any file is read (render-content.ts,
// workers/thread.ts), as the admonition keywords are.
import GithubSlugger from 'github-slugger';

let maintainCase = false;

/** Slugs heading text keeping its case (`markdown.anchors.maintainCase`), from now on, on this thread. */
export function useAnchorsMaintainCase(on: boolean | undefined): void {
  maintainCase = on ?? false;
}

/** One page's slugger: `slug` gives the next id for a heading's text. */
export function headingSlugger(): { slug(text: string): string } {
  const slugger = new GithubSlugger();
  return { slug: (text) => slugger.slug(text, maintainCase) };
}
