// A Docusaurus site is built by `npm run build` in its own folder, so its code may take
// process.cwd() for the site's folder: Tailwind 4's PostCSS plugin scans for class names from
// there, and plugins read './data.json'. `--root` from elsewhere must not change what it finds.

/** Runs `fn` with `root` as the working directory, and restores the caller's after. */
export async function inSiteFolder<T>(root: string, fn: () => Promise<T>): Promise<T> {
  const before = process.cwd();
  try {
    process.chdir(root);
  } catch {
    // No such folder: the command says so in its own words.
    return fn();
  }
  try {
    return await fn();
  } finally {
    process.chdir(before);
  }
}
