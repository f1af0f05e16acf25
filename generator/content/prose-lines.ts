// Line-level rewrites of Markdown that must leave fenced code alone.

/**
 * Applies `fn` to every line outside ``` and ~~~ fences; fence lines and code stay as they are.
 * While `held()` says so (a comment that runs across lines), a line goes to `fn` whatever it holds.
 */
export function mapProseLines(body: string, fn: (line: string) => string, held?: () => boolean): string {
  let fence: string | null = null;
  return body
    .split('\n')
    .map((line) => {
      if (held?.()) return fn(line);
      const f = /^\s*(`{3,}|~{3,})/.exec(line);
      if (f) {
        if (!fence) fence = f[1]!;
        else if (f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length) fence = null;
        return line;
      }
      return fence ? line : fn(line);
    })
    .join('\n');
}
