// A page's description when its front matter has none, as Docusaurus makes it for docs, blog posts
// and Markdown pages: the first line of text, skipping a leading setext title, `# ` titles,
// import/export blocks and code blocks, with its Markdown taken off (tags, emphasis, links and
// images kept as their text, inline code, a quote's `>`, `:::` lines, emoji names, `{#id}`).
export function markdownExcerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n=+/, '')
    .split(/\r?\n/);
  let fence = '';
  let inImport = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      inImport = false;
      continue;
    }
    if (!fence && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    if (trimmed.startsWith('```')) {
      const ticks = /^`+/.exec(trimmed)![0];
      // Inside a block opened by more backticks, a shorter fence is text.
      if (!fence) fence = ticks;
      else if (ticks.length >= fence.length) fence = '';
      continue;
    }
    if (fence) continue;
    const text = plainLine(line);
    if (text) return text;
  }
  return undefined;
}

function plainLine(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/^#[^#]+#?/gm, '')
    .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
    .replace(/([*_]{1,3})(.*?)\1/g, '$2')
    .replace(/~~(\S.*\S)~~/g, '$1')
    .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/\[\^.+?\](?:: .*$)?/g, '')
    .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
    .replace(/`(.+?)`/g, '$1')
    .replace(/^\s{0,3}>\s?/g, '')
    .replace(/:::.*/, '')
    .replace(/\s?:(?:::|[^:\n])+:/g, '')
    .replace(/\{#*[\w-]+\}/, '')
    .trim();
}
