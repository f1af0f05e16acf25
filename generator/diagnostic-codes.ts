// Every diagnostic zapsite reports, by code: one entry each, in the manner of Astro's errors-data.
// A call site gives the specifics (which file, which link); the entry gives what the code means,
// its default severity and the general remedy, and docs/DIAGNOSTICS.md lists them all (a test
// holds the three together: tests/unit/diagnostic-codes.test.ts).
//
// Wording: the title names what is wrong, not what zapsite did; the hint says what to do.

export type Policy = 'throw' | 'warn' | 'ignore';

export interface CatalogueEntry {
  title: string;
  /** `policy` when a config option chooses (named in `option`): throw, warn or ignore. */
  severity: 'error' | 'warning' | 'policy';
  option?: string;
  hint: string;
}

/** The severity a `throw | warn | ignore` option gives a diagnostic; undefined means drop it. */
export function severityFor(policy: Policy): 'error' | 'warning' | undefined {
  return policy === 'throw' ? 'error' : policy === 'warn' ? 'warning' : undefined;
}

export const DIAGNOSTICS = {
  // Configuration (exit 2).
  'config-missing': {
    title: 'No config file',
    severity: 'error',
    hint: 'Run the command in the site folder, or pass --root with the folder that holds zapsite.config.ts.',
  },
  'config-syntax': {
    title: 'The config file does not compile',
    severity: 'error',
    hint: 'Fix the syntax at the position shown.',
  },
  'config-load': {
    title: 'The config file threw while loading',
    severity: 'error',
    hint: 'Fix the code at the position shown; the config runs once, at the start of each build.',
  },
  'config-timeout': {
    title: 'The config file did not finish loading in time',
    severity: 'error',
    hint: 'A loop or a slow call runs at the top level of the config; move it out or make it finish.',
  },
  'config-unsettled': {
    title: 'The config file waits for ever',
    severity: 'error',
    hint: 'Make every promise the config awaits at the top level settle.',
  },
  'config-export': {
    title: 'The config file has no default export',
    severity: 'error',
    hint: 'End the file with `export default defineConfig({...})`.',
  },
  'optional-package-missing': {
    title: 'A feature the config turns on needs a package that is not installed',
    severity: 'error',
    hint: 'Install it beside zapsite (`npm install -D mermaid` for diagrams), or turn the feature off.',
  },
  'config-invalid': {
    title: 'A config value has the wrong type or shape',
    severity: 'error',
    hint: 'Fix the value named; docs/CONTENT.md and the schema list what each key takes.',
  },
  'config-unknown-key': {
    title: 'A config key zapsite does not know',
    severity: 'error',
    hint: 'Check the spelling; the message suggests the closest key.',
  },
  'config-locale': {
    title: 'The default locale is not among the locales',
    severity: 'error',
    hint: 'Add it to i18n.locales, or choose one of them as i18n.defaultLocale.',
  },
  'config-navbar-item': {
    title: 'A navbar item is malformed',
    severity: 'error',
    hint: 'Give the item the fields its type needs (link, doc, docSidebar, dropdown, docsVersionDropdown or docsVersion).',
  },
  'config-search-setup': {
    title: 'Hosted search is half set up',
    severity: 'error',
    hint: 'Set both search.appId and search.apiKey, or neither for the local index only.',
  },

  'config-llms': {
    title: 'llms is set where it cannot list the docs',
    severity: 'error',
    hint: 'Point llms.docsDir at the docs folder (docs.path), a versioned_docs/version-X folder or a folder in one, and keep docs enabled.',
  },

  'config-custom-css': {
    title: 'theme.customCss names a file that does not exist',
    severity: 'error',
    hint: 'Write the path relative to the site folder, e.g. "./src/css/custom.css".',
  },

  // The output folder and the file system.
  'init-not-empty': {
    title: 'zapsite init was given a folder that already holds files',
    severity: 'error',
    hint: 'Name a new or empty folder (zapsite init my-site), or pass --force to add the starting files that do not exist yet; none already there is replaced.',
  },
  'output-folder': {
    title: 'The output folder is not one a build may replace',
    severity: 'error',
    hint: 'Pass --out a folder of its own (the default is build/ in the site folder); --force lets a build replace a folder of other files.',
  },
  'output-path': {
    title: 'A file would be written outside the output folder',
    severity: 'error',
    hint: 'Look for "../" or a leading "/" in the slug, redirect or file name that makes the path.',
  },
  'output-write': {
    title: 'The output could not be written',
    severity: 'error',
    hint: 'The message names the path and the cause: free space, make the disk writable, or pass --out another folder.',
  },
  'read-failed': {
    title: 'A file of the site could not be read',
    severity: 'error',
    hint: 'The message names the file and the cause: let zapsite read it, or move it out of the site.',
  },
  'config-redirect': {
    title: 'A redirect whose from or to is not a plain path of the site',
    severity: 'error',
    hint: 'Write both as paths from the site root without "." or ".." segments, "#" or "?" ("to" may end in a #hash, or be a full URL).',
  },
  'config-redirect-loop': {
    title: 'Redirects that lead back to where they start',
    severity: 'error',
    hint: 'Point one of them at a page of the site, or remove it.',
  },
  'config-redirect-chain': {
    title: 'A redirect to another redirect',
    severity: 'error',
    hint: 'Point its "to" at the page the second redirect leads to.',
  },

  // Reading files.
  'empty-file': { title: 'An empty content file', severity: 'error', hint: 'Write the page, or delete the file.' },
  'binary-file': {
    title: 'A binary file with a content extension',
    severity: 'error',
    hint: 'Rename it (an image belongs beside the page, linked from it) or delete it.',
  },
  'invalid-utf8': { title: 'A file that is not UTF-8', severity: 'error', hint: 'Re-save the file as UTF-8.' },
  'file-too-large': {
    title: 'A content file over the size limit',
    severity: 'error',
    hint: 'Split the page, or raise markdown.maxFileSizeBytes.',
  },
  'nesting-too-deep': {
    title: 'Markup nested deeper than any page needs',
    severity: 'error',
    hint: 'Flatten it or split the page; it is usually generated or pasted text.',
  },
  'front-matter-unclosed': {
    title: 'Front matter without its closing ---',
    severity: 'error',
    hint: 'Add a line with --- after the last key.',
  },
  'front-matter-yaml': {
    title: 'Front matter that is not valid YAML',
    severity: 'error',
    hint: 'Quote values that contain a colon, and indent nested keys with spaces.',
  },
  'front-matter-shape': {
    title: 'Front matter that is not a mapping of keys',
    severity: 'error',
    hint: 'Write `key: value` lines between the --- markers.',
  },
  'front-matter-type': {
    title: 'A front matter field that must be text is not',
    severity: 'error',
    hint: 'Write the value as one line of text, in quotes if it looks like a number, a list or a date.',
  },
  'front-matter-unread': {
    title: 'A front matter key zapsite does not read',
    severity: 'warning',
    hint: 'Remove it, or fix its spelling; the message says whether Docusaurus reads it.',
  },
  'category-file': {
    title: 'A _category_ file that cannot be read',
    severity: 'error',
    hint: 'Fix its JSON or YAML at the position shown.',
  },

  // Remote content.
  'remote-fetch': {
    title: 'A remote document could not be fetched',
    severity: 'error',
    hint: 'Check the network and the sourceBaseUrl and documents of the source in remoteContent.',
  },
  'remote-missing': {
    title: 'A remote document could not be fetched and has no kept copy',
    severity: 'error',
    hint: 'Run `zapsite sync-remote` with network access, or remove the document from remoteContent.',
  },
  'remote-needs-docs': {
    title: 'Remote content with docs turned off',
    severity: 'error',
    hint: 'Enable docs in the config, or remove remoteContent.',
  },

  // Routes.
  'doc-id': {
    title: 'A doc id with a slash',
    severity: 'error',
    hint: 'The folder is part of the id already; give only the last part.',
  },
  'missing-doc-id': {
    title: 'A doc id that names no doc',
    severity: 'error',
    hint: 'Use one of the ids the message lists, or add the doc.',
  },
  'missing-sidebar-id': {
    title: 'A sidebar id that names no sidebar',
    severity: 'error',
    hint: 'Use one of the sidebar ids the message lists.',
  },
  'docs-not-enabled': {
    title: 'A navbar item that needs docs while docs are turned off',
    severity: 'error',
    hint: 'Enable docs in the config, or remove the item.',
  },
  'duplicate-url': {
    title: 'Two files claim one URL',
    severity: 'error',
    hint: 'Change the slug or the file name of one of them.',
  },
  'undecodable-pathname': {
    title: 'A page URL that cannot be decoded',
    severity: 'error',
    hint: 'Rename the file or fix the slug so it has no stray "%".',
  },
  'invalid-url': {
    title: 'A page URL that is not a plain path',
    severity: 'error',
    hint: 'Write the slug as a path without "." or ".." segments, "#", "?" or "\\"; rename a file whose name has them.',
  },
  'output-conflict': {
    title: 'Two inputs write the same output path',
    severity: 'error',
    hint: 'Rename or move one of them (a static file, a content file, or a `slug`); each output path comes from one input.',
  },
  'duplicate-doc-id': {
    title: 'Two docs of one version with the same id',
    severity: 'error',
    hint: 'Rename one of the files, or give one an `id` of its own in its front matter.',
  },
  'no-home-page': {
    title: 'The site has no home page',
    severity: 'warning',
    hint: 'Write an index page, give a doc `slug: /`, or add a redirect from "/".',
  },

  'sidebars-missing': {
    title: 'The sidebars file does not exist',
    severity: 'error',
    hint: 'Fix docs.sidebarPath, or leave it out for one autogenerated sidebar.',
  },
  'sidebars-file': {
    title: 'A sidebars file that is not a set of sidebars',
    severity: 'error',
    hint: 'Export an object of sidebars (name -> items) from a .ts, .js, .mjs, .cjs or .json file.',
  },
  'sidebars-syntax': {
    title: 'The sidebars file does not compile or parse',
    severity: 'error',
    hint: 'Fix the error at the position shown.',
  },
  'sidebars-timeout': {
    title: 'The sidebars file did not finish loading',
    severity: 'error',
    hint: 'Look for a loop or a promise that never settles at its top level.',
  },
  'sidebars-load': {
    title: 'The sidebars file threw while loading',
    severity: 'error',
    hint: 'Fix the code at the position shown; the file runs in Node at the start of each build.',
  },
  'sidebars-item': {
    title: 'A sidebar item with a wrong shape',
    severity: 'error',
    hint: 'See docs/CONTENT.md (Sidebars file) for the item types and their fields.',
  },
  'sidebars-cycle': {
    title: 'A sidebar category that contains itself',
    severity: 'error',
    hint: 'Remove the category from its own items (or from the items of a category inside it).',
  },
  'sidebars-unknown-doc': {
    title: 'A sidebar item names a doc that does not exist',
    severity: 'error',
    hint: 'Use a doc id the hint suggests: the path under the docs folder without the extension.',
  },
  'unknown-displayed-sidebar': {
    title: 'displayed_sidebar names no sidebar',
    severity: 'error',
    hint: 'Use one of the sidebar names the hint lists, or null for none.',
  },
  'empty-sidebar': {
    title: 'A navbar item names a sidebar with nothing to link to',
    severity: 'error',
    hint: 'Give the sidebar a doc or a category page, or point the item elsewhere.',
  },
  'docs-versions': {
    title: 'versions.json or a docs versions option is wrong',
    severity: 'error',
    hint: 'versions.json holds an array of version names, newest first; lastVersion, onlyIncludeVersions and the keys of docs.versions name versions from it (or current).',
  },

  // Blog.
  'blog-date': {
    title: 'A blog post without a date, or with a date Docusaurus reads otherwise',
    severity: 'error',
    hint: 'Name the file or folder YYYY-MM-DD-slug, or set `date:` in the front matter.',
  },
  'blog-tags': {
    title: 'The blog tags file, or a tag in a post, is not valid',
    severity: 'error',
    hint: 'Fix the YAML or the field at the position shown.',
  },
  'blog-authors': {
    title: 'The blog authors file is not valid YAML',
    severity: 'error',
    hint: 'Fix the YAML at the position shown.',
  },
  'blog-author-shape': {
    title: 'An author entry that is not an author',
    severity: 'error',
    hint: 'Write a key of authors.yml, or an object with at least a `name`.',
  },
  'blog-author-forms': {
    title: 'A post names its authors twice',
    severity: 'error',
    hint: 'Keep `authors` and remove the legacy `author*` keys.',
  },
  'blog-unknown-author': {
    title: 'An author key not in authors.yml',
    severity: 'error',
    hint: 'Add the author to authors.yml, or fix the key.',
  },
  'blog-inline-author': {
    title: 'An author written inline in a post',
    severity: 'policy',
    option: 'blog.onInlineAuthors',
    hint: 'Declare the author once in authors.yml and name it by its key.',
  },
  'blog-inline-tag': {
    title: 'A tag not declared in tags.yml',
    severity: 'policy',
    option: 'blog.onInlineTags',
    hint: 'Declare the tag in tags.yml.',
  },
  'docs-tags': {
    title: 'The docs tags file, or a tag in a doc, is not valid',
    severity: 'error',
    hint: 'Fix the YAML or the field at the position shown; a tag is a key of the tags file, a label, or { label, permalink }.',
  },
  'docs-inline-tag': {
    title: 'A docs tag not declared in the tags file',
    severity: 'policy',
    option: 'docs.onInlineTags',
    hint: 'Declare the tag in the docs tags file (tags.yml).',
  },
  'blog-untruncated': {
    title: 'A post with no truncate marker',
    severity: 'policy',
    option: 'blog.onUntruncatedBlogPosts',
    hint: 'Add <!-- truncate --> (or {/* truncate */} in MDX) after the opening paragraphs.',
  },

  // Markdown and MDX.
  'mdx-syntax': {
    title: 'MDX that does not parse',
    severity: 'error',
    hint: 'Fix the syntax at the position shown; in MDX, `{`, `<` and `}` are code unless escaped.',
  },
  'markdown-plugin': {
    title: 'A site remark or rehype plugin that cannot be loaded or fails on a file',
    severity: 'error',
    hint: 'Check the plugin named in the message: its module path (from the site folder) or package, its options, and the file it failed on.',
  },
  'mdx-import': {
    title: 'An MDX import that does not resolve',
    severity: 'error',
    hint: 'Fix the path (relative to the file, or @site/ from the site folder), or install the package.',
  },
  'component-import': {
    title: 'An import in a site component that does not resolve',
    severity: 'error',
    hint: 'Fix the path (relative to the file, or @site/ from the site folder), or install the package in the site.',
  },
  'missing-export': {
    title: 'An import of a name the module does not export',
    severity: 'error',
    hint: 'Export the name from the module named, or import one it exports (a default export is imported without braces).',
  },
  'json-syntax': {
    title: 'An imported JSON file that does not parse',
    severity: 'error',
    hint: 'Fix the JSON at the position shown: no trailing commas or comments, keys and strings in double quotes.',
  },
  'unsupported-import': {
    title: 'An import of a file type zapsite does not bundle',
    severity: 'error',
    hint: 'Import JavaScript, TypeScript, JSON, CSS, images or fonts; put other files in static/ and use their URL.',
  },
  'site-bundle': {
    title: 'Site code that does not bundle',
    severity: 'error',
    hint: 'Fix the file at the position shown.',
  },
  'component-load': {
    title: 'A site module that threw while it was loaded',
    severity: 'error',
    hint: 'Fix the line shown: code at the top level of a module runs once, when a page first imports it, not while rendering.',
  },
  'mdx-unknown-component': {
    title: 'A component that is neither imported nor registered',
    severity: 'error',
    hint: 'Import it in the file, or export it from the site components file.',
  },
  'mdx-render': {
    title: 'A page threw while rendering',
    severity: 'error',
    hint: 'Fix the code at the line shown (in the page or the component it names).',
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
    hint: 'Find the loop that never ends in the file named (a page, a component it uses, or the config: a getter, a timer or callback it set up); ZAPSITE_SITE_CODE_TIMEOUT=<seconds> changes the 60 s limit.',
  },
  'plugin-failed': {
    title: 'A site plugin that failed',
    severity: 'error',
    hint: "Fix the plugin's lifecycle method named (run again with --verbose for the stack), or take the plugin out of the config's `plugins`.",
  },
  'plugin-method-unsupported': {
    title: 'A site plugin method zapsite does not run',
    severity: 'warning',
    hint: 'Do that work in a lifecycle method zapsite runs (docs/MIGRATING.md lists them) or by hand; until then it is left out of the site.',
  },
  'site-exit': {
    title: 'Site code that tried to end the process',
    severity: 'error',
    hint: 'Remove the process.exit() (or process.abort()) call; throw an Error to stop the build with a message.',
  },
  'site-uncaught': {
    title: 'An error from site code that no render caught',
    severity: 'error',
    hint: 'Catch the error in the timer, callback or promise that threw it (the file named ran last); --verbose prints its stack.',
  },
  'site-unsettled': {
    title: 'Site code that awaits for ever',
    severity: 'error',
    hint: 'Make every promise the page, its components or the config awaits resolve or reject.',
  },
  'site-code-syntax': {
    title: 'A site code file that does not compile',
    severity: 'error',
    hint: 'Fix the code at the line shown. Site code compiles as in Docusaurus: JSX in .js, .jsx and .tsx files, TypeScript in .ts and .tsx.',
  },
  'react-page-export': {
    title: 'A React page without a default export',
    severity: 'error',
    hint: 'Export the page component as the default export.',
  },
  'unknown-docusaurus-module': {
    title: 'A Docusaurus module zapsite does not provide',
    severity: 'error',
    hint: 'Use one of the modules the hint lists (docs/CONTENT.md), or write the component in the site.',
  },
  'unknown-generated-module': {
    title: 'A Docusaurus generated-data module zapsite does not write',
    severity: 'error',
    hint: "Import @generated/docusaurus.config or the blog's blog-post-list-prop-default.json (the two zapsite writes), or keep the data in a file of the site.",
  },
  'custom-css': {
    title: 'A customCss stylesheet that does not bundle',
    severity: 'error',
    hint: 'Fix the stylesheet at the line shown; @import and url() resolve relative to it.',
  },
  'css-url': {
    title: "A url() in the site's CSS that names no file",
    severity: 'error',
    hint: 'Fix the path: "/x" is a file of the static folder, "@site/x" of the site folder, "~pkg/x" of a package, anything else is relative to the stylesheet.',
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
    hint: 'Remove it, or use a prop the message lists.',
  },
  'missing-prop': {
    title: 'A theme component missing a prop it needs',
    severity: 'warning',
    hint: 'Give it the prop the message names.',
  },
  'mermaid-syntax': {
    title: 'A Mermaid diagram that does not parse',
    severity: 'warning',
    hint: 'Fix the diagram at the line shown; until then the page shows its source.',
  },
  'unknown-directive': {
    title: 'An unknown admonition keyword',
    severity: 'warning',
    hint: 'Use note, tip, info, warning, danger, caution, important, secondary or success.',
  },

  // Links and images.
  'broken-link': {
    title: 'A link to no page',
    severity: 'policy',
    option: 'onBrokenLinks',
    hint: 'Fix the link, or add the page.',
  },
  'broken-anchor': {
    title: 'A link to a heading that does not exist',
    severity: 'policy',
    option: 'onBrokenAnchors',
    hint: 'Use one of the heading ids the message lists.',
  },
  'broken-markdown-link': {
    title: 'A link to a Markdown file that does not exist',
    severity: 'policy',
    option: 'onBrokenMarkdownLinks',
    hint: 'Fix the path (relative to the file, the content folder or the site folder).',
  },
  'broken-image': {
    title: 'An image that does not exist',
    severity: 'policy',
    option: 'onBrokenImages',
    hint: 'Fix the path, or add the image beside the page or under static/.',
  },

  // zapsite migrate.
  'migrate-no-config': {
    title: 'No Docusaurus config in the folder',
    severity: 'error',
    hint: 'Pass --root with the folder that holds docusaurus.config.{ts,js,mjs}.',
  },
  'migrate-config-exists': {
    title: 'zapsite.config.ts exists already',
    severity: 'error',
    hint: 'Pass --force to replace it with one made from the Docusaurus config.',
  },
  'migrate-config-syntax': {
    title: 'The Docusaurus config does not compile',
    severity: 'error',
    hint: 'Fix the error at the position shown; Docusaurus would stop on it too.',
  },
  'migrate-config-timeout': {
    title: 'The Docusaurus config did not finish loading',
    severity: 'error',
    hint: 'Look for a loop or a promise that never settles at the top level of the config.',
  },
  'migrate-config-failed': {
    title: 'The Docusaurus config threw while loading',
    severity: 'error',
    hint: 'Fix the cause at this line; Docusaurus would stop on it too. Packages the site has not installed are stood in for, so install those the config needs at load time.',
  },

  // zapsite docs:version.
  'docs-version': {
    title: 'The docs version cannot be created',
    severity: 'error',
    hint: 'Choose a new, valid version name (no slash, not current); nothing was written.',
  },

  // The dev server.
  compile: {
    title: 'The theme or site code does not compile',
    severity: 'error',
    hint: 'Fix the code at the position shown; the dev server rebuilds when you save.',
  },
  unexpected: {
    title: 'A rebuild failed unexpectedly',
    severity: 'error',
    hint: 'The stack trace is in the terminal. Save again to retry; report it if it persists.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type DiagnosticCode = keyof typeof DIAGNOSTICS;
