// What the classic theme starts on the visitor's first scroll (classic/loader.tsx), in one fetch:
// Docusaurus's back-to-top button on docs pages and its table of contents that follows the page.
import { startBackToTop } from './back-to-top.ts';
import { startTocHighlight } from './toc-highlight.ts';

export function startOnScroll(): void {
  startBackToTop();
  startTocHighlight();
}
