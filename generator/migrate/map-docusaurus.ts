// Turn an evaluated docusaurus.config into a zapsite config object, keeping a record of what was
// carried over and of every setting that was not (with the reason). Plain data in, plain data out:
// read-docusaurus.ts evaluates the config, write-config.ts prints the result.
import { mapState, type Obj, type Unmapped } from './map/common.ts';
import { mapSite } from './map/site.ts';
import { readExtendedPlugins, readPlugins } from './map/plugins.ts';
import { mapDocs, mapDocsInstances } from './map/docs.ts';
import { mapBlog, mapBlogInstances } from './map/blog.ts';
import { mapPagesAndMarkdown } from './map/pages-markdown.ts';
import { mapLayout, mapMermaid, mapPrism, mapSearch } from './map/theme-config.ts';
import { mapBrokenLinks, mapDeployment, mapOutputs, reportTheRest } from './map/outputs.ts';
import { mapClientModules, mapCustomFields, mapHeadTags, mapLocalPlugins } from './map/site-code.ts';
import type { LocalPlugin } from './local-plugins.ts';
import type { PackagePlugin } from './package-plugins.ts';
import type { PluginOrigins } from './markdown-plugin-origins.ts';

export type { Unmapped } from './map/common.ts';

export interface Mapping {
  config: Record<string, unknown>;
  /** One line per zapsite key written: the key and where it came from. */
  mapped: string[];
  unmapped: Unmapped[];
}

/** Each section of the config in turn; the order is the order of the written config and the report. */
/** `origins`: where the config's remark/rehype plugin functions came from (read-docusaurus.ts), and the published plugins package-plugins.ts tried. */
export function mapDocusaurusConfig(
  dc: Obj,
  root: string,
  localPlugins: LocalPlugin[] = [],
  origins?: { pluginOrigins: PluginOrigins; configName: string; packagePlugins?: readonly PackagePlugin[] },
): Mapping {
  const packagePlugins = origins?.packagePlugins ?? [];
  const m = { ...mapState(dc, root), ...origins };
  mapSite(m);
  const plugins = readPlugins(m, new Set(localPlugins.map((p) => p.entry)), packagePlugins);
  readExtendedPlugins(m, plugins, localPlugins);
  mapDocs(m, plugins.docs);
  mapDocsInstances(m, plugins.docsInstances);
  mapBlog(m, plugins.blog);
  mapBlogInstances(m, plugins.blogInstances);
  const hooks = mapPagesAndMarkdown(m, plugins);
  mapLayout(m);
  mapSearch(m, plugins.localSearch);
  mapPrism(m);
  mapMermaid(m);
  mapOutputs(m, plugins);
  mapBrokenLinks(m, hooks);
  mapCustomFields(m);
  mapHeadTags(m);
  mapClientModules(m);
  mapLocalPlugins(m, localPlugins, packagePlugins);
  mapDeployment(m);
  reportTheRest(m);
  return { config: m.out, mapped: m.mapped, unmapped: m.unmapped };
}
