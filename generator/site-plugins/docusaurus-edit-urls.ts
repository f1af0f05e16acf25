// editUrl functions written in a Docusaurus config (`docs: { editUrl: ({ docPath }) => ... }`):
// zapsite.config.ts cannot hold them, so `zapsite migrate` writes the config and the function's path
// in it (`{ docusaurusConfig: './docusaurus.config.js', path: ['presets', 0, 1, 'docs', 'editUrl'] }`).
// Each build runs that config once, before its plugins (those taken from the same config share the
// run, ConfigRuns); the route plan calls the function for each doc or post (routes/edit-url.ts).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import {
  editUrlSlots,
  isDocusaurusConfigValue,
  type DocusaurusConfigValue,
  type TakenEditUrl,
  type TakenEditUrls,
} from '../config/edit-url.ts';
import { CONFIG_FILE } from '../config/file-names.ts';
import { configPosition } from '../config/locate.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import { siteCodeLimitMs } from '../site-code.ts';
import { describeValue, docusaurusConfigError, runOf, type ConfigRuns } from './docusaurus-config.ts';

/**
 * Every editUrl the config takes from a Docusaurus config; the files those configs read (watched
 * in dev); and the build's runs of them, for the plugins taken from them.
 */
export async function takeEditUrls(
  config: ResolvedConfig,
  ms = siteCodeLimitMs(),
): Promise<{ taken: TakenEditUrls; inputs: string[]; runs: ConfigRuns }> {
  const taken = new Map<DocusaurusConfigValue, TakenEditUrl>();
  const inputs: string[] = [];
  const runs: ConfigRuns = new Map();
  const { root } = config;
  for (const slot of editUrlSlots(config)) {
    const ref = slot.editUrl;
    if (!isDocusaurusConfigValue(ref)) continue;
    const file = resolve(root, ref.docusaurusConfig);
    if (!existsSync(file)) {
      const own = config.configFile;
      throw docusaurusConfigError({
        args: { problem: 'missing-edit-url', key: slot.name, config: ref.docusaurusConfig },
        file: own ? relative(root, own) : CONFIG_FILE,
        ...(own ? configPosition(readFileSync(own, 'utf8'), [...slot.key, 'editUrl']) : {}),
      });
    }
    const { evaluated, text, rel } = await runOf(file, { root, ms, runs, takes: 'editUrl' });
    let value: unknown = evaluated.config;
    for (const step of ref.path) value = value && typeof value === 'object' ? (value as never)[step] : undefined;
    if (typeof value !== 'function' && typeof value !== 'string')
      throw docusaurusConfigError({
        args: { problem: 'no-edit-url', file: rel, path: ref.path.join('.'), entry: describeValue(value) },
        file: rel,
        ...configPosition(text, ref.path),
      });
    taken.set(ref, {
      value: value as TakenEditUrl['value'],
      file: rel,
      text,
      path: ref.path,
      ...(evaluated.locate ? { locate: evaluated.locate } : {}),
    });
    inputs.push(...evaluated.inputs);
  }
  return { taken, inputs, runs };
}
