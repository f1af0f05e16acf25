import type { TocItem } from '../shared/types.ts';

/** Table of contents: h2 entries with their h3 entries nested. */
export function Toc({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  const top = Math.min(...items.map((i) => i.depth));
  const tree: { item: TocItem; children: TocItem[] }[] = [];
  for (const item of items) {
    if (item.depth === top || !tree.length) tree.push({ item, children: [] });
    else tree[tree.length - 1]!.children.push(item);
  }
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc__title" id="toc-title">
        On this page
      </p>
      <ul className="toc__list">
        {tree.map(({ item, children }) => (
          <li key={item.id}>
            <a className="toc__link" href={`#${item.id}`}>
              {item.text}
            </a>
            {children.length ? (
              <ul className="toc__list">
                {children.map((c) => (
                  <li key={c.id}>
                    <a className="toc__link" href={`#${c.id}`}>
                      {c.text}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
