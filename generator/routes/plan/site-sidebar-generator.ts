// A docs instance's `sidebarItemsGenerator` (the site's function, written in zapsite.config.ts or
// taken from its Docusaurus config) made ready for one version: what it is called with, and where it
// is reported when it throws.
import { relative, resolve } from 'node:path';
import { optionValue } from '../../config/docusaurus-value.ts';
import type { ResolvedConfig } from '../../config/schema.ts';
import { diag } from '../../diagnostics.ts';
import type { CategoryFile, DocInput, DocsResult } from '../docs.ts';
import { optionPlace, readText } from '../option-place.ts';
import type { SidebarItemsGenerator, SiteItemsInput } from '../sidebars/site-items.ts';
import { CONFIG_FILE } from '../../config/file-names.ts';
import type { DocsVersion } from '../versions.ts';

export interface GeneratorOwner {
  config: ResolvedConfig;
  /** The instance's options (config.docs, or one of config.docsInstances). */
  docsConfig: { sidebarItemsGenerator?: unknown };
  instance?: string;
}

/** The site's generator for one version, or undefined when the instance has none. */
export function siteGenerator(
  owner: GeneratorOwner,
  version: DocsVersion,
  docs: { result: DocsResult; inputs: DocInput[]; categories: CategoryFile[] },
): SiteItemsInput | undefined {
  const { config, docsConfig, instance } = owner;
  const { value, taken } = optionValue(docsConfig.sidebarItemsGenerator, config.docusaurusValues);
  if (typeof value !== 'function') return undefined;
  const index = instance ? config.docsInstances.findIndex((d) => d.id === instance) : -1;
  const key = [...(instance ? ['docsInstances', index] : ['docs']), 'sidebarItemsGenerator'];
  const options = instance ? `docsInstances "${instance}"` : 'docs';
  // What it returns is reported in the file that holds it.
  const source = taken
    ? { relPath: taken.file, text: taken.text }
    : config.configFile
      ? { relPath: relative(config.root, config.configFile), text: readText(config.configFile) }
      : { relPath: CONFIG_FILE, text: '' };
  return {
    generator: value as SidebarItemsGenerator,
    root: config.root,
    docs: docs.result.docs,
    inputs: docs.inputs,
    categories: docs.categories,
    version: { versionName: version.name, contentPath: resolve(config.root, version.dir) },
    autogenerate: docs.result.autogenerate,
    indexes: docs.result.indexes,
    source,
    threw: (error) =>
      diag({
        code: 'sidebar-items-generator',
        args: { options, version: version.name, error: error instanceof Error ? error.message : String(error) },
        ...optionPlace(error, config, key, taken),
      }),
  };
}
