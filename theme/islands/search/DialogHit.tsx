// One hit in the search dialog: an option of the results listbox, or (start screen) the first cell
// of a grid row. A plain function, not a component, so the dialog's element tree is what it was.
import type { MouseEvent, ReactNode } from 'react';
import { hitDisplay } from '../../shared/search/hits.ts';
import type { StoredHit } from '../../shared/search/stored-searches.ts';
import type { SearchHit } from '../../shared/search/types.ts';
import { Highlight } from './Highlight.tsx';
import { BACK, SmallIcon, STAR, TypeIcon } from './icons.tsx';

type Kind = 'result' | 'recent' | 'favorite';
export interface Item {
  hit: SearchHit | StoredHit;
  url: string;
  kind: Kind;
}

/** What every hit of one render shares: the listbox's id, the active option, the click handler. */
export interface HitView {
  listboxId: string;
  active: number;
  setActive: (index: number) => void;
  onItemClick: (item: Item) => (e: MouseEvent<HTMLAnchorElement>) => void;
}

export function hitOption(view: HitView, item: Item, index: number, cell = false): ReactNode {
  const { listboxId, active, setActive, onItemClick } = view;
  const { title, path } = hitDisplay(item.hit);
  const version = 'version' in item.hit ? item.hit.version : undefined;
  const id = `${listboxId}-item-${index}`;
  const selected = index === active;
  const link = (
    <a
      key={`${item.kind}-${item.hit.objectID}`}
      {...(cell ? {} : { id, role: 'option', 'aria-selected': selected })}
      tabIndex={-1}
      href={item.url}
      className={`search-hit${selected ? ' search-hit--active' : ''}`}
      onMouseMove={() => index !== active && setActive(index)}
      onClick={onItemClick(item)}
    >
      {item.kind === 'result' ? (
        <TypeIcon type={item.hit.type} />
      ) : (
        <span className="search-hit__icon">
          <SmallIcon d={item.kind === 'favorite' ? STAR : BACK} />
        </span>
      )}
      <span className="search-hit__text">
        <span className="search-hit__title">
          <Highlight segments={title} />
        </span>
        {path.length || version ? (
          <span className="search-hit__path">
            {version ? <span className="search-hit__version">{version}</span> : null}
            <Highlight segments={path} />
          </span>
        ) : null}
      </span>
    </a>
  );
  return cell ? (
    <div role="gridcell" id={id} aria-selected={selected} className="search-hit-cell">
      {link}
    </div>
  ) : (
    link
  );
}
