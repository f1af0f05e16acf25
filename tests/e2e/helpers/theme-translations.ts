// A stand-in for the @docusaurus/theme-translations package a Docusaurus site installs, as the files of
// a fixture variant's node_modules: its messages, by file name (theme-common, theme-search-algolia), for
// one locale. The words are our own; zapsite reads the package as Docusaurus does.
export function themeTranslations(
  locale: string,
  files: Record<string, Record<string, string>>,
): Record<string, string> {
  const dir = 'node_modules/@docusaurus/theme-translations';
  return {
    [`${dir}/package.json`]: JSON.stringify({ name: '@docusaurus/theme-translations', version: '3.10.0' }),
    ...Object.fromEntries(
      Object.entries(files).map(([name, messages]) => [
        `${dir}/locales/${locale}/${name}.json`,
        JSON.stringify(messages),
      ]),
    ),
  };
}
