// The docs plugin's options (and the table of contents levels from themeConfig).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  bool,
  isObj,
  num,
  pick,
  severity,
  str,
  type MapState,
  type Obj,
  mapConfigFunction,
  mapContentGlobs,
  mapEditUrl,
} from './common.ts';
import { MARKDOWN_PLUGIN_KEYS, mapMarkdownPlugins } from './markdown-plugins.ts';

export function mapDocs(m: MapState, docs: unknown): void {
  const { root, out, mapped } = m;
  if (docs === false) {
    out.docs = false;
    mapped.push('docs: false');
    return;
  }
  const d = isObj(docs) ? docs : {};
  const od = docsOptions(m, d, ['docs']);
  if (d.sidebarPath === undefined) {
    // Docusaurus's preset finds the default sidebars file itself.
    const found = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'].find((f) =>
      existsSync(join(root, f)),
    );
    if (found) od.sidebarPath = found;
  }
  out.docs = od;
  mapped.push(
    `docs (path '${String(od.path)}'${od.sidebarPath ? `, sidebarPath '${String(od.sidebarPath)}'` : ''}${od.versions ? ', versions' : ''})`,
  );
}

/**
 * Every further docs plugin instance (`plugins`, with an id) as an entry of docsInstances, with its
 * id; its version files (<id>_versions.json...) are read under the same names.
 */
export function mapDocsInstances(m: MapState, instances: Obj[]): void {
  if (!instances.length) return;
  m.out.docsInstances = instances.map((d) => {
    const id = String(d.id);
    // Docusaurus's defaults, written out: zapsite asks each instance for its folder and URL base.
    const od = docsOptions(m, d, ['plugins', `plugin-content-docs (${id})`]);
    const entry: Obj = { id, ...od, routeBasePath: od.routeBasePath ?? 'docs' };
    m.mapped.push(
      `docsInstances "${id}" (path '${String(entry.path)}', routeBasePath '${String(entry.routeBasePath)}'${od.sidebarPath ? `, sidebarPath '${String(od.sidebarPath)}'` : ''}${od.versions ? ', versions' : ''})`,
    );
    return entry;
  });
}

/** One docs instance's options, reported at `where` for what does not carry over. */
function docsOptions(m: MapState, d: Obj, where: string[]): Obj {
  const { themeConfig, skip, rest, sitePath } = m;
  const od: Obj = { path: str(d.path) ?? 'docs' };
  if (str(d.routeBasePath) !== undefined) od.routeBasePath = d.routeBasePath;
  mapContentGlobs(m, d, od, where.join('.'));
  mapEditUrl(m, d, od, where);
  for (const key of ['editCurrentVersion', 'editLocalizedFiles']) if (typeof d[key] === 'boolean') od[key] = d[key];
  mapConfigFunction(m, { from: d, to: od, where }, 'sidebarItemsGenerator');
  for (const key of ['showLastUpdateTime', 'showLastUpdateAuthor']) if (typeof d[key] === 'boolean') od[key] = d[key];
  if (bool(d.breadcrumbs) !== undefined) od.breadcrumbs = d.breadcrumbs;
  if (str(d.sidebarPath)) od.sidebarPath = sitePath(d.sidebarPath as string);
  else if (d.sidebarPath !== undefined)
    skip(
      [...where, 'sidebarPath'],
      'sidebarPath: false is not supported; zapsite builds the sidebar from the docs folder when no sidebars file is given.',
    );
  // What a category that does not say starts as: collapsed, and whether it can collapse at all.
  for (const key of ['sidebarCollapsed', 'sidebarCollapsible']) if (typeof d[key] === 'boolean') od[key] = d[key];
  for (const key of ['lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions'])
    if (d[key] !== undefined) od[key] = d[key];
  if (isObj(d.versions)) {
    const versions: Obj = {};
    for (const [name, v] of Object.entries(d.versions)) {
      if (!isObj(v)) continue;
      const keys = ['label', 'path', 'banner', 'badge', 'className', 'noIndex'];
      versions[name] = pick(v, keys);
      rest(v, [...where, 'versions', name], keys, (k) => `the version option "${k}" has no zapsite equivalent.`);
    }
    od.versions = versions;
  }
  const toc = isObj(themeConfig.tableOfContents) ? themeConfig.tableOfContents : {};
  if (num(toc.minHeadingLevel)) od.tocMinHeadingLevel = toc.minHeadingLevel;
  if (num(toc.maxHeadingLevel)) od.tocMaxHeadingLevel = toc.maxHeadingLevel;
  if (str(d.tags) || d.tags === false || d.tags === null) od.tags = d.tags;
  if (severity(d.onInlineTags)) od.onInlineTags = severity(d.onInlineTags);
  if (str(d.tagsBasePath)) od.tagsBasePath = d.tagsBasePath;
  mapMarkdownPlugins(m, d, od, where.join('.'));
  rest(
    d,
    where,
    [
      'id',
      'path',
      'routeBasePath',
      'include',
      'exclude',
      'editUrl',
      'editCurrentVersion',
      'editLocalizedFiles',
      'showLastUpdateTime',
      'showLastUpdateAuthor',
      'breadcrumbs',
      'sidebarPath',
      'sidebarItemsGenerator',
      'sidebarCollapsed',
      'sidebarCollapsible',
      'lastVersion',
      'includeCurrentVersion',
      'onlyIncludeVersions',
      'versions',
      'tags',
      'onInlineTags',
      'tagsBasePath',
      'admonitions',
      ...MARKDOWN_PLUGIN_KEYS,
    ],
    (k) => `zapsite's docs do not read "${k}".`,
  );
  return od;
}
