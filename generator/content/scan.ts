// List and read the site's sources: content folders, category files, static files.
import { readFile } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fg from 'fast-glob';
import { readFailed } from '../fs-errors.ts';
import { CONTENT_EXCLUDE, CONTENT_INCLUDE, type ResolvedConfig } from '../config/schema.ts';
import type { ContentKind, Diagnostic, SourceFile } from '../types.ts';
import type { CategoryFile } from '../routes/docs.ts';
import { decodeBytes, type Decoded } from './decode.ts';
import { findTooDeep, MAX_NESTING } from './depth.ts';
import { CURRENT_VERSION, readVersions, type VersionsResult } from '../routes/versions.ts';
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
  blogData: { authors?: { relPath: string; text: string }; tags?: { relPath: string; text: string } };
  /** Raw text of each docs version's tags file (docs.tags, or tags.yml, in that version's folder), by version name. */
  docsData: { tags: Record<string, { relPath: string; text: string }> };
  /** The docs versions (one, 'current', on a site without versions.json). */
  versions: VersionsResult['versions'];
  versioned: boolean;
  /** Each released docs version's sidebars, by version name: none, or its versioned_sidebars/ file as read. */
  sidebarSources: Record<string, SidebarSource>;
  diagnostics: Diagnostic[];
}

export type SidebarSource = { mode: 'auto' } | { mode: 'none' } | { mode: 'file'; file: SidebarsFile };


export async function scanSite(config: ResolvedConfig): Promise<ScanResult> {
  const root = config.root;
  const diagnostics: Diagnostic[] = [];
  const sources: SourceFile[] = [];
  const categories: CategoryFile[] = [];
  const contentAssets = new Set<string>();
  const blogDataHolder: ScanResult['blogData'] = {};
  const folders: { kind: ContentKind; dir: string; version?: string }[] = [];
  const versions: VersionsResult = config.docs ? readVersions(root, config.docs, config.configFile ? relative(root, config.configFile) : undefined) : { versions: [], versioned: false, diagnostics: [] };
  diagnostics.push(...versions.diagnostics);
  // The current version keeps no version mark, so a site without versions.json reads as before.
  for (const v of versions.versions) folders.push({ kind: 'doc', dir: v.dir, ...(v.name === CURRENT_VERSION ? {} : { version: v.name }) });
  if (config.blog) folders.push({ kind: 'blog', dir: config.blog.path });
  folders.push({ kind: 'page', dir: config.pages.path });
  // As in Docusaurus, each version reads the tags file in its own folder.
  const tagsName = config.docs && config.docs.tags !== false && config.docs.tags !== null ? (config.docs.tags ?? 'tags.yml') : undefined;
  const docsTags = new Map(tagsName ? versions.versions.map((v) => [join(root, v.dir, tagsName), v.name]) : []);

  await Promise.all(
    folders.map(async ({ kind, dir, version }) => {
      const abs = join(root, dir);
      const [all, isContent] = await Promise.all([
        fg('**/*', { cwd: abs, onlyFiles: true, dot: false, followSymbolicLinks: false }),
        contentRule(kind, abs, config),
      ]);
      all.sort();
      await Promise.all(
        all.map(async (rel) => {
          const absPath = join(abs, rel);
          const relPath = relative(root, absPath).split('\\').join('/');
          if (docsTags.has(absPath)) return;
          // A file that cannot be read (permissions, a disk error) is named, with the cause.
          try {
            if (isContent(rel)) {
              const file = await readSource({ absPath, relPath, contentPath: rel, kind }, config, diagnostics);
              if (file) sources.push(version ? { ...file, version } : file);
            } else if (kind === 'doc' && /(^|\/)_category_\.(json|ya?ml)$/.test(rel)) {
              const d = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
              categories.push({ dir: d.split('/').map((s) => s.replace(/^\d+[-_.\s]+(?=.)/, '')).join('/'), relPath, text: await readFile(absPath, 'utf8'), ...(version ? { version } : {}) });
            } else if (kind === 'blog' && /^authors\.ya?ml$/.test(rel)) {
              await readFile(absPath, 'utf8').then((text) => (blogDataHolder.authors = { relPath, text }));
            } else if (kind === 'blog' && /^tags\.ya?ml$/.test(rel)) {
              await readFile(absPath, 'utf8').then((text) => (blogDataHolder.tags = { relPath, text }));
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
  const sidebarSources = config.docs ? await readSidebarSources(root, versions.versions, diagnostics) : {};
  categories.sort((a, b) => a.dir.localeCompare(b.dir));
  const staticFiles = await scanStatic(join(root, config.staticDir));
  const docsData: ScanResult['docsData'] = { tags: {} };
  for (const [path, version] of docsTags) {
    const relPath = relative(root, path).split('\\').join('/');
    const text = await readFile(path, 'utf8').catch(() => undefined);
    if (text !== undefined) docsData.tags[version] = { relPath, text };
    // As in Docusaurus, only a file named in the config must exist (in every version's folder).
    else if (config.docs && typeof config.docs.tags === 'string') diagnostics.push({ code: 'docs-tags', severity: 'error', message: `The docs tags file ${relPath} does not exist.`, hint: 'Create it, fix the `docs.tags` path (relative to each docs version\'s folder), or set `docs.tags: false`.', file: config.configFile ? relative(root, config.configFile) : undefined });
  }
  return { sources, categories, staticFiles, contentAssets, blogData: blogDataHolder, versions: versions.versions, versioned: versions.versioned, sidebarSources, docsData, diagnostics };
}

/**
 * The sidebars of each released version, from its versioned_sidebars/ file (missing: none, as in
 * Docusaurus). The current version's come from `docs.sidebarPath`, loaded by the build.
 */
async function readSidebarSources(root: string, versions: VersionsResult['versions'], diagnostics: Diagnostic[]): Promise<Record<string, SidebarSource>> {
  const out: Record<string, SidebarSource> = {};
  await Promise.all(
    versions.map(async (v) => {
      // The docs folder's file (docs.sidebarPath) is loaded by the build itself, fresh each time.
      if (v.sidebarFile === undefined) return;
      const loaded = await loadSidebarsFile(root, v.sidebarFile, { missingOk: true });
      diagnostics.push(...loaded.diagnostics);
      out[v.name] = loaded.file ? { mode: 'file', file: loaded.file } : { mode: 'none' };
    }),
  );
  return out;
}

/**
 * Which files of a content folder are content. Docs and blog follow their `include`/`exclude`
 * globs as Docusaurus does (Markdown files only; any other file is an asset); with the default
 * globs the rule is a plain test, with others the folder is globbed once more to learn the set.
 * Pages keep Docusaurus's default rule.
 */
async function contentRule(kind: ContentKind, abs: string, config: ResolvedConfig): Promise<(rel: string) => boolean> {
  const globs = kind === 'doc' ? config.docs : kind === 'blog' ? config.blog : false;
  const underscore = (rel: string) => rel.split('/').some((s) => s.startsWith('_'));
  if (!globs) return (rel) => (/\.mdx?$/i.test(rel) || isReactPageFile(rel)) && !underscore(rel);
  if (sameList(globs.include, CONTENT_INCLUDE) && sameList(globs.exclude, CONTENT_EXCLUDE)) return (rel) => /\.mdx?$/.test(rel) && !underscore(rel);
  const chosen = new Set(await fg(globs.include, { cwd: abs, ignore: globs.exclude, onlyFiles: true, dot: false, followSymbolicLinks: false }));
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
  return /\.[jt]sx?$/i.test(rel) && !/\.d\.ts$/i.test(rel) && !/\.(test|spec)\.[jt]sx?$/i.test(rel) && !rel.split('/').includes('__tests__');
}

/**
 * The previous scan with the changed files read again, or undefined when the change needs a full
 * scan: a path the scan does not know (a new or deleted file), or a file that is now unreadable.
 */
export async function rescanChanged(prev: ScanResult, changed: ReadonlySet<string>, config: ResolvedConfig): Promise<ScanResult | undefined> {
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
      const fresh = await readSource({ absPath: path, relPath: old.relPath, contentPath: old.contentPath, kind: old.kind }, config, []).catch(() => undefined);
      if (!fresh) return undefined;
      sources[si] = old.version ? { ...fresh, version: old.version } : fresh;
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
  const files = await fg('**/*', { cwd: dir, onlyFiles: true, dot: true, followSymbolicLinks: false }).catch(() => [] as string[]);
  return files.sort().map((rel) => ({ absPath: join(dir, rel), urlPath: '/' + rel }));
}

/** Where a source file is: its absolute path, its path for messages, its path in its content folder, its kind. */
interface SourcePlace {
  absPath: string;
  relPath: string;
  contentPath: string;
  kind: ContentKind;
}

async function readSource(place: SourcePlace, config: ResolvedConfig, diagnostics: Diagnostic[]): Promise<SourceFile | undefined> {
  const { absPath, relPath, contentPath, kind } = place;
  const maxBytes = config.markdown.maxFileSizeBytes;
  // Synchronous: sources are small and many, and a thread-pool round trip per file costs more than
  // the read (the scan of 1,000 files took 0.2 s async, most of it waiting).
  const size = statSync(absPath).size;
  if (size > maxBytes) {
    diagnostics.push({
      code: 'file-too-large',
      severity: 'error',
      message: `${relPath} is ${(size / 1024 / 1024).toFixed(1)} MB, over the ${(maxBytes / 1024 / 1024).toFixed(0)} MB limit for one page.`,
      hint: 'Split it into several pages, or raise markdown.maxFileSizeBytes in the config if it really is one page.',
      file: relPath,
    });
    return undefined;
  }
  const decoded = decodeBytes(readFileSync(absPath));
  if (decoded.kind !== 'text') {
    diagnostics.push(undecodable(decoded, relPath));
    return undefined;
  }
  const text = decoded.text;
  if (text.trim() === '') {
    diagnostics.push({
      code: 'empty-file',
      severity: 'error',
      message: `${relPath} is empty.`,
      hint: 'Give it front matter with a title and some content, or delete it.',
      file: relPath,
      line: 1,
      column: 1,
      sourceLine: '',
    });
    return undefined;
  }
  // Before any parser sees it: they recurse once per level of nesting (depth.ts).
  const deep = findTooDeep(text, { mdx: /\.mdx$/i.test(relPath) || config.markdown.format === 'mdx' });
  if (deep) {
    diagnostics.push({
      code: 'nesting-too-deep',
      severity: 'error',
      message: `Nesting deeper than ${MAX_NESTING} levels (${deep.what}, one inside another).`,
      hint: 'No page needs this many levels; it is usually generated or pasted text. Flatten it, or split it into several pages.',
      file: relPath,
      line: deep.line,
      column: deep.column,
      sourceLine: text.split('\n')[deep.line - 1]?.replace(/\r$/, ''),
    });
    return undefined;
  }
  return { absPath, relPath, contentPath, kind, text };
}

function undecodable(d: Exclude<Decoded, { kind: 'text' }>, relPath: string): Diagnostic {
  if (d.kind === 'binary') {
    return {
      code: 'binary-file',
      severity: 'error',
      message: `${relPath} is not a text file (it holds binary data), so it cannot be read as Markdown.`,
      hint: 'Rename it so it does not end in .md or .mdx, or move it out of the content folder.',
      file: relPath,
    };
  }
  if (d.kind === 'utf16') {
    return {
      code: 'invalid-utf8',
      severity: 'error',
      message: `${relPath} is saved as UTF-16; zapsite reads content as UTF-8.`,
      hint: 'Re-save the file as UTF-8 (in most editors: the encoding in the status bar, or "Save with encoding").',
      file: relPath,
    };
  }
  const more = d.count > 1 ? ` (the first of ${d.count} invalid byte sequences)` : '';
  return {
    code: 'invalid-utf8',
    severity: 'error',
    message: `Invalid UTF-8 at ${d.line}:${d.column}${more}: the bytes there are not UTF-8, shown as \uFFFD.`,
    hint: 'The file was saved in another encoding (often Latin-1 or Windows-1252). Re-save it as UTF-8 (in most editors: the encoding in the status bar, or "Save with encoding"), then check the characters marked.',
    file: relPath,
    line: d.line,
    column: d.column,
    sourceLine: d.lineText,
  };
}
