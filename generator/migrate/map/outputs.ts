// What the build writes besides pages (sitemap, redirects, remote content, llms.txt), the broken-link
// rules, and the top-level settings nothing else read.
import { DOCUSAURUS_DEFAULTS, isObj, pick, severity, type MapState, type Obj } from './common.ts';
import { isPlainData } from './site-code.ts';
import type { PluginOptions } from './plugins.ts';

const DEPLOYMENT = ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort'];

/**
 * The deployment settings, which zapsite does not use (it builds and leaves deploying to you), kept
 * for site code that reads them from `siteConfig` (a "Star on GitHub" link from `organizationName`).
 */
export function mapDeployment(m: MapState): void {
  const kept: Obj = Object.fromEntries(
    DEPLOYMENT.flatMap((k) => (['string', 'number', 'boolean'].includes(typeof m.dc[k]) ? [[k, m.dc[k]]] : [])),
  );
  if (Object.keys(kept).length)
    m.mapped.push(
      `docusaurusSiteConfig <- ${Object.keys(kept).join(', ')} (for site code that reads them from useDocusaurusContext; zapsite builds into build/ and leaves deploying to you)`,
    );
  for (const { key, file } of siteConfigReads(m)) {
    kept[key] = { docusaurusConfig: `./${m.configName}`, path: [key] };
    m.mapped.push(
      `docusaurusSiteConfig.${key} <- ${key} (${file} reads siteConfig.${key}: taken from ${m.configName} at each build, as JSON, as Docusaurus gives it to pages)`,
    );
  }
  if (Object.keys(kept).length) m.out.docusaurusSiteConfig = kept;
}

/** The parts of a Docusaurus siteConfig that zapsite's config does not hold, which site code may read. */
const FROM_CONFIG = ['presets', 'plugins', 'themes'];

/**
 * Those of FROM_CONFIG the Docusaurus config sets and the site's code reads (`siteConfig.presets`,
 * `siteConfig['presets']`, `const { presets } = siteConfig`), each with the first file that does.
 */
function siteConfigReads(m: MapState): { key: string; file: string }[] {
  if (!m.configName || !m.siteTexts) return [];
  const reads: { key: string; file: string }[] = [];
  for (const key of FROM_CONFIG) {
    if (m.dc[key] === undefined) continue;
    const read = new RegExp(
      `\\bsiteConfig\\s*(?:\\?\\.|\\.)\\s*${key}\\b|\\bsiteConfig\\s*\\[\\s*['"]${key}['"]\\s*\\]|\\{[^{}]*\\b${key}\\b[^{}]*\\}\\s*=\\s*siteConfig\\b`,
    );
    const file = [...m.siteTexts].find(([path, text]) => path !== m.configName && read.test(text))?.[0];
    if (file) reads.push({ key, file });
  }
  return reads;
}

export function mapOutputs(m: MapState, plugins: PluginOptions): void {
  const { out, mapped, rest } = m;
  const { sitemap, redirects, createRedirects, redirectExtensions, remoteContent, llms } = plugins;
  // Docusaurus's sitemap leaves nothing out by default; zapsite's leaves out tag and list pages.
  const sm = sitemap ?? {};
  const keys = ['changefreq', 'priority', 'lastmod', 'ignorePatterns'];
  out.sitemap = { ignorePatterns: [], ...pick(sm, keys) };
  mapped.push(`sitemap (ignorePatterns ${JSON.stringify((out.sitemap as Obj).ignorePatterns)})`);
  rest(sm, ['sitemap'], keys, (k) => `zapsite's sitemap does not read "${k}".`);
  if (redirects.length) {
    out.redirects = redirects;
    mapped.push(`redirects <- @docusaurus/plugin-client-redirects (${redirects.length})`);
  }
  if (createRedirects) {
    out.createRedirects = createRedirects;
    mapped.push(
      `createRedirects <- @docusaurus/plugin-client-redirects (a function, taken from ${createRedirects.docusaurusConfig.replace(/^\.\//, '')} at each build)`,
    );
  }
  const extensions = Object.entries(redirectExtensions).filter(([, list]) => list.length);
  if (extensions.length) {
    out.redirectExtensions = Object.fromEntries(extensions);
    mapped.push(
      `redirectExtensions <- @docusaurus/plugin-client-redirects ${extensions.map(([k, list]) => `${k}Extensions ${JSON.stringify(list)}`).join(', ')}`,
    );
  }
  if (remoteContent.length) {
    out.remoteContent = remoteContent;
    mapped.push(
      `remoteContent <- docusaurus-plugin-remote-content (${remoteContent.map((r) => String(r.name)).join(', ')})`,
    );
  }
  if (llms) {
    // The plugin's default folder is 'docs'; zapsite checks it names the docs folder, so a site
    // whose docs live elsewhere gets that folder written out.
    const docsPath = typeof out.docs === 'object' && out.docs ? String((out.docs as Obj).path) : undefined;
    out.llms = llms.docsDir === undefined && docsPath && docsPath !== 'docs' ? { ...llms, docsDir: docsPath } : llms;
    mapped.push('llms <- docusaurus-plugin-llms');
  }
}

export function mapBrokenLinks(m: MapState, hooks: Obj): void {
  const { dc, out, mapped } = m;
  // --- broken-link rules: Docusaurus's values written out, as zapsite's defaults are stricter ---------
  out.onBrokenLinks = severity(dc.onBrokenLinks) ?? DOCUSAURUS_DEFAULTS.onBrokenLinks;
  out.onBrokenAnchors = severity(dc.onBrokenAnchors) ?? DOCUSAURUS_DEFAULTS.onBrokenAnchors;
  out.onBrokenMarkdownLinks =
    severity(hooks.onBrokenMarkdownLinks) ??
    severity(dc.onBrokenMarkdownLinks) ??
    DOCUSAURUS_DEFAULTS.onBrokenMarkdownLinks;
  if (severity(hooks.onBrokenMarkdownImages)) out.onBrokenImages = severity(hooks.onBrokenMarkdownImages);
  // Docusaurus checks Markdown images only; an <img> written as HTML or JSX is never looked for.
  out.onBrokenHtmlImages = 'warn';
  mapped.push(
    `onBrokenLinks '${String(out.onBrokenLinks)}', onBrokenAnchors '${String(out.onBrokenAnchors)}', onBrokenMarkdownLinks '${String(out.onBrokenMarkdownLinks)}', onBrokenHtmlImages 'warn' (Docusaurus does not check HTML and JSX images)`,
  );
}

export function reportTheRest(m: MapState): void {
  const { dc, themeConfig, rest } = m;
  // --- everything else at the top level -------------------------------------------------------------
  const known = [
    'title',
    'tagline',
    'titleDelimiter',
    'url',
    'baseUrl',
    'favicon',
    'trailingSlash',
    'onDuplicateRoutes',
    'i18n',
    'presets',
    'plugins',
    'themes',
    'themeConfig',
    'markdown',
    'staticDirectories',
    'onBrokenLinks',
    'onBrokenAnchors',
    'onBrokenMarkdownLinks',
    'customFields',
    'headTags',
    'scripts',
    'stylesheets',
    'clientModules',
  ];
  const carried = Object.keys((m.out.docusaurusSiteConfig ?? {}) as Obj);
  rest(dc, [], [...known, ...carried], (k) =>
    DEPLOYMENT.includes(k)
      ? 'a deployment setting that is not a string, number or boolean: zapsite builds into build/ and leaves deploying to you.'
      : k === 'future'
        ? "zapsite reads only whether Docusaurus Faster's SWC loader is on (typescriptInJs); the other flags tune Docusaurus's own build, except v4's turning off of MDX 1 compatibility, which zapsite keeps on (`:::tip Title`, `<!-- -->` and `{#id}` are read)."
        : `zapsite does not read the top-level setting "${k}".`,
  );
  const themeKnown = [
    'image',
    'metadata',
    'docs',
    'navbar',
    'footer',
    'colorMode',
    'announcementBar',
    'algolia',
    'prism',
    'tableOfContents',
    'liveCodeBlock',
  ];
  // @docusaurus/theme-live-codeblock's (markdown.liveCodeBlocks): the result is drawn below the editor.
  const live = themeConfig.liveCodeBlock;
  if (isObj(live))
    rest(
      live,
      ['themeConfig', 'liveCodeBlock'],
      live.playgroundPosition === 'top' ? [] : ['playgroundPosition'],
      (k) => `zapsite draws a live code block's result below its editor and does not read "${k}" set so.`,
    );
  // The keys of the site's plugins and themes (image zoom's `zoom`), read by their code from
  // siteConfig.themeConfig: kept as data for it, as Docusaurus serializes them.
  const kept: Obj = {};
  for (const [k, v] of Object.entries(themeConfig))
    if (!themeKnown.includes(k) && v !== undefined && isPlainData(v)) kept[k] = v;
  if (Object.keys(kept).length) {
    m.out.docusaurusSiteConfig = { ...(m.out.docusaurusSiteConfig as Obj | undefined), themeConfig: kept };
    m.mapped.push(
      `docusaurusSiteConfig.themeConfig <- ${Object.keys(kept).join(', ')} (for the code of the site and its plugins that reads them from siteConfig.themeConfig)`,
    );
  }
  rest(
    themeConfig,
    ['themeConfig'],
    [...themeKnown, ...Object.keys(kept)],
    (k) => `zapsite's theme does not read themeConfig.${k}, and it is not plain data to keep for the site's code.`,
  );
}
