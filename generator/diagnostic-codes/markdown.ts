// The catalogue's entries for Markdown and MDX: parsing, components, imports and bundling, and the
// site code pages run. (generator/diagnostic-codes.ts joins them).
import type { CatalogueEntry } from './entry.ts';

/** The remedy for an import that does not resolve (mdx-import, component-import), or a Markdown import (mdx-import). */
const importHint = (a: { import: 'markdown' } | { import: 'package'; name: string } | { import: 'path' }): string =>
  a.import === 'markdown'
    ? 'Importing a Markdown or MDX file into a page is not supported yet: put the shared part in a React component and import that, or link to the page.'
    : a.import === 'package'
      ? `Install the package in the site (npm install ${a.name}) or fix its name.`
      : 'Check the path: imports resolve relative to the file, or from the site folder with "@site/".';

export const MARKDOWN_CODES = {
  // Markdown and MDX.
  'mdx-syntax': {
    title: 'MDX that does not parse',
    severity: 'error',
    hint: 'Close every JSX tag, and escape "{", "}" and "<" in prose as \\{, \\} and \\<.',
  },
  'markdown-plugin': {
    title: 'A site remark or rehype plugin that cannot be loaded or fails on a file',
    severity: 'error',
    hint: (a: { stage: 'load' | 'run' }) =>
      a.stage === 'load'
        ? 'Give a function, a module path relative to the site folder, or the name of an installed package whose default export is the plugin.'
        : 'Fix the plugin, or the Markdown it cannot handle; the plugin is named as the config lists it.',
  },
  'mdx-import': {
    title: 'An MDX import that does not resolve',
    severity: 'error',
    hint: importHint,
  },
  'component-import': {
    title: 'An import in a site component that does not resolve',
    severity: 'error',
    hint: (a: { import: 'package'; name: string } | { import: 'path' }) => importHint(a),
  },
  'missing-export': {
    title: 'An import of a name the module does not export',
    severity: 'error',
    hint: (a: { name: string; from?: string }) =>
      `Export ${a.from && a.name === 'default' ? 'a default' : `"${a.name}"`} from ${a.from ?? 'the module'}, or import a name it exports (a default export is imported without braces).`,
  },
  'json-syntax': {
    title: 'An imported JSON file that does not parse',
    severity: 'error',
    hint: 'Fix the JSON at the position shown (no trailing commas or comments, keys in double quotes).',
  },
  'unsupported-import': {
    title: 'An import of a file type zapsite does not bundle',
    severity: 'error',
    hint: (a: { extension: string }) =>
      `zapsite imports JavaScript, TypeScript, JSON, CSS, images and fonts, not .${a.extension} files: put the file in static/ and use its URL, or convert it.`,
  },
  'site-bundle': {
    title: 'Site code that does not bundle',
    severity: 'error',
    hint: 'Fix the file at the position shown.',
  },
  'component-load': {
    title: 'A site module that threw while it was loaded',
    severity: 'error',
    hint: 'Code at the top level of a module runs when a page first imports it; fix the line shown, or move the code into the component.',
  },
  'mdx-unknown-component': {
    title: 'A component that is neither imported nor registered',
    severity: 'error',
    hint: (a: { available: string }) =>
      `Import it at the top of the file, add it to the site's components file, or use one of those available without an import (${a.available}).`,
  },
  'mdx-render': {
    title: 'A page threw while rendering',
    severity: 'error',
    hint: (a: { threw: 'component' | 'page' }) =>
      a.threw === 'component'
        ? 'The component threw while rendering the pages listed; fix the line shown, or the props those pages pass it.'
        : 'An expression or a component on this page threw while rendering; fix the line shown.',
  },
  'mdx-prop': {
    title: 'An interactive component given a prop that cannot reach the browser',
    severity: 'error',
    hint: 'Pass plain values (strings, numbers, booleans, arrays and objects of those).',
  },
  'island-static': {
    title: 'An interactive component rendered at build time only, for a prop that cannot reach the browser',
    severity: 'warning',
    hint: 'Define the function inside the component (the island makes its own), or pass data it acts on; a function from the page cannot cross to the browser.',
  },
  'site-timeout': {
    title: 'Site code that did not finish in time',
    severity: 'error',
    hint: (a: { in: 'config' | 'page' | 'between-pages' | 'plugin' }) =>
      `${
        a.in === 'config'
          ? 'Look for a loop that never ends in the config or a file it imports.'
          : a.in === 'plugin'
            ? 'Look for a loop that never ends, or an await on something that never comes, in this plugin method.'
            : a.in === 'page'
              ? 'Look for a loop that never ends, or an await on something that never comes, in this page or a component it uses.'
              : 'Look for a loop in a timer or callback that a page or component sets up.'
      } The limit is 60 s unless ZAPSITE_SITE_CODE_TIMEOUT=<seconds> sets another.`,
  },
  'plugin-failed': {
    title: 'A site plugin that failed',
    severity: 'error',
    hint: "Fix the plugin (run again with --verbose for the stack), or take it out of the config's `plugins`.",
  },
  'plugin-docusaurus-config': {
    title: 'A Docusaurus config a plugin is taken from cannot be run',
    severity: 'error',
    hint: "zapsite runs this config at every build to take the plugin functions written in it, as Docusaurus would: fix the cause here, or move the function into a file of the site and list the file's path in `plugins`.",
  },
  'plugin-method-unsupported': {
    title: 'A site plugin method zapsite does not run',
    severity: 'warning',
    hint: (a: { method: 'lifecycle' | 'configureWebpack' | 'addRoute' }) =>
      a.method === 'lifecycle'
        ? 'See docs/MIGRATING.md for the lifecycle methods zapsite runs; do that work in one of them or by hand.'
        : a.method === 'addRoute'
          ? 'Give addRoute a component file of the site (an absolute path or @site/...); zapsite renders it as a React page.'
          : "zapsite bundles with esbuild: only resolve.alias is used (as the config's `alias`).",
  },
  'site-exit': {
    title: 'Site code that tried to end the process',
    severity: 'error',
    hint: 'Remove the call; to stop the build with a message, throw an Error instead.',
  },
  'site-uncaught': {
    title: 'An error from site code that no render caught',
    severity: 'error',
    hint: (a: { file: string | undefined; on: 'main' | 'worker' }) =>
      a.on === 'worker'
        ? `It came from a timer, a callback or a promise that ${a.file || 'a page'} set up, on a build worker. Catch the error there.`
        : `It came from a timer, a callback or a promise that site code set up, most likely in ${a.file} (the last site code that ran). Catch the error there, or run again with --verbose for the stack.`,
  },
  'site-unsettled': {
    title: 'Site code that awaits for ever',
    severity: 'error',
    hint: 'Make every promise the page, its components or the config awaits resolve or reject (a missing resolve() call, or an event that never comes).',
  },
  'site-code-syntax': {
    title: 'A site code file that does not compile',
    severity: 'error',
    hint: 'Fix the code at the line shown. Site code compiles as in Docusaurus: JSX in .js, .jsx and .tsx files, TypeScript in .ts and .tsx.',
  },
  'react-page-export': {
    title: 'A React page without a default export',
    severity: 'error',
    hint: 'Export the page component as the default: `export default function Home() { ... }`.',
  },
  'unknown-docusaurus-module': {
    title: 'A Docusaurus module zapsite does not provide',
    severity: 'error',
    hint: (a: { provides: string; module?: string }) =>
      a.module
        ? `zapsite's ${a.module} provides ${a.provides}. Remove the import or write that part in the site.`
        : `zapsite provides ${a.provides}; a site file at src/theme/<Name> is used for @theme/<Name>. Remove the import or write the component in the site.`,
  },
  'swizzle-static': {
    title: 'A swizzled component whose state, effects or handlers do not run',
    severity: 'warning',
    hint: 'A swizzled component with state, effects or handlers hydrates as an island unless it imports a module zapsite renders at build time only (@theme/CodeBlock, @theme/Tabs, @theme/TabItem): render that part from a component of its own without state, or accept the static render.',
  },
  'prism-language-plain': {
    title: 'A Prism language the site asks for that zapsite does not highlight',
    severity: 'warning',
    hint: "zapsite highlights with refractor's Prism grammars at build time and runs src/theme/prism-include-languages on them: fix the error it reports, name a language Prism ships (zapsite loads any of them on demand), or accept plain text for this one.",
  },
  'unknown-generated-module': {
    title: 'A Docusaurus generated-data module zapsite does not write',
    severity: 'error',
    hint: "zapsite writes @generated/docusaurus.config and the blog's recent posts (@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json); take the data from those, from useDocusaurusContext(), or from a file of the site.",
  },
  'custom-css': {
    title: 'A customCss stylesheet that does not bundle',
    severity: 'error',
    hint: (a: { unresolved: boolean }) =>
      a.unresolved
        ? 'Check the path: @import and url() resolve relative to the stylesheet.'
        : 'Fix the stylesheet at the line shown.',
  },
  'css-url': {
    title: "A url() in the site's CSS that names no file",
    severity: 'error',
    hint: (a: { rooted: boolean }) =>
      a.rooted
        ? 'A url() starting with "/" names a file of the static folder (or else of the site folder): put the file there, or fix the path.'
        : 'Fix the path: url() is relative to the stylesheet; "/x" is the static folder, "@site/x" the site folder, "~pkg/x" a package.',
  },
  'css-sass': {
    title: 'Sass that does not compile',
    severity: 'error',
    hint: 'Fix the Sass at the line shown (the error may be in a partial the file uses).',
  },
  'css-sass-missing': {
    title: 'A Sass stylesheet in a site without the sass package',
    severity: 'error',
    hint: 'Run `npm install -D sass` in the site folder (docusaurus-plugin-sass needs it too).',
  },
  'unknown-prop': {
    title: 'A prop the theme component does not take',
    severity: 'warning',
    hint: (a: { props: readonly string[] }) =>
      a.props.length ? `It takes ${a.props.map((p) => `\`${p}\``).join(', ')}.` : 'It takes no props, only content.',
  },
  'missing-prop': {
    title: 'A theme component missing a prop it needs',
    severity: 'warning',
    // `advice`: what the component's own definition says to give it (its needsHint), if anything.
    hint: (a: { needs: readonly string[]; advice: string | undefined }) =>
      a.advice ?? `Give it ${a.needs.map((p) => `\`${p}\``).join(' or ')}.`,
  },
  'mermaid-syntax': {
    title: 'A Mermaid diagram that does not parse',
    severity: 'warning',
    hint: "The page shows the diagram's source instead of a drawing. Fix the syntax (https://mermaid.js.org/intro/syntax-reference.html), or write the block as ```text if it is not meant to be drawn.",
  },
  'unknown-directive': {
    title: 'An unknown admonition keyword',
    severity: 'warning',
    hint: (a: { misplaced: boolean; keywords: string }) =>
      a.misplaced
        ? 'Put a blank line before the ":::" line and write the title after the keyword, or in [brackets].'
        : `Admonition keywords are ${a.keywords}.`,
  },
} as const satisfies Record<string, CatalogueEntry>;
