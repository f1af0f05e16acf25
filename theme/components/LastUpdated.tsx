// A doc's last update, as Docusaurus's LastUpdated writes it ("Last updated on <date> by
// <author>", the date in UTC), for both themes: content/last-update.ts says what a doc has.
/** "Last updated on <date> by <author>", as Docusaurus's LastUpdated writes it (the date in UTC). */
export function LastUpdated({ at, by, lang }: { at?: number; by?: string; lang: string }) {
  const date = at === undefined ? undefined : new Date(at);
  const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (
    <span className="theme-last-updated">
      Last updated
      {date ? (
        <>
          {' on '}
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {format.format(date)}
            </time>
          </b>
        </>
      ) : null}
      {by ? (
        <>
          {' by '}
          <b>{by}</b>
        </>
      ) : null}
    </span>
  );
}
