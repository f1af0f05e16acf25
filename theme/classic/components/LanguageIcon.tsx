// The glyph before a language menu's label, where Docusaurus's classic theme puts its own
// (20 px, aligned to the text's bottom, 5 px before the label). Drawn here: a "translate" mark, as
// Docusaurus 3.10's is one, in our own strokes: a character of another script over a Latin A.
import { NavbarItemLocaleDropdownNavbarItem } from '../../shared/docusaurus-classes.ts';

export function LanguageIcon() {
  return (
    <svg
      width="20"
      height="20"
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={NavbarItemLocaleDropdownNavbarItem.iconLanguage}
    >
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 5.5h9.5M7.7 3v2.5M5.2 5.5c.9 3.3 2.9 5.8 6 7.4M10.4 5.5c-.9 3.5-3.1 6.2-6.6 8" />
        <path d="M12.8 21l4.1-10 4.1 10M14.3 17.4h5.2" />
      </g>
    </svg>
  );
}
