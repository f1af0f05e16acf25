// The site's own PostCSS plugins, as Docusaurus runs them: its plugins' configurePostCss() hooks
// (site-plugins/run.ts) add to the options Docusaurus's postcss-loader takes (Tailwind, most often),
// and every stylesheet of the site goes through them before it is bundled: plain CSS, CSS modules
// and Sass once compiled (site-styles.ts). Docusaurus's own first plugin, postcss-preset-env, is in
// the list the hooks see, so a hook that edits its options still runs; zapsite does not run it (esbuild
// lowers the CSS for the browsers it targets).
//
// Kept by site folder, set once the site's plugins have run: the plugins are live functions, which
// the config (cloned to build workers) cannot carry. Bundling happens on the main thread only.
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { PartialMessage } from 'esbuild';
import postcss, { type AcceptedPlugin, CssSyntaxError } from 'postcss';

// The entries presetEnvEntry made: passed over when the plugins run, whatever a hook did to them.
const presetEntries = new WeakSet<object>();

/**
 * The first entry of the options the hooks are given, as Docusaurus gives it (`[name, {}]`, its
 * options there for a hook to edit): a new one for each run of the hooks, left out when they are run.
 */
export function presetEnvEntry(): unknown[] {
  const entry = ['postcss-preset-env', {}];
  presetEntries.add(entry);
  return entry;
}

const bySite = new Map<string, AcceptedPlugin[]>();

/**
 * The plugins the hooks left in the list, made ready for PostCSS: a package name or a
 * `[name, options]` pair is loaded from the site folder, as postcss-loader loads it.
 */
export function setSitePostcss(root: string, plugins: readonly unknown[]): void {
  const ready = readyPlugins(root, plugins);
  if (ready.length) bySite.set(root, ready);
  else bySite.delete(root);
}

/** The list as PostCSS takes it; throws, saying which, for a package the site does not have. */
export function readyPlugins(root: string, plugins: readonly unknown[]): AcceptedPlugin[] {
  const fromSite = createRequire(join(root, 'package.json'));
  const ready: AcceptedPlugin[] = [];
  for (const p of plugins) {
    if (typeof p === 'object' && p !== null && presetEntries.has(p)) continue;
    const [name, options] = Array.isArray(p) ? p : [p, undefined];
    if (typeof name === 'string') {
      let made: { default?: unknown };
      try {
        made = fromSite(name) as { default?: unknown };
      } catch {
        throw new Error(`its PostCSS plugin "${name}" is not installed in the site (npm install -D ${name})`);
      }
      const creator = (made.default ?? made) as (o?: unknown) => AcceptedPlugin;
      ready.push(creator(options));
    } else if (name && (typeof name === 'function' || typeof name === 'object')) ready.push(name as AcceptedPlugin);
  }
  return ready;
}

/** Whether the site has PostCSS plugins of its own. */
export function hasSitePostcss(root: string): boolean {
  return bySite.has(root);
}

/**
 * `css` (the text of `file`) through the site's PostCSS plugins: the CSS and the files they read
 * (Tailwind names the content it scanned), or the error at its line. Unchanged without plugins.
 */
export async function siteCss(
  root: string,
  file: string,
  css: string,
): Promise<{ css: string; files: string[] } | { error: PartialMessage }> {
  const plugins = bySite.get(root);
  if (!plugins) return { css, files: [] };
  try {
    const result = await postcss(plugins).process(css, { from: file, to: file, map: false });
    const files = result.messages.flatMap((m) =>
      m.type === 'dependency' && typeof m.file === 'string' ? [m.file as string] : [],
    );
    return { css: result.css, files };
  } catch (error) {
    const text = `PostCSS: ${error instanceof CssSyntaxError ? error.reason : error instanceof Error ? error.message : String(error)}`;
    const where =
      error instanceof CssSyntaxError && error.line !== undefined
        ? {
            location: {
              file: relative(root, error.file ?? file),
              line: error.line,
              column: (error.column ?? 1) - 1,
              lineText: (error.source ?? css).split('\n')[error.line - 1] ?? '',
            },
          }
        : { location: { file: relative(root, file), line: 1, column: 0, lineText: css.split('\n')[0] ?? '' } };
    return { error: { text, detail: { code: 'css-postcss', args: { error: text } }, ...where } };
  }
}
