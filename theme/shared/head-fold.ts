// What a page's own <Head> tags (a React page's, a swizzled DocItem/Metadata's) mean for the head
// the theme writes. As in Docusaurus, where react-helmet keeps the last of two tags with one key, the
// page's title and description win over the theme's; its keywords and og:image become the page's
// own, which the theme writes once; og:title and og:description that only repeat the title and
// description are the theme's to write. Everything else is written as the page gave it.
import { isValidElement, type ReactElement } from 'react';

export interface FoldedHead {
  /** A <title> as written (already formatted by the page). */
  rawTitle?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  /** The tags the theme does not write itself. */
  rest: ReactElement[];
}

type Props = Record<string, unknown>;
const metaKey = (props: Props) => (props.name ?? props.property) as string | undefined;

export function foldHead(elements: readonly ReactElement[]): FoldedHead {
  const out: FoldedHead = { rest: [] };
  const repeats: ReactElement[] = [];
  for (const el of elements) {
    const props = (isValidElement(el) ? el.props : {}) as Props;
    const key = el.type === 'meta' && typeof props.content === 'string' ? metaKey(props) : undefined;
    const content = props.content as string;
    if (el.type === 'title') out.rawTitle = [props.children].flat().join('');
    else if (key === 'description') out.description = content;
    else if (key === 'keywords') out.keywords = content.split(',').map((k) => k.trim());
    else if (key === 'og:image') out.image = content;
    else if (key === 'og:title' || key === 'og:description') repeats.push(el);
    else out.rest.push(el);
  }
  const from: Record<string, string | undefined> = { 'og:title': out.rawTitle, 'og:description': out.description };
  for (const el of repeats) {
    const props = el.props as Props;
    if (from[metaKey(props)!] !== props.content) out.rest.push(el);
  }
  return out;
}
