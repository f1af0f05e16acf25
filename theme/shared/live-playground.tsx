// A live code block's playground (```jsx live, with `markdown.liveCodeBlocks`, as Docusaurus's
// @docusaurus/theme-live-codeblock draws one): the code under "Live Editor", what it renders under
// "Result". The server draws it still: the code highlighted at build time, the result to come. The
// island (theme/docusaurus/LivePlayground.tsx) draws the same first, then makes the code editable
// and renders it, again on every edit.
import type { ReactNode } from 'react';
import { CODE_COLOURS } from './code-colours.ts';

export interface PlaygroundProps {
  code: string;
  /** The code highlighted at build time. */
  html: string;
  /** The code renders by calling `render(...)` itself (Docusaurus's `noInline` meta). */
  noInline?: boolean;
}

export function PlaygroundFrame({ editor, result }: { editor: ReactNode; result: ReactNode }) {
  return (
    <div className="playground">
      <div className="playground__header">Live Editor</div>
      {editor}
      <div className="playground__header">Result</div>
      <div className="playground__result">{result}</div>
    </div>
  );
}

/** The playground before the island is live: on the server, and the island's first render. */
export function StillPlayground({ html }: PlaygroundProps) {
  return (
    <PlaygroundFrame
      editor={<div className="playground__code" dangerouslySetInnerHTML={{ __html: html }} />}
      result={<p className="playground__waiting">Loading…</p>}
    />
  );
}

/** The live editor's colours (a prism-react-renderer theme): the variables build-time code blocks use. */
export const LIVE_EDITOR_THEME = {
  plain: { color: 'inherit', backgroundColor: 'transparent' },
  styles: Object.entries(CODE_COLOURS).map(([type, colour]) => ({
    types: [type],
    style: { color: `var(--zs-code-token-${colour})` },
  })),
};
