// A Markdown or MDX file (a partial) imported by a live component, in the browser's bundle. zapsite
// renders Markdown at build time only: its code blocks are highlighted in the page's HTML after
// React renders it. So in an island the partial keeps the HTML the build wrote: on the server it
// renders inside a `display: contents` box (content/mdx-partials.ts), and in the browser it is that
// box, whose content React leaves as it found it (an element given inner HTML is not hydrated
// further, and its HTML is never set again while its props stay the same).
import type { Plugin } from 'esbuild';
import { INSIDE_ISLAND_KEY, PARTIAL_ATTR } from '../../theme/shared/island.ts';

const MARKDOWN_RE = /\.(md|mdx|markdown)$/i;
const NS = 'zapsite-island-partial';

/** The attributes of the box a partial renders in inside an island, the same on both sides. */
const PARTIAL_BOX = `{ style: { display: 'contents' }, ${JSON.stringify(PARTIAL_ATTR)}: '' }`;

/** The server's partial module around `js` (its compiled MDX): in an island, inside the box. */
export function boxedPartial(js: string): string {
  return `${js.replace(/^export default function MDXContent\(/m, 'function MDXContent(')}
import { createElement as zsCreate } from 'react';
export default function Partial(props) {
  const content = zsCreate(MDXContent, props);
  return globalThis[Symbol.for(${JSON.stringify(INSIDE_ISLAND_KEY)})] ? zsCreate('div', ${PARTIAL_BOX}, content) : content;
}
`;
}

export function partialIslands(): Plugin {
  return {
    name: NS,
    setup(b) {
      b.onLoad({ filter: MARKDOWN_RE }, () => ({
        contents: `import { createElement } from 'react';
export const toc = [];
export const frontMatter = {};
export default function Partial() {
  return createElement('div', { ...${PARTIAL_BOX}, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } });
}
`,
        loader: 'js',
      }));
    },
  };
}
