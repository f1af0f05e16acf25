// useDoc() and useDocsVersion(), exported by @docusaurus/plugin-content-docs/client and, as in
// Docusaurus 3.0-3.4, by @docusaurus/theme-common/internal.
import { useContext } from 'react';
import { serverPage } from '../context.ts';
import { DocInBrowser } from './doc-in-browser.ts';
import type { DocContext, DocsVersionData } from '../../shared/docusaurus.ts';

/**
 * The doc page being rendered: its metadata, front matter and headings, as Docusaurus's DocProvider
 * gives them to the doc's content and theme components (a site's swizzled DocItem parts). In the
 * content (rendered before the page around it, on the classic theme) it holds what the route plan
 * knows (content/doc-pages.ts). Like Docusaurus's, it throws outside a doc page.
 */
export function useDoc(): DocContext {
  // In the browser, the doc sent with a swizzled component's island.
  const sent = useContext(DocInBrowser);
  const doc = serverPage()?.doc ?? sent;
  if (!doc)
    throw new Error(
      'useDoc() is only available on a doc page: in its content (on the classic theme) and in the doc page components a site swizzles (src/theme/DocItem/...), where zapsite renders them on the server.',
    );
  return doc;
}

/**
 * The doc page's docs version, with every doc of that version by id (title, description, sidebar),
 * as Docusaurus's DocsVersionProvider gives it: in a doc's MDX content, rendered at build time.
 */
export function useDocsVersion(): DocsVersionData {
  const version = serverPage()?.docsVersion;
  if (!version)
    throw new Error(
      "useDocsVersion() is only available in a doc page's content, where zapsite renders it on the server.",
    );
  return version;
}
