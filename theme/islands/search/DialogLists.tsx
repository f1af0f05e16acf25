// What the search dialog's body shows: the start screen's recent and favorite searches (a grid,
// each hit with its buttons), the results (a listbox of hits grouped by top-level heading), or the
// error screen. Plain functions called by the dialog, so its element tree is what it was.
import type { ReactNode } from 'react';
import { errorView } from '../../shared/search/backend.ts';
import { TEXT } from '../../shared/search/constants.ts';
import { hitUrl, type HitGroup } from '../../shared/search/hits.ts';
import type { StoredHit, StoredSearches } from '../../shared/search/stored-searches.ts';
import { hitOption, type HitView, type Item } from './DialogHit.tsx';
import { BACK, CROSS, SmallIcon, STAR } from './icons.tsx';

/** The hits the dialog lists, in order: the results (`groups`), else the recent then favorite searches. */
export function dialogItems(
  groups: HitGroup[] | null,
  lists: StartScreen['lists'],
  replace: { from: string; to: string } | undefined,
): Item[] {
  if (groups)
    return groups.flatMap((g) =>
      g.hits.map((hit): Item => ({
        hit,
        url: hitUrl(hit.url, replace),
        kind: 'result',
      })),
    );
  return [
    ...lists.recent.map((hit): Item => ({
      hit,
      url: hitUrl(hit.url, replace),
      kind: 'recent',
    })),
    ...lists.favorites.map((hit): Item => ({
      hit,
      url: hitUrl(hit.url, replace),
      kind: 'favorite',
    })),
  ];
}

export interface StartScreen {
  items: Item[];
  lists: { recent: StoredHit[]; favorites: StoredHit[] };
  stored: StoredSearches;
  refreshLists: () => void;
}

/** Rows with buttons beside each hit: a grid, since a listbox may hold nothing but options. */
export function recentGrid(view: HitView, screen: StartScreen): ReactNode {
  const { items, lists, stored, refreshLists } = screen;
  let index = 0;
  return (
    <div role="grid" id={view.listboxId} aria-label="Recent and favorite searches" className="search-modal__list">
      {(
        [
          ['recent', TEXT.recent, lists.recent],
          ['favorite', TEXT.favorites, lists.favorites],
        ] as const
      ).map(([kind, title, list]) =>
        list.length ? (
          <div role="rowgroup" key={kind} className="search-modal__group">
            <div role="row">
              <div role="columnheader" className="search-modal__group-title">
                {title}
              </div>
            </div>
            {list.map((hit) => {
              const item = items[index]!;
              const actions: [string, string, () => void][] =
                kind === 'recent'
                  ? [
                      [TEXT.saveFavorite, STAR, () => stored.favorite(hit)],
                      [TEXT.removeRecent, CROSS, () => stored.removeRecent(hit)],
                    ]
                  : [
                      [TEXT.unfavorite, BACK, () => stored.unfavorite(hit)],
                      [TEXT.removeFavorite, CROSS, () => stored.removeFavorite(hit)],
                    ];
              return (
                <div role="row" className="search-hit-row" key={hit.objectID} data-kind={kind}>
                  {hitOption(view, item, index++, true)}
                  {actions.map(([label, icon, act]) => (
                    <div role="gridcell" key={label}>
                      <button
                        type="button"
                        className="search-hit__action"
                        aria-label={label}
                        title={label}
                        onClick={() => (act(), refreshLists())}
                      >
                        <SmallIcon d={icon} />
                      </button>
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
        ) : null,
      )}
    </div>
  );
}

/** The results: one group per top-level heading, every hit an option of one listbox. */
export function resultsListbox(view: HitView, groups: HitGroup[], items: Item[], busy: boolean): ReactNode {
  const { listboxId } = view;
  let index = 0;
  const section = (key: string, title: string, children: ReactNode) => (
    <div role="group" key={key} className="search-modal__group" aria-labelledby={`${listboxId}-${key}`}>
      <div className="search-modal__group-title" id={`${listboxId}-${key}`}>
        {title}
      </div>
      {children}
    </div>
  );
  return (
    <div role="listbox" id={listboxId} aria-label="Search results" className="search-modal__list" aria-busy={busy}>
      {groups.map((g, gi) =>
        section(
          `g${gi}`,
          g.title,
          g.hits.map(() => hitOption(view, items[index]!, index++)),
        ),
      )}
    </div>
  );
}

/** The search backend failed. */
export function errorScreen(): ReactNode {
  const v = errorView(null);
  return (
    <div className="search-modal__screen search-error" role="alert">
      <p className="search-error__title">{v.title}</p>
      <p className="search-error__help">{v.help}</p>
    </div>
  );
}
