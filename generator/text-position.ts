// Where an offset into a text is: the one position finder the searches for a key or a value in a
// file (config/locate.ts, routes/sidebars/source.ts) end in.

export interface TextPosition {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** The line the offset is on, without its line break. */
  sourceLine: string;
}

export function positionAt(text: string, offset: number): TextPosition {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  return {
    line: text.slice(0, offset).split('\n').length,
    column: offset - lineStart + 1,
    sourceLine: text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd).replace(/\r$/, ''),
  };
}
