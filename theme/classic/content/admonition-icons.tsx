// The classic admonition's icons, drawn by us in the manner of Docusaurus's Admonition/Icon/*:
// solid shapes with cut-outs (fill-rule evenodd) on Docusaurus's canvas sizes, so Infima's
// `.admonitionIcon svg { fill: ... }` colours them and a heading lines up as it does there.
// zapsite's own line icons (components/Icons.tsx) read as outlines beside a Docusaurus site's.
import type { SVGProps } from 'react';

// A ring 7 units wide with a 1.3-unit wall, centred at (7, 8) on a 14 x 16 canvas.
const RING = 'M7 1a7 7 0 1 0 0 14A7 7 0 0 0 7 1z M7 2.3a5.7 5.7 0 1 1 0 11.4A5.7 5.7 0 0 1 7 2.3z';

const SHAPES: Record<string, { box: string; d: string }> = {
  // A ring holding a lower-case i.
  note: {
    box: '0 0 14 16',
    d: `${RING} M7 3.9a1.05 1.05 0 1 0 0 2.1A1.05 1.05 0 0 0 7 3.9z M5.4 7h2.7v4H9v1.2H5.2V11h1.1V8.2h-.9z`,
  },
  // A ring holding an upright bar over a square dot.
  info: { box: '0 0 14 16', d: `${RING} M6 4h2v5H6z M6 10h2v2H6z` },
  // A bulb's outline over its screw base.
  tip: {
    box: '0 0 12 16',
    d: 'M6 0C2.9 0 .5 2.2.5 5c0 1 .5 2.2 1 3 1.3 2.1 1.8 2.8 2 4v1h5v-1c.2-1.2.7-1.9 2-4 .5-.8 1-2 1-3C11.5 2.2 9.1 0 6 0z M6 1.1c2.3 0 4.3 1.7 4.3 3.9 0 .6-.4 1.6-.8 2.3l-.6 1c-.9 1.4-1.3 2.1-1.5 3.3H4.6c-.2-1.2-.6-1.9-1.5-3.3l-.6-1C2.1 6.6 1.7 5.6 1.7 5 1.7 2.8 3.7 1.1 6 1.1z M3.6 14h4.8c-.3 1.1-1.3 2-2.4 2s-2.1-.9-2.4-2z',
  },
  // A solid triangle with an exclamation mark cut out of it.
  warning: {
    box: '0 0 16 16',
    d: 'M8 1.2c-.35 0-.67.18-.85.48L.62 13.6c-.38.66.1 1.4.86 1.4h13.04c.76 0 1.24-.74.86-1.4L8.85 1.68A.98.98 0 0 0 8 1.2z M7 5.5h2v4.5H7z M7 11.1h2v2H7z',
  },
  // A flame.
  danger: {
    box: '0 0 12 16',
    d: 'M6.5 0c.8 2.6-.6 4-2 5.3C2.9 6.8 1 8.5 1 11.2 1 14 3.1 15.7 5 16c-1.3-1-1.8-2.6-1-4.1.3 1.3 1.2 1.9 2.1 1.7-.5-1.6.4-3.3 1.9-4.3 0 1.8.9 2.5 1.3 3.6.4 1.2-.1 2.4-1.1 3.1 2.1-.5 3.8-2.2 3.8-4.7 0-2.6-1.6-4-2.6-5.6-.1 1-.6 1.7-1.3 2C8.6 5.5 8.9 2.4 6.5 0z',
  },
};

/** The icon of one of Docusaurus's icon kinds (note, info, tip, warning, danger); extra props go on the svg. */
export function ClassicAdmonitionIcon({ shape, ...props }: { shape: string } & SVGProps<SVGSVGElement>) {
  const { box, d } = SHAPES[shape] ?? SHAPES.info!;
  return (
    <svg viewBox={box} aria-hidden="true" focusable="false" {...props}>
      <path fillRule="evenodd" d={d} />
    </svg>
  );
}
