// The colour-mode choice both themes' toggles share: read from storage, applied to <html> as the
// inline head script does, and the next choice a tap makes.
import { STORAGE_KEYS } from './island.ts';

export interface ColorModeProps {
  respectPrefersColorScheme: boolean;
  defaultMode: 'light' | 'dark';
}
export type Choice = 'light' | 'dark' | 'system';

export function readChoice(props: ColorModeProps): Choice {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.theme);
  } catch {
    /* storage can be blocked; fall back to the default */
  }
  if (stored === 'light' || stored === 'dark') return stored;
  return props.respectPrefersColorScheme ? 'system' : props.defaultMode;
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
