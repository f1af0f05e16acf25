// Highlight segments as React text nodes: hit text is never parsed as HTML.
import type { Segment } from '../../shared/search/highlight.ts';

export function Highlight({ segments }: { segments: readonly Segment[] }) {
  return <>{segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</>;
}
