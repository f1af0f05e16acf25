// `@theme/SearchBar` in a page's content (a 404 page or a landing page that puts a search box in its
// text), rendered before the classic theme draws the page: a mark the theme replaces with its own
// search button for that page (theme/classic/server.tsx), as Docusaurus renders its search bar there.
// Inside an island (a live page, opendal's search page), in a box whose button the browser keeps
// as the build drew it (SearchBarKept.tsx): the island's own render of it would draw the mark.
import { createElement } from 'react';
import { SEARCH_BAR_MARK } from '../shared/docusaurus.ts';
import { insideIsland, KEPT_SEARCH_ATTR } from '../shared/island.ts';

export default function SearchBar() {
  const mark = createElement(SEARCH_BAR_MARK);
  return insideIsland()
    ? createElement('span', { style: { display: 'contents' }, [KEPT_SEARCH_ATTR]: '' }, mark)
    : mark;
}
