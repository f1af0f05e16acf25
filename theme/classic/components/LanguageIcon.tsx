// The glyph before a language menu's label, where Docusaurus's classic theme puts its own
// (20 px, aligned to the text's bottom, 5 px before the label). Drawn here: a globe.
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
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <ellipse cx="12" cy="12" rx="3.8" ry="9" />
        <path d="M3 12h18M4.6 7.5h14.8M4.6 16.5h14.8" />
      </g>
    </svg>
  );
}
