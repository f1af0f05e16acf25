// @docusaurus/Head: its children (<title>, <meta>, <link>, <script>...) go to the page's <head>.
// On the server they are handed to the generator, which writes them there; in the browser the
// page already has them, and a <title> is applied when the component mounts (client navigation).
import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { serverPage } from './context.ts';

function elements(children: ReactNode): ReactElement[] {
  const out: ReactElement[] = [];
  Children.forEach(children, (c) => {
    if (!isValidElement(c)) return;
    // Fragments hold tags too.
    if (typeof c.type === 'symbol') out.push(...elements((c.props as { children?: ReactNode }).children));
    else out.push(c);
  });
  return out;
}

function titleOf(list: ReactElement[]): string | undefined {
  const t = list.find((e) => e.type === 'title');
  if (!t) return undefined;
  const c = (t.props as { children?: ReactNode }).children;
  return Array.isArray(c) ? c.join('') : String(c ?? '');
}

export default function Head({ children }: { children?: ReactNode }) {
  const page = serverPage();
  const list = elements(children);
  if (page) page.head.push(...list);
  const title = titleOf(list);
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
  return null;
}
