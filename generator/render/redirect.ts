// A redirect page: works without JavaScript (meta refresh), keeps the target's #anchor, tells crawlers where to go.
import type { ResolvedConfig } from '../config/schema.ts';
import { isExternal } from '../routes/urls.ts';
import { encodeHref } from '../../theme/shared/url-path.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderRedirect(to: string, config: ResolvedConfig): string {
  const href = isExternal(to) ? to : encodeHref(config.baseUrl.replace(/\/$/, '') + to);
  const canonical = isExternal(to) ? to : config.url + href;
  return `<!DOCTYPE html>
<html lang="${esc(config.htmlLang)}" dir="${config.direction}">
<head>
<meta charset="utf-8">
<title>Redirecting to ${esc(href)}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${esc(href)}">
<link rel="canonical" href="${esc(canonical)}">
<script>location.replace(${JSON.stringify(href).replace(/</g, '\\u003c')} + (location.hash && !${JSON.stringify(href.includes('#'))} ? location.hash : ''))</script>
</head>
<body>
<p>This page has moved to <a href="${esc(href)}">${esc(href)}</a>.</p>
</body>
</html>
`;
}
