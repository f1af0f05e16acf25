// The catalogue's entries for routes: doc ids, URLs, the navbar's docs items, sidebars and docs
// versions. (generator/diagnostic-codes.ts joins them).
import type { CatalogueEntry } from './entry.ts';

/** What a sidebar item's check (sidebars/fields.ts) finds wrong with it; `found` describes a value. */
export type SidebarsItemCheck =
  | { problem: 'list-shape' | 'item-shape'; found: string }
  /** `written`: the type as written, JSON. */
  | { problem: 'unknown-type'; written: string; known: string; guess: string | undefined }
  | { problem: 'unknown-field'; key: string; type: string; fields: string; guess: string | undefined }
  /** `is`: what the field must be, e.g. "a string". */
  | { problem: 'field-type'; key: string; is: string; found: string }
  | { problem: 'field-missing'; key: string; type: string; is: string }
  | { problem: 'dir-name'; dirName: string }
  | { problem: 'link-type'; written: string }
  | { problem: 'unknown-link-field'; key: string; linkType: string; fields: string }
  | { problem: 'link-doc-id' | 'link-keywords' }
  | { problem: 'link-field-type'; key: string };
/** A sidebar item's problem (sidebars-item): one a check finds at `path` in the file, or an empty category. */
type SidebarsItemProblem = ({ path: string } & SidebarsItemCheck) | { problem: 'empty-category'; label: string };
const sidebarsItemCheckMessage = (a: SidebarsItemCheck): string => {
  switch (a.problem) {
    case 'list-shape':
      return `must be an array of items or an object of categories ({ "Label": [items] }), not ${a.found}.`;
    case 'item-shape':
      return `a sidebar item must be a doc id (string) or an object, not ${a.found}.`;
    case 'unknown-type':
      return `unknown sidebar item type ${a.written}.`;
    case 'unknown-field':
      return `unknown field "${a.key}" on a "${a.type}" item.`;
    case 'field-type':
      return `field "${a.key}" must be ${a.is}, not ${a.found}.`;
    case 'field-missing':
      return `a "${a.type}" item needs "${a.key}" (${a.is}).`;
    case 'dir-name':
      return `"dirName" must be a folder relative to the docs folder, without a leading or trailing slash ("${a.dirName}").`;
    case 'link-type':
      return `unknown category link type ${a.written}.`;
    case 'unknown-link-field':
      return `unknown field "${a.key}" in a "${a.linkType}" category link.`;
    case 'link-doc-id':
      return 'a category link of type "doc" needs "id" (a doc id).';
    case 'link-field-type':
      return `the category link's "${a.key}" must be a string.`;
    case 'link-keywords':
      return 'the category link\'s "keywords" must be a string or an array of strings.';
  }
};
const sidebarsItemMessage = (a: SidebarsItemProblem): string =>
  a.problem === 'empty-category'
    ? `Category "${a.label}" has neither items nor a link, so it cannot lead anywhere.`
    : `${a.path}: ${sidebarsItemCheckMessage(a)}`;
const sidebarsItemHint = (a: SidebarsItemProblem): string => {
  const guess = 'guess' in a && a.guess ? ` Did you mean "${a.guess}"?` : '';
  switch (a.problem) {
    case 'unknown-type':
      return `Known types: ${a.known}.${guess}`;
    case 'unknown-field':
      return `Fields of a "${a.type}" item: ${a.fields}.${guess}`;
    case 'unknown-link-field':
      return `Its fields: type, ${a.fields}.`;
    case 'link-type':
      return 'A category link is { type: "doc", id } or { type: "generated-index", slug?, title?, description?, keywords?, image? }.';
    case 'empty-category':
      return 'Give it items, or a link: { type: "doc", id } or { type: "generated-index" }.';
    default:
      return 'See docs/CONTENT.md ("Sidebars file") for the item types and their fields.';
  }
};

/** What is wrong with a versions file (`file`) or a docs versions option (docs-versions). */
export type DocsVersionsProblem =
  | { problem: 'json'; file: string; error: string }
  /** `found`: the start of what the file holds, as JSON. */
  | { problem: 'not-array'; file: string; found: string | undefined }
  /** `why`: what is wrong with the name. */
  | { problem: 'bad-name'; file: string; why: string }
  /** A listed version without its folder: `instance` its docs instance's id. */
  | { problem: 'missing-folder'; name: string; instance: string | undefined; file: string; folder: string }
  /** `opt`: how messages name the options, `docs` or `docsInstances[id]`. */
  | { problem: 'none-left'; opt: string }
  /** An option naming versions that are not among `names`: lastVersion `value`, or those `unknown`. */
  | ({ problem: 'unknown-version'; names: string[]; opt: string } & (
      { option: 'lastVersion'; value: string } | { option: 'versions' | 'onlyIncludeVersions'; unknown: string[] }
    ))
  | { problem: 'last-not-included'; opt: string; lastVersion: string };
const docsVersionsMessage = (a: DocsVersionsProblem): string => {
  switch (a.problem) {
    case 'json':
      return `${a.file} is not valid JSON: ${a.error}`;
    case 'not-array':
      return `${a.file} must hold an array of version names, found ${a.found}.`;
    case 'bad-name':
      return `Invalid version name in ${a.file}: ${a.why}.`;
    case 'missing-folder':
      return `Version "${a.name}" is listed in ${a.file} but its folder ${a.folder}/ does not exist.`;
    case 'none-left':
      return 'No docs version is left to build: includeCurrentVersion is false and versions.json names no version.';
    case 'unknown-version':
      return a.option === 'lastVersion'
        ? `${a.opt}.lastVersion "${a.value}" is not a version of this site.`
        : `${a.opt}.${a.option} names unknown version${a.unknown.length > 1 ? 's' : ''} ${a.unknown.map((n) => `"${n}"`).join(', ')}.`;
    case 'last-not-included':
      return `${a.opt}.lastVersion "${a.lastVersion}" is not in ${a.opt}.onlyIncludeVersions.`;
  }
};
const docsVersionsHint = (a: DocsVersionsProblem): string => {
  switch (a.problem) {
    case 'json':
      return 'It holds an array of version names, newest first, e.g. ["2.0", "1.0"].';
    case 'not-array':
      return 'For example ["2.0", "1.0"], newest first.';
    case 'bad-name':
      return 'Version names become folder names and URL segments; use something like "2.15.0".';
    case 'last-not-included':
      return 'When both are set, onlyIncludeVersions must include lastVersion.';
    case 'missing-folder':
      return `Create it (zapsite docs:version ${a.name}${a.instance ? ` --id ${a.instance}` : ''} copies the current docs), or remove "${a.name}" from ${a.file}.`;
    case 'none-left':
      return `Set ${a.opt}.includeCurrentVersion to true, or add a version with zapsite docs:version.`;
    case 'unknown-version':
      return `Available version names are: ${a.names.join(', ')}.`;
  }
};

/**
 * A navbar item (the `index`th, labelled `label`) that names something of a docs instance: the
 * default docs (`instance` undefined), or the instance with that id.
 */
type NavbarDocsItem = { index: number; label: string; instance: string | undefined };
/** How a navbar item's message says the docs lack what it names. */
const lacking = (a: NavbarDocsItem): string =>
  a.instance !== undefined ? `which docs instance "${a.instance}" does not have` : 'which does not exist';

/** A doc id that names no doc (missing-doc-id): in a navbar item, or a category's link. */
type MissingDocId = { id: string; folder: string; example: string } & (
  ({ from: 'navbar' } & NavbarDocsItem) | { from: 'category'; category: string }
);

/** Two inputs that write one output path (output-conflict): `first` and `second` name them. */
type OutputConflict = { first: string; second: string; path: string } & (
  | { clash: 'same-path' }
  /** A page and a static file (`second`) at one path, the page kept (onDuplicateRoutes 'warn' or 'log'). */
  | { clash: 'page-over-static'; mode: string }
  /** A file the build generates (`first`) and a static file at its path, the generated one kept. */
  | { clash: 'generated-over-static' }
  /** `first` writes the file `filePath`, where `second` needs a folder for `path`. */
  | { clash: 'file-folder'; filePath: string }
);

export const ROUTE_CODES = {
  'doc-id': {
    title: 'A doc id with a slash',
    severity: 'error',
    message: (a: { id: string }) => `Doc id "${a.id}" must not contain "/".`,
    hint: 'The folder is part of the id already; give only the last part.',
  },
  'missing-doc-id': {
    title: 'A doc id that names no doc',
    severity: 'error',
    message: (a: MissingDocId) =>
      a.from === 'navbar'
        ? `Navbar item ${a.index} ("${a.label}") names doc id "${a.id}", ${lacking(a)}.`
        : `Category "${a.category}" links to doc id "${a.id}", which does not exist.`,
    hint: (a: MissingDocId) => `Doc ids are paths under ${a.folder} without the extension, e.g. "${a.example}".`,
  },
  'missing-sidebar-id': {
    title: 'A sidebar id that names no sidebar',
    severity: 'error',
    message: (a: NavbarDocsItem & { id: string }) =>
      `Navbar item ${a.index} ("${a.label}") names sidebar id "${a.id}", ${lacking(a)}.`,
    hint: (a: { names: string[]; instance: string | undefined }) =>
      a.names.length === 0
        ? a.instance
          ? `Docs instance "${a.instance}" has no sidebar (its sidebarPath is false).`
          : 'The site has no sidebar (docs.sidebarPath is false).'
        : a.names.length === 1
          ? `The sidebar${a.instance ? ` of docs instance "${a.instance}"` : ''} is called "${a.names[0]}".`
          : `The sidebars${a.instance ? ` of docs instance "${a.instance}"` : ''} are ${a.names.map((n) => `"${n}"`).join(', ')}.`,
  },
  'unknown-docs-plugin': {
    title: 'A navbar docsPluginId that names no docs instance',
    severity: 'error',
    message: (a: { index: number; label: string; pluginId: string }) =>
      `Navbar item ${a.index} ("${a.label}") names docsPluginId "${a.pluginId}", which is no docs instance.`,
    hint: (a: { ids: string[] }) =>
      a.ids.length
        ? `The docs instances are ${a.ids.map((n) => `"${n}"`).join(', ')} (docsInstances' ids, "default" for docs).`
        : 'The site has no docs; add the instance to docsInstances, or remove the item.',
  },
  'docs-not-enabled': {
    title: 'A navbar item that needs docs while docs are turned off',
    severity: 'error',
    message: (a: { index: number; label: string }) =>
      `Navbar item ${a.index} ("${a.label}") needs the docs section, but docs are not enabled (docs: false).`,
    hint: 'Enable docs in the config, or remove the item.',
  },
  'duplicate-url': {
    title: 'Two files claim one URL',
    severity: 'policy',
    option: 'onDuplicateRoutes',
    /** `names`: the inputs; `kept`: the one that keeps the URL, under onDuplicateRoutes `mode`. */
    message: (a: { url: string; names: string[]; kept?: { by: string; mode: string } }) =>
      `${a.names.length} inputs claim the URL ${a.url}: ${a.names.join(', ')}${a.kept ? `; ${a.kept.by} keeps it (onDuplicateRoutes: '${a.kept.mode}')` : ''}.`,
    hint: 'Give one of them a different file name or `slug`, exclude one (docs `exclude`), or remove the redirect.',
  },
  'redirect-clash': {
    title: 'Redirects made by createRedirects or redirectExtensions that are left out',
    severity: 'policy',
    option: 'onDuplicateRoutes',
    /**
     * `by`: the option that made them; `over`: a page of the site is at each one's `from`, or an
     * earlier redirect starts there; `redirects`: the first few, of `count`; `mode`: onDuplicateRoutes.
     */
    message: (a: { by: string; over: 'page' | 'redirect'; redirects: string[]; count: number; mode: string }) =>
      `${a.count === 1 ? 'A redirect' : `${a.count} redirects`} made by ${a.by} ${a.over === 'page' ? 'would take the place of a page of the site' : 'would start where an earlier redirect starts'}, so ${a.count === 1 ? 'it is' : 'they are'} left out (onDuplicateRoutes: '${a.mode}'): ${a.redirects.join('; ')}${a.count > a.redirects.length ? `; and ${a.count - a.redirects.length} more` : ''}.`,
    hint: (a: { over: 'page' | 'redirect' }) =>
      a.over === 'page'
        ? 'A redirect never replaces a page, as in Docusaurus: return undefined (or another old path) for these pages, or set onDuplicateRoutes to leave them out without a word.'
        : 'Only one redirect can start at a path: the redirects list comes first, then redirectExtensions, then createRedirects in the order of the pages. Return each old path for one page only.',
  },
  'undecodable-pathname': {
    title: 'A page URL that cannot be decoded',
    severity: 'error',
    message: (a: { url: string }) =>
      `The page URL "${a.url}" cannot be decoded (a "%" not followed by two hex digits).`,
    hint: 'Rename the file or fix the slug so it has no stray "%".',
  },
  'invalid-url': {
    title: 'A page URL that is not a plain path',
    severity: 'error',
    /** Made from the front matter `key`, else from the file name; `generated`: a generated page's layout. */
    message: (a: { url: string; problem: string; generated?: string; key?: string }) =>
      `The URL ${JSON.stringify(a.url)} made from ${a.generated !== undefined ? `the generated ${a.generated} page` : a.key ? `its front matter \`${a.key}\`` : 'its file name'} has ${a.problem}, so it is not a plain path of the site.`,
    hint: (a: { problem: string }) =>
      a.problem.includes('.')
        ? 'Write the slug as a path without "." or ".." segments: "/guide/setup", or "setup" relative to the folder.'
        : 'Rename the file, or write a `slug` without "#", "?" or "\\" (Docusaurus refuses them in a doc URL too).',
  },
  'output-conflict': {
    title: 'Two inputs write the same output path',
    severity: 'error',
    message: (a: OutputConflict) =>
      `Two inputs clash in the output: ${
        a.clash === 'same-path'
          ? `${a.first} and ${a.second} both write ${a.path}.`
          : a.clash === 'page-over-static'
            ? `${a.first} and ${a.second} both write ${a.path}; the page is written and the static file is not (onDuplicateRoutes: '${a.mode}'), as Docusaurus writes its pages over the static files it copied.`
            : a.clash === 'generated-over-static'
              ? `${a.first} and ${a.second} both write ${a.path}; the generated file is written and the static file is not, as Docusaurus's plugins write theirs over the static files it copied.`
              : `${a.first} writes the file ${a.filePath}, where ${a.second} needs a folder (${a.path}).`
      }`,
    hint: 'Rename or move one of them (a static file, a content file, or a `slug`); each output path comes from one input.',
  },
  'duplicate-doc-id': {
    title: 'Two docs of one version with the same id',
    severity: 'error',
    message: (a: { id: string; first: string; second: string }) =>
      `Two docs have the id "${a.id}": ${a.first} and ${a.second}.`,
    hint: 'Rename one of the files, or give one an `id` of its own in its front matter.',
  },
  'docusaurus-patched': {
    title: "The site patches Docusaurus's own code",
    severity: 'warning',
    message: (a: { pkg: string; files: string }) =>
      `The site patches ${a.pkg} (${a.files}). zapsite runs none of Docusaurus's code, so this site builds as unpatched Docusaurus builds it.`,
    hint: "Where the patch changes what pages show (heading ids, links), make that change in the site's own code instead, for example a remark plugin in the config's `remarkPlugins`.",
  },
  'no-home-page': {
    title: 'The site has no home page',
    severity: 'warning',
    message: 'The site has no home page: nothing is built at /, so visitors there get the 404 page.',
    hint: (a: { file: string }) => `Write ${a.file} (or .mdx), give a doc \`slug: /\`, or add a redirect from "/".`,
  },

  // Sidebars.
  'sidebars-missing': {
    title: 'The sidebars file does not exist',
    severity: 'error',
    message: (a: { file: string }) => `The sidebars file ${a.file} does not exist.`,
    hint: 'Fix `docs.sidebarPath` in the config, or leave it out for one autogenerated sidebar (false: no sidebar).',
  },
  'sidebars-file': {
    title: 'A sidebars file that is not a set of sidebars',
    severity: 'error',
    message: (
      a: { problem: 'extension'; file: string; extensions: string } | { problem: 'not-object'; found: string },
    ) =>
      a.problem === 'extension'
        ? `The sidebars file ${a.file} must end in ${a.extensions}.`
        : `The sidebars file must export an object of sidebars (name -> items), not ${a.found}.`,
    hint: (a: { problem: 'extension' | 'not-object' }) =>
      a.problem === 'extension'
        ? 'Export an object of sidebars (name -> items) from a .ts, .js, .mjs, .cjs or .json file.'
        : 'For example: export default { guides: ["intro", "readers"] }.',
  },
  'sidebars-syntax': {
    title: 'The sidebars file does not compile or parse',
    severity: 'error',
    message: (a: { format: 'json' | 'script'; error: string }) =>
      a.format === 'json'
        ? `The sidebars file is not valid JSON: ${a.error}`
        : `The sidebars file could not be compiled: ${a.error}`,
    hint: (a: { format: 'json' | 'script' }) =>
      a.format === 'json'
        ? 'A JSON sidebars file holds one object: {"sidebarName": ["doc-id", …]}.'
        : 'Fix the JavaScript or TypeScript error at this position.',
  },
  'sidebars-timeout': {
    title: 'The sidebars file did not finish loading',
    severity: 'error',
    /** `seconds`: the time limit it ran into; undefined when it awaits a promise that never settles. */
    message: (a: { file: string; seconds: number | undefined }) =>
      `The sidebars file ${a.file} did not finish loading${a.seconds !== undefined ? ` within ${a.seconds} s` : ': it waits on a promise that never settles'}.`,
    hint: 'Look for a loop that never ends or a promise that never settles in the file or what it imports.',
  },
  'sidebars-load': {
    title: 'The sidebars file threw while loading',
    severity: 'error',
    message: (a: { file: string; error: string }) => `The sidebars file ${a.file} threw while loading: ${a.error}`,
    hint: 'The file runs in Node when the site builds; fix the error it throws.',
  },
  'sidebars-item': {
    title: 'A sidebar item with a wrong shape',
    severity: 'error',
    message: sidebarsItemMessage,
    hint: sidebarsItemHint,
  },
  'sidebars-cycle': {
    title: 'A sidebar category that contains itself',
    severity: 'error',
    message: (a: { path: string; category: string }) =>
      `${a.path}: category "${a.category}" is inside its own items, so the sidebar would never end.`,
    hint: 'Remove the category from its own items (or from the items of a category inside it).',
  },
  'sidebars-unknown-doc': {
    title: 'A sidebar item names a doc that does not exist',
    severity: 'error',
    /** `where`: the item, e.g. Sidebar "guides". */
    message: (a: { where: string; id: string }) => `${a.where} names doc id "${a.id}", which does not exist.`,
    hint: (a: { near: string[]; example: string; legacy?: string }) =>
      a.legacy
        ? `Remove the "${a.legacy}" prefix: Docusaurus 2 wrote it before the doc ids of versioned sidebars, and Docusaurus 3 takes them without it, as zapsite does.`
        : a.near.length
          ? `Did you mean ${a.near.map((n) => `"${n}"`).join(' or ')}? Doc ids are paths under the docs folder without the extension.`
          : `Doc ids are paths under the docs folder without the extension, e.g. "${a.example}".`,
  },
  'unknown-displayed-sidebar': {
    title: 'displayed_sidebar names no sidebar',
    severity: 'error',
    message: (a: { wanted: unknown }) =>
      `displayed_sidebar names sidebar ${JSON.stringify(a.wanted)}, which does not exist.`,
    hint: (a: { names: string[] }) =>
      a.names.length
        ? `The sidebars are ${a.names.map((n) => `"${n}"`).join(', ')}; null shows none.`
        : 'The site has no sidebars; remove the key.',
  },
  'empty-sidebar': {
    title: 'A navbar item names a sidebar with nothing to link to',
    severity: 'error',
    message: (a: NavbarDocsItem & { sidebar: string }) =>
      `Navbar item ${a.index} ("${a.label}") names sidebar "${a.sidebar}"${a.instance !== undefined ? ` of docs instance "${a.instance}"` : ''}, which has no doc or category page to link to.`,
    hint: 'Add a doc to that sidebar, or point the item at another sidebar.',
  },
  'docs-versions': {
    title: 'versions.json or a docs versions option is wrong',
    severity: 'error',
    message: docsVersionsMessage,
    hint: docsVersionsHint,
  },
} as const satisfies Record<string, CatalogueEntry>;
