// Each blog's authors map and tags file (Docusaurus's blog options `authorsMapPath` and `tags`), read
// by the scan beside its content folders: a map may lie outside the blog's folder.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { diag } from '../diagnostics.ts';
import { readFailed } from '../fs-errors.ts';
import type { BlogOptions, ResolvedConfig } from '../config/schema.ts';
import type { Diagnostic } from '../types.ts';
import type { ScanResult } from './scan.ts';

/** Each blog's authors map and tags file, the first of its places that exists (`blogDataFiles`). */
export async function readBlogData(
  config: ResolvedConfig,
  blogFiles: ReturnType<typeof blogDataFiles>,
  diagnostics: Diagnostic[],
): Promise<ScanResult['blogData']> {
  const root = config.root;
  const blogDataHolder: ScanResult['blogData'] = {};
  for (const { instance, key, paths, named } of blogFiles) {
    const holder = instance ? ((blogDataHolder.instances ??= {})[instance] ??= {}) : blogDataHolder;
    for (const path of paths) {
      const relPath = relative(root, path).split('\\').join('/');
      const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') diagnostics.push(readFailed(error, relPath));
        return undefined;
      });
      if (text === undefined) continue;
      holder[key] = { relPath, text };
      break;
    }
    // As in Docusaurus, a tags file the config names must exist; an authors map need not.
    if (key === 'tags' && named && !holder.tags)
      diagnostics.push(
        diag({
          code: 'blog-tags',
          args: { problem: 'missing-file', file: relative(root, paths[0]!).split('\\').join('/') },
          file: config.configFile ? relative(root, config.configFile) : undefined,
        }),
      );
  }
  return blogDataHolder;
}

/**
 * Where each blog's authors map and tags file may be, first found first: as its options name them
 * (Docusaurus's `authorsMapPath` and `tags`, from the blog's folder), else authors.yml and tags.yml
 * in its folder (or .yaml). A blog whose `tags` is false or null has no tags file.
 */
export function blogDataFiles(
  config: ResolvedConfig,
): { instance?: string; key: 'authors' | 'tags'; paths: string[]; named: boolean; dir: string }[] {
  const blogs: { options: BlogOptions; instance?: string }[] = [
    ...(config.blog ? [{ options: config.blog }] : []),
    ...config.blogInstances.map((b) => ({ options: b, instance: b.id })),
  ];
  return blogs.flatMap(({ options, instance }) => {
    const dir = join(config.root, options.path);
    const named = (name: string | undefined, fallback: string) =>
      name ? [join(dir, name)] : [join(dir, `${fallback}.yml`), join(dir, `${fallback}.yaml`)];
    const mark = { dir, ...(instance ? { instance } : {}) };
    const { authorsMapPath, tags } = options;
    return [
      { ...mark, key: 'authors' as const, paths: named(authorsMapPath, 'authors'), named: !!authorsMapPath },
      ...(tags === false || tags === null
        ? []
        : [{ ...mark, key: 'tags' as const, paths: named(tags, 'tags'), named: !!tags }]),
    ];
  });
}
