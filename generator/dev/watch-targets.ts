// What `zapsite dev` watches: the site's content, static and remote folders (and the config's own
// folders once it has loaded), the config file and what it imports, and the theme. Also which
// changes to leave alone: editors' swap files, dot-files, dependencies.
import { basename, join, resolve, sep } from 'node:path';
import type { ResolvedConfig } from '../config/schema.ts';
import { CONFIG_NAMES } from '../config/file-names.ts';
import { isDocusaurusConfigValue } from '../config/docusaurus-value.ts';
import { isDocusaurusPluginRef } from '../site-plugins/docusaurus-config.ts';
import { valueSlots } from '../site-plugins/docusaurus-values.ts';
import { docusaurusConfigsOfPlugins } from '../content/site-plugins.ts';
import { blogDataFiles } from '../content/blog-data-files.ts';

/** Editors' swap and backup files, dot-files (the scan skips them too), dependencies. */
export function isIgnored(path: string): boolean {
  const name = basename(path);
  return (
    name.startsWith('.') ||
    name.endsWith('~') ||
    /\.(swp|swx|swo|tmp)$/.test(name) ||
    path.includes(`${sep}node_modules${sep}`)
  );
}

/**
 * The file a raw watch event is about. A file's own watcher reports its base name; a folder's
 * watcher reports the name of the file inside it.
 */
export function rawEventPath(watchedPath: string, name: string | null): string {
  return name && basename(watchedPath) !== name ? join(watchedPath, name) : watchedPath;
}

/** A glob's folder before its first pattern segment (getPathsToWatch may return globs, as `docs/**` and a file pattern); a plain path as it is. */
export function globBase(path: string): string {
  const parts = path.split(/[\\/]/);
  const first = parts.findIndex((part) => /[*?{}[\]!]/.test(part));
  return first === -1 ? path : parts.slice(0, first).join(sep) || sep;
}

/** The targets of one dev session; they grow as the config names more folders and imports more files. */
export class WatchTargets {
  readonly root: string;
  readonly themeDir: string;
  private readonly watched = new Set<string>();
  private configInputs = new Set<string>();
  private pluginInputs = new Set<string>();

  constructor(root: string, themeDir: string) {
    this.root = root;
    this.themeDir = themeDir;
  }

  /** Every target for this config (none loaded yet: the default folders). */
  all(config: ResolvedConfig | undefined): string[] {
    // i18n/: the locale served reads its translations from there (dev --locale).
    const dirs = ['content', 'static', 'remote', 'i18n'];
    if (config) {
      if (config.docs) dirs.push(config.docs.path);
      // A further docs instance: its folder and its version files (a change there is a full scan).
      for (const d of config.docsInstances)
        dirs.push(d.path, `${d.id}_versions.json`, `${d.id}_versioned_docs`, `${d.id}_versioned_sidebars`);
      if (config.blog) dirs.push(config.blog.path);
      for (const b of config.blogInstances) dirs.push(b.path);
      dirs.push(config.pages.path, config.staticDir);
    }
    const targets = dirs.map((d) => join(this.root, d));
    for (const name of CONFIG_NAMES) targets.push(join(this.root, name));
    // Docs versions: a change to any of them is a full scan (scan.ts rescanChanged does not know them).
    if (config?.docs)
      for (const name of ['versions.json', 'versioned_docs', 'versioned_sidebars']) targets.push(join(this.root, name));
    for (const input of this.configInputs) if (input.startsWith(this.root + sep)) targets.push(input);
    // Docusaurus watches what a plugin's getPathsToWatch names wherever it is, so zapsite does too.
    targets.push(...this.pluginInputs);
    targets.push(this.themeDir);
    return [...new Set(targets)];
  }

  /** Record a freshly loaded config and its imports; returns the targets not watched yet. */
  update(config: ResolvedConfig | undefined, inputs?: string[]): string[] {
    if (inputs)
      this.configInputs = new Set(inputs.filter((p) => !p.includes(`${sep}node_modules${sep}`)).map((p) => resolve(p)));
    // The sidebars file is read by every build; an edit to it rebuilds as a config edit does.
    if (inputs && config?.docs && typeof config.docs.sidebarPath === 'string')
      this.configInputs.add(resolve(this.root, config.docs.sidebarPath));
    if (inputs && config)
      for (const d of config.docsInstances)
        if (typeof d.sidebarPath === 'string') this.configInputs.add(resolve(this.root, d.sidebarPath));
    // A Docusaurus config the build takes plugin functions from: an edit to it re-runs them.
    if (inputs && config)
      for (const p of config.plugins ?? [])
        if (isDocusaurusPluginRef(p)) this.configInputs.add(resolve(this.root, p.docusaurusConfig));
    // One the build takes Markdown plugins from: an edit to it compiles the content again.
    if (inputs && config) for (const file of docusaurusConfigsOfPlugins(config)) this.configInputs.add(file);
    // And one it takes the options' functions from (editUrl, createRedirects).
    if (inputs && config)
      for (const { value } of valueSlots(config))
        if (isDocusaurusConfigValue(value)) this.configInputs.add(resolve(this.root, value.docusaurusConfig));
    // A blog's authors map or tags file named outside its folder (`authorsMapPath: '../authors.yml'`)
    // is read by every build, but no content folder holds it: an edit to it rebuilds as a config edit does.
    if (inputs && config)
      for (const { paths, named, dir } of blogDataFiles(config))
        if (named && !paths[0]!.startsWith(dir + sep)) this.configInputs.add(paths[0]!);
    const fresh = this.all(config).filter((t) => !this.watched.has(t));
    for (const t of fresh) this.watched.add(t);
    return fresh;
  }

  /** Record the site plugins' files and watched paths after a build; returns the targets not watched yet. */
  plugins(config: ResolvedConfig | undefined, inputs: string[]): string[] {
    this.pluginInputs = new Set(
      inputs.filter((p) => !p.includes(`${sep}node_modules${sep}`)).map((p) => resolve(globBase(p))),
    );
    return this.update(config);
  }

  /**
   * Whether a path is one of the targets or inside one. chokidar watches the site's folder itself
   * to see a missing target appear, and its raw events name every file there.
   */
  contains(path: string): boolean {
    for (const t of this.watched) if (path === t || path.startsWith(t + sep)) return true;
    return false;
  }

  /** Whether a path is one of the targets itself (not a file inside one). */
  isTarget(path: string): boolean {
    return this.watched.has(path);
  }

  /** The config, what it imports, or a site plugin's file or watched path: each reloads the config and reruns the plugins. */
  isConfig(path: string): boolean {
    return (
      this.configInputs.has(path) ||
      [...this.pluginInputs].some((p) => path === p || path.startsWith(p + sep)) ||
      (resolve(path, '..') === this.root && /^zapsite\.config\.m?[jt]s$/.test(basename(path)))
    );
  }

  /** A file under i18n/: read with the config (labels) and the scan (content), so both are redone. */
  isTranslation(path: string): boolean {
    return path.startsWith(join(this.root, 'i18n') + sep);
  }

  isTheme(path: string): boolean {
    return path.startsWith(this.themeDir + sep);
  }

  /** A stylesheet source: a change to it alone re-bundles the CSS. */
  isStyle(path: string): boolean {
    return path.startsWith(join(this.themeDir, 'styles') + sep);
  }
}
