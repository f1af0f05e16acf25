// What the server and the Mermaid island share: the props and the box's reserved height.

/** The island's props: the mermaid theme per colour mode and the site's `mermaid.initialize` options. */
export interface MermaidProps {
  light: string;
  dark: string;
  options: Record<string, unknown>;
}

/**
 * The height reserved for a diagram, in rem, from its source: the SVG is not known until the
 * browser draws it, so the box is sized up front and the drawing is scaled to fit inside it
 * (never enlarged), which keeps the page from moving. Each statement line is about one row or
 * node of a drawing; the box holds at least the source itself (1.45 rem a line plus padding).
 */
export function mermaidBoxHeight(code: string): number {
  const lines = code.split('\n').filter((l) => l.trim() && !l.trim().startsWith('%%')).length;
  const forDrawing = 4 + 2.2 * Math.max(0, lines - 1);
  const forSource = 2 + 1.45 * code.replace(/\n$/, '').split('\n').length;
  return Math.round(Math.min(40, Math.max(10, forDrawing, forSource)) * 10) / 10;
}
