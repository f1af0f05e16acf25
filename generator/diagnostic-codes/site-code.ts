// The catalogue's entries for the site's own code as it runs: time limits, process exits, stray
// errors, and site plugins. (generator/diagnostic-codes.ts joins them).
import type { TakenOption } from '../config/docusaurus-value.ts';
import type { CatalogueEntry } from './entry.ts';

/** Where site code ran past the limit (site-timeout); `seconds`: the limit. */
type SiteTimeout = { seconds: number } &
  /** `what`: the plugin method, e.g. the plugin "x"'s loadContent(). */
  (
    | { in: 'plugin'; what: string }
    /** `file`: the config, or the page being rendered. */
    | { in: 'config' | 'page'; file: string }
    | { in: 'between-pages' }
  );
const siteTimeoutMessage = (a: SiteTimeout): string => {
  const s = `${a.seconds} s`;
  switch (a.in) {
    case 'plugin':
      return `Code of ${a.what} did not finish within ${s}, so the build stopped.`;
    case 'config':
      return `Code from ${a.file} (a getter, or a timer or callback it set up) did not finish within ${s}, so the build stopped.`;
    case 'page':
      return `Code from ${a.file} (the page, a component it renders, or a timer it set) did not finish within ${s}, so the build stopped.`;
    case 'between-pages':
      return `A build worker did not finish within ${s}, between pages (no file to name: a timer or callback a page set up), so the build stopped.`;
  }
};

/**
 * Why a Docusaurus config a plugin or an option's function is taken from cannot be used
 * (plugin-docusaurus-config); `takes`: what the build takes from it, when not plugins.
 */
type DocusaurusConfigProblem =
  /** plugins[`position`] of the zapsite config names `config`, which is not there. */
  | { problem: 'missing'; position: number; config: string }
  /** `what` (The editUrl of docsInstances "community", createRedirects) in the zapsite config names `config`, which is not there. */
  | { problem: 'missing-value'; what: string; option: TakenOption; config: string }
  /** plugins[`index`] of `file` is no function: it holds `entries` plugins, or the entry is `entry`. */
  | { problem: 'not-function'; index: number; file: string; entries: number; entry: string | undefined }
  /** `file` holds no `option` function (or URL) at `path` (e.g. presets.0.1.docs.editUrl) but `entry`. */
  | { problem: 'no-value'; option: TakenOption; file: string; path: string; entry: string }
  | { problem: 'timeout'; file: string; seconds: number; takes?: TakenOption }
  | { problem: 'compile'; file: string; error: string; takes?: TakenOption }
  /** `located`: the error has a place in the file. */
  | { problem: 'threw'; file: string; error: string; located: boolean; takes?: TakenOption };
/** Where in a Docusaurus config each option taken from it is written. */
const OPTIONS_OF: Record<TakenOption, string> = {
  editUrl: 'docs or blog',
  sidebarItemsGenerator: 'docs',
  createRedirects: 'client-redirects',
  siteConfig: 'site',
  preprocessor: 'markdown',
  parseFrontMatter: 'markdown',
};
const docusaurusConfigMessage = (a: DocusaurusConfigProblem): string => {
  if (a.problem === 'missing')
    return `plugins[${a.position}] takes a plugin from ${a.config}, which does not exist (relative to the site folder).`;
  if (a.problem === 'missing-value')
    return `${a.what} is taken from ${a.config}, which does not exist (relative to the site folder).`;
  if (a.problem === 'not-function')
    return `The plugin at plugins[${a.index}] of ${a.file} is not a plugin function: ${a.entry === undefined ? `it has ${a.entries} plugins` : `that entry is ${a.entry}`}. Run \`zapsite migrate --force\` again after changing the plugins there.`;
  if (a.problem === 'no-value')
    return `${a.file} has no ${a.option} at ${a.path}: that is ${a.entry}. Run \`zapsite migrate --force\` again after changing the ${OPTIONS_OF[a.option]} options there.`;
  const takes =
    a.takes === 'createRedirects'
      ? 'the createRedirects function'
      : a.takes === 'siteConfig'
        ? 'the siteConfig values site code reads'
        : a.takes === 'preprocessor' || a.takes === 'parseFrontMatter'
          ? `the markdown.${a.takes} function`
          : `the ${a.takes ?? 'plugin'} functions`;
  const lead = `${a.file} could not be run to take ${takes} written in it`;
  if (a.problem === 'timeout') return `${lead}: it did not finish within ${a.seconds} s.`;
  if (a.problem === 'compile') return `${lead}: it does not compile: ${a.error}`;
  return a.located ? `${lead}: ${a.error}` : `${lead}: ${a.error} (the error has no line in it).`;
};
const docusaurusConfigHint = (a: DocusaurusConfigProblem): string => {
  const option = 'option' in a ? a.option : 'takes' in a ? a.takes : undefined;
  if (option === 'editUrl')
    return 'zapsite runs this config at every build to take the editUrl functions written in it, as Docusaurus would: fix the cause here, or write editUrl in zapsite.config.ts (a URL, or a function).';
  if (option === 'createRedirects')
    return 'zapsite runs this config at every build to take the createRedirects function written in it, as Docusaurus would: fix the cause here, or write createRedirects in zapsite.config.ts.';
  if (option === 'preprocessor' || option === 'parseFrontMatter')
    return `zapsite runs this config at every build to take the markdown.${option} function written in it, as Docusaurus would: fix the cause here, or write markdown.${option} in zapsite.config.ts.`;
  if (option === 'siteConfig')
    return 'zapsite runs this config at every build to give site code the presets, plugins or themes it reads from siteConfig, as Docusaurus would: fix the cause here, or remove the reference from docusaurusSiteConfig in zapsite.config.ts (siteConfig then holds none).';
  return "zapsite runs this config at every build to take the plugin functions written in it, as Docusaurus would: fix the cause here, or move the function into a file of the site and list the file's path in `plugins`.";
};

/** A plugin method zapsite does not run (plugin-method-unsupported), of the plugin `plugin`. */
type UnsupportedMethod = { plugin: string } & (
  | { method: 'lifecycle'; key: string }
  /** `note`: what reading its webpack config found (shared with zapsite migrate's report). */
  | { method: 'configureWebpack'; note: string }
  | { method: 'addRoute'; path: string; component: string }
);
const unsupportedMethodMessage = (a: UnsupportedMethod): string =>
  a.method === 'lifecycle'
    ? `The plugin "${a.plugin}" defines ${a.key}(), which zapsite does not run: what it does is left out of the site.`
    : a.method === 'configureWebpack'
      ? `The plugin "${a.plugin}": ${a.note}`
      : `The plugin "${a.plugin}" added the route ${a.path} with the component ${a.component}, which is not a .js, .jsx, .ts or .tsx file of the site, so the page is left out.`;

export const SITE_CODE_CODES = {
  'site-timeout': {
    title: 'Site code that did not finish in time',
    severity: 'error',
    message: siteTimeoutMessage,
    hint: (a: SiteTimeout) =>
      `${
        a.in === 'config'
          ? 'Look for a loop that never ends in the config or a file it imports.'
          : a.in === 'plugin'
            ? 'Look for a loop that never ends, or an await on something that never comes, in this plugin method.'
            : a.in === 'page'
              ? 'Look for a loop that never ends, or an await on something that never comes, in this page or a component it uses.'
              : 'Look for a loop in a timer or callback that a page or component sets up.'
      } The limit is 60 s unless ZAPSITE_SITE_CODE_TIMEOUT=<seconds> sets another; the site's Markdown plugins and its plugins' postBuild have ten times as long.`,
  },
  'site-exit': {
    title: 'Site code that tried to end the process',
    severity: 'error',
    /** `call`: what was called, e.g. process.exit(1) was called; `file`: whose code called it (none: a worker between pages). */
    message: (a: { call: string; file: string | undefined }) =>
      `${a.call} ${a.file ? `by code from ${a.file}` : 'on a build worker between pages'}, so the build stopped: site code may not end the process.`,
    hint: 'Remove the call; to stop the build with a message, throw an Error instead.',
  },
  'site-uncaught': {
    title: 'An error from site code that no render caught',
    severity: 'error',
    message: (a: { error: string }) => `An error no render caught stopped the build: ${a.error}`,
    hint: (a: { file: string | undefined; on: 'main' | 'worker' }) =>
      a.on === 'worker'
        ? `It came from a timer, a callback or a promise that ${a.file || 'a page'} set up, on a build worker. Catch the error there.`
        : `It came from a timer, a callback or a promise that site code set up, most likely in ${a.file} (the last site code that ran). Catch the error there, or run again with --verbose for the stack.`,
  },
  'site-program-missing': {
    title: 'A program site code runs that is not installed',
    severity: 'error',
    message: (a: { program: string }) =>
      `Site code ran the program "${a.program}", which is not installed here (spawn ENOENT), and nothing caught the error, so the build stopped.`,
    hint: (a: { program: string; file: string }) =>
      `Install ${a.program} where the build runs (on PATH), or take out the site code that runs it: a remark plugin or a site plugin of the config, say (the last site code that ran was ${a.file}). Run again with --verbose for the stack.`,
  },
  'site-unsettled': {
    title: 'Site code that awaits for ever',
    severity: 'error',
    message: (a: { file: string }) =>
      `The build was left waiting on code from ${a.file}: it awaits a promise that never settles, and nothing else is left to run.`,
    hint: 'Make every promise the page, its components or the config awaits resolve or reject (a missing resolve() call, or an event that never comes).',
  },

  // Site plugins.
  'plugin-failed': {
    title: 'A site plugin that failed',
    severity: 'error',
    /** `method`: the method that failed, if one did; `why`: what it threw. */
    message: (a: { plugin: string; method: string | undefined; why: string }) =>
      `The plugin "${a.plugin}" failed${a.method ? ` in ${a.method}` : ''}: ${a.why}. No output was written.`,
    hint: "Fix the plugin (run again with --verbose for the stack), or take it out of the config's `plugins`.",
  },
  'plugin-docusaurus-config': {
    title: "A Docusaurus config a plugin or an option's function is taken from cannot be run",
    severity: 'error',
    message: docusaurusConfigMessage,
    hint: docusaurusConfigHint,
  },
  'config-stand-in': {
    title: 'A package a Docusaurus config imports is not installed',
    severity: 'warning',
    /** `file`: the config; `packages`: what it imports that the site lacks. */
    message: (a: { file: string; packages: string[] }) =>
      `${a.file} imports ${a.packages.map((p) => `"${p}"`).join(', ')}, not installed in the site: zapsite stood in for ${a.packages.length > 1 ? 'them' : 'it'} so the config could run, and what its plugins take from ${a.packages.length > 1 ? 'them' : 'it'} does nothing (Docusaurus stops here).`,
    hint: (a: { packages: string[] }) => `Install it in the site: npm install ${a.packages.join(' ')}.`,
  },
  'plugin-method-unsupported': {
    title: 'A site plugin method zapsite does not run',
    severity: 'warning',
    message: unsupportedMethodMessage,
    hint: (a: UnsupportedMethod) =>
      a.method === 'lifecycle'
        ? 'See docs/MIGRATING.md for the lifecycle methods zapsite runs; do that work in one of them or by hand.'
        : a.method === 'addRoute'
          ? 'Give addRoute a component file of the site (an absolute path or @site/...); zapsite renders it as a React page.'
          : "zapsite bundles with esbuild: only resolve.alias (as the config's `alias`) and DefinePlugin's definitions of names (as esbuild's `define`) are used.",
  },

  // The docs and blog options' functions.
  'edit-url-function': {
    title: 'An editUrl function that failed',
    severity: 'error',
    /** `options`: whose editUrl (docs, blogInstances "news"); `error`: what it threw. The docs or posts it threw for are the diagnostic's `affects`. */
    message: (a: { options: string; error: string }) => `The editUrl function of ${a.options} threw: ${a.error}`,
    hint: 'zapsite calls it once for each doc or post, as Docusaurus does: with { version, versionDocsDirPath, docPath, permalink, locale } for a doc, { blogDirPath, blogPath, permalink, locale } for a post. Make it return the URL, or undefined for no edit link.',
  },
  'sidebar-items-generator': {
    title: 'A sidebarItemsGenerator function that failed',
    severity: 'error',
    /** `options`: whose generator (docs, docsInstances "api"); `version`: the docs version; `error`: what it threw, or what it returned instead of a list. */
    message: (a: { options: string; version: string; error: string }) =>
      `The sidebarItemsGenerator function of ${a.options} failed for version "${a.version}": ${a.error}`,
    hint: "zapsite calls it for each autogenerated item of the version's sidebars, as Docusaurus does: with { item, version, docs, categoriesMetadata, numberPrefixParser, isCategoryIndex, defaultSidebarItemsGenerator }. Make it return a list of sidebar items.",
  },
  'markdown-function': {
    title: 'A markdown.preprocessor or markdown.parseFrontMatter function that failed',
    severity: 'error',
    /** `option`: which function; `error`: what it threw, or what it returned instead; `files`: how many files it failed on (the diagnostic's `affects`). */
    message: (a: { option: 'preprocessor' | 'parseFrontMatter'; error: string; files: number }) =>
      `The markdown.${a.option} function failed on ${a.files === 1 ? 'a file' : `${a.files} files`}: ${a.error}`,
    hint: 'zapsite calls it for each .md and .mdx file, as Docusaurus does: the preprocessor with { filePath, fileContent }, returning the text to render; parseFrontMatter with { filePath, fileContent, defaultParseFrontMatter }, returning (or resolving to) { frontMatter, content }. Such a file keeps its own text and front matter until the function works.',
  },
  'create-redirects-function': {
    title: 'A createRedirects function that failed or returned what is not a path',
    severity: 'error',
    /** What it threw; or `returned`: the first few values that are no plain path, each with the path it was called with, of `count`. The paths it was called with are the diagnostic's `affects`. */
    message: (a: { problem: 'threw'; error: string } | { problem: 'returned'; returned: string[]; count: number }) =>
      a.problem === 'threw'
        ? `The createRedirects function threw: ${a.error}`
        : `The createRedirects function returned ${a.count === 1 ? 'a value that is' : `${a.count} values that are`} not a plain path of the site: ${a.returned.join('; ')}${a.count > a.returned.length ? `; and ${a.count - a.returned.length} more` : ''}.`,
    hint: 'zapsite calls it once for each path of the site, as Docusaurus does (without the base URL: /docs/intro, /404.html), and redirects each path it returns there. Make it return a path from the site root (no "." or ".." segment, "#" or "?"), a list of them, or undefined for none.',
  },
} as const satisfies Record<string, CatalogueEntry>;
