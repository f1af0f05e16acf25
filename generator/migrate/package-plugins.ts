// The published plugins and themes a Docusaurus site lists that zapsite has no mapping of its own for
// (`docusaurus-plugin-umami`, the classic preset's `gtag`), tried as Docusaurus would make them: the
// site's installed package, its options validated, its function called for a production build. One
// whose every method is one the build runs (site-plugins/run.ts) is carried over into zapsite's
// `plugins` and runs at every build, unchanged; one with others (`getThemePath`, its `@theme`
// components) is reported with their names and left out, since part of what it does would be missing.
import { isObj, type Obj } from './map/common.ts';
import { stubName } from './read-docusaurus.ts';
import { isPlainData } from './map/site-code.ts';
import { BUILD_RUNS, CLI_ONLY, pluginContext } from './local-plugins.ts';
import { CLASSIC_PRESET, docusaurusName, mappedByZapsite, pluginEntry } from './map/plugins.ts';
import {
  isPackageName,
  loadPackagePlugin,
  pluginOptions,
  resolvePackagePlugin,
  runAsDocusaurus,
} from '../site-plugins/package-plugin.ts';

export interface PackagePlugin {
  /** The entry in the config's `plugins` or `themes`; for a preset's option, the preset's options object. */
  entry: unknown;
  /** Where the report places it: `['plugins', name]`, `['themes', name]` or `['presets', 'gtag']`. */
  path: string[];
  /** The package, as zapsite's `plugins` lists it. */
  name: string;
  /** The options as written (not validated): what zapsite's config holds, validated again at every build. */
  options: unknown;
  /** Listed in zapsite's `plugins`: everything it does, the build runs. */
  runs: boolean;
  /** Why it is left out, when it is. */
  notes: string[];
}

// The classic preset's options that name one of Docusaurus's own plugins, which the preset adds.
const PRESET_PLUGINS: Record<string, string> = {
  gtag: '@docusaurus/plugin-google-gtag',
  googleAnalytics: '@docusaurus/plugin-google-analytics',
  googleTagManager: '@docusaurus/plugin-google-tag-manager',
};

interface Candidate {
  entry: unknown;
  path: string[];
  name: string;
  options: unknown;
}

/** Each published plugin or theme of the config, tried; `within` bounds each call by the config's time limit. */
export async function readPackagePlugins(
  config: Obj,
  root: string,
  within: <T>(value: T | Promise<T>) => Promise<T>,
): Promise<PackagePlugin[]> {
  const out: PackagePlugin[] = [];
  for (const c of candidates(config, root)) {
    const file = resolvePackagePlugin(c.name, root);
    if (!file) continue;
    const found: PackagePlugin = { ...c, runs: false, notes: [] };
    out.push(found);
    try {
      // In the site's folder, as `docusaurus build` runs, whoever typed the command where: a plugin
      // that writes as it loads or starts (docusaurus-plugin-typedoc's ./docs/api) writes there.
      const module = await runAsDocusaurus('production', () => loadPackagePlugin(file, root), root);
      if (typeof module.fn !== 'function') {
        found.notes.push('its package does not export a plugin function.');
        continue;
      }
      const made = await runAsDocusaurus(
        'production',
        async () => {
          const options = pluginOptions(module, c.options);
          return within((module.fn as (c: unknown, o: unknown) => unknown)(pluginContext(config, root), options));
        },
        root,
      );
      const plugin = isObj(made) ? made : {};
      const others = Object.keys(plugin).filter(
        (k) => typeof plugin[k] === 'function' && !BUILD_RUNS.has(k) && !CLI_ONLY.has(k),
      );
      if (others.length)
        found.notes.push(`its ${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} not run by zapsite.`);
      if (c.options !== undefined && !isPlainData(c.options))
        found.notes.push('its options are not plain data, which zapsite.config.ts lists.');
      found.runs = found.notes.length === 0;
    } catch (error) {
      // Docusaurus's loader wraps the reason ("could not load module at path …") in `cause`.
      const cause =
        (error as Error)?.cause instanceof Error ? `: ${((error as Error).cause as Error).message.trim()}` : '';
      found.notes.push(`it could not be run: ${(error as Error)?.message ?? String(error)}${cause}`);
    }
  }
  return out;
}

/** The presets' plugin options, then `plugins`, then `themes`: the entries no mapping of zapsite's takes. */
function candidates(config: Obj, root: string): Candidate[] {
  const out: Candidate[] = [];
  for (const preset of list(config.presets)) {
    const [name, options] = pluginEntry(preset);
    if (!name || !CLASSIC_PRESET.test(name) || !isObj(options)) continue;
    for (const [key, pkg] of Object.entries(PRESET_PLUGINS))
      if (options[key] !== undefined && options[key] !== false)
        out.push({ entry: options, path: ['presets', key], name: pkg, options: options[key] });
  }
  for (const type of ['plugin', 'theme'] as const) {
    for (const entry of list(config[`${type}s`])) {
      const [given, options] = pluginEntry(entry);
      const target = Array.isArray(entry) ? entry[0] : entry;
      // A path is local-plugins.ts's; a function is read here only when a package the site has exported it.
      if (!given || !isPackageName(given) || (typeof target !== 'string' && stubName(target))) continue;
      const name = docusaurusName(given, type, root);
      if (!mappedByZapsite(name, type)) out.push({ entry, path: [`${type}s`, given], name, options });
    }
  }
  return out;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
