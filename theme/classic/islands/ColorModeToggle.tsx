// The classic theme's colour-mode toggle: Docusaurus's markup (a clean button with a sun and a moon
// icon and a "system" one, the one showing chosen by html[data-theme] and [data-theme-choice] in classic.css). The inline head script has
// already applied the stored choice; a tap before hydration is held and replayed (held-input.ts).
import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '../../shared/island.ts';
import { applyChoice, nextChoice, readChoice, storeChoice, type ColorModeProps } from '../../shared/color-mode.ts';
import { DarkModeIcon, LightModeIcon, SystemModeIcon } from '../../shared/color-mode-icons.tsx';
import { themeString } from '../theme-text.tsx';
import { ColorModeToggle as styles } from '../../shared/docusaurus-classes.ts';

/**
 * `className`: more classes on the box, as Docusaurus gives the navbar's and the mobile drawer's
 * (`margin-right--md`); `buttonClassName`: on the button, as a site's own Navbar/ColorModeToggle gives it.
 */
export default function ColorModeToggle(props: ColorModeProps & { className?: string; buttonClassName?: string }) {
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
  const mode =
    choice === 'system'
      ? themeString('theme.colorToggle.ariaLabel.mode.system', 'system mode')
      : choice === 'dark'
        ? themeString('theme.colorToggle.ariaLabel.mode.dark', 'dark mode')
        : themeString('theme.colorToggle.ariaLabel.mode.light', 'light mode');
  const label = themeString('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', {
    mode,
  });
  return (
    <div className={props.className ? `${styles.toggle} ${props.className}` : styles.toggle}>
      <button
        type="button"
        className={`clean-btn ${styles.toggleButton}${props.buttonClassName ? ` ${props.buttonClassName}` : ''}`}
        onClick={toggle}
        title={label}
        aria-label={label}
        aria-live="polite"
        data-choice={choice}
      >
        <LightModeIcon className={`${styles.toggleIcon} ${styles.lightToggleIcon}`} />
        <DarkModeIcon className={`${styles.toggleIcon} ${styles.darkToggleIcon}`} />
        <SystemModeIcon className={`${styles.toggleIcon} ${styles.systemToggleIcon}`} />
      </button>
    </div>
  );
}
