// The HTML a site's plugins inject in every page (their injectHtmlTags, already turned into HTML by
// the generator): at the end of <head>, right after <body ...>, and at the end of <body>.
export function withPluginTags(
  html: string,
  tags: { head: string; preBody: string; postBody: string } | undefined,
): string {
  if (!tags) return html;
  let out = tags.head ? html.replace('</head>', () => tags.head + '</head>') : html;
  if (tags.preBody) {
    const body = out.indexOf('<body');
    const open = body < 0 ? -1 : out.indexOf('>', body);
    if (open >= 0) out = out.slice(0, open + 1) + tags.preBody + out.slice(open + 1);
  }
  if (tags.postBody) {
    const close = out.lastIndexOf('</body>');
    if (close >= 0) out = out.slice(0, close) + tags.postBody + out.slice(close);
  }
  return out;
}
