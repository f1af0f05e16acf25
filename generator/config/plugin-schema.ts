// The config schema's plugin entries: the site's remark and rehype plugins, and its Docusaurus plugins.
import { z } from 'zod';

// A remark or rehype plugin as Docusaurus's content plugins take it: a function, a module path
// (relative to the site folder) or package name, or either with its options as a pair. Or an entry
// of a Docusaurus config that cannot be written here (a function written in it, options holding
// functions): the config and the entry's path in it, taken from the config as it runs at each build.
const pluginRef = z.union([
  z.string().min(1),
  z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'a plugin function'),
  z.strictObject({
    docusaurusConfig: z.string().min(1),
    path: z.array(z.union([z.string(), z.number()])).min(1),
  }),
]);
const pluginList = z.array(z.union([pluginRef, z.tuple([pluginRef]).rest(z.unknown())])).default([]);
/**
 * The site's own Markdown plugins for one kind of content, as Docusaurus's docs, blog and pages
 * plugins take them: `beforeDefault…` run before zapsite's own Markdown rules, the others after,
 * on `.md` and `.mdx` files alike.
 */
export const markdownPlugins = {
  remarkPlugins: pluginList,
  rehypePlugins: pluginList,
  beforeDefaultRemarkPlugins: pluginList,
  beforeDefaultRehypePlugins: pluginList,
};
export type MarkdownPluginEntry = z.output<typeof pluginList>[number];

/** A plugin written in the config: Docusaurus's `(context, options) => plugin`. */
export const pluginFunction = z.custom<(context: unknown, options: unknown) => unknown>(
  (v) => typeof v === 'function',
  'a plugin function',
);

/**
 * A plugin function written in a Docusaurus config (`plugins: [function (context, options) {...}]`),
 * which zapsite.config.ts cannot hold: the build runs that config and takes its `plugins[index]`
 * (site-plugins/docusaurus-config.ts). `zapsite migrate` writes these.
 */
export const docusaurusPlugin = z.strictObject({
  docusaurusConfig: z.string().min(1),
  index: z.number().int().nonnegative(),
});
