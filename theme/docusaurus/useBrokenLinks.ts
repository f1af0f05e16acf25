// @docusaurus/useBrokenLinks: a component tells Docusaurus's link checker about the links and
// anchors it renders. zapsite checks the links and ids in each finished page's HTML instead, so
// what a component reports here is already seen there: both calls are accepted and do nothing.
interface BrokenLinks {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
}

const NOTHING: BrokenLinks = { collectLink: () => {}, collectAnchor: () => {} };

export default function useBrokenLinks(): BrokenLinks {
  return NOTHING;
}
