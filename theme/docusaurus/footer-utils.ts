// theme-common's footer helper, which a swizzled Footer/Links calls.

/** Whether the footer's links are titled columns (`themeConfig.footer.links` of `{ title, items }`) rather than one row. */
export function isMultiColumnFooterLinks(links: readonly object[]): boolean {
  return links.length > 0 && 'title' in links[0]!;
}
