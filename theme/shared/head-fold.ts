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
  /**
   * The attributes of an <html> or a <body> tag in the head (`<html className="landing" />`): as
   * react-helmet does, they go on the page's own <html> and <body>, never into the head as tags.
   */
  htmlAttributes?: Record<string, string>;
  bodyAttributes?: Record<string, string>;
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
    if (el.type === 'html' || el.type === 'body') {
      const key = el.type === 'html' ? 'htmlAttributes' : 'bodyAttributes';
      out[key] = { ...out[key], ...attributesOf(props) };
    } else if (el.type === 'title') out.rawTitle = [props.children].flat().join('');
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

/** A tag's props as the attributes HTML writes (React's className is class), its children left out. */
function attributesOf(props: Props): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null || value === false) continue;
    out[name === 'className' ? 'class' : name] = value === true ? '' : String(value);
  }
  return out;
}
