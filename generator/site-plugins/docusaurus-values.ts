// Functions of the site's options written in a Docusaurus config (`docs: { editUrl: ({ docPath }) =>
// ... }`, the client redirects' `createRedirects(path)`): zapsite.config.ts cannot hold them, so
// `zapsite migrate` writes the config and the function's path in it (`{ docusaurusConfig:
// './docusaurus.config.js', path: ['presets', 0, 1, 'docs', 'editUrl'] }`). Each build runs that
// config once, before its plugins (those taken from the same config share the run, ConfigRuns); the
// route plan calls the functions (routes/edit-url.ts, routes/plan/redirect-pages.ts).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { editUrlSlots } from '../config/edit-url.ts';
import {
  isDocusaurusConfigValue,
  type DocusaurusConfigValue,
  type TakenOption,
  type TakenValue,
  type TakenValues,
} from '../config/docusaurus-value.ts';
import { CONFIG_FILE } from '../config/file-names.ts';
import { configPosition } from '../config/locate.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import { siteCodeLimitMs } from '../site-code.ts';
import { describeValue, docusaurusConfigError, runOf, type ConfigRuns } from './docusaurus-config.ts';

/** An option that may be taken from a Docusaurus config, as the site's config writes it. */
export interface ValueSlot {
  option: TakenOption;
  /** The option's key in zapsite.config.ts: `['docs', 'editUrl']`, `['createRedirects']`. */
  key: (string | number)[];
  /** The option in messages: `The editUrl of docsInstances "community"`, `createRedirects`. */
  what: string;
  value: unknown;
}

/** Every option of the config a Docusaurus config may give, in the config's order. */
export function valueSlots(
  config: Pick<
    ResolvedConfig,
    'docs' | 'docsInstances' | 'blog' | 'blogInstances' | 'createRedirects' | 'docusaurusSiteConfig' | 'markdown'
  >,
): ValueSlot[] {
  return [
    ...editUrlSlots(config).map((s): ValueSlot => ({
      option: 'editUrl',
      key: [...s.key, 'editUrl'],
      what: `The editUrl of ${s.name}`,
      value: s.editUrl,
    })),
    ...[
      ...(config.docs ? [{ key: ['docs'], name: 'docs', options: config.docs }] : []),
      ...config.docsInstances.map((d, i) => ({
        key: ['docsInstances', i],
        name: `docsInstances "${d.id}"`,
        options: d,
      })),
    ].map((d): ValueSlot => ({
      option: 'sidebarItemsGenerator',
      key: [...d.key, 'sidebarItemsGenerator'],
      what: `The sidebarItemsGenerator of ${d.name}`,
      value: d.options.sidebarItemsGenerator,
    })),
    { option: 'createRedirects', key: ['createRedirects'], what: 'createRedirects', value: config.createRedirects },
    ...(['preprocessor', 'parseFrontMatter'] as const).map((option): ValueSlot => ({
      option,
      key: ['markdown', option],
      what: `markdown.${option}`,
      value: config.markdown[option],
    })),
    ...Object.entries(config.docusaurusSiteConfig ?? {}).map(([k, value]): ValueSlot => ({
      option: 'siteConfig',
      key: ['docusaurusSiteConfig', k],
      what: `docusaurusSiteConfig.${k}`,
      value,
    })),
  ];
}

/** What each option takes from its Docusaurus config: an editUrl may also be a URL. */
const ACCEPTS: Record<ValueSlot['option'], (value: unknown) => boolean> = {
  editUrl: (v) => typeof v === 'function' || typeof v === 'string',
  createRedirects: (v) => typeof v === 'function',
  sidebarItemsGenerator: (v) => typeof v === 'function',
  preprocessor: (v) => typeof v === 'function',
  parseFrontMatter: (v) => typeof v === 'function',
  // Whatever the config holds there, as Docusaurus gives it (no `presets` is none).
  siteConfig: () => true,
};

/**
 * Every value the config takes from a Docusaurus config; the files those configs read (watched in
 * dev); and the build's runs of them, for the plugins taken from them.
 */
export async function takeDocusaurusValues(
  config: ResolvedConfig,
  ms = siteCodeLimitMs(),
): Promise<{ taken: TakenValues; inputs: string[]; runs: ConfigRuns }> {
  const taken = new Map<DocusaurusConfigValue, TakenValue>();
  const inputs: string[] = [];
  const runs: ConfigRuns = new Map();
  const { root } = config;
  for (const slot of valueSlots(config)) {
    const ref = slot.value;
    if (!isDocusaurusConfigValue(ref)) continue;
    const file = resolve(root, ref.docusaurusConfig);
    if (!existsSync(file)) {
      const own = config.configFile;
      throw docusaurusConfigError({
        args: { problem: 'missing-value', what: slot.what, option: slot.option, config: ref.docusaurusConfig },
        file: own ? relative(root, own) : CONFIG_FILE,
        ...(own ? configPosition(readFileSync(own, 'utf8'), slot.key) : {}),
      });
    }
    const { evaluated, text, rel } = await runOf(file, { root, ms, runs, takes: slot.option });
    let value: unknown = evaluated.config;
    for (const step of ref.path) value = value && typeof value === 'object' ? (value as never)[step] : undefined;
    if (!ACCEPTS[slot.option](value))
      throw docusaurusConfigError({
        args: {
          problem: 'no-value',
          option: slot.option,
          file: rel,
          path: ref.path.join('.'),
          entry: describeValue(value),
        },
        file: rel,
        ...configPosition(text, ref.path),
      });
    taken.set(ref, {
      value,
      file: rel,
      text,
      path: ref.path,
      ...(evaluated.locate ? { locate: evaluated.locate } : {}),
    });
    inputs.push(...evaluated.inputs);
  }
  return { taken, inputs, runs };
}
