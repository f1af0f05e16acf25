// A blog author's profile links as small icons, as Docusaurus 3.5+ puts them under the author's
// name. Our own simple glyphs; the row is always there (it keeps authors' names aligned).
import type { ReactNode } from 'react';
import { BlogComponentsAuthorSocials as styles } from '../../shared/docusaurus-classes.ts';

const GLYPHS: Record<string, ReactNode> = {
  // A bird-free X: two crossing bars.
  x: <path d="M3 3h4.5L21 21h-4.5zM20 3h-2.4L4 21h2.4z" />,
  twitter: <path d="M3 3h4.5L21 21h-4.5zM20 3h-2.4L4 21h2.4z" />,
  // A round badge with a notch, for GitHub.
  github: (
    <path d="M12 2a10 10 0 0 0-3.2 19.5v-3.3c-2.5.5-3-1.2-3-1.2-.5-1-1-1.3-1-1.3-.9-.6 0-.6 0-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.6.4-1.1.7-1.3-2.2-.3-4.5-1.1-4.5-4.9 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c2-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.8-2.3 4.6-4.5 4.9.4.3.7.9.7 1.8v2.8A10 10 0 0 0 12 2z" />
  ),
  // Two wings, for Bluesky.
  bluesky: (
    <path d="M5.2 3.4C7.9 5.4 10.9 9.6 12 11.8c1.1-2.2 4.1-6.4 6.8-8.4C20.8 1.9 24 .8 24 4.4c0 .7-.4 6.1-.7 7-.8 3.1-4 3.8-6.8 3.4 4.9.8 6.1 3.6 3.4 6.3-5 5.2-7.3-1.3-7.8-3l-.1-.3-.1.3c-.6 1.7-2.8 8.2-7.8 3-2.7-2.7-1.5-5.5 3.4-6.3-2.8.4-6-.3-6.8-3.4C.4 10.5 0 5.1 0 4.4 0 .8 3.2 1.9 5.2 3.4z" />
  ),
  // "in" on a rounded square, for LinkedIn.
  linkedin: (
    <path d="M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm1.5 7.5V19h3V9.5zM7 4.5a1.7 1.7 0 1 0 0 3.4 1.7 1.7 0 0 0 0-3.4zM10.5 9.5V19h3v-5c0-1.3.6-2.1 1.7-2.1s1.5.8 1.5 2.1v5h3v-5.7c0-2.6-1.4-4-3.4-4-1.4 0-2.3.7-2.8 1.4V9.5z" />
  ),
};
// Any other platform (a website, say): a globe drawn in the link's colour, as Docusaurus draws its own.
const DEFAULT_GLYPH = (
  <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="12" cy="12" r="9" />
    <path d="M3.6 9h16.8M3.6 15h16.8M12 3c-2.4 2.6-3.5 5.6-3.5 9s1.1 6.4 3.5 9M12 3c2.4 2.6 3.5 5.6 3.5 9s-1.1 6.4-3.5 9" />
  </g>
);
const FILL: Record<string, string> = { linkedin: '#0a66c2', bluesky: '#0085ff' };
// The part of the 24-unit canvas each glyph covers, so it fills the icon's box edge to edge, as
// Docusaurus's do (the globe keeps the whole canvas, as its own does).
const BOX: Record<string, string> = {
  x: '3 3 18 18',
  twitter: '3 3 18 18',
  github: '2 2 20 20',
  linkedin: '2 2 20 20',
};

const LABEL: Record<string, string> = {
  x: 'X',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  bluesky: 'Bluesky',
};

export function AuthorSocials({ socials }: { socials: Record<string, string> }) {
  return (
    <div className={styles.authorSocials}>
      {Object.entries(socials).map(([platform, href]) => {
        const key = platform.toLowerCase();
        return (
          <a
            key={platform}
            href={href}
            className={styles.authorSocialLink}
            title={LABEL[key] ?? platform}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg
              className={styles.authorSocialIcon}
              viewBox={BOX[key] ?? '0 0 24 24'}
              role="img"
              aria-label={LABEL[key] ?? platform}
              style={GLYPHS[key] ? { fill: FILL[key] ?? 'var(--ifm-font-color-base)' } : undefined}
            >
              {GLYPHS[key] ?? DEFAULT_GLYPH}
            </svg>
          </a>
        );
      })}
    </div>
  );
}
