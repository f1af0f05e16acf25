// Docusaurus's IconExternalLink: the small arrow-out-of-a-box after an external link's label in
// the classic theme's navbar, dropdowns and docs sidebar, and `@theme/Icon/ExternalLink` for site code.
import type { SVGProps } from 'react';
import { IconExternalLink } from '../shared/docusaurus-classes.ts';

export function ExternalLinkIcon({ width = 13.5, height = 13.5, className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={width}
      height={height}
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={[IconExternalLink.iconExternalLink, className].filter(Boolean).join(' ')}
      {...props}
    >
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}
