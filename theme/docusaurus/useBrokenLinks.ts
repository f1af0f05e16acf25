// @docusaurus/useBrokenLinks: a component tells Docusaurus's link checker about the links and
// anchors it renders. zapsite checks the links and ids in each finished page's HTML, so a link
// reported here is already seen there; an anchor is kept as one of the page's ids, since a
// component may declare one its HTML does not hold yet (an id given only in the browser).
import { serverPage } from './context.ts';

interface BrokenLinks {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
}

const collect: BrokenLinks = {
  collectLink: () => {},
  collectAnchor: (anchor) => {
    const page = serverPage();
    if (page && anchor) (page.anchors ??= []).push(anchor);
  },
};

export default function useBrokenLinks(): BrokenLinks {
  return collect;
}
