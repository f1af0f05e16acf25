// The navbar search button. Server-rendered as a link to the results page (what works without
// JavaScript); once hydrated it opens the dialog instead, and owns the shortcuts Ctrl/Cmd+K and "/".
// The dialog's code is fetched on first intent, not with the page.
import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../components/Icons.tsx';
import type { SearchSettings } from '../shared/search/types.ts';
import type { SearchDialogProps } from './search/Dialog.tsx';
import { word } from '../shared/page-words.ts';

export interface SearchButtonProps {
  settings: SearchSettings;
  href: string;
  analytics?: { attribute: string; event: string };
  /** DocSearch's button markup and class names (the classic theme, for a site that configures Algolia). */
  docsearch?: boolean;
}

let dialogModule: Promise<{ default: ComponentType<SearchDialogProps> }> | undefined;
const loadDialog = () => {
  dialogModule ??= import('./search/Dialog.tsx');
  dialogModule.catch(() => (dialogModule = undefined));
  return dialogModule;
};

export function isTypingTarget(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

export default function SearchButton({ settings, href, analytics, docsearch }: SearchButtonProps) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const openRef = useRef(false);
  openRef.current = open;

  const show = () => {
    void loadDialog().then((m) => {
      setDialog(() => m.default);
      setOpen(true);
    });
  };

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const w = window as { __zsPendingKey?: string };
    // The loader woke this island for a shortcut pressed before hydration: honour it now.
    if (w.__zsPendingKey === 'open') {
      delete w.__zsPendingKey;
      show();
    }
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        if (openRef.current) setOpen(false);
        else show();
      } else if (
        e.key === '/' &&
        !e.ctrlKey &&
        !e.metaKey &&
        !e.altKey &&
        !isTypingTarget(e.target) &&
        !openRef.current
      ) {
        e.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // Modifier clicks keep their usual meaning: the results page in a new tab or window.
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    show();
  };

  // Docusaurus's search button's words (theme.SearchBar.label), in the site's language when it has them.
  const search = word('theme.SearchBar.label', 'Search');
  const label = `${search} (${mac ? 'Command' : 'Ctrl'}+K)`;
  const common = {
    href,
    'aria-label': label,
    'aria-haspopup': 'dialog' as const,
    onClick,
    onPointerEnter: () => void loadDialog(),
    onFocus: () => void loadDialog(),
  };
  return (
    <>
      {docsearch ? (
        // DocSearch's classes, so a site's CSS written for Docusaurus's search button still applies.
        <a className="DocSearch DocSearch-Button" aria-keyshortcuts={mac ? 'Meta+k' : 'Control+k'} {...common}>
          <span className="DocSearch-Button-Container">
            <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="11" cy="11" r="7.5" stroke="currentColor" fill="none" strokeWidth="1.5" />
              <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
            <span className="DocSearch-Button-Placeholder">{search}</span>
          </span>
          <span className="DocSearch-Button-Keys" aria-hidden="true">
            <kbd className={mac ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'}>
              {mac ? '⌘' : 'Ctrl'}
            </kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </span>
        </a>
      ) : (
        <a className="search-button" {...(analytics ? { [analytics.attribute]: analytics.event } : {})} {...common}>
          <Icon name="search" size={18} />
          <span className="search-button__placeholder">{search}</span>
          <kbd className="search-button__keys" data-keys={mac ? '⌘ K' : 'Ctrl K'} aria-hidden="true" />
        </a>
      )}
      {open && Dialog
        ? createPortal(<Dialog settings={settings} onClose={() => setOpen(false)} />, document.body)
        : null}
    </>
  );
}
