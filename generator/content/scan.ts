// List and read the site's sources: content folders, category files, static files.
import { readFile } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fg from 'fast-glob';
import { readFailed } from '../fs-errors.ts';
import { diag } from '../diagnostics.ts';
import { CONTENT_EXCLUDE, CONTENT_INCLUDE, type DocsOptions, type ResolvedConfig } from '../config/schema.ts';
import type { ContentKind, Diagnostic, SourceFile } from '../types.ts';
import type { CategoryFile } from '../routes/docs.ts';
import { decodeBytes, type Decoded } from './decode.ts';
import { blogDataFiles, readBlogData } from './blog-data-files.ts';
import { findTooDeep, MAX_NESTING } from './depth.ts';
import { CURRENT_VERSION, readVersions, versionKey, type VersionsResult } from '../routes/versions.ts';
import { loadSidebarsFile, type SidebarsFile } from '../routes/sidebars-file.ts';

export { decodeText } from './decode.ts';

export interface StaticFile {
  absPath: string;
  /** URL path under the site root, e.g. "/img/logo.svg". */
  urlPath: string;
}

export interface ScanResult {
  sources: SourceFile[];
  categories: CategoryFile[];
  staticFiles: StaticFile[];
  /** Non-Markdown files inside content folders (co-located images), by absolute path. */
  contentAssets: Set<string>;
  /** Raw text of blog authors.yml and tags.yml, if present. */
  blogData: BlogData & {
    /** Each further blog's (blogInstances) own authors.yml and tags.yml, by id. */
    instances?: Record<string, BlogData>;
  };
  /** Raw text of each docs version's tags file (docs.tags, or tags.yml, in that version's folder), by version key (versionKey). */
  docsData: { tags: Record<string, { relPath: string; text: string }> };
  /** The docs versions (one, 'current', on a site without versions.json). */
  versions: VersionsResult['versions'];
  versioned: boolean;
  /**
   * Each released docs version's sidebars, by version key (versionKey): none, or its
   * versioned_sidebars/ file as read; also each further instance's current sidebars file.
   */
  sidebarSources: Record<string, SidebarSource>;
  /** Each further docs instance's versions (docsInstances), by id, in the config's order. */
  instances: { id: string; versions: VersionsResult['versions']; versioned: boolean }[];
  diagnostics: Diagnostic[];
}

interface BlogData {
  authors?: { relPath: string; text: string };
  tags?: { relPath: string; text: string };
}

export type SidebarSource = { mode: 'auto' } | { mode: 'none' } | { mode: 'file'; file: SidebarsFile };

export async function scanSite(config: ResolvedConfig): Promise<ScanResult> {
  const root = config.root;
  const diagnostics: Diagnostic[] = [];
  const sources: SourceFile[] = [];
  const categories: CategoryFile[] = [];
  const contentAssets = new Set<string>();
  const folders: Folder[] = [];
  const configFile = config.configFile ? relative(root, config.configFile) : undefined;
  const versions: VersionsResult = config.docs
    ? readVersions(root, config.docs, configFile)
    : { versions: [], versioned: false, diagnostics: [] };
  diagnostics.push(...versions.diagnostics);
  const instances = config.docsInstances.map((options) => ({
    options,
    ...readVersions(root, options, configFile, options.id),
  }));
  for (const i of instances) diagnostics.push(...i.diagnostics);
  // Every docs instance's versions: the default docs', then each further instance's.
  const allDocs = [
    ...(config.docs ? [{ options: config.docs, instance: undefined, versions: versions.versions }] : []),
    ...instances.map((i) => ({ options: i.options, instance: i.options.id, versions: i.versions })),
  ];
  // The current version keeps no version mark, so a site without versions.json reads as before.
  for (const d of allDocs)
    for (const v of d.versions)
      folders.push({
        kind: 'doc',
        dir: v.dir,
        globs: d.options,
        ...(v.name === CURRENT_VERSION ? {} : { version: v.name }),
        ...(d.instance ? { instance: d.instance } : {}),
      });
  if (config.blog) folders.push({ kind: 'blog', dir: config.blog.path, globs: config.blog });
  for (const b of config.blogInstances) folders.push({ kind: 'blog', dir: b.path, globs: b, instance: b.id });
  folders.push({ kind: 'page', dir: config.pages.path });
  // As in Docusaurus, each version reads the tags file in its own folder.
  const docsTags = new Map<string, { key: string; named: boolean }>();
  for (const d of allDocs) {
    const tagsName = d.options.tags !== false && d.options.tags !== null ? (d.options.tags ?? 'tags.yml') : undefined;
    if (tagsName)
      for (const v of d.versions)
        docsTags.set(join(root, v.dir, tagsName), {
          key: versionKey(v.name, d.instance),
          named: typeof d.options.tags === 'string',
        });
  }

  const blogFiles = blogDataFiles(config);

  await Promise.all(
    folders.map(async ({ kind, dir, version, instance, globs }) => {
      const abs = join(root, dir);
      const [all, isContent] = await Promise.all([
        fg('**/*', { cwd: abs, onlyFiles: true, dot: false, followSymbolicLinks: false }),
        contentRule(abs, globs),
      ]);
      const marks = { ...(version ? { version } : {}), ...(instance ? { instance } : {}) };
      all.sort();
      await Promise.all(
        all.map(async (rel) => {
          const absPath = join(abs, rel);
          const relPath = relative(root, absPath).split('\\').join('/');
          if (docsTags.has(absPath) || blogFiles.some((f) => f.paths.includes(absPath))) return;
          // A file that cannot be read (permissions, a disk error) is named, with the cause.
          try {
            if (isContent(rel)) {
              const file = await readSource({ absPath, relPath, contentPath: rel, kind }, config, diagnostics);
              if (file) sources.push({ ...file, ...marks });
            } else if (kind === 'doc' && /(^|\/)_category_\.(json|ya?ml)$/.test(rel)) {
              const d = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
              categories.push({
                dir: d
                  .split('/')
                  .map((s) => s.replace(/^\d+[-_.\s]+(?=.)/, ''))
                  .join('/'),
                relPath,
                text: await readFile(absPath, 'utf8'),
                ...marks,
              });
            } else {
              contentAssets.add(absPath);
            }
          } catch (error) {
            diagnostics.push(readFailed(error, relPath));
          }
        }),
      );
    }),
  );
  sources.sort((a, b) => a.relPath.localeCompare(b.relPath));
  const sidebarSources = await readSidebarSources(root, allDocs, diagnostics);
  categories.sort((a, b) => a.dir.localeCompare(b.dir));
  const staticFiles = await scanStatic(join(root, config.staticDir));
  const blogDataHolder = await readBlogData(config, blogFiles, diagnostics);
  const docsData: ScanResult['docsData'] = { tags: {} };
  for (const [path, { key, named }] of docsTags) {
    const relPath = relative(root, path).split('\\').join('/');
    const text = await readFile(path, 'utf8').catch(() => undefined);
    if (text !== undefined) docsData.tags[key] = { relPath, text };
    // As in Docusaurus, only a file named in the config must exist (in every version's folder).
    else if (named)
      diagnostics.push(
        diag({
          code: 'docs-tags',
          args: { problem: 'missing-file', file: relPath },
          file: config.configFile ? relative(root, config.configFile) : undefined,
        }),
      );
  }
  return {
    sources,
    categories,
    staticFiles,
    contentAssets,
    blogData: blogDataHolder,
    versions: versions.versions,
    versioned: versions.versioned,
    sidebarSources,
    docsData,
    instances: instances.map((i) => ({ id: i.options.id, versions: i.versions, versioned: i.versioned })),
    diagnostics,
  };
}

/** A content folder to read: its kind, its docs version and instance, and its include/exclude globs. */
interface Folder {
  kind: ContentKind;
  dir: string;
  version?: string;
  instance?: string;
  globs?: { include: string[]; exclude: string[] };
}

/**
 * The sidebars of each released version, from its versioned_sidebars/ file (missing: none, as in
 * Docusaurus), by version key. The default docs folder's come from `docs.sidebarPath`, loaded by
 * the build; a further instance's docs folder's from its own `sidebarPath`, loaded here.
 */
async function readSidebarSources(
  root: string,
  all: { options: DocsOptions; instance?: string; versions: VersionsResult['versions'] }[],
  diagnostics: Diagnostic[],
): Promise<Record<string, SidebarSource>> {
  const out: Record<string, SidebarSource> = {};
  const jobs = all.flatMap((d) =>
    d.versions.map(async (v) => {
      const key = versionKey(v.name, d.instance);
      if (v.sidebarFile === undefined) {
        if (!d.instance) return;
        if (typeof d.options.sidebarPath !== 'string') {
          out[key] = d.options.sidebarPath === false ? { mode: 'none' } : { mode: 'auto' };
          return;
        }
      }
      const loaded = await loadSidebarsFile(root, v.sidebarFile ?? (d.options.sidebarPath as string), {
        missingOk: v.sidebarFile !== undefined,
      });
      diagnostics.push(...loaded.diagnostics);
      out[key] = loaded.file ? { mode: 'file', file: loaded.file } : { mode: 'none' };
    }),
  );
  await Promise.all(jobs);
  return out;
}

/**
 * Which files of a content folder are content. Docs and blog follow their `include`/`exclude`
 * globs as Docusaurus does (Markdown files only; any other file is an asset); with the default
 * globs the rule is a plain test, with others the folder is globbed once more to learn the set.
 * Pages keep Docusaurus's default rule.
 */
async function contentRule(abs: string, globs: Folder['globs']): Promise<(rel: string) => boolean> {
  const underscore = (rel: string) => rel.split('/').some((s) => s.startsWith('_'));
  if (!globs) return (rel) => (/\.mdx?$/i.test(rel) || isReactPageFile(rel)) && !underscore(rel);
  if (sameList(globs.include, CONTENT_INCLUDE) && sameList(globs.exclude, CONTENT_EXCLUDE))
    return (rel) => /\.mdx?$/.test(rel) && !underscore(rel);
  const chosen = new Set(
    await fg(globs.include, {
      cwd: abs,
      ignore: globs.exclude,
      onlyFiles: true,
      dot: false,
      followSymbolicLinks: false,
    }),
  );
  return (rel) => /\.mdx?$/.test(rel) && chosen.has(rel);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * A component file in the pages folder is a page, as in Docusaurus: `.js`, `.jsx`, `.ts`, `.tsx`,
 * but not type declarations or tests (`*.test.tsx`, `__tests__/`). Other files there (CSS modules,
 * images) are what the pages import.
 */
function isReactPageFile(rel: string): boolean {
  return (
    /\.[jt]sx?$/i.test(rel) &&
    !/\.d\.ts$/i.test(rel) &&
    !/\.(test|spec)\.[jt]sx?$/i.test(rel) &&
    !rel.split('/').includes('__tests__')
  );
}

/**
 * The previous scan with the changed files read again, or undefined when the change needs a full
 * scan: a path the scan does not know (a new or deleted file), or a file that is now unreadable.
 */
export async function rescanChanged(
  prev: ScanResult,
  changed: ReadonlySet<string>,
  config: ResolvedConfig,
): Promise<ScanResult | undefined> {
  if (prev.diagnostics.length) return undefined;
  const sources = [...prev.sources];
  const categories = [...prev.categories];
  const blogData = { ...prev.blogData };
  let docsData = prev.docsData;
  const staticPaths = new Set(prev.staticFiles.map((f) => f.absPath));
  for (const path of changed) {
    const si = sources.findIndex((f) => f.absPath === path);
    if (si >= 0) {
      const old = sources[si]!;
      const said: Diagnostic[] = [];
      const fresh = await readSource(
        { absPath: path, relPath: old.relPath, contentPath: old.contentPath, kind: old.kind },
        config,
        said,
      ).catch(() => undefined);
      // A file with something to say (now empty, say) takes the full scan, which reports it.
      if (!fresh || said.length) return undefined;
      sources[si] = {
        ...fresh,
        ...(old.version ? { version: old.version } : {}),
        ...(old.instance ? { instance: old.instance } : {}),
      };
      continue;
    }
    const rel = relative(config.root, path).split('\\').join('/');
    const ci = categories.findIndex((c) => c.relPath === rel);
    const key = blogData.authors?.relPath === rel ? 'authors' : blogData.tags?.relPath === rel ? 'tags' : undefined;
    const tagsOf = Object.entries(prev.docsData.tags).find(([, t]) => t.relPath === rel)?.[0];
    if (tagsOf !== undefined) {
      const text = await readFile(path, 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      docsData = { tags: { ...docsData.tags, [tagsOf]: { relPath: rel, text } } };
      continue;
    }
    if (ci >= 0 || key) {
      const text = await readFile(path, 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      if (ci >= 0) categories[ci] = { ...categories[ci]!, text };
      else blogData[key!] = { relPath: rel, text };
      continue;
    }
    // Edited static files and co-located assets keep their place in the lists; their bytes are read later.
    if (staticPaths.has(path) || prev.contentAssets.has(path)) continue;
    return undefined;
  }
  return { ...prev, sources, categories, blogData, docsData };
}

async function scanStatic(dir: string): Promise<StaticFile[]> {
  const files = await fg('**/*', { cwd: dir, onlyFiles: true, dot: true, followSymbolicLinks: false }).catch(
    () => [] as string[],
  );
  return files.sort().map((rel) => ({ absPath: join(dir, rel), urlPath: '/' + rel }));
}

/** Where a source file is: its absolute path, its path for messages, its path in its content folder, its kind. */
interface SourcePlace {
  absPath: string;
  relPath: string;
  contentPath: string;
  kind: ContentKind;
}

async function readSource(
  place: SourcePlace,
  config: ResolvedConfig,
  diagnostics: Diagnostic[],
): Promise<SourceFile | undefined> {
  const { absPath, relPath, contentPath, kind } = place;
  const maxBytes = config.markdown.maxFileSizeBytes;
  // Synchronous: sources are small and many, and a thread-pool round trip per file costs more than
  // the read (the scan of 1,000 files took 0.2 s async, most of it waiting).
  const size = statSync(absPath).size;
  if (size > maxBytes) {
    diagnostics.push(
      diag({
        code: 'file-too-large',
        args: { file: relPath, size, max: maxBytes },
        file: relPath,
      }),
    );
    return undefined;
  }
  const decoded = decodeBytes(readFileSync(absPath));
  if (decoded.kind !== 'text') {
    diagnostics.push(undecodable(decoded, relPath));
    return undefined;
  }
  const text = decoded.text;
  // Docusaurus builds it: a page with only its title, the file's name. Said, as it is seldom meant.
  if (text.trim() === '')
    diagnostics.push(
      diag({ code: 'empty-file', args: { file: relPath }, file: relPath, line: 1, column: 1, sourceLine: '' }),
    );
  // Before any parser sees it: they recurse once per level of nesting (depth.ts).
  const deep = findTooDeep(text, { mdx: /\.mdx$/i.test(relPath) || config.markdown.format === 'mdx' });
  if (deep) {
    diagnostics.push(
      diag({
        code: 'nesting-too-deep',
        args: { max: MAX_NESTING, what: deep.what },
        file: relPath,
        line: deep.line,
        column: deep.column,
        sourceLine: text.split('\n')[deep.line - 1]?.replace(/\r$/, ''),
      }),
    );
    return undefined;
  }
  return { absPath, relPath, contentPath, kind, text };
}

function undecodable(d: Exclude<Decoded, { kind: 'text' }>, relPath: string): Diagnostic {
  if (d.kind === 'binary') {
    return diag({
      code: 'binary-file',
      args: { file: relPath },
      file: relPath,
    });
  }
  if (d.kind === 'utf16') {
    return diag({
      code: 'invalid-utf8',
      args: { savedAs: 'utf16', file: relPath },
      file: relPath,
    });
  }
  return diag({
    code: 'invalid-utf8',
    args: { savedAs: 'other', line: d.line, column: d.column, count: d.count },
    file: relPath,
    line: d.line,
    column: d.column,
    sourceLine: d.lineText,
  });
}
