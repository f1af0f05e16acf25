// Our own simple line icons (24x24, stroke = currentColor).
import type { ReactNode } from 'react';

const paths: Record<string, ReactNode> = {
  discord: (
    <path d="M4 6.5C4 5.1 5.1 4 6.5 4h11C18.9 4 20 5.1 20 6.5v8c0 1.4-1.1 2.5-2.5 2.5H10l-4.5 3.5V17H6.5A2.5 2.5 0 0 1 4 14.5z M9 10.5h.01 M15 10.5h.01" />
  ),
  reddit: (
    <path d="M3 11a9 6 0 1 0 18 0 9 6 0 1 0-18 0 M12 5l1.5-3 3.5 1 M9 10.5h.01 M15 10.5h.01 M9 14c1.6 1.2 4.4 1.2 6 0" />
  ),
  lemmy: <path d="M4 17c0-4.4 3.6-8 8-8s8 3.6 8 8z M8 9 6 4 M16 9l2-5 M10 13h.01 M14 13h.01" />,
  youtube: (
    <path d="M3 8.5C3 6.6 4.6 5 6.5 5h11C19.4 5 21 6.6 21 8.5v7c0 1.9-1.6 3.5-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5z M10 9v6l5-3z" />
  ),
  github: <path d="M8 8 4 12l4 4 M16 8l4 4-4 4 M13.5 5l-3 14" />,
  mastodon: <path d="M5 5h14v10H9l-4 4z" />,
  sun: (
    <path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4" />
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  system: <path d="M3 5h18v11H3z M8 20h8 M12 16v4" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z M15.5 15.5 20 20" />,
  menu: <path d="M4 6h16 M4 12h16 M4 18h16" />,
  close: <path d="M6 6l12 12 M18 6 6 18" />,
  chevron: <path d="M9 6l6 6-6 6" />,
  back: <path d="M15 6l-6 6 6 6" />,
  copy: <path d="M9 9h10v11H9z M5 15V4h10" />,
  check: <path d="M5 12.5 10 17l9-10" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4" />,
  external: <path d="M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6" />,
  home: <path d="M4 11 12 4l8 7 M6 10v10h12V10" />,
  rss: <path d="M5 5a14 14 0 0 1 14 14 M5 11a8 8 0 0 1 8 8 M6 18h.01" />,
  note: <path d="M12 8h.01 M11 12h1v5h1 M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  info: <path d="M12 8h.01 M11 12h1v5h1 M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  tip: <path d="M9 18h6 M10 21h4 M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />,
  warning: <path d="M12 3 2 20h20z M12 10v4 M12 17h.01" />,
  caution: <path d="M12 3 2 20h20z M12 10v4 M12 17h.01" />,
  danger: <path d="M8 3h8l5 5v8l-5 5H8l-5-5V8z M12 8v5 M12 16h.01" />,
  nfc: <path d="M6 8c1.5 2.5 1.5 5.5 0 8 M10 6c2.5 4 2.5 8 0 12 M14 4c3.5 5 3.5 11 0 16 M18 7c1.5 3 1.5 7 0 10" />,
  qr: <path d="M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z M14 14h2v2h-2z M18 18h2v2h-2z M14 18h2 M18 14h2" />,
  barcode: <path d="M4 5v14 M7 5v14 M10 5v14 M12 5v14 M15 5v14 M18 5v14 M20 5v14" />,
  gamepad: (
    <path d="M7 8h10a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6h-4A4 4 0 0 1 3 13v-1a4 4 0 0 1 4-4z M7 11v3 M5.5 12.5h3 M15 12h.01 M17 14h.01" />
  ),
  code: <path d="M8 8 4 12l4 4 M16 8l4 4-4 4" />,
  download: <path d="M12 4v11 M7 10l5 5 5-5 M5 20h14" />,
  book: <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z M4 19V5 M8 7h7" />,
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  heart: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  chip: <path d="M7 7h10v10H7z M10 10h4v4h-4z M9 3v4 M15 3v4 M9 17v4 M15 17v4 M3 9h4 M3 15h4 M17 9h4 M17 15h4" />,
  card: <path d="M3 6h18v12H3z M3 10h18 M6 15h4" />,
  cassette: <path d="M3 6h18v12H3z M8 11a1.5 1.5 0 1 0 0 .1 M16 11a1.5 1.5 0 1 0 0 .1 M9.5 11h5 M7 18l1.5-3h7l1.5 3" />,
  tv: <path d="M3 6h18v12H3z M8 21h8 M9 2l3 4 3-4" />,
  desktop: <path d="M3 4h18v12H3z M8 20h8 M12 16v4" />,
  phone: <path d="M7 2h10v20H7z M11 18h2" />,
  file: <path d="M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6" />,
  folder: <path d="M3 6h6l2 2h10v11H3z" />,
  star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />,
};

export function Icon({ name, size = 20, title }: { name: string; size?: number; title?: string }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      {paths[name] ?? paths.star}
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  // The mark: a card with three signal arcs, drawn for this site.
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="6" width="20" height="22" rx="3" fill="var(--zs-brand)" />
      <path
        d="M9 13h8l-8 9h8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M25 9a7 7 0 0 1 0 10 M28 6a11 11 0 0 1 0 16"
        fill="none"
        stroke="var(--zs-brand)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
