// The top-level pieces of markup React rendered (renderToStaticMarkup: well formed, with every `<`
// and `>` in text and attribute values escaped), so a custom navbar item that renders several
// elements (its link's <li> and a <div>) goes into the phone menu's list as several items, none
// inside another's <li>, which a browser's parser would take apart.
import { VOID_ELEMENTS as VOID } from '../../shared/void-elements.ts';

const TAG = /<(\/?)([a-zA-Z][\w:-]*)[^>]*>/g;

export function topLevelHtml(html: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  const cut = (end: number) => {
    if (html.slice(start, end).trim()) parts.push(html.slice(start, end));
    start = end;
  };
  for (const m of html.matchAll(TAG)) {
    if (depth === 0) cut(m.index);
    if (m[1]) depth--;
    else if (!VOID.has(m[2]!.toLowerCase())) depth++;
    if (depth === 0) cut(m.index + m[0].length);
  }
  cut(html.length);
  return parts;
}
