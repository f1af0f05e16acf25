/** The admonition kinds of Docusaurus: `:::note` and friends. */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

/** Docusaurus writes `:::tip Title`; remark-directive wants `:::tip[Title]`. Code fences are left alone. */
export function preprocessAdmonitionTitles(body: string): string {
  let fence: string | null = null;
  const out = body.split('\n').map((line) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]!;
      else if (f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length) fence = null;
      return line;
    }
    if (fence) return line;
    const m = /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
    if (m && (ADMONITIONS as readonly string[]).includes(m[2]!)) return `${m[1]}${m[2]}[${m[3]!.replace(/[[\]]/g, '\\$&')}]`;
    return line;
  });
  return out.join('\n');
}
