// The pencil beside "Edit this page", as Docusaurus's IconEdit draws it (its own size and class).
import type { SVGProps } from 'react';

export function EditIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg fill="currentColor" width="20" height="20" viewBox="0 0 40 40" aria-hidden="true" {...props}>
      <path d="M29.6 4.6 35.4 10.4 31.8 14 26 8.2z M24.2 10 30 15.8 13 32.8H7.2V27z" />
    </svg>
  );
}
