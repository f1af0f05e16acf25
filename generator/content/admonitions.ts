/** The admonition kinds of Docusaurus: `:::note` and friends. */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
