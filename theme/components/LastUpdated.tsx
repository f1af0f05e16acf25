// A doc's last update, as Docusaurus's LastUpdated writes it ("Last updated on <date> by
// <author>", the date in UTC), for both themes: content/last-update.ts says what a doc has.
import { Fragment, type ReactNode } from 'react';

/** A message by Docusaurus's id with its `{name}`s filled (the site's language's, or the English given). */
export type Words = (id: string, message: string, values: Record<string, ReactNode>) => ReactNode;

const english: Words = (_id, message, values) =>
  message.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });

/**
 * "Last updated on <date> by <author>", in Docusaurus's three messages, so that a language may place
 * the date and the author where it needs them (`words`: the classic theme's, or site code's translate).
 */
export function LastUpdated({
  at,
  by,
  lang,
  words = english,
}: {
  at?: number;
  by?: string;
  lang: string;
  words?: Words;
}) {
  const date = at === undefined ? undefined : new Date(at);
  const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const atDate = date
    ? words('theme.lastUpdated.atDate', ' on {date}', {
        date: (
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {format.format(date)}
            </time>
          </b>
        ),
      })
    : '';
  const byUser = by ? words('theme.lastUpdated.byUser', ' by {user}', { user: <b>{by}</b> }) : '';
  return (
    <span className="theme-last-updated">
      {words('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', { atDate, byUser })}
    </span>
  );
}
