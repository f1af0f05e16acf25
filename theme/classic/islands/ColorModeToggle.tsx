// The classic theme's colour-mode toggle: Docusaurus's markup (a clean button with a sun and a moon
// icon and a "system" one, the one showing chosen by html[data-theme] and [data-theme-choice] in classic.css). The inline head script has
// already applied the stored choice; a tap before hydration is held and replayed (held-input.ts).
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../shared/island.ts';
import { applyChoice, nextChoice, readChoice, storeChoice, type ColorModeProps } from '../../shared/color-mode.ts';

/** `className`: more classes on the box, as Docusaurus gives the mobile drawer's (`margin-right--md`). */
export default function ColorModeToggle(props: ColorModeProps & { className?: string }) {
  const [choice, setChoice] = useState(props.respectPrefersColorScheme ? 'system' : props.defaultMode);

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

  const toggle = () => {
    // From storage, not state: a replayed tap may come before the effect above re-rendered.
    const next = nextChoice(readChoice(props), props.respectPrefersColorScheme);
    setChoice(next);
    storeChoice(next);
  };
  const label = `Switch between dark and light mode (currently ${choice === 'system' ? 'system mode' : `${choice} mode`})`;
  return (
    <div className={props.className ? `colorModeToggle ${props.className}` : 'colorModeToggle'}>
      <button
        type="button"
        className="clean-btn toggleButton"
        onClick={toggle}
        title={label}
        aria-label={label}
        aria-live="polite"
        data-choice={choice}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="lightToggleIcon">
          <circle cx="12" cy="12" r="5" fill="currentColor" />
          <path
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
          />
        </svg>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="darkToggleIcon">
          <path fill="currentColor" d="M9.4 2.2A10 10 0 1 0 21.8 14.6 8 8 0 0 1 9.4 2.2z" />
        </svg>
        {/* "System": a circle half filled, as Docusaurus 3.6+ shows when no mode was chosen. */}
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="systemToggleIcon">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path fill="currentColor" d="M12 3a9 9 0 0 1 0 18z" />
        </svg>
      </button>
    </div>
  );
}
