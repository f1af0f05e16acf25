// "No results" with up to three suggestions and the report link: the same in the dialog and on the page.
import { TEXT, noResultsText } from '../../shared/search/constants.ts';

export function NoResults(props: {
  variant: 'modal' | 'page';
  query: string;
  suggestions: string[];
  onSuggest: (s: string) => void;
  missingResultsUrl?: string;
  className?: string;
}) {
  return (
    <div className={props.className ? `${props.className} search-no-results` : 'search-no-results'}>
      <p className="search-no-results__title">{noResultsText(props.variant, props.query)}</p>
      {props.suggestions.length ? (
        <div className="search-no-results__suggestions">
          <p>{TEXT.trySearchingFor}</p>
          <ul>
            {props.suggestions.slice(0, 3).map((s) => (
              <li key={s}>
                <button type="button" className="search-suggestion" onClick={() => props.onSuggest(s)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="search-no-results__report">
        {TEXT.reportMissing}{' '}
        {props.missingResultsUrl ? (
          <a href={props.missingResultsUrl} target="_blank" rel="noopener noreferrer">
            {TEXT.reportMissingLink}
          </a>
        ) : (
          TEXT.reportMissingLink
        )}
      </p>
    </div>
  );
}
