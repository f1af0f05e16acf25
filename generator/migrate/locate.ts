// Where a setting is written in a config's source, for the migrate report. A config is code, so
// this is a search, not a parse: each segment of the setting's path is looked for after the one
// before it (`themeConfig`, then `navbar`, then `hideOnScroll`), and a segment written somewhere
// else (a spread, a variable) falls back to its first appearance anywhere.

/** The 1-based line of the setting, or undefined when its last segment is not in the text. */
export function lineOf(text: string, path: string[]): number | undefined {
  let from = 0;
  let found = -1;
  for (const segment of path) {
    const at = indexOfKey(text, segment, from);
    if (at >= 0) {
      found = at;
      from = at;
    } else if (segment === path[path.length - 1]) {
      found = indexOfKey(text, segment, 0);
    }
  }
  return found >= 0 ? text.slice(0, found).split('\n').length : undefined;
}

function indexOfKey(text: string, segment: string, from: number): number {
  const escaped = segment.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // A key (`name:`, a method `name(`), or a quoted string such as a plugin's package name.
  const pattern = /^[A-Za-z_$][\w$]*$/.test(segment)
    ? new RegExp(`(?<![\\w$.])${escaped}\\s*[:(]|(['"\`])${escaped}\\1`, 'g')
    : new RegExp(`(['"\`])${escaped}\\1`, 'g');
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  return match ? match.index : -1;
}
