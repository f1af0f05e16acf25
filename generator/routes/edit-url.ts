// A doc's or post's "Edit this page" URL, as Docusaurus makes it: the front matter's custom_edit_url
// (null: none), else the instance's editUrl: a URL joined with the file's path from the site folder,
// or a function called with where the file is (undefined: none). Made once per page while the routes
// are planned, on the thread that has the config's functions; the page carries the URL as text.
// Remote documents have none.
import { relative, resolve } from 'node:path';
import { editUrlSlot, type BlogEditUrlParams, type DocsEditUrlParams, type EditUrlSlot } from '../config/edit-url.ts';
import { optionValue } from '../config/docusaurus-value.ts';
import { optionPlace } from './option-place.ts';
import { diag } from '../diagnostics.ts';
import type { FrontMatter, SourceFile } from '../types.ts';
import { docRoute, joinRoute, postRoute } from './permalinks.ts';
import type { PlanState } from './plan/state.ts';
import type { DocsVersion } from './versions.ts';

type Planning = Pick<PlanState, 'config' | 'diagnostics'>;

/** A doc's edit URL; `url`: its page's URL, the permalink's stand-in should its route not be made again. */
export function docEditUrl(
  state: Planning,
  doc: { file: SourceFile; frontMatter: FrontMatter; url: string },
  version: DocsVersion,
  instance: string | undefined,
): string | undefined {
  const { config } = state;
  const slot = editUrlSlot(config, 'docs', instance);
  return editUrlOf(state, slot, {
    ...doc,
    // As Docusaurus's docs plugin joins a URL editUrl: the version's folder (the docs folder with
    // editCurrentVersion), or the translation's with editLocalizedFiles, then the doc's path in it.
    sourcePath: () => {
      const { contentPath } = doc.file;
      const read = sitePath(config.root, readFrom(doc.file) ?? version.dir);
      if (read !== sitePath(config.root, version.dir) && slot?.editLocalizedFiles)
        return `${slot.editCurrentVersion ? read.replace(/[^/]+$/, 'current') : read}/${contentPath}`;
      return `${sitePath(config.root, slot?.editCurrentVersion ? slot.path : version.dir)}/${contentPath}`;
    },
    params: (): DocsEditUrlParams => {
      // Docusaurus's permalink is the doc's route before the trailing-slash rule.
      const route = docRoute(doc.file.contentPath, doc.frontMatter, version.routeBase, undefined);
      return {
        version: version.name,
        versionDocsDirPath: sitePath(config.root, version.dir),
        docPath: doc.file.contentPath,
        permalink: joinRoute(config.baseUrl, 'url' in route ? route.url : doc.url),
        locale: config.locale?.current ?? config.i18n.defaultLocale,
      };
    },
  });
}

/** A blog post's edit URL. */
export function postEditUrl(
  state: Planning,
  post: { file: SourceFile; frontMatter: FrontMatter },
  options: { path: string; routeBasePath: string },
  instance: string | undefined,
): string | undefined {
  const { config } = state;
  const slot = editUrlSlot(config, 'blog', instance);
  // The folder the post was read from: the blog's, or its translation's (i18n/overlay.ts).
  const read = () => sitePath(config.root, readFrom(post.file) ?? options.path);
  return editUrlOf(state, slot, {
    ...post,
    sourcePath: () => {
      const translated = read() !== sitePath(config.root, options.path);
      return `${translated && slot?.editLocalizedFiles ? read() : sitePath(config.root, options.path)}/${post.file.contentPath}`;
    },
    params: (): BlogEditUrlParams => {
      const { contentPath } = post.file;
      return {
        blogDirPath: read(),
        blogPath: contentPath,
        permalink: joinRoute(
          config.baseUrl,
          postRoute(contentPath, post.frontMatter, options.routeBasePath, undefined).url,
        ),
        locale: config.locale?.current ?? config.i18n.defaultLocale,
      };
    },
  });
}

function editUrlOf<P>(
  state: Planning,
  slot: EditUrlSlot | undefined,
  page: { file: SourceFile; frontMatter: FrontMatter; sourcePath: () => string; params: () => P },
): string | undefined {
  const fm = page.frontMatter;
  if (typeof fm.custom_edit_url === 'string') return fm.custom_edit_url;
  if (fm.custom_edit_url === null || !slot || page.file.relPath.startsWith('remote/')) return undefined;
  const { value: editUrl, taken } = optionValue(slot.editUrl, state.config.docusaurusValues);
  if (typeof editUrl === 'string') return editUrl ? editUrl.replace(/\/?$/, '/') + page.sourcePath() : undefined;
  if (typeof editUrl !== 'function') return undefined;
  try {
    const url: unknown = (editUrl as (params: P) => unknown)(page.params());
    return typeof url === 'string' ? url : undefined;
  } catch (error) {
    state.diagnostics.push({
      ...diag({
        code: 'edit-url-function',
        args: { options: slot.name, error: error instanceof Error ? error.message : String(error) },
        ...optionPlace(error, state.config, [...slot.key, 'editUrl'], taken),
      }),
      affects: [page.file.relPath],
    });
    return undefined;
  }
}

/** The folder a file was read from, from the site folder: its instance's or a translation's (i18n/overlay.ts). */
function readFrom(file: SourceFile): string | undefined {
  const { relPath, contentPath } = file;
  return relPath.endsWith(`/${contentPath}`) ? relPath.slice(0, -contentPath.length - 1) : undefined;
}

/** A folder as Docusaurus names it: from the site folder, with forward slashes. */
function sitePath(root: string, dir: string): string {
  return relative(root, resolve(root, dir)).split('\\').join('/');
}
