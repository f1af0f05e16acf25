// The options of one docs instance: the `docs` key's for the default docs, a `docsInstances`
// entry's for a further one (what a page or source file marks as its `instance`).
import type { BlogOptions, DocsOptions, ResolvedConfig } from './schema.ts';

export function docsOptionsOf(config: ResolvedConfig, instance: string | undefined): DocsOptions | undefined {
  if (instance === undefined) return config.docs || undefined;
  return config.docsInstances.find((d) => d.id === instance);
}

/** The options of one blog: the `blog` key's for the default blog, a `blogInstances` entry's for a further one. */
export function blogOptionsOf(config: ResolvedConfig, instance: string | undefined): BlogOptions | undefined {
  if (instance === undefined) return config.blog || undefined;
  return config.blogInstances.find((b) => b.id === instance);
}
