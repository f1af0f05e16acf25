// Line-level rewrites of Markdown that must leave fenced code alone.

/**
 * Applies `fn` to every line outside ``` and ~~~ fences; fence lines and code stay as they are.
 * While `held()` says so (a comment that runs across lines), a line goes to `fn` whatever it holds.
 */
export function mapProseLines(body: string, fn: (line: string) => string, held?: () => boolean): string {
  let fence: string | undefined;
  return body
    .split('\n')
    .map((line) => {
      if (held?.()) return fn(line);
      if (fence) {
        fence = fenceStep(line, fence) || undefined;
        return line;
      }
      fence = fenceStep(line, undefined);
      return fence ? line : fn(line);
    })
    .join('\n');
}

const FENCE_LINE = /^[ \t>]*(`{3,}|~{3,})(.*)$/;

/**
 * What `line` does to a fence, as CommonMark reads it: outside one (`open` undefined), the fence it
 * opens, or undefined when it opens none (a backtick run with a backtick after it, ```x```, is a
 * code span); inside one, '' when it closes it (a run as long, of the same mark, nothing after
 * it), else the fence it stays in. Blockquote and indentation marks before the run are allowed.
 */
export function fenceStep(line: string, open: string | undefined): string | undefined {
  const f = FENCE_LINE.exec(line);
  if (!f) return open;
  const [, marks, rest] = f as unknown as [string, string, string];
  if (open) return marks[0] === open[0] && marks.length >= open.length && !rest.trim() ? '' : open;
  return marks[0] === '`' && rest.includes('`') ? undefined : marks;
}
