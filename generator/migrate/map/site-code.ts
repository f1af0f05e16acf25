// What the site's own code reads from the config: `customFields` (useDocusaurusContext), the
// module aliases its local plugins declare (local-plugins.ts ran them), and the local plugins
// themselves for the build to run.
import type { LocalPlugin } from '../local-plugins.ts';
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

export function mapLocalPlugins(m: MapState, plugins: LocalPlugin[]): void {
  const { out, mapped, skip } = m;
  const alias: Obj = {};
  const modules: unknown[] = [];
  for (const plugin of plugins) {
    if (plugin.module) {
      const { path, options } = plugin.module;
      if (options === undefined) modules.push(path);
      else if (isPlainData(options)) modules.push([path, options]);
      else
        skip(
          ['plugins', plugin.given],
          `the local plugin ${plugin.name}: its options are not plain data, so it is listed without them.`,
        );
      if (options !== undefined && !isPlainData(options)) modules.push(path);
      mapped.push(`plugins <- ${path} (the local plugin ${plugin.name}, run at every build)`);
    }
    if (plugin.inline) {
      modules.push(plugin.inline);
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
  if (modules.length) out.plugins = modules;
}
