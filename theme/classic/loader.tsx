// The classic theme's one script: the islands' loader (islands/loader.tsx), and the code of
// Docusaurus's back-to-top button on docs pages (islands/back-to-top.ts) and of its table of
// contents that follows the page (islands/toc-highlight.ts), a few lines of DOM code each and no
// React, fetched together on the visitor's first scroll (islands/classic-scroll.ts): the button
// shows only on scrolling back up, the highlight moves only as the page does, and a page never
// scrolled fetches nothing more. Each does nothing on a page without its element.
// zapsite's own theme has no such button and loads islands/loader.tsx alone.
import '../islands/loader.tsx';

addEventListener('scroll', () => void import('../islands/classic-scroll.ts').then((m) => m.startOnScroll()), {
  once: true,
  passive: true,
});
