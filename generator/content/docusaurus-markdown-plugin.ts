// A remark or rehype plugin zapsite.config.ts cannot hold (a function written inside a Docusaurus
// config, or options holding functions): `zapsite migrate` names the Docusaurus config and the
// entry's path in it (`{ docusaurusConfig: './docusaurus.config.js', path: ['presets', 0, 1, 'docs',
// 'remarkPlugins', 2] }`), and each thread that compiles Markdown runs that config as migrate does
// (migrate/read-docusaurus.ts) and takes the entry, function and options, from there.
import { resolve } from 'node:path';
import { siteCodeLimitMs } from '../site-code.ts';

export interface DocusaurusMarkdownPluginRef {
  docusaurusConfig: string;
  path: (string | number)[];
}

export function isDocusaurusMarkdownPluginRef(value: unknown): value is DocusaurusMarkdownPluginRef {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'docusaurusConfig' in value;
}

// One run of each config per thread, until the plugins are loaded afresh (dev, forgetDocusaurusRuns).
const runs = new Map<string, Promise<{ config: Record<string, unknown>; inputs: string[] }>>();

/** Runs each config again from here on: a file it read may have changed. */
export function forgetDocusaurusRuns(): void {
  runs.clear();
}

/** `[function, ...options]` at the entry's path, or a thrown Error saying what is there instead. */
export async function takeMarkdownPlugin(
  ref: DocusaurusMarkdownPluginRef,
  root: string,
  inputs?: Set<string>,
): Promise<unknown[]> {
  const file = resolve(root, ref.docusaurusConfig);
  let run = runs.get(file);
  if (!run) {
    run = import('../migrate/read-docusaurus.ts').then((m) => m.evaluateDocusaurusConfig(file, siteCodeLimitMs()));
    runs.set(file, run);
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
