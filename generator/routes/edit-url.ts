// A page's "Edit this page" URL, as Docusaurus makes it: the front matter's custom_edit_url (null:
// none), else the instance's editUrl joined with the file's path. Remote documents have none.
export function editUrlOf(
  frontMatter: Record<string, unknown>,
  base: string | undefined,
  relPath: string,
): string | undefined {
  if (typeof frontMatter.custom_edit_url === 'string') return frontMatter.custom_edit_url;
  if (frontMatter.custom_edit_url === null || !base || relPath.startsWith('remote/')) return undefined;
  return base.replace(/\/?$/, '/') + relPath;
}
