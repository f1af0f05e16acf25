// The dialog's icons: a hit's type, and the small stroke icons of its buttons.
import type { SearchHit } from '../../shared/search/types.ts';

export function TypeIcon({ type }: { type: SearchHit['type'] }) {
  const d =
    type === 'lvl1'
      ? 'M6 3h9l4 4v14H6z M14 3v5h5'
      : type === 'content'
        ? 'M5 6h14 M5 10h14 M5 14h10 M5 18h8'
        : 'M9 4 7 20 M17 4l-2 16 M4 9h16 M3 15h16';
  return (
    <svg
      className="search-hit__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

export function SmallIcon({ d }: { d: string }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
export const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
export const CROSS = 'M6 6l12 12 M18 6 6 18';
export const BACK = 'M9 14 4 9l5-5 M4 9h10a6 6 0 0 1 0 12h-3';
export const SEARCH = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z M15.5 15.5 20 20';
