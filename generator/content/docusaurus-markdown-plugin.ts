// A remark or rehype plugin zapsite.config.ts cannot hold (a function written inside a Docusaurus
// config, or options holding functions): `zapsite migrate` names the Docusaurus config and the
// entry's path in it (`{ docusaurusConfig: './docusaurus.config.js', path: ['presets', 0, 1, 'docs',
// 'remarkPlugins', 2] }`), and each thread that compiles Markdown runs that config as migrate does
// (migrate/read-docusaurus.ts) and takes the entry, function and options, from there.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteCodeLimitMs } from '../site-code.ts';

export interface DocusaurusMarkdownPluginRef {
  docusaurusConfig: string;
  path: (string | number)[];
}

export function isDocusaurusMarkdownPluginRef(value: unknown): value is DocusaurusMarkdownPluginRef {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'docusaurusConfig' in value;
}

// One run of each config per thread, while the file is unchanged (dev edits it).
const runs = new Map<string, Promise<{ config: Record<string, unknown>; inputs: string[] }>>();

/** `[function, ...options]` at the entry's path, or a thrown Error saying what is there instead. */
export async function takeMarkdownPlugin(
  ref: DocusaurusMarkdownPluginRef,
  root: string,
  inputs?: Set<string>,
): Promise<unknown[]> {
  const file = resolve(root, ref.docusaurusConfig);
  const key = `${file}\0${modified(file)}`;
  let run = runs.get(key);
  if (!run) {
    run = import('../migrate/read-docusaurus.ts').then((m) => m.evaluateDocusaurusConfig(file, siteCodeLimitMs()));
    runs.set(key, run);
  }
  const evaluated = await run;
  // Every file the config read, the plugin's own among them.
  for (const p of evaluated.inputs) inputs?.add(p);
  let value: unknown = evaluated.config;
  for (const step of ref.path) value = value && typeof value === 'object' ? (value as never)[step] : undefined;
  const [fn, ...options] = Array.isArray(value) ? (value as unknown[]) : [value];
  if (typeof fn !== 'function')
    throw new Error(
      `${ref.docusaurusConfig} has no plugin function at ${ref.path.join('.')} now; run \`zapsite migrate --force\` again after changing its plugins.`,
    );
  return [fn, ...options];
}

/** The config file's modification time, so that a changed config is run again (and a cache keyed by it changes). */
export function modified(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const LIST_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];

/** Every entry of the config's Markdown plugin lists taken from a Docusaurus config (dev watches those files). */
export function markdownPluginRefs(config: {
  docs?: unknown;
  blog?: unknown;
  pages?: unknown;
  docsInstances?: unknown[];
  blogInstances?: unknown[];
}): DocusaurusMarkdownPluginRef[] {
  const owners = [
    config.docs,
    config.blog,
    config.pages,
    ...(config.docsInstances ?? []),
    ...(config.blogInstances ?? []),
  ];
  const refs: DocusaurusMarkdownPluginRef[] = [];
  for (const owner of owners) {
    if (!owner || typeof owner !== 'object') continue;
    for (const key of LIST_KEYS) {
      const list = (owner as Record<string, unknown>)[key];
      if (!Array.isArray(list)) continue;
      for (const entry of list) {
        const given: unknown = Array.isArray(entry) ? entry[0] : entry;
        if (isDocusaurusMarkdownPluginRef(given)) refs.push(given);
      }
    }
  }
  return refs;
}
