// The pages plugin, the static folder, the theme's stylesheets and the markdown options.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findLiveComponents, siteTexts, type LiveComponent } from '../interactive.ts';
import { findLiveThemeComponents } from '../live-theme.ts';
import { findLivePackageComponents } from '../live-packages.ts';
import { buildTimeOnly, findLivePages } from '../live-pages.ts';
import { isObj, mapConfigFunction, str, type MapState, type Obj } from './common.ts';
import type { PluginOptions } from './plugins.ts';
import { MARKDOWN_PLUGIN_KEYS, mapMarkdownPlugins } from './markdown-plugins.ts';
import { isPlainData } from './site-code.ts';

const COMPONENT_FILES = [
  'src/theme/MDXComponents.tsx',
  'src/theme/MDXComponents.ts',
  'src/theme/MDXComponents.jsx',
  'src/theme/MDXComponents.js',
];

/** Returns `markdown.hooks`, whose broken-link settings are mapped with the top-level ones. */
export function mapPagesAndMarkdown(m: MapState, plugins: PluginOptions): Obj {
  const { dc, root, out, mapped, skip, rest } = m;
  const { pages, customCss, mermaidTheme, liveCodeBlocks } = plugins;
  if (pages === false) {
    skip(
      ['pages'],
      'pages: false is not supported; zapsite always reads the pages folder (an empty or missing one is fine).',
    );
  }
  const p = isObj(pages) ? pages : {};
  out.pages = { path: str(p.path) ?? 'src/pages' };
  if (str(p.routeBasePath) && p.routeBasePath !== '/')
    skip(['pages', 'routeBasePath'], 'zapsite serves pages from the site root.');
  mapMarkdownPlugins(m, p, out.pages as Obj, 'pages');
  rest(
    p,
    ['pages'],
    ['id', 'path', 'routeBasePath', 'admonitions', ...MARKDOWN_PLUGIN_KEYS],
    (k) => `zapsite's pages do not read "${k}".`,
  );
  mapped.push(`pages (path '${String((out.pages as Obj).path)}')`);

  const staticDirs = Array.isArray(dc.staticDirectories)
    ? dc.staticDirectories.filter((s): s is string => typeof s === 'string')
    : ['static'];
  out.staticDir = staticDirs[0] ?? 'static';
  if (staticDirs.length > 1)
    skip(
      ['staticDirectories'],
      `zapsite copies one static folder ("${staticDirs[0]}"); ${staticDirs.slice(1).join(', ')} are left out.`,
    );
  mapped.push(`staticDir '${String(out.staticDir)}'`);

  // The classic theme: Docusaurus's DOM and class names, so the site's CSS and components still fit.
  out.theme = { name: 'classic', customCss, infima: true };
  mapped.push(`theme (classic, Infima${customCss.length ? `, customCss ${customCss.join(', ')}` : ''})`);

  const markdown: Obj = {};
  const md = isObj(dc.markdown) ? dc.markdown : {};
  if (str(md.format)) markdown.format = md.format;
  if (md.mermaid === true || mermaidTheme) markdown.mermaid = true;
  if (md.emoji === false) markdown.emoji = false;
  if (liveCodeBlocks) markdown.liveCodeBlocks = true;
  if (isObj(md.anchors)) {
    if (md.anchors.maintainCase === true) markdown.anchors = { maintainCase: true };
    rest(md.anchors, ['markdown', 'anchors'], ['maintainCase'], (k) => `zapsite does not read markdown.anchors.${k}.`);
  }
  if (md.remarkRehypeOptions !== undefined) {
    if (isObj(md.remarkRehypeOptions) && isPlainData(md.remarkRehypeOptions))
      markdown.remarkRehypeOptions = md.remarkRehypeOptions;
    else
      skip(
        ['markdown', 'remarkRehypeOptions'],
        'only plain data is carried over (handlers are functions); give them in zapsite.config.ts markdown.remarkRehypeOptions.',
      );
  }
  mapAdmonitions(m, [plugins.docs, plugins.blog, pages, ...plugins.docsInstances, ...plugins.blogInstances], markdown);
  const components = COMPONENT_FILES.find((f) => existsSync(join(root, f)));
  if (components) markdown.components = components;
  const folders = [out.docs, out.blog, ...[out.docsInstances, out.blogInstances].flat()]
    .map((o) => (isObj(o) ? str(o.path) : undefined))
    .filter((p): p is string => p !== undefined);
  const livePages = findLivePages(root, String((out.pages as Obj).path));
  // The site's files, read once for both searches.
  const texts = (m.siteTexts = siteTexts(root, folders));
  // A component that imports a module zapsite renders at build time only cannot be bundled for the
  // browser: it renders at build time, as a React page that does (live-pages.ts).
  const liveSite = findLiveComponents(root, folders, texts);
  const liveTheme = findLiveThemeComponents(root, texts).filter((t) => !liveSite.some((c) => c.name === t.name));
  const liveComponents = [...liveSite, ...liveTheme].filter((c) => {
    if (!buildTimeOnly(root, c.file)) return true;
    skip(
      ['markdown', 'interactive', c.name],
      `${c.file} uses ${c.because}, but it imports a module zapsite renders at build time only (@theme/Tabs, @theme/TabItem): it renders at build time, and its state and handlers do not run.`,
    );
    return false;
  });
  const own = [...liveComponents, ...livePages];
  const fromPackages = findLivePackageComponents(root, texts, new Set(own.map((c) => c.name)), {
    components,
    leftOut: (name, spec) =>
      skip(
        ['markdown', 'interactive', name],
        `${spec} exports a live ${name}, but the site's MDXComponents gives MDX another component of that name: it is not marked interactive, so it renders at build time where the site's code uses it; import it under another name to have it hydrate.`,
      ),
  });
  const live = [...own, ...fromPackages];
  if (live.length) {
    // Instances that share state hydrate on load, so that none misses a change another makes.
    const when = (c: LiveComponent) => (c.shared ? 'load' : 'visible');
    markdown.interactive = Object.fromEntries(live.map((c) => [c.name, when(c)]));
    // Docusaurus pages import components from their own files; zapsite finds each there by name.
    markdown.interactiveFrom = Object.fromEntries(live.map((c) => [c.name, c.file]));
    for (const c of live)
      mapped.push(
        livePages.includes(c)
          ? `markdown.interactive ${c.name}: 'visible' (the React page ${c.file} uses ${c.because}: it hydrates whole, as in Docusaurus)`
          : c.host
            ? `markdown.interactive ${c.name}: 'visible' (${c.file} writes ${c.because}, a live component handed a function its own code makes: ${c.name} hydrates whole, as in Docusaurus)`
            : fromPackages.includes(c)
              ? `markdown.interactive ${c.name}: 'visible' (the package module ${c.file} exports it, and its source uses ${c.because}: it hydrates where the site renders it, as in Docusaurus)`
              : c.shared
                ? `markdown.interactive ${c.name}: 'load' (${c.file} uses ${c.because}, and its instances keep in step through ${c.shared}: each hydrates as the page loads, as in Docusaurus)`
                : `markdown.interactive ${c.name}: 'visible' (${c.file} uses ${c.because}; Docusaurus hydrates it, zapsite only what is marked)`,
      );
  }
  const hooks = isObj(md.hooks) ? md.hooks : {};
  rest(
    hooks,
    ['markdown', 'hooks'],
    ['onBrokenMarkdownLinks', 'onBrokenMarkdownImages'],
    (k) => `zapsite does not read markdown.hooks.${k}.`,
  );
  // Taken from the Docusaurus config at each build, as a function there cannot be written here.
  for (const key of ['preprocessor', 'parseFrontMatter'] as const)
    mapConfigFunction(m, { from: md, to: markdown, where: ['markdown'] }, key);
  rest(
    md,
    ['markdown'],
    ['format', 'mermaid', 'emoji', 'hooks', 'remarkRehypeOptions', 'anchors', 'preprocessor', 'parseFrontMatter'],
    (k) => `zapsite does not read markdown.${k}.`,
  );
  if (Object.keys(markdown).length) {
    out.markdown = markdown;
    mapped.push(`markdown (${Object.keys(markdown).join(', ')})`);
  }
  return hooks;
}

/**
 * The content plugins' `admonitions` option (keywords of the site's own, beside Docusaurus's unless
 * `extendDefaults: false`): one list for the site, `markdown.admonitions`.
 */
function mapAdmonitions(m: MapState, sources: unknown[], markdown: Obj): void {
  const keywords = new Set<string>();
  let extendDefaults = true;
  for (const source of sources) {
    const given = isObj(source) ? source.admonitions : undefined;
    if (given === false)
      m.skip(['admonitions'], 'admonitions: false is not supported: zapsite reads admonitions everywhere.');
    if (!isObj(given)) continue;
    for (const k of Array.isArray(given.keywords) ? given.keywords : []) if (typeof k === 'string') keywords.add(k);
    if (given.extendDefaults === false) extendDefaults = false;
  }
  if (!keywords.size && extendDefaults) return;
  markdown.admonitions = { keywords: [...keywords], ...(extendDefaults ? {} : { extendDefaults: false }) };
  m.mapped.push(
    `markdown.admonitions (${[...keywords].join(', ') || 'none'}${extendDefaults ? '' : ", without Docusaurus's"})`,
  );
}
