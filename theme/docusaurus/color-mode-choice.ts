// The colour-mode choice as Docusaurus 3.10's useColorMode gives it (`colorModeChoice`): 'light' or
// 'dark' when the visitor chose one, null when the page follows the system or the default. Its
// Navbar/ColorModeToggle hands it, with the setter, to a site's own ColorModeToggle as `value` and
// `onChange`.
import { useCallback, useEffect, useState } from 'react';
import { clearChoice, storeChoice, storedChoice, type ColorModeProps } from '../shared/color-mode.ts';

type Mode = 'light' | 'dark';

/**
 * The choice, null in the first render (as the server rendered it, and as Docusaurus's is before the
 * browser answers), then the stored one, whoever changes it; and its setter, which stores a choice
 * or, given null, forgets it (the system's mode, or the default when the site does not follow it),
 * as Docusaurus's setColorMode does.
 */
export function useColorModeChoice(config: Partial<ColorModeProps>): {
  value: Mode | null;
  onChange: (mode: Mode | null) => void;
} {
  const [value, setValue] = useState<Mode | null>(null);
  useEffect(() => {
    const sync = () => setValue(storedChoice());
    sync();
    // Another toggle (the phone menu's, another tab's through the head script) changes the page.
    const watch = new MutationObserver(sync);
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-theme-choice'] });
    return () => watch.disconnect();
  }, []);
  const respect = config.respectPrefersColorScheme ?? false;
  const defaultMode = config.defaultMode ?? 'light';
  const onChange = useCallback(
    (mode: Mode | null) => {
      if (mode === null) clearChoice({ respectPrefersColorScheme: respect, defaultMode });
      else storeChoice(mode);
      setValue(mode);
    },
    [respect, defaultMode],
  );
  return { value, onChange };
}
