// The copy and copied icons (our own drawings), 18 px unless the props say otherwise: the classic
// code block's copy button draws them, and so do Docusaurus's @theme/Icon/Copy and
// @theme/Icon/Success, which a site's own copy button imports.
import type { SVGProps } from 'react';

export function CopyIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" {...props}>
      <path fill="currentColor" d="M8 7h11v14H8z M6 5v18h15V5z M3 1h13v2H5v14H3z" fillRule="evenodd" />
    </svg>
  );
}

export function SuccessIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" {...props}>
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </svg>
  );
}
