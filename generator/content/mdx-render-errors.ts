// Why an MDX page did not render, explained (mdx-render.ts): a render error, a module that failed
// to load, a React page without a component, an island left static; each placed at the site's own
// line where the stack names one.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { relative, resolve } from 'node:path';
import { type State } from './state.ts';
import type { ThemeModule } from '../render/theme.ts';
import { isSiteExit, siteExitDiagnostic } from '../site-code.ts';
import { type StaticIsland } from '../../theme/shared/docusaurus.ts';
import { ISLAND_ERROR_KEY, PROVIDER_ERROR_RE } from '../../theme/shared/island.ts';
import type { Diagnostic, SourceFile } from '../types.ts';
import { diag } from '../diagnostics.ts';
import type { MdxRenderJob } from './mdx-render.ts';
import { CACHE_DIR, isReactPage, OUT_DIR } from './mdx-where.ts';

export type Frame = { path: string; line: number; column: number };

/**
 * An interactive component left static on a page, where the page writes it (MDX), else the page
 * alone; one left static for a provider it needs, where no line of the page holds it, at its own
 * declaration, so that its pages make one report.
 */
export function staticIsland(
  note: StaticIsland,
  file: SourceFile,
  lines: string[],
  site?: { root: string; islandFiles?: Record<string, string> },
): Diagnostic {
  const [line, column] = (note.at ?? '').split(':').map(Number);
  const sourceLine = line ? lines[line - 1] : undefined;
  if (note.provider) {
    const own = site?.islandFiles?.[note.component];
    const at =
      sourceLine !== undefined
        ? { file: file.relPath, line, column, sourceLine }
        : own && site
          ? declaredAt(own, note.component, site.root)
          : { file: file.relPath };
    return diag({ code: 'island-provider', args: { component: note.component, error: note.what }, ...at });
  }
  return diag({
    code: 'island-static',
    args: { component: note.component, what: note.what, prop: note.prop, located: Boolean(note.at) },
    file: file.relPath,
    ...(sourceLine !== undefined ? { line, column, sourceLine } : {}),
  });
}

/** What a render error is explained with: the theme, the components the page could use, the site folder, the site's stack frame. */
export interface ErrorContext {
  theme: ThemeModule;
  available: string[];
  root: string;
  frame: Frame | undefined;
  /** Each interactive component's file (MdxRenderSite `islandFiles`). */
  islandFiles?: Record<string, string>;
}

export function renderError(
  error: unknown,
  job: MdxRenderJob,
  st: Pick<State, 'lines'>,
  { theme, available, root, frame, islandFiles }: ErrorContext,
): Diagnostic {
  const e = error instanceof Error ? error : new Error(String(error));
  const { file } = job;
  const where = (line?: number, column?: number) => {
    const sourceLine = line ? st.lines[line - 1] : undefined;
    // A column outside its line is no place to point at: the line alone is said.
    const inLine = sourceLine !== undefined && column !== undefined && column >= 1 && column <= sourceLine.length + 1;
    return {
      file: file.relPath,
      line: sourceLine === undefined ? undefined : line,
      column: inLine ? column : undefined,
      sourceLine,
    };
  };
  if (isSiteExit(e)) {
    const at = frame ? (frame.path === file.absPath ? where(frame.line, frame.column) : inFile(frame, root)) : where();
    return siteExitDiagnostic(e.message, file.relPath, at);
  }
  // MDX's own check of a component, or of the object a member component (<Foo.Bar>) is read from.
  const missing = /Expected (component|object) `([^`]+)` to be defined/.exec(e.message);
  if (missing) {
    const name = missing[2]!;
    const at = job.facts.components.get(name.split('.')[0]!);
    return diag({
      code: 'mdx-unknown-component',
      args: {
        name,
        member:
          missing[1] === 'object' ? memberName(name, at && st.lines[at.line - 1]?.slice(at.column - 1)) : undefined,
        available: available
          .filter((n) => !['Admonition', 'CodeBlock'].includes(n))
          .sort()
          .join(', '),
      },
      ...where(at?.line, at?.column),
    });
  }
  if (e instanceof theme.MdxPropError) {
    const [line, column] = (e.at ?? '').split(':').map(Number);
    return diag({ code: 'mdx-prop', args: { error: e.message }, ...where(line || undefined, column || undefined) });
  }
  // An island renders on its own (theme/components/Island.tsx): placed where the site's code threw,
  // else where the page writes the component, else (a component another renders, an error thrown
  // inside a package) at the component's own declaration, so that its pages make one report.
  const island = (e as unknown as Record<string, unknown>)[ISLAND_ERROR_KEY];
  if (typeof island === 'string') {
    const name = island.replace(/^site\./, '');
    const used = job.facts.components.get(name);
    const own = islandFiles?.[name];
    const at =
      frame && frame.path !== file.absPath
        ? inFile(frame, root)
        : frame || used || !own
          ? where(frame?.line ?? used?.line, frame?.column ?? used?.column)
          : declaredAt(own, name, root);
    const provider = PROVIDER_ERROR_RE.test(e.message);
    return diag({ code: 'island-render', args: { name, error: e.message, provider }, ...at });
  }
  if (frame && frame.path !== file.absPath) {
    return diag({
      code: 'mdx-render',
      // The page is listed under the message (affects), so one component error met on many pages is one report.
      args: { threw: 'component', error: e.message },
      ...inFile(frame, root),
    });
  }
  const at = where(frame?.line, frame?.column);
  return diag({
    code: 'mdx-render',
    args: {
      threw: 'page',
      react: isReactPage(file),
      error: e.message,
      braces: bracedName(e, at),
      md: /\.md$/i.test(file.relPath),
    },
    ...at,
  });
}

/**
 * The name of a ReferenceError thrown by an expression that is only that name, `{release_version}`:
 * text a Markdown writer meant to show, which MDX (and so Docusaurus 3, .md files too) runs as code.
 */
function bracedName(e: Error, at: { column?: number; sourceLine?: string }): string | undefined {
  const name = /^(\p{ID_Start}[\p{ID_Continue}$]*) is not defined$/u.exec(e.message)?.[1];
  if (!name || e.name !== 'ReferenceError' || at.column === undefined || !at.sourceLine) return undefined;
  const before = at.sourceLine.slice(0, at.column - 1);
  return /\{\s*$/.test(before) && at.sourceLine.slice(at.column - 1).startsWith(name) ? name : undefined;
}

/**
 * A page whose module could not be loaded: it imports a name its module does not export (Node's
 * check, for a page written beside the bundle), or code at the top level of a module it imports threw.
 */
export function loadError(error: unknown, job: MdxRenderJob, root: string, frame: Frame | undefined): Diagnostic {
  const e = error instanceof Error ? error : new Error(String(error));
  const { file } = job;
  const lines = file.text.split(/\r?\n/);
  const missing = /does not provide an export named '([^']+)'/.exec(e.message);
  if (missing) {
    const name = missing[1]!;
    // The import statement that names it, in the page's source.
    const re = new RegExp(
      `^\\s*import\\b[^;]*\\{[^}]*\\b${name.replace(/[$]/g, '\\$')}\\b[^}]*\\}\\s*from\\s*(['"])([^'"]+)\\1`,
    );
    const index = lines.findIndex((l) => re.test(l));
    const from = index >= 0 ? re.exec(lines[index]!)![2]! : undefined;
    return diag({
      code: 'missing-export',
      args: { name, module: from },
      file: file.relPath,
      ...(index >= 0
        ? {
            line: index + 1,
            column: lines[index]!.indexOf(name, lines[index]!.indexOf('{')) + 1,
            sourceLine: lines[index],
          }
        : {}),
    });
  }
  // Thrown in a package the site's code imports: placed there, so it is one problem, not one a page.
  frame ??= packageFrame(error);
  const at =
    frame && frame.path !== file.absPath
      ? inFile(frame, root)
      : {
          file: file.relPath,
          ...(frame ? { line: frame.line, column: frame.column, sourceLine: lines[frame.line - 1] } : {}),
        };
  return diag({
    code: 'component-load',
    args: { error: e.message },
    ...at,
  });
}

/** A React page whose default export is missing or not a component: placed at its exports where it has them. */
export function noDefaultExport(file: SourceFile, value: unknown): Diagnostic {
  const lines = file.text.split(/\r?\n/);
  const base = { code: 'react-page-export' as const, file: file.relPath };
  const at = (index: number) =>
    index >= 0 ? { line: index + 1, column: lines[index]!.search(/\S/) + 1, sourceLine: lines[index] } : {};
  if (value !== undefined) {
    return diag({
      ...base,
      args: { exported: value === null ? 'null' : `a ${typeof value}` },
      ...at(lines.findIndex((l) => /^\s*export\s+default\b/.test(l))),
    });
  }
  const index = lines.findIndex((l) => /^\s*export\s+(async\s+)?(function|const|let|var|class|\{)/.test(l));
  const named =
    index >= 0
      ? /^\s*export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/.exec(lines[index]!)?.[1]
      : undefined;
  return diag({ ...base, args: { named }, ...at(index) });
}

/** `Foo.Bar` as written at the element (`<Foo.Bar ...`), else `Foo.…`. */
function memberName(object: string, written: string | undefined): string {
  const m = written ? /^<([\w$]+(?:\.[\w$]+)+)/.exec(written) : null;
  return m && m[1]!.startsWith(`${object}.`) ? m[1]! : `${object}.…`;
}

/**
 * Where in the site's own code an error was thrown: the MDX file (an expression) or a component
 * file. Frames in the bundle are mapped back through its source maps.
 */
export function siteFrame(error: unknown, root: string): Frame | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const m of stack.matchAll(/(?:\(|at )(?:file:\/\/)?(\/[^():\s]+):(\d+):(\d+)\)?/g)) {
    let frame: Frame | undefined = { path: m[1]!, line: Number(m[2]), column: Number(m[3]) };
    if (frame.path.startsWith(CACHE_DIR)) frame = original(frame);
    if (frame && frame.path.startsWith(root + '/') && !frame.path.includes('/node_modules/')) return frame;
  }
  return undefined;
}

/**
 * Where an error was thrown when that is in a package (a file under node_modules, zapsite's own
 * excepted): the stack's first frame, mapped back through the bundle's source maps.
 */
function packageFrame(error: unknown): Frame | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const m = /(?:\(|at )(?:file:\/\/)?(\/[^():\s]+):(\d+):(\d+)\)?/.exec(stack);
  if (!m) return undefined;
  let frame: Frame | undefined = { path: m[1]!, line: Number(m[2]), column: Number(m[3]) };
  if (frame.path.startsWith(CACHE_DIR)) frame = original(frame);
  return frame && frame.path.includes('/node_modules/') && !frame.path.includes('/node_modules/zapsite/')
    ? frame
    : undefined;
}

function original(frame: Frame): Frame | undefined {
  try {
    // Node's own source-map reader: synchronous, and nothing to load.
    const map = new SourceMap(JSON.parse(readFileSync(`${frame.path}.map`, 'utf8')));
    // findOrigin would carry the distance from the nearest mapping over to the source even when
    // that mapping is further right on the line or on another line (code MDX generates, such as its
    // check that a component is defined): a line past the file's end, a column below 1. A frame
    // with no mapping of its own on its line is not placed.
    const entry = map.findEntry(frame.line - 1, frame.column - 1);
    if (
      !('originalSource' in entry) ||
      entry.generatedLine !== frame.line - 1 ||
      entry.generatedColumn > frame.column - 1
    )
      return undefined;
    // Sources are named relative to the bundle's virtual output folder, not the cache folder.
    return {
      path: resolve(OUT_DIR, entry.originalSource),
      line: entry.originalLine + 1,
      column: entry.originalColumn + 1 + (frame.column - 1 - entry.generatedColumn),
    };
  } catch {
    return undefined;
  }
}

/** Where a file declares `name` (a function, const or class of that name), else the file alone. */
function declaredAt(path: string, name: string, root: string) {
  let lines: string[] = [];
  try {
    lines = readFileSync(path, 'utf8').split(/\r?\n/);
  } catch {
    // read nothing: the file alone is named
  }
  const declares = new RegExp(`\\b(?:function|const|let|var|class)\\s+${name.replace(/[$]/g, '\\$&')}\\b`);
  const i = lines.findIndex((l) => declares.test(l));
  if (i < 0) return { file: relative(root, path) };
  const column = lines[i]!.search(new RegExp(`\\b${name.replace(/[$]/g, '\\$&')}\\b`)) + 1;
  return { file: relative(root, path), line: i + 1, column, sourceLine: lines[i] };
}

/** A stack frame in a file of the site other than the page, as a diagnostic places it. */
function inFile(frame: Frame, root: string) {
  return {
    file: relative(root, frame.path),
    line: frame.line,
    column: frame.column,
    sourceLine: readLine(frame.path, frame.line),
  };
}

function readLine(path: string, line: number): string | undefined {
  try {
    return readFileSync(path, 'utf8').split(/\r?\n/)[line - 1];
  } catch {
    return undefined;
  }
}
