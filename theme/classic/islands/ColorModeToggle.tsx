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
        {/* Docusaurus's three icons, drawn by us: a hollow sun, an outlined crescent, and a ring whose left half is filled. */}
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="lightToggleIcon">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" />
            <path d="M2 12h2M20 12h2M12 2v2M12 20v2M5.3 5.3l1.05 1.05M17.65 17.65l1.05 1.05M18.7 5.3l-1.05 1.05M6.35 17.65 5.3 18.7" />
          </g>
        </svg>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="darkToggleIcon">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            d="M11.11 4.05A8 8 0 1 0 19.95 12.89 6.4 6.4 0 0 1 11.11 4.05z"
          />
        </svg>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="systemToggleIcon">
          <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
          <path fill="currentColor" d="M12 3a9 9 0 0 0 0 18z" />
        </svg>
      </button>
    </div>
  );
}
