// @theme/SearchBar in the browser, inside an island: the box the server's SearchBar put the search
// button in (SearchBar.tsx), with empty inner HTML, which React does not compare as it hydrates and
// never sets again, so the button the build drew (an island of its own) stays, as CodeBlockKept.tsx
// keeps a code block.
import { createElement } from 'react';
import { KEPT_SEARCH_ATTR } from '../shared/island.ts';

// One object, so that React sees the same inner HTML on every render.
const KEEP = { __html: '' };

export default function SearchBar() {
  return createElement('span', {
    style: { display: 'contents' },
    [KEPT_SEARCH_ATTR]: '',
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: KEEP,
  });
}
