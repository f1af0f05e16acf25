// The colour-mode toggle's three icons, drawn by us: a hollow sun, an outlined crescent, and a ring
// whose left half is filled (the system's choice). The classic toggle draws them, and a site's own
// toggle gets them as Docusaurus's @theme/Icon/LightMode, DarkMode and SystemColorMode.
import type { SVGProps } from 'react';

type Props = SVGProps<SVGSVGElement>;

export function LightModeIcon(props: Props) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="4" />
        <path d="M2 12h2M20 12h2M12 2v2M12 20v2M5.3 5.3l1.05 1.05M17.65 17.65l1.05 1.05M18.7 5.3l-1.05 1.05M6.35 17.65 5.3 18.7" />
      </g>
    </svg>
  );
}

export function DarkModeIcon(props: Props) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M11.11 4.05A8 8 0 1 0 19.95 12.89 6.4 6.4 0 0 1 11.11 4.05z"
      />
    </svg>
  );
}

export function SystemModeIcon(props: Props) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path fill="currentColor" d="M12 3a9 9 0 0 0 0 18z" />
    </svg>
  );
}
