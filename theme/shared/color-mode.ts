// The colour-mode choice both themes' toggles share: read from storage, applied to <html> as the
// inline head script does, and the next choice a tap makes.
import { STORAGE_KEYS } from './island.ts';

export interface ColorModeProps {
  respectPrefersColorScheme: boolean;
  defaultMode: 'light' | 'dark';
}
export type Choice = 'light' | 'dark' | 'system';

/** The visitor's stored choice, null when there is none. */
export function storedChoice(): 'light' | 'dark' | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.theme);
  } catch {
    /* storage can be blocked; fall back to the default */
  }
  return stored === 'light' || stored === 'dark' ? stored : null;
}

export function readChoice(props: ColorModeProps): Choice {
  return storedChoice() ?? (props.respectPrefersColorScheme ? 'system' : props.defaultMode);
}

export function applyChoice(choice: Choice): void {
  const mode = choice === 'system' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : choice;
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.setAttribute('data-theme-choice', choice);
}

export function nextChoice(choice: Choice, respect: boolean): Choice {
  if (respect) return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
  return choice === 'dark' ? 'light' : 'dark';
}

/** Stores the choice (none for "system") and applies it. */
export function storeChoice(choice: Choice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEYS.theme);
    else localStorage.setItem(STORAGE_KEYS.theme, choice);
  } catch {
    /* the choice still applies to this page */
  }
  applyChoice(choice);
}

/** Forgets the visitor's choice: the page goes back to the system's mode, or the default when the site does not follow it. */
export function clearChoice(props: ColorModeProps): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.theme);
  } catch {
    /* nothing was stored */
  }
  applyChoice(props.respectPrefersColorScheme ? 'system' : props.defaultMode);
}
