// Docusaurus 2's `@theme/hooks/useThemeContext` (and `@theme/hooks/useTheme`), which sites written
// for it still import: the colour mode as Docusaurus 2 gave it, from theme-common's useColorMode.
import { useColorMode } from '../theme-common.tsx';

export default function useThemeContext(): {
  isDarkTheme: boolean;
  setLightTheme: () => void;
  setDarkTheme: () => void;
} {
  const { isDarkTheme, setLightTheme, setDarkTheme } = useColorMode();
  return { isDarkTheme, setLightTheme, setDarkTheme };
}
