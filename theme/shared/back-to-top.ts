// The docs page's back-to-top button (Docusaurus's `theme-back-to-top-button`), as the page's markup
// and the loader, which starts its behaviour (islands/back-to-top.ts) only where it is, both name it.
export const BACK_TO_TOP_CLASS = 'theme-back-to-top-button';
export const BACK_TO_TOP_SELECTOR = `.${BACK_TO_TOP_CLASS}`;
