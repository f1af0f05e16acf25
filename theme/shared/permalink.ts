// A page's URL as Docusaurus's content plugins write its permalink, before the site's trailingSlash
// shapes links and file names: a doc that is its folder's index ends with a slash, every other doc,
// blog page and post without one. Docusaurus's JSON-LD carries these (theme/classic/structured-data.ts).

/**
 * `url` (base-less, in the site's trailing-slash form) as Docusaurus's permalink, its characters as
 * written (Docusaurus does not percent-encode them); `indexDoc`: a folder's index doc, or a doc whose
 * slug ends with a slash (`slug: /`).
 */
export function docusaurusPermalink(url: string, indexDoc = false): string {
  let path = url;
  try {
    path = decodeURI(url);
  } catch {
    // A malformed escape stays as written.
  }
  if (path === '/') return path;
  const bare = path.replace(/\/$/, '');
  return indexDoc ? `${bare}/` : bare;
}
