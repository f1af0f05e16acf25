// Colour mode: light/dark (or system/light/dark when the site respects the OS), stored under "theme",
// synchronised across tabs. The inline head script has already applied the stored choice before paint.
import { useEffect, useState } from 'react';
import { Icon } from '../components/Icons.tsx';
import { STORAGE_KEYS } from '../shared/island.ts';
import {
  applyChoice,
  nextChoice,
  readChoice,
  storeChoice,
  type Choice,
  type ColorModeProps,
} from '../shared/color-mode.ts';

export default function ColorModeToggle(props: ColorModeProps) {
  const [choice, setChoice] = useState<Choice>(props.respectPrefersColorScheme ? 'system' : props.defaultMode);

  useEffect(() => {
    setChoice(readChoice(props));
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEYS.theme && e.key !== null) return;
      const c = readChoice(props);
      setChoice(c);
      applyChoice(c);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (choice !== 'system') return;
    const mq = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyChoice('system');
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [choice]);

  const toggle = () => {
    // From storage, not state: a tap held until hydration can be replayed before the effect that
    // reads the stored choice has re-rendered the button.
    const next = nextChoice(readChoice(props), props.respectPrefersColorScheme);
    setChoice(next);
    storeChoice(next);
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
