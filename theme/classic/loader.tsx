// The classic theme's one script: the islands' loader (islands/loader.tsx), and Docusaurus's
// back-to-top button on docs pages (islands/back-to-top.ts, a few lines of DOM code and no React),
// fetched on a page that has the button. (Client navigation swaps pages of zapsite's own theme
// only, so a classic page is always loaded whole.) zapsite's own theme has no such button and loads
// islands/loader.tsx alone.
import '../islands/loader.tsx';
import { BACK_TO_TOP_SELECTOR } from '../shared/back-to-top.ts';

function backToTop(): void {
  if (document.querySelector(BACK_TO_TOP_SELECTOR))
    void import('../islands/back-to-top.ts').then((m) => m.startBackToTop(BACK_TO_TOP_SELECTOR));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', backToTop);
else backToTop();
