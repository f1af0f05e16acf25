// The site's remark and rehype plugins on the docs, blog and pages options, written into
// zapsite.config.ts the way the Docusaurus config named them: a package by its name, the site's
// own file by its path (zapsite's schema takes both, as `[name, options]` pairs too). A plugin
// written in the config itself, or with options that are not plain data, cannot be written there:
// its entry is named by the Docusaurus config and its path in it, and each build takes it from the
// config as it runs (content/docusaurus-markdown-plugin.ts).
import { join } from 'node:path';
import type { PluginOrigin } from '../markdown-plugin-origins.ts';
import { MARKDOWN_PLUGIN_KEYS } from '../markdown-plugin-origins.ts';
import { pathIn, type MapState, type Obj } from './common.ts';
import { isPlainData } from './site-code.ts';

export { MARKDOWN_PLUGIN_KEYS };

/** `section`: `docs`, `blog` or `pages`, as both configs name it. */
export function mapMarkdownPlugins(m: MapState, from: Obj, to: Obj, section: string): void {
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    const list = from[key];
    if (list === undefined) continue;
    const path = [section, key];
    if (!Array.isArray(list)) {
      m.skip(path, `${key} must be a list of plugins to be carried over.`);
      continue;
    }
    const kept: unknown[] = [];
    const names: string[] = [];
    const listPath = pathIn(m.dc, list);
    // The entry as the Docusaurus config holds it, taken from there at each build.
    const fromConfig = (index: number) =>
      listPath && m.configName ? { docusaurusConfig: `./${m.configName}`, path: [...listPath, index] } : undefined;
    for (const [index, entry] of list.entries()) {
      const [target, ...options] = Array.isArray(entry) ? (entry as unknown[]) : [entry];
      const named = nameOf(m, target, m.pluginOrigins?.get(target), `${section}.${key}`);
      // A function written in the config, or options holding functions: the entry is taken as it is.
      const label = 'fn' in named ? named.fn : 'ref' in named && !options.every(isPlainData) ? named.ref : undefined;
      const taken = label && fromConfig(index);
      if (taken) {
        kept.push(taken);
        names.push(`${label} from ${m.configName}`);
        continue;
      }
      if ('skip' in named) {
        m.skip(path, named.skip, named.line);
        continue;
      }
      if (!options.every(isPlainData)) {
        m.skip(
          path,
          `the options of ${named.ref} are not plain data (text, numbers, lists, objects), so it is listed without them; give them in zapsite.config.ts.`,
        );
        kept.push(named.ref);
      } else kept.push(options.length ? [named.ref, ...options] : named.ref);
      names.push(named.ref);
    }
    if (!kept.length) continue;
    to[key] = kept;
    m.mapped.push(`${section}.${key} (${names.join(', ')})`);
  }
}

const todo = (list: string) =>
  `Move it into a file of the site as its default export (e.g. src/remark/my-plugin.mjs) and add the file's path to ${list} in zapsite.config.ts.`;

/** A name to write; or why not, with `fn` when the function is there to take from the config as it runs. */
type Named = { ref: string } | { skip: string; line?: number; fn?: string };

function nameOf(m: MapState, target: unknown, origin: PluginOrigin | undefined, list: string): Named {
  if (typeof target === 'string') return { ref: /^\.{0,2}\//.test(target) ? `./${m.sitePath(target)}` : target };
  if (typeof target !== 'function') return { skip: `an entry that is not a plugin (${String(target)}) is left out.` };
  const fnName = (origin && 'name' in origin && origin.name) || (target as { name?: string }).name;
  const name = fnName ? `the plugin ${fnName}` : 'an anonymous plugin function';
  if (!origin) return { skip: `${name} could not be traced to where it was defined. ${todo(list)}`, fn: name };
  if ('module' in origin) return { ref: origin.module };
  if ('missing' in origin)
    return {
      skip: `the plugin from ${origin.missing} is left out: the package is not installed in the site. Install it, then add '${origin.missing}' to ${list} in zapsite.config.ts.`,
    };
  const inConfig =
    origin.place !== undefined && m.configName !== undefined && origin.place.file === join(m.root, m.configName);
  const where = origin.place && !inConfig ? ` (${m.sitePath(origin.place.file)}:${origin.place.line})` : '';
  return {
    skip: `${name}${where} could not be carried over: ${origin.inline}. ${todo(list)}`,
    ...(inConfig ? { line: origin.place!.line } : {}),
    fn: name,
  };
}
