// The navbar search button. Server-rendered as a link to the results page (what works without
// JavaScript); once hydrated it opens the dialog instead, and owns the shortcuts Ctrl/Cmd+K and "/".
// The dialog's code is fetched on first intent, not with the page.
import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../components/Icons.tsx';
import type { SearchSettings } from '../shared/search/types.ts';
import type { SearchDialogProps } from './search/Dialog.tsx';

export interface SearchButtonProps {
  settings: SearchSettings;
  href: string;
  analytics?: { attribute: string; event: string };
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

export default function SearchButton({ settings, href, analytics }: SearchButtonProps) {
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

  return (
    <>
      <a
        className="search-button"
        href={href}
        aria-label={mac ? 'Search (Command+K)' : 'Search (Ctrl+K)'}
        aria-haspopup="dialog"
        {...(analytics ? { [analytics.attribute]: analytics.event } : {})}
        onClick={onClick}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Icon name="search" size={18} />
        <span className="search-button__placeholder">Search</span>
        <kbd className="search-button__keys" data-keys={mac ? '⌘ K' : 'Ctrl K'} aria-hidden="true" />
      </a>
      {open && Dialog
        ? createPortal(<Dialog settings={settings} onClose={() => setOpen(false)} />, document.body)
        : null}
    </>
  );
}
