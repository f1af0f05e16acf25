// Colour mode: light/dark (or system/light/dark when the site respects the OS), stored under "theme",
// synchronised across tabs. The inline head script has already applied the stored choice before paint.
import { useEffect, useState } from 'react';
import { Icon } from '../components/Icons.tsx';
import { STORAGE_KEYS } from '../shared/island.ts';

export interface ColorModeProps {
  respectPrefersColorScheme: boolean;
  defaultMode: 'light' | 'dark';
}
type Choice = 'light' | 'dark' | 'system';

function read(props: ColorModeProps): Choice {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.theme);
  } catch {
    /* storage can be blocked; fall back to the default */
  }
  if (stored === 'light' || stored === 'dark') return stored;
  return props.respectPrefersColorScheme ? 'system' : props.defaultMode;
}

function apply(choice: Choice): void {
  const mode = choice === 'system' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : choice;
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.setAttribute('data-theme-choice', choice);
}

export function nextChoice(choice: Choice, respect: boolean): Choice {
  if (respect) return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
  return choice === 'dark' ? 'light' : 'dark';
}

export default function ColorModeToggle(props: ColorModeProps) {
  const [choice, setChoice] = useState<Choice>(props.respectPrefersColorScheme ? 'system' : props.defaultMode);

  useEffect(() => {
    setChoice(read(props));
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEYS.theme && e.key !== null) return;
      const c = read(props);
      setChoice(c);
      apply(c);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (choice !== 'system') return;
    const mq = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply('system');
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [choice]);

  const toggle = () => {
    // From storage, not state: a tap held until hydration can be replayed before the effect that
    // reads the stored choice has re-rendered the button.
    const next = nextChoice(read(props), props.respectPrefersColorScheme);
    setChoice(next);
    try {
      if (next === 'system') localStorage.removeItem(STORAGE_KEYS.theme);
      else localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      /* the choice still applies to this page */
    }
    apply(next);
  };

  const label = `Switch between dark and light mode (currently ${choice === 'system' ? 'system mode' : `${choice} mode`})`;
  return (
    <button
      type="button"
      className="navbar__icon-button color-mode-toggle"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-choice={choice}
    >
      <span className="color-mode-toggle__light">
        <Icon name="sun" />
      </span>
      <span className="color-mode-toggle__dark">
        <Icon name="moon" />
      </span>
      <span className="color-mode-toggle__system">
        <Icon name="system" />
      </span>
    </button>
  );
}
