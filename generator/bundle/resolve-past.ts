// A plugin that takes some imports over asks esbuild first where such an import leads without it:
// its mark in pluginData keeps its own onResolve out of that second ask.
import type { Message, OnResolveArgs, PluginBuild } from 'esbuild';

/** Where esbuild resolves `args` past the plugin marked `mark`: the file, esbuild's errors, or undefined (external, or no file). */
export async function resolvedPast(
  b: PluginBuild,
  args: OnResolveArgs,
  mark: unknown,
): Promise<{ path: string } | { errors: Message[] } | undefined> {
  const found = await b.resolve(args.path, {
    resolveDir: args.resolveDir,
    importer: args.importer,
    kind: args.kind,
    pluginData: mark,
  });
  if (found.errors.length) return { errors: found.errors };
  return found.external || !found.path ? undefined : { path: found.path };
}
