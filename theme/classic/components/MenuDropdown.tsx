// A dropdown of the navbar (its own, the docs versions', the languages') as the phone drawer draws
// it: Docusaurus's DropdownNavbarItem/Mobile. Its label and the caret beside it fold the list; it
// starts open only when one of its links is the page shown (`open`, worked out by the server as
// Docusaurus's containsActiveItems), so the languages start folded and a docs page's versions open.
import { useState, type ReactNode } from 'react';
import type { ClassicMenuItem } from '../islands/MobileMenu.tsx';
import { themeString } from '../theme-text.tsx';

export function MenuDropdown({
  item,
  label,
  children,
}: {
  item: ClassicMenuItem;
  label: ReactNode;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(!item.open);
  const toggle = () => setCollapsed((c) => !c);
  const caretLabel = collapsed
    ? themeString('theme.navbar.mobileDropdown.collapseButton.expandAriaLabel', 'Expand the dropdown')
    : themeString('theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel', 'Collapse the dropdown');
  return (
    <li className={`menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}`}>
      <div className="menu__list-item-collapsible">
        {/* Docusaurus's: a link to "#" (so it takes focus) that says it is a button. */}
        <a
          {...item.attributes}
          role="button"
          aria-expanded={!collapsed}
          className={['menu__link menu__link--sublist', item.className].filter(Boolean).join(' ')}
          href="#"
          onClick={(e) => {
            e.preventDefault();
            toggle();
          }}
        >
          {label}
        </a>
        <button
          type="button"
          className="clean-btn menu__caret"
          aria-label={caretLabel}
          aria-expanded={!collapsed}
          onClick={toggle}
        />
      </div>
      {/* Folded links stay in the page (no JavaScript, search engines) but out of reach of Tab. */}
      <ul className="menu__list" hidden={collapsed}>
        {children}
      </ul>
    </li>
  );
}
