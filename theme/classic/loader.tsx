// The classic theme's one script: the islands' loader (islands/loader.tsx), and the code of
// Docusaurus's back-to-top button on docs pages (islands/back-to-top.ts, a few lines of DOM code
// and no React), fetched on the visitor's first scroll: the button shows only on scrolling back up,
// and a page that has no button, or is never scrolled, fetches nothing more before the visitor acts.
// zapsite's own theme has no such button and loads islands/loader.tsx alone.
import '../islands/loader.tsx';

addEventListener('scroll', () => void import('../islands/back-to-top.ts').then((m) => m.startBackToTop()), {
  once: true,
  passive: true,
});
