// Whether the site's own code names a front matter key: Docusaurus keeps every key a file writes
// (its schemas allow unknown ones) and hands them to the theme, so a swizzled component or a plugin
// may read one (`frontMatter.page_type`) that no Docusaurus plugin does. Read only when a key is
// in question, once per build.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import fg from 'fast-glob';

const CODE = 'src/**/*.{js,jsx,ts,tsx,mjs,cjs}';
const IGNORE = ['**/node_modules/**', '**/*.d.ts'];

/**
 * `(key) => boolean`: whether the site's code under src/, or `files` (the config and the plugin
 * modules it loaded, outside node_modules), writes the key as a word of its own.
 */
export function siteCodeReads(root: string, files: readonly string[] = []): (key: string) => boolean {
  let texts: string[] | undefined;
  const load = () => {
    const own = files.filter((f) => {
      const rel = relative(root, isAbsolute(f) ? f : join(root, f));
      return !rel.startsWith('..') && !rel.split(/[\\/]/).includes('node_modules');
    });
    const paths = [...new Set([...fg.sync(CODE, { cwd: root, ignore: IGNORE, absolute: true }), ...own])];
    return paths.flatMap((p) => {
      try {
        return [readFileSync(p, 'utf8')];
      } catch {
        return [];
      }
    });
  };
  return (key) => {
    texts ??= load();
    const word = new RegExp(`(?<![\\w$-])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w$-])`);
    return texts.some((t) => word.test(t));
  };
}
