// The classic theme's mobile menu: Docusaurus's navbar__toggle button, backdrop and navbar-sidebar.
// Open, it puts `navbar-sidebar--show` on the navbar (Infima shows the drawer from that); a tap
// before hydration is held and replayed (held-input.ts). Escape and the backdrop close it.
import { useEffect, useRef, useState } from 'react';
import { Brand, type BrandProps } from '../components/Brand.tsx';
import ColorModeToggle from './ColorModeToggle.tsx';
import type { ColorModeProps } from '../../shared/color-mode.ts';

export interface ClassicMenuItem {
  label: string;
  href?: string;
  external?: boolean;
  active?: boolean;
  className?: string;
  html?: string;
  /** A language menu's link: the `lang` of the page it opens. */
  lang?: string;
  items?: ClassicMenuItem[];
}

export interface ClassicMobileMenuProps {
  brand: BrandProps;
  items: ClassicMenuItem[];
  /** The drawer's colour-mode toggle (the navbar's is hidden below 997 px, as Docusaurus's); none when the switch is off. */
  colorMode?: ColorModeProps;
}

function MenuItem({ item }: { item: ClassicMenuItem }) {
  const cls = (base: string) => (item.className ? `${base} ${item.className}` : base);
  if (item.html !== undefined)
    return <li className={cls('menu__list-item')} dangerouslySetInnerHTML={{ __html: item.html }} />;
  if (item.items)
    return (
      <li className={cls('menu__list-item')}>
        <span className="menu__link menu__link--sublist">{item.label}</span>
        <ul className="menu__list">
          {item.items.map((sub, i) => (
            <MenuItem key={i} item={sub} />
          ))}
        </ul>
      </li>
    );
  return (
    <li className="menu__list-item">
      <a
        className={cls(`menu__link${item.active ? ' menu__link--active' : ''}`)}
        href={item.href}
        {...(item.lang ? { lang: item.lang } : {})}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
      </a>
    </li>
  );
}

export default function MobileMenu({ brand, items, colorMode }: ClassicMobileMenuProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const nav = ref.current?.closest('.navbar');
    nav?.classList.toggle('navbar-sidebar--show', open);
    document.body.style.overflow = open ? 'hidden' : '';
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="navbar__toggle clean-btn"
        aria-label="Toggle navigation bar"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={() => setOpen(false)} />
      <div className="navbar-sidebar">
        <div className="navbar-sidebar__brand">
          <Brand {...brand} />
          {colorMode ? <ColorModeToggle {...colorMode} className="margin-right--md" /> : null}
          <button
            type="button"
            className="clean-btn navbar-sidebar__close"
            aria-label="Close navigation bar"
            onClick={() => setOpen(false)}
          >
            <svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="1.5" d="M1 1l13 13M14 1L1 14" />
            </svg>
          </button>
        </div>
        <div className="navbar-sidebar__items">
          <div className="navbar-sidebar__item menu">
            <ul className="menu__list">
              {items.map((item, i) => (
                <MenuItem key={i} item={item} />
              ))}
            </ul>
          </div>
        </div>
      </div>
    </>
  );
}
