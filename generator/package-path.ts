// Whether a file belongs to an installed package rather than to the site: several stages treat the
// two apart (JSX only in the site's own .js, a package's imports left to esbuild, plugins loaded by
// Node's require), and all of them ask the same question the same way.

/** A path with a `node_modules` folder in it, with either separator. */
export function inPackage(path: string): boolean {
  return /[\\/]node_modules[\\/]/.test(path);
}
