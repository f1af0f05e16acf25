// The mobile navbar menu: a drawer with the main items and, on docs pages, the docs sidebar as a
// secondary panel with "Back to main menu". Focus stays inside while open; Escape closes it;
// it closes itself when the viewport becomes desktop.
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icons.tsx';
import { SidebarTree } from '../components/SidebarTree.tsx';
import { makeLoader } from './Sidebar.tsx';
import type { SidebarItem } from '../shared/types.ts';

export interface MobileMenuProps {
  title: string;
  items: { label: string; href: string; external: boolean; event?: string }[];
  analyticsAttribute: string;
  sidebar?: SidebarItem[];
  sidebarDataUrl?: string;
  currentUrl: string;
}

export const DESKTOP_QUERY = '(min-width: 997px)';

export default function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [secondary, setSecondary] = useState(Boolean(props.sidebar));
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const mq = matchMedia(DESKTOP_QUERY);
    const onChange = () => mq.matches && setOpen(false);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('navbar-sidebar--open', open);
    if (!open) return;
    setSecondary(Boolean(props.sidebar));
    const el = panel.current;
    el?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
        return;
      }
      if (e.key !== 'Tab' || !el) return;
      const focusable = [...el.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((n) => n.offsetParent !== null);
      if (!focusable.length) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button ref={toggle} type="button" className="navbar__toggle navbar__icon-button" aria-label="Toggle navigation bar" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Icon name="menu" />
      </button>
      {open ? (
        <div className="navbar-sidebar" role="dialog" aria-modal="true" aria-label="Navigation menu">
          <div className="navbar-sidebar__backdrop" onClick={() => setOpen(false)} />
          <div className="navbar-sidebar__panel" ref={panel}>
            <div className="navbar-sidebar__brand">
              <span className="navbar-sidebar__title">{props.title}</span>
              <button type="button" className="navbar__icon-button" aria-label="Close navigation bar" onClick={() => setOpen(false)}>
                <Icon name="close" />
              </button>
            </div>
            {secondary && props.sidebar ? (
              <div className="navbar-sidebar__secondary">
                <button type="button" className="navbar-sidebar__back" onClick={() => setSecondary(false)}>
                  <Icon name="back" size={16} /> Back to main menu
                </button>
                <nav aria-label="Docs sidebar">
                  <SidebarTree items={props.sidebar} currentUrl={props.currentUrl} loadItems={makeLoader(props.sidebarDataUrl)} />
                </nav>
              </div>
            ) : (
              <nav className="navbar-sidebar__primary" aria-label="Main">
                <ul className="menu__list">
                  {props.items.map((item) => (
                    <li key={item.href} className="menu__item">
                      <a className="menu__link" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...(item.event ? { [props.analyticsAttribute]: item.event } : {})} aria-current={item.href === props.currentUrl ? 'page' : undefined}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}
