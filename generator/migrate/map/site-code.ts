// What the site's own code reads from the config: `customFields` (useDocusaurusContext), the
// module aliases its local plugins declare (local-plugins.ts ran them), and the local plugins
// themselves for the build to run.
import type { LocalPlugin } from '../local-plugins.ts';
import type { PackagePlugin } from '../package-plugins.ts';
import { isObj, type MapState, type Obj } from './common.ts';

export function mapCustomFields(m: MapState): void {
  const { dc, out, mapped, skip } = m;
  if (dc.customFields === undefined) return;
  if (!isObj(dc.customFields)) {
    skip(['customFields'], 'customFields is not an object, so it is not carried over.');
    return;
  }
  const kept: Obj = {};
  for (const [key, raw] of Object.entries(dc.customFields)) {
    // The site's pages read customFields from the config Docusaurus writes as JSON, where a field
    // whose value is undefined is not there (`pinned: user.pinned` for a user without one).
    const value = withoutUndefined(raw);
    if (value === undefined) continue;
    if (isPlainData(value)) kept[key] = value;
    else
      skip(
        ['customFields', key],
        'only plain data (text, numbers, true/false, lists and objects of them) is carried over.',
      );
  }
  out.customFields = kept;
  mapped.push(`customFields (${Object.keys(kept).join(', ') || 'none'})`);
}

/** `headTags`, `scripts` and `stylesheets`, which are data: carried over as they are. */
export function mapHeadTags(m: MapState): void {
  const { dc, out, mapped, skip } = m;
  for (const key of ['headTags', 'scripts', 'stylesheets']) {
    const list = dc[key];
    if (!Array.isArray(list) || !list.length) continue;
    if (!isPlainData(list)) {
      skip([key], `only plain data (text, true/false and objects of them) is carried over into ${key}.`);
      continue;
    }
    out[key] = list;
    mapped.push(`${key} (${list.length})`);
  }
}

/** `clientModules`: files (usually `require.resolve`d, so absolute) carried over relative to the site. */
export function mapClientModules(m: MapState): void {
  const { dc, out, mapped, skip } = m;
  if (!Array.isArray(dc.clientModules) || !dc.clientModules.length) return;
  const files = dc.clientModules.filter((f): f is string => typeof f === 'string');
  if (files.length < dc.clientModules.length) skip(['clientModules'], 'only file paths are carried over.');
  if (!files.length) return;
  out.clientModules = files.map((f) => m.sitePath(f));
  mapped.push(`clientModules (${files.length})`);
}

/** The value as JSON.stringify keeps it: object fields that are undefined left out, undefined in a list as null. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutUndefined(v) ?? null);
  if (!isObj(value) || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) {
    const kept = withoutUndefined(v);
    if (kept !== undefined) out[k] = kept;
  }
  return out;
}

/** Text, numbers, booleans, null, and arrays and plain objects of them: what a config file can print. */
export function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (isObj(value) && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isPlainData);
  return false;
}

/**
 * zapsite's `plugins`, in the order Docusaurus makes them: the preset's (gtag, ...), then the
 * config's `plugins` (the site's own and published ones, as listed), then its `themes`.
 */
export function mapLocalPlugins(m: MapState, plugins: LocalPlugin[], packaged: readonly PackagePlugin[] = []): void {
  const { out, mapped, skip } = m;
  const alias: Obj = {};
  const listed: { at: number; entry: unknown }[] = [];
  const add = (list: 'presets' | 'plugins' | 'themes', from: unknown, entry: unknown) => {
    const index = Array.isArray(m.dc[list]) ? (m.dc[list] as unknown[]).indexOf(from) : 0;
    listed.push({ at: ['presets', 'plugins', 'themes'].indexOf(list) * 1e6 + Math.max(index, 0), entry });
  };
  for (const p of packaged) {
    if (!p.runs) continue;
    add(p.path[0] as 'presets' | 'plugins' | 'themes', p.entry, p.options === undefined ? p.name : [p.name, p.options]);
    mapped.push(`plugins <- ${p.name} (${p.path.join(' ')}: the published plugin, run at every build)`);
  }
  for (const plugin of plugins) {
    if (plugin.module) {
      const { path, options } = plugin.module;
      const plain = options === undefined || isPlainData(options);
      add('plugins', plugin.entry, options === undefined || !plain ? path : [path, options]);
      if (!plain)
        skip(
          ['plugins', plugin.given],
          `the local plugin ${plugin.name}: its options are not plain data, so it is listed without them.`,
        );
      mapped.push(`plugins <- ${path} (the local plugin ${plugin.name}, run at every build)`);
    }
    if (plugin.inline) {
      add('plugins', plugin.entry, plugin.inline);
      mapped.push(
        `plugins <- ${plugin.inline.docusaurusConfig} plugins[${plugin.inline.index}] (the plugin function ${plugin.name}, taken from there and run at every build)`,
      );
    }
    const names = Object.keys(plugin.alias);
    if (names.length) {
      Object.assign(alias, plugin.alias);
      mapped.push(`alias <- ${plugin.name} configureWebpack resolve.alias (${names.join(', ')})`);
    }
    for (const note of plugin.notes) skip(['plugins', plugin.given], `the local plugin ${plugin.name}: ${note}`);
  }
  if (Object.keys(alias).length) out.alias = alias;
  if (listed.length) out.plugins = listed.sort((a, b) => a.at - b.at).map((l) => l.entry);
}
