// Docs versions as Docusaurus lays them out: versions.json at the site root names the released
// versions (newest first), each kept in versioned_docs/version-X/ with its sidebar in
// versioned_sidebars/version-X-sidebars.json; the docs folder itself is the version 'current'.
// Names, defaults (label, path, banner, badge, className) and option checks follow
// @docusaurus/plugin-content-docs's versions/ module. A further docs instance (docsInstances) has
// the same files with its id in front: <id>_versions.json, <id>_versioned_docs/, <id>_versioned_sidebars/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocsOptions } from '../config/schema.ts';
import type { Diagnostic } from '../types.ts';
import { diag } from '../diagnostics.ts';
import type { DocsVersionsProblem } from '../diagnostic-codes/routes.ts';
import { joinRoute } from './permalinks.ts';

export const CURRENT_VERSION = 'current';
const VERSIONS_FILE = 'versions.json';

export interface DocsVersion {
  name: string;
  label: string;
  /** The version's route base without slashes: "docs", "docs/next", "docs/2.0". */
  routeBase: string;
  /** The version's content folder, relative to the site root. */
  dir: string;
  /** The version's sidebars file, relative to the site root (released versions only). */
  sidebarFile?: string;
  isLast: boolean;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  className: string;
  noIndex: boolean;
}

export interface VersionsResult {
  /** In Docusaurus's order: current first (when included), then versions.json's order. */
  versions: DocsVersion[];
  /** Whether the site has a versions.json (a site without one builds exactly as before). */
  versioned: boolean;
  diagnostics: Diagnostic[];
}

/** The prefix of a docs instance's version files: none for the default docs, `<id>_` for another. */
function prefix(instance?: string): string {
  return instance ? `${instance}_` : '';
}

/**
 * A version's key where the versions of every docs instance share one record (the scan's tags and
 * sidebars): its name for the default docs, `<id>/<name>` for a further instance.
 */
export function versionKey(name: string, instance?: string): string {
  return instance ? `${instance}/${name}` : name;
}

/** The file naming a docs instance's released versions. */
export function versionsFile(instance?: string): string {
  return `${prefix(instance)}${VERSIONS_FILE}`;
}

export function versionedDocsDir(name: string, instance?: string): string {
  return `${prefix(instance)}versioned_docs/version-${name}`;
}

export function versionedSidebarFile(name: string, instance?: string): string {
  return `${prefix(instance)}versioned_sidebars/version-${name}-sidebars.json`;
}

/** Docusaurus's rules for a version name; the problem in words, or undefined when it is fine. */
export function versionNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string') return `versions must be strings, found ${JSON.stringify(name)}`;
  if (!name.trim()) return `"${name}" has no character other than white space`;
  const rules: [RegExp, string][] = [
    [/[/\\]/, 'has a slash (/) or backslash (\\)'],
    [/.{33,}/, 'is longer than 32 characters'],
    // eslint-disable-next-line no-control-regex
    [/[<>:"|?*\x00-\x1F]/, 'has a character a file name cannot hold (< > : " | ? * or a control character)'],
    [/^\.\.?$/, 'is "." or ".."'],
  ];
  for (const [re, what] of rules) if (re.test(name)) return `"${name}" ${what}`;
  return undefined;
}

/**
 * Read versions.json (if any) and decide every version's metadata from the docs options; for a
 * further docs instance (`instance`, its id), its own <id>_versions.json and folders.
 */
export function readVersions(root: string, docs: DocsOptions, configFile?: string, instance?: string): VersionsResult {
  const diagnostics: Diagnostic[] = [];
  const problem = (args: DocsVersionsProblem, file = configFile) =>
    diagnostics.push(diag({ code: 'docs-versions', args, file }));
  const VERSIONS_FILE = versionsFile(instance);
  // How messages name the options: `docs.x`, or `docsInstances[id].x` for a further instance.
  const opt = instance ? `docsInstances[${instance}]` : 'docs';
  const path = join(root, VERSIONS_FILE);
  const versioned = existsSync(path);
  let released: string[] = [];
  if (versioned) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      problem({ problem: 'json', file: VERSIONS_FILE, error: (error as Error).message }, VERSIONS_FILE);
      return { versions: [], versioned, diagnostics };
    }
    if (!Array.isArray(data)) {
      problem({ problem: 'not-array', file: VERSIONS_FILE, found: JSON.stringify(data)?.slice(0, 60) }, VERSIONS_FILE);
      return { versions: [], versioned, diagnostics };
    }
    for (const name of data) {
      const bad = versionNameProblem(name);
      if (bad) problem({ problem: 'bad-name', file: VERSIONS_FILE, why: bad }, VERSIONS_FILE);
    }
    if (diagnostics.length) return { versions: [], versioned, diagnostics };
    released = data as string[];
    for (const name of released) {
      if (name !== CURRENT_VERSION && !existsSync(join(root, versionedDocsDir(name, instance))))
        problem(
          { problem: 'missing-folder', name, instance, file: VERSIONS_FILE, folder: versionedDocsDir(name, instance) },
          VERSIONS_FILE,
        );
    }
  }
  // As Docusaurus: the docs folder's version first, unless versions.json lists it itself ("current"), where it stands.
  const all =
    docs.includeCurrentVersion && !released.includes(CURRENT_VERSION) ? [CURRENT_VERSION, ...released] : released;
  if (!all.length) {
    problem({ problem: 'none-left', opt });
    return { versions: [], versioned, diagnostics };
  }
  const known = { problem: 'unknown-version', names: all, opt } as const;
  if (docs.lastVersion !== undefined && !all.includes(docs.lastVersion))
    problem({ ...known, option: 'lastVersion', value: docs.lastVersion });
  const unknown = Object.keys(docs.versions).filter((n) => !all.includes(n));
  if (unknown.length) problem({ ...known, option: 'versions', unknown });
  if (docs.onlyIncludeVersions) {
    const missing = docs.onlyIncludeVersions.filter((n) => !all.includes(n));
    if (missing.length) problem({ ...known, option: 'onlyIncludeVersions', unknown: missing });
    if (docs.lastVersion && !docs.onlyIncludeVersions.includes(docs.lastVersion))
      problem({ problem: 'last-not-included', opt, lastVersion: docs.lastVersion });
  }
  if (diagnostics.length) return { versions: [], versioned, diagnostics };

  const names = docs.onlyIncludeVersions ? all.filter((n) => docs.onlyIncludeVersions!.includes(n)) : all;
  const last = docs.lastVersion ?? names.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION;
  const versions = names.map((name): DocsVersion => {
    const opts = docs.versions[name] ?? {};
    const pathPart = opts.path ?? (name === last ? '' : name === CURRENT_VERSION ? 'next' : name);
    const defaultBanner =
      name === last ? null : names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
    return {
      name,
      label: opts.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      routeBase: joinRoute(docs.routeBasePath, pathPart).replace(/^\/+|\/+$/g, ''),
      dir: name === CURRENT_VERSION ? docs.path : versionedDocsDir(name, instance),
      ...(name === CURRENT_VERSION ? {} : { sidebarFile: versionedSidebarFile(name, instance) }),
      isLast: name === last,
      banner: opts.banner ? (opts.banner === 'none' ? null : opts.banner) : defaultBanner,
      badge: opts.badge ?? names.length !== 1,
      className: opts.className ?? `docs-version-${name}`,
      noIndex: opts.noIndex ?? false,
    };
  });
  return { versions, versioned, diagnostics };
}
