// Docusaurus's explicit heading id, `## Title {#my-id}`, as its parseMarkdownHeadingId reads it:
// any characters but `{#` and `}` (the reader trims them). One pattern for every place that finds one.
export const HEADING_ID_BODY = String.raw`(?:.(?!\{#|\}))*.`;

/** The characters CommonMark lets a backslash escape (ASCII punctuation), as a character class. */
export const ASCII_PUNCTUATION = '[!-/:-@[-`{-~]';
