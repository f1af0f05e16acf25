// The classic theme's one script: the islands' loader (islands/loader.tsx), and Docusaurus's
// back-to-top button on docs pages (islands/back-to-top.ts, a few lines of DOM code and no React),
// fetched when a page that has the button is shown, whole or by client navigation. zapsite's own
// theme has no such button and loads islands/loader.tsx alone.
import '../islands/loader.tsx';
import { BACK_TO_TOP_SELECTOR } from '../shared/back-to-top.ts';

function backToTop(): void {
  if (document.querySelector(BACK_TO_TOP_SELECTOR))
    void import('../islands/back-to-top.ts').then((m) => m.startBackToTop(BACK_TO_TOP_SELECTOR));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', backToTop);
else backToTop();
// The event client navigation sends once it has shown a page (islands/navigation/client.ts).
addEventListener('zs:navigate', backToTop);
