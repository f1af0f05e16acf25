// `@theme/SearchBar` in a page's content (a 404 page or a landing page that puts a search box in its
// text), rendered before the classic theme draws the page: a mark the theme replaces with its own
// search button for that page (theme/classic/server.tsx), as Docusaurus renders its search bar there.
import { createElement } from 'react';
import { SEARCH_BAR_MARK } from '../shared/docusaurus.ts';

export default function SearchBar() {
  return createElement(SEARCH_BAR_MARK);
}
