// The catalogue's entries for Markdown and MDX: parsing, components, imports and bundling, and the
// site code pages run. (generator/diagnostic-codes.ts joins them).
import { SWIZZLABLE } from '../../theme/shared/docusaurus.ts';
import type { CatalogueEntry } from './entry.ts';

/** The remedy for an import that does not resolve (mdx-import, component-import), or a Markdown import (mdx-import). */
const importHint = (a: { import: 'markdown' } | PackageOrPath): string =>
  a.import === 'markdown'
    ? 'Importing a Markdown or MDX file into a page is not supported yet: put the shared part in a React component and import that, or link to the page.'
    : a.import === 'builtin'
      ? `${a.name} is built into Node, and a live component also runs in the browser, where it is not: read what it needs at build time (in a plugin's loadContent, or a page without state) and pass it in as props, or leave the component without state.`
      : a.import === 'package'
        ? `Install the package in the site (npm install ${a.name}) or fix its name.`
        : a.import === 'loader'
          ? `zapsite reads webpack's raw-loader and yaml-loader only, not ${a.loader}: import the file without the "!…!" prefix (an image or other file gives its URL), or with "!!raw-loader!" for its text.`
          : 'Check the path: imports resolve relative to the file, or from the site folder with "@site/".';

/** Why an import did not resolve: a package not installed, a path, or a webpack inline loader zapsite does not read. */
type PackageOrPath =
  | { import: 'package'; name: string }
  | { import: 'builtin'; name: string }
  | { import: 'path' }
  | { import: 'loader'; loader: string };

/** esbuild's message, as the site's words: `text`. */
const esbuildText = (a: { text: string }): string => a.text;

/** A Markdown plugin's failure (markdown-plugin): loading it (`ref` its module, undefined for a function), or on a file. */
type MarkdownPluginProblem =
  | { stage: 'load'; where: string; ref: string | undefined; error: string }
  | { stage: 'run'; plugin: string; error: string }
  /** Failed at no place in the file (a network error, say): one problem, the files it failed on listed. */
  | { stage: 'files'; plugin: string; error: string };

/** Why a React page has no component to render (react-page-export): its default export is `exported`, or it has none (`named`: an export by name). */
type ReactPageExport = { exported: string } | { exported?: undefined; named: string | undefined };

/** A Prism language the site asks for that stays plain (prism-language-plain), by where it asks. */
type PlainPrismLanguage = { lang: string } & (
  | { from: 'config' }
  | { from: 'component' }
  /** Assigned in `main` (or a file it imports), which threw `error` or did not register it. */
  | { from: 'assigned'; main: string; error: string | undefined }
);
const plainPrismMessage = (a: PlainPrismLanguage): string => {
  const plain = `so \`\`\`${a.lang} code blocks stay plain text.`;
  const noGrammar = `zapsite's Prism grammars (refractor's) have none by that name, ${plain}`;
  if (a.from === 'config')
    return `The Prism language "${a.lang}" in prism.additionalLanguages is not highlighted: ${noGrammar}`;
  if (a.from === 'component')
    return `The Prism language "${a.lang}" the site loads (prismjs/components/prism-${a.lang}) is not highlighted: ${noGrammar}`;
  const ran = a.error ? `running ${a.main} failed (${a.error})` : `running ${a.main} did not register it`;
  return `The site's Prism language "${a.lang}" is not highlighted: ${ran}, ${plain}`;
};

// What zapsite draws in place of a swizzled component it leaves aside (swizzle-module-missing).
const LEFT_ASIDE_OWN: Record<string, string> = {
  SearchBar: 'search is in the navbar',
  DocSidebar: 'docs sidebar is drawn',
  BlogListPage: 'blog list is drawn',
  CodeBlock: 'code blocks are drawn',
  Admonition: 'admonitions are drawn',
};

export const MARKDOWN_CODES = {
  // Markdown and MDX.
  'mdx-syntax': {
    title: 'MDX that does not parse',
    severity: 'error',
    message: (a: { error: string }) => `Could not parse MDX: ${a.error}`,
    hint: 'Close every JSX tag, and escape "{", "}" and "<" in prose as \\{, \\} and \\<.',
  },
  'markdown-plugin': {
    title: 'A site remark or rehype plugin that cannot be loaded or fails on a file',
    severity: 'error',
    message: (a: MarkdownPluginProblem) =>
      a.stage === 'load'
        ? `The Markdown plugin ${a.where} (${a.ref !== undefined ? `"${a.ref}"` : 'a function'}) could not be loaded: ${a.error}`
        : a.stage === 'run'
          ? `The Markdown plugin ${a.plugin} failed on this file: ${a.error}`
          : `The Markdown plugin ${a.plugin} failed: ${a.error}`,
    hint: (a: { stage: 'load' | 'run' | 'files' }) =>
      a.stage === 'load'
        ? 'Give a function, a module path relative to the site folder, or the name of an installed package whose default export is the plugin.'
        : 'Fix the plugin, or the Markdown it cannot handle; the plugin is named as the config lists it.',
  },
  'mdx-import': {
    title: 'An MDX import that does not resolve',
    severity: 'error',
    message: esbuildText,
    hint: importHint,
  },
  'component-import': {
    title: 'An import in a site component that does not resolve',
    severity: 'error',
    message: esbuildText,
    hint: (a: PackageOrPath) => importHint(a),
  },
  'missing-export': {
    title: 'An import of a name the module does not export',
    severity: 'error',
    /** esbuild's `text`, else what this page imports `name` from (`module`), when known. */
    message: (a: { name: string; text?: string; module?: string }) =>
      a.text !== undefined
        ? a.text
        : a.module
          ? `"${a.module}" has no export named "${a.name}".`
          : `A module this page imports has no export named "${a.name}".`,
    hint: (a: { name: string; from?: string }) =>
      `Export ${a.from && a.name === 'default' ? 'a default' : `"${a.name}"`} from ${a.from ?? 'the module'}, or import a name it exports (a default export is imported without braces).`,
  },
  'json-syntax': {
    title: 'An imported JSON file that does not parse',
    severity: 'error',
    message: esbuildText,
    hint: 'Fix the JSON at the position shown (no trailing commas or comments, keys in double quotes).',
  },
  'unsupported-import': {
    title: 'An import of a file type zapsite does not bundle',
    severity: 'error',
    message: esbuildText,
    hint: (a: { extension: string }) =>
      `zapsite imports JavaScript, TypeScript, JSON, CSS, and for their URLs images, fonts, audio, video and documents (as Docusaurus's webpack rules name them), not .${a.extension} files: put the file in static/ and use its URL, or convert it.`,
  },
  'site-bundle': {
    title: 'Site code that does not bundle',
    severity: 'error',
    message: esbuildText,
    hint: 'Fix the file at the position shown.',
  },
  'component-load': {
    title: 'A site module that threw while it was loaded',
    severity: 'error',
    message: (a: { error: string }) => `A module threw while it was loaded, before the page rendered: ${a.error}`,
    hint: 'Code at the top level of a module runs when a page first imports it; fix the line shown, or move the code into the component.',
  },
  'mdx-unknown-component': {
    title: 'A component that is neither imported nor registered',
    severity: 'error',
    /** `member`: a member component as written (<Foo.Bar>), whose object `name` is not defined. */
    message: (a: { name: string; member: string | undefined }) =>
      a.member !== undefined
        ? `Unknown component <${a.member}>: "${a.name}" is not defined.`
        : `Unknown component <${a.name}>.`,
    hint: (a: { available: string }) =>
      `Import it at the top of the file, add it to the site's components file, or use one of those available without an import (${a.available}).`,
  },
  'mdx-render': {
    title: 'A page threw while rendering',
    severity: 'error',
    message: (a: { threw: 'component'; error: string } | { threw: 'page'; react: boolean; error: string }) =>
      a.threw === 'component'
        ? `A component threw while rendering: ${a.error}`
        : `Rendering this ${a.react ? 'React' : 'MDX'} page failed: ${a.error}`,
    hint: (a: { threw: 'component' | 'page'; braces?: string; md?: boolean }) =>
      a.threw === 'component'
        ? 'The component threw while rendering the pages listed; fix the line shown, or the props those pages pass it.'
        : a.braces
          ? `MDX runs \`{${a.braces}}\` as JavaScript${a.md ? ', in .md files too (as Docusaurus 3 does)' : ''}: write \`\\{${a.braces}}\` to show the braces${a.md ? ", or set `markdown.format: 'detect'` to read .md files as CommonMark" : ''}.`
          : 'An expression or a component on this page threw while rendering; fix the line shown.',
  },
  'island-render': {
    title: 'An interactive component that threw while rendering on its own',
    severity: 'error',
    message: (a: { name: string; error: string }) =>
      `The interactive component ${a.name} threw while rendering on its own, apart from the page: ${a.error}`,
    /** `provider`: the error says that a provider or a context is missing. */
    hint: (a: { provider: boolean }) =>
      a.provider
        ? "zapsite renders an interactive component (markdown.interactive) as an island of its own, at build time and in the browser, so no provider around it reaches it: not the site's Root, a layout or a component it sits in. Give the component its own provider, or take it out of markdown.interactive so that it renders with the page (static in the browser)."
        : 'The component threw while rendering the pages listed; fix the line shown, or the props or data those pages give it. It renders as an island of its own (markdown.interactive), so no provider around it reaches it.',
  },
  'mdx-prop': {
    title: 'An interactive component given a prop that cannot reach the browser',
    severity: 'error',
    message: (a: { error: string }) => a.error,
    hint: 'Pass plain values (strings, numbers, booleans, arrays and objects of those).',
  },
  'island-static': {
    title: 'An interactive component rendered at build time only, for a prop that cannot reach the browser',
    severity: 'warning',
    /** `what` the component got in its `prop`; `located`: the page carries a line for the element. */
    message: (a: { component: string; what: string; prop: string; located: boolean }) =>
      `<${a.component}> got ${a.what} in its "${a.prop}" prop, which cannot cross to the browser: it is rendered at build time and not hydrated${a.located ? '' : ' (no line: React pages carry none to their elements)'}.`,
    hint: 'Define the function inside the component (the island makes its own), or pass data it acts on; a function from the page cannot cross to the browser.',
  },
  'island-provider': {
    title: 'An interactive component rendered with the page, static, for a provider it needs',
    severity: 'warning',
    message: (a: { component: string; error: string }) =>
      `<${a.component}> needs a provider from around it (rendered on its own, as an island, it threw: ${a.error}): it is rendered with the page, as Docusaurus renders it, and stays static in the browser.`,
    hint: "An island renders on its own, at build time and in the browser, so no provider around it reaches it (the site's Root, a layout, a component it sits in). Give the component its own provider, inside it, for it to come alive in the browser; or accept it static.",
  },
  'site-code-syntax': {
    title: 'A site code file that does not compile',
    severity: 'error',
    message: esbuildText,
    hint: "Fix the code at the line shown. Site code compiles as Docusaurus's own Babel preset compiles it: JSX in .js, .jsx and .tsx files, TypeScript in .ts and .tsx; a site's babel.config.js is not applied (migrate names its presets and plugins).",
  },
  'react-page-export': {
    title: 'A React page without a default export',
    severity: 'error',
    message: (a: ReactPageExport) =>
      a.exported !== undefined
        ? `This React page's default export is ${a.exported}, not a component.`
        : `This React page has no default export of a component.${a.named ? ` It exports ${a.named} by name: \`export default\` is missing.` : ''}`,
    hint: 'Export the page component as the default: `export default function Home() { ... }`.',
  },
  'unknown-docusaurus-module': {
    title: 'A Docusaurus module zapsite does not provide',
    severity: 'error',
    /** esbuild's `text`, or a `name` zapsite's version of `module` does not export. */
    message: (a: { text: string } | { module: string; name: string }) =>
      'name' in a ? `zapsite's ${a.module} does not provide "${a.name}".` : a.text,
    hint: (a: { provides: string; module?: string }) =>
      a.module
        ? `zapsite's ${a.module} provides ${a.provides}. Remove the import or write that part in the site.`
        : `zapsite provides ${a.provides}; a site file at src/theme/<Name> is used for @theme/<Name>. Remove the import or write the component in the site.`,
  },
  'swizzle-static': {
    title: 'A swizzled component whose state, effects or handlers do not run',
    severity: 'warning',
    /** `written`: the hook or handler it uses; `blocker`: the module it imports, or `page-data` (swizzle.ts buildTimeOnly). */
    message: (a: { name: string; written: string; blocker: string }) =>
      `The swizzled ${a.name} uses ${a.written}: zapsite renders it at build time only, so its state, effects and handlers do not run in the browser (${a.blocker === 'page-data' ? "it reads the page's data, which only the build has" : a.blocker === 'whole-page' ? 'it is around the whole page, whose live parts are islands of their own' : a.blocker === 'islands-inside' ? "it is around zapsite's docs sidebar, an island of its own" : a.blocker === 'content-blocks' ? "it draws blocks of the page's content, which zapsite renders at build time" : a.blocker === 'navbar-items' ? "it draws the navbar's items, which zapsite draws at build time" : a.blocker === 'footer-items' ? "it draws the footer's links, which zapsite draws at build time" : a.blocker === 'navbar-parts' ? "it holds zapsite's navbar, whose phone menu, colour-mode toggle and search button are islands of their own" : `it imports ${a.blocker}, which cannot be bundled for the browser`}).`,
    hint: "A swizzled component with state, effects or handlers hydrates as an island unless it imports a module zapsite renders at build time only (@theme/CodeBlock, @theme/Tabs, @theme/TabItem) or reads the page's data (an ejected DocItem/Layout, DocVersionBanner, DocVersionBadge, BlogPostItem, BlogListPage, any that calls useDocsVersion or useBlogPost), and a Layout, DocSidebar, CodeBlock, Admonition, NavbarItem, Navbar/Layout, or an ejected Navbar or Navbar/Content that draws zapsite's navbar parts never does, being around the whole page, the live sidebar, blocks of content, navbar items rendered at build time or the navbar's islands: render the live part from a component of its own under src/components, which migrate marks interactive, or accept the static render.",
  },
  'root-island': {
    title: 'A swizzled Root with state, hydrated beside the page rather than around it',
    severity: 'warning',
    /** `written`: the hook or handler it uses. */
    message: (a: { written: string }) =>
      `The swizzled Root uses ${a.written}: zapsite hydrates it as an island of its own after the page, rendered without children, so in the browser a wrapper element around its children stays empty (its providers reach the page's components as they render at build time).`,
    hint: 'What Root adds beside its children (a notice, a tracker, an effect) works. An interactive component renders on its own, at build time and in the browser, so no provider of Root reaches it, with state or without: give that component its own provider.',
  },
  'page-static': {
    title: 'A React page whose state, effects, handlers or browser checks do not run',
    severity: 'warning',
    /** `written`: the hook, handler or element it uses. */
    message: (a: { written: string }) =>
      `This React page uses ${a.written}: zapsite renders a React page once, at build time, so what it does in the browser (state, effects, event handlers, useIsBrowser, <BrowserOnly>) does not happen there.`,
    hint: 'zapsite renders a React page once, at build time; it hydrates whole only when the config marks it interactive (`markdown.interactive` and `interactiveFrom`, as migrate marks a live page), which it cannot be when it or a file it imports uses @theme/Tabs or @theme/TabItem: move the live part into a component of its own under src/components and mark that, or accept the static render.',
  },
  'component-static': {
    title: 'A component whose state, effects or handlers do not run, as it imports a build-time-only module',
    severity: 'warning',
    /** `written`: the hook, handler or element it uses. */
    message: (a: { written: string }) =>
      `This component uses ${a.written}, but it (or a file of the site it imports) imports a module zapsite renders at build time only (@theme/Tabs, @theme/TabItem): it cannot hydrate, so it renders once, at build time, and what it does in the browser (state, effects, event handlers) does not happen on the pages that render it.`,
    hint: 'Docusaurus hydrates every page, so this worked there. Move the live part (the state, the effect, the handler) into a component of its own that does not import those modules, and mark that one interactive (`markdown.interactive` and `interactiveFrom`; migrate marks it), or accept the static render.',
  },
  'swizzle-markdown-blocks': {
    title: 'A swizzled CodeBlock, Admonition or Details that does not draw the blocks of .md files',
    severity: 'warning',
    /** `blocks`: "code blocks", "admonitions" or "<details> elements"; `count`: the .md files that hold some. */
    message: (a: { name: string; blocks: string; format: string; count: number }) =>
      `The site's swizzled ${a.name} does not draw the ${a.blocks} of .md files: with markdown.format '${a.format}', zapsite reads them as CommonMark and draws them its own way (${a.count} ${a.count === 1 ? 'file' : 'files'}, this the first).`,
    hint: "Docusaurus draws them with the site's component in every format. Set markdown.format to 'mdx', or rename the files .mdx, to have the swizzle draw them.",
  },
  'swizzle-unused': {
    title: 'A swizzled component zapsite does not use',
    severity: 'warning',
    /**
     * `docusaurus`: Docusaurus 3.10 has a component of that name (false: a name of Docusaurus 2's, or
     * of a theme the site does not use); `shadowedBy`: the folder's index file that `@theme/<name>` is.
     */
    message: (a: { name: string; docusaurus?: boolean; shadowedBy?: string }) =>
      a.shadowedBy
        ? `src/theme/${a.name} is also ${a.shadowedBy}, which @theme/${a.name} names, as in Docusaurus: this file is not used.`
        : a.docusaurus === false
          ? `src/theme/${a.name} is not a component of Docusaurus 3.10's themes${a.name.startsWith('DocPage') ? ' (Docusaurus 2 named the docs page DocPage; 3.0 renamed it DocRoot)' : ''}, so Docusaurus does not draw it either, and no page imports it: the file is not used.`
          : `src/theme/${a.name} replaces Docusaurus's ${a.name}, which zapsite's classic theme renders its own way: zapsite does not draw the site's file, so what it changes is not on the pages (Docusaurus draws it; no page imports it).`,
    hint: `zapsite takes these swizzled components in place of its own: ${SWIZZLABLE.join(', ')}, CodeBlock, Admonition and Details (each fenced code block, admonition and <details> of MDX content), NotFound (the whole 404 page), and any @theme/ component the site's own pages and components import. Import it where it should show, or remove it.`,
  },
  'swizzle-module-missing': {
    title: 'A swizzled component that needs a Docusaurus module zapsite lacks',
    severity: 'warning',
    message: (a: { name: string; spec: string }) =>
      `The site's swizzled ${a.name} imports ${a.spec}, which zapsite does not provide: zapsite's own ${LEFT_ASIDE_OWN[a.name] ?? `${a.name} is drawn`} in its place.`,
    hint: "zapsite draws its own in place of a swizzled component that needs a module of Docusaurus's it does not provide, in its own file, a file of the site it imports or the site's own @theme/ component it imports: a SearchBar built on the Algolia theme's modules (zapsite's search is its local index, or DocSearch when themeConfig.algolia is set), a Navbar, DocItem/Layout, DocSidebar, BlogListPage or CodeBlock rebuilt from parts it does not provide. One made of React, the site's packages and the Docusaurus modules zapsite provides is drawn as it is (a DocSidebar may render @theme/DocSidebar/Desktop and @theme/DocSidebar/Mobile, a BlogListPage @theme/BlogLayout, BlogSidebar, BlogPostItems, BlogPostItem and BlogListPaginator); a SearchBar that exports @docusaurus/Noop takes search out.",
  },
  'prism-language-plain': {
    title: 'A Prism language the site asks for that zapsite does not highlight',
    severity: 'warning',
    message: plainPrismMessage,
    hint: "zapsite highlights with refractor's Prism grammars at build time and runs src/theme/prism-include-languages on them: fix the error it reports, name a language Prism ships (zapsite loads any of them on demand), or accept plain text for this one.",
  },
  'highlight-failed': {
    title: "A code block the site's Prism grammar threw on",
    severity: 'warning',
    message: (a: { lang: string; error: string }) =>
      `Colouring this \`\`\`${a.lang} code block threw (${a.error}), so it is shown as plain text.`,
    hint: "The grammar comes from the site (src/theme/prism-include-languages or a Prism language package it loads): zapsite runs Prism's tokenizer and its tokenize hooks, as Docusaurus's prism-react-renderer does. Fix the grammar, or mark the block with another language.",
  },
  'unknown-generated-module': {
    title: 'A Docusaurus generated-data module zapsite does not write',
    severity: 'error',
    message: esbuildText,
    hint: "zapsite writes @generated/docusaurus.config and the blog's recent posts (@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json); take the data from those, from useDocusaurusContext(), or from a file of the site.",
  },
  'custom-css': {
    title: 'A customCss stylesheet that does not bundle',
    severity: 'error',
    message: (a: { text: string }) => `theme.customCss: ${a.text}`,
    hint: (a: { unresolved: boolean }) =>
      a.unresolved
        ? 'Check the path: @import and url() resolve relative to the stylesheet.'
        : 'Fix the stylesheet at the line shown.',
  },
  'css-url': {
    title: "A url() in the site's CSS that names no file",
    severity: 'error',
    /** `tried`: the files looked for; `viaSass`: the url() is in CSS that Sass made. */
    message: (a: { path: string; tried: string; viaSass: boolean }) =>
      `url(${a.path}) names no file (looked for ${a.tried})${a.viaSass ? ', in the CSS that Sass made from it' : ''}`,
    hint: (a: { rooted: boolean }) =>
      a.rooted
        ? 'A url() starting with "/" names a file of the static folder (or else of the site folder): put the file there, or fix the path.'
        : 'Fix the path: url() is relative to the stylesheet; "/x" is the static folder, "@site/x" the site folder, "~pkg/x" a package.',
  },
  'css-sass': {
    title: 'Sass that does not compile',
    severity: 'error',
    message: (a: { error: string }) => `Sass: ${a.error}`,
    hint: 'Fix the Sass at the line shown (the error may be in a partial the file uses).',
  },
  'css-postcss': {
    title: "A stylesheet the site's PostCSS plugins cannot process",
    severity: 'error',
    message: (a: { error: string }) => a.error,
    hint: "Fix the CSS at the line shown, or the options a plugin's configurePostCss() gives its PostCSS plugin (Tailwind reads tailwind.config.js from the folder zapsite runs in).",
  },
  'css-sass-missing': {
    title: 'A Sass stylesheet in a site without the sass package',
    severity: 'error',
    message: (a: { file: string }) =>
      `${a.file} is Sass, and the sass package is not installed in the site: run \`npm install -D sass\` in the site folder.`,
    hint: 'Run `npm install -D sass` in the site folder (docusaurus-plugin-sass needs it too).',
    once: true,
  },
  'unknown-prop': {
    title: 'A prop the theme component does not take',
    severity: 'warning',
    message: (a: { component: string; prop: string }) => `<${a.component}> has no prop "${a.prop}"; it is ignored.`,
    hint: (a: { props: readonly string[] }) =>
      a.props.length ? `It takes ${a.props.map((p) => `\`${p}\``).join(', ')}.` : 'It takes no props, only content.',
  },
  'missing-prop': {
    title: 'A theme component missing a prop it needs',
    severity: 'warning',
    // `advice`: what the component's own definition says to give it (its needsHint), if anything.
    message: (a: { component: string; needs: readonly string[] }) =>
      `<${a.component}> is given none of ${a.needs.map((p) => `"${p}"`).join(' or ')}.`,
    hint: (a: { needs: readonly string[]; advice: string | undefined }) =>
      a.advice ?? `Give it ${a.needs.map((p) => `\`${p}\``).join(' or ')}.`,
  },
  'mermaid-syntax': {
    title: 'A Mermaid diagram that does not parse',
    severity: 'warning',
    message: (a: { error: string }) => `This mermaid diagram does not parse: ${a.error}`,
    hint: "The page shows the diagram's source instead of a drawing. Fix the syntax (https://mermaid.js.org/intro/syntax-reference.html), or write the block as ```text if it is not meant to be drawn.",
  },
  'unknown-directive': {
    title: 'An unknown admonition keyword',
    severity: 'warning',
    /** `misplaced`: a known keyword not read as one here; else `shown` says what shows as plain text. */
    message: (a: { keyword: string; misplaced: boolean; shown: 'its content' | 'the block' }) =>
      a.misplaced
        ? `":::${a.keyword}" is not read as an admonition here; it is shown as plain text.`
        : `Unknown admonition keyword ":::${a.keyword}"; ${a.shown} is shown as plain text.`,
    hint: (a: { misplaced: boolean; keywords: string }) =>
      a.misplaced
        ? 'Put a blank line before the ":::" line and write the title after the keyword, or in [brackets].'
        : `Admonition keywords are ${a.keywords}.`,
  },
} as const satisfies Record<string, CatalogueEntry>;
