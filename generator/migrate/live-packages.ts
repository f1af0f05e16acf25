// A component from a package that needs the browser (state, effects, handlers in the package's own
// module: a "copy page" button, a comments widget, a video player), rendered by the site's code.
// Docusaurus hydrates every page, so it works there; zapsite renders once at build time, so migrate
// marks it interactive from its package module (`interactiveFrom: { Giscus: '@giscus/react' }`) and
// it hydrates wherever the site's code renders it. Not where only a live component or a live page
// renders it: it comes alive inside their island.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { componentName, importsOf, LIVE, liveWritten, type LiveComponent } from './interactive.ts';
import { functionProp } from './function-props.ts';
import { PAGE_LIVE } from './live-pages.ts';

const COMPONENT = /^[A-Z][A-Za-z0-9]*$/;
// Not a package whose components zapsite provides or renders itself.
const NOT_A_PACKAGE =
  /^(?:\.|\/|@site\/|@theme(?:-original|-init)?\/|@docusaurus\/|@generated\/|react(?:-dom)?(?:\/|$))/;

/**
 * The live package components the site renders outside any live component or page, by the name
 * the island takes (the export's name, or for a default import the name the site gives it), each
 * with the package module as written and what in that module shows it is live. `texts`: the site's
 * files (interactive.ts siteTexts); `taken`: the names already marked; `components`: the site's MDX
 * components file (src/theme/MDXComponents), whose names are MDX's: a package's default export the
 * site imports under one of those names for another component (cypress-documentation's `Icon`)
 * takes the package's name instead (`CypressDesignReactIcon`), so MDX keeps the site's.
 */
export function findLivePackageComponents(
  root: string,
  texts: Map<string, string>,
  taken: ReadonlySet<string>,
  mdx: {
    components?: string;
    /** A live named export left out because MDX has another component by its name. */
    leftOut?: (name: string, spec: string) => void;
  } = {},
): LiveComponent[] {
  const { components, leftOut = () => {} } = mdx;
  const mdxNames = new Map<string, string>();
  for (const { spec, names } of importsOf((components && texts.get(components)) ?? ''))
    for (const { local } of names) mdxNames.set(local, spec);
  const require = createRequire(join(root, 'package.json'));
  const liveModule = new Map<string, string | undefined>();
  const found: LiveComponent[] = [];
  for (const [path, text] of texts) {
    // Inside a live component or page the package's component is part of that island.
    const ownIsland = (path.startsWith('src/components/') || path.startsWith('src/pages/')) && PAGE_LIVE.test(text);
    if (ownIsland || /\.config\.[cm]?[jt]s$/.test(path)) continue;
    const inFile: (LiveComponent & { local: string })[] = [];
    for (const { spec, names } of importsOf(text)) {
      if (NOT_A_PACKAGE.test(spec)) continue;
      for (const { local, exported } of names) {
        let name = exported === 'default' ? local : exported;
        // Another component of MDX's by that name: a named export cannot be renamed, so it is left out.
        if (mdxNames.has(name) && mdxNames.get(name) !== spec) {
          if (exported !== 'default') {
            leftOut(name, spec);
            continue;
          }
          name = packageComponentName(spec);
        }
        if (!COMPONENT.test(name) || taken.has(name)) continue;
        if (!new RegExp(`<${local}[\\s/>]`).test(text)) continue;
        const key = `${spec}\0${exported}`;
        if (!liveModule.has(key)) liveModule.set(key, liveMark(require, spec, exported));
        const because = liveModule.get(key);
        if (because) inFile.push({ name, file: spec, because, local });
      }
    }
    const host = inFile.length ? functionHost(path, text, texts, inFile) : undefined;
    for (const { local: _local, ...c } of host ? [] : inFile) if (!found.some((f) => f.name === c.name)) found.push(c);
    if (host && !taken.has(host.name) && !found.some((f) => f.name === host.name)) found.push(host);
  }
  return found;
}

/**
 * The site component in `path` as the island, when it hands one of its live package components a
 * function (function-props.ts): that prop is made in its own code, so it cannot be handed over.
 */
function functionHost(
  path: string,
  text: string,
  texts: Map<string, string>,
  live: readonly (LiveComponent & { local: string })[],
): LiveComponent | undefined {
  if (!path.startsWith('src/components/')) return undefined;
  for (const c of live) {
    const prop = functionProp(text, c.local);
    const name = prop && componentName(path, text, texts);
    if (name) return { name, file: path, because: `<${c.local} ${prop}> from ${c.file}`, host: true };
  }
  return undefined;
}

/** A package module's name as a component's: `@cypress-design/react-icon` is `CypressDesignReactIcon`. */
function packageComponentName(spec: string): string {
  return spec
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * What shows that the component the package module exports as `exported` is live, as written in its
 * source, or undefined (not live, or not found). A module that passes the export on from another
 * file of the package (`export { default } from './src/CopyPageButton'`) is followed there, a few
 * steps at most; any other module is read whole.
 */
function liveMark(require: NodeJS.Require, spec: string, exported: string): string | undefined {
  let file: string;
  try {
    file = require.resolve(spec);
  } catch {
    // A module Node cannot resolve from the site (an alias of the site's bundler, ESM-only exports):
    // migrate cannot read it, and the build reports what it cannot resolve.
    return undefined;
  }
  for (let step = 0; step < 4; step++) {
    const text = readFileSync(file, 'utf8');
    const next = passedOn(text, exported);
    const target = next && moduleFile(resolve(dirname(file), next.from));
    if (!next || !target) {
      // The export's own function when the module writes it out, else the whole module: a module of
      // several components (react-markdown's Markdown beside MarkdownHooks) is not live for the one
      // that is not.
      const hit = LIVE.exec(ownBody(text, exported) ?? text);
      return hit ? liveWritten(hit[0]).replace(/^</, '') : undefined;
    }
    file = target;
    exported = next.name;
  }
  return undefined;
}

/**
 * The body of the function or class a module exports as `exported`, as written (`function Name(…) {…}`,
 * `const Name = (…) => {…}`, `export default function (…) {…}`, `class Name extends … {…}`), or
 * undefined when it cannot tell:
 * from its braces, counted outside strings and comments only roughly, which is enough to keep one
 * component's hooks from being another's.
 */
function ownBody(text: string, exported: string): string | undefined {
  const name =
    exported === 'default'
      ? /\bexport\s+default\s+(?:function\s*\*?\s*|class\s+)?([A-Za-z_$][\w$]*)?/.exec(text)
      : null;
  const local = exported === 'default' ? name?.[1] : exported;
  const start =
    exported === 'default' && name && /function|class/.test(name[0])
      ? name.index
      : local === undefined
        ? -1
        : text.search(
            new RegExp(
              `\\b(?:function\\s*\\*?\\s*${local}\\s*\\(|(?:const|let|var)\\s+${local}\\s*=|class\\s+${local}\\b)`,
            ),
          );
  if (start < 0) return undefined;
  // A class's body opens at its first brace (`class A extends B {`); a function's after its parameters.
  const isClass = /^(?:export\s+default\s+)?class\b/.test(text.slice(start));
  const open = isClass ? text.indexOf('{', start) : text.indexOf('{', text.indexOf(')', start));
  if (open < 0) return undefined;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

/** Where a module passes `exported` on from (`export { a as exported } from './x'`): the file and its name there. */
function passedOn(text: string, exported: string): { from: string; name: string } | undefined {
  for (const m of text.matchAll(/\bexport\s*\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    for (const part of m[1]!.split(',')) {
      const [name, as = name] = part.trim().split(/\s+as\s+/);
      if (name && as?.trim() === exported) return { from: m[2]!, name: name.trim() };
    }
  }
  return undefined;
}

const MODULE_EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.jsx', '/index.js', '/index.mjs'];

function moduleFile(base: string): string | undefined {
  for (const ext of MODULE_EXTENSIONS) {
    try {
      if (statSync(base + ext).isFile()) return base + ext;
    } catch {
      // Not this one: the next extension.
    }
  }
  return undefined;
}
