// JS and CSS a page costs: what it references before load (loader + its static imports + CSS),
// and everything once idle (each island in the page's #zs-islands manifest with its static
// imports, plus the hydration runtime the loader imports when the first island wakes).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  url: string;
  htmlBytes: number;
  inlineScriptBytes: number;
  islands: string[];
  beforeJs: Weight;
  beforeCss: Weight;
  idleJs: Weight;
  idleCss: Weight;
}

interface ModuleImports {
  static: string[];
  dynamic: string[];
}

/**
 * The import graph of the built JS, read by esbuild (its metafile names each import and whether
 * it is static or dynamic), so minified code needs no hand-written parser. Keys and values are
 * paths relative to `jsDir`.
 */
export async function importGraph(jsDir: string): Promise<Map<string, ModuleImports>> {
  const entries = readdirSync(jsDir).filter((f) => f.endsWith('.js'));
  const result = await build({ entryPoints: entries, absWorkingDir: jsDir, bundle: true, write: false, splitting: true, format: 'esm', outdir: join(jsDir, '.graph'), metafile: true, logLevel: 'silent' });
  const graph = new Map<string, ModuleImports>();
  for (const [path, input] of Object.entries(result.metafile.inputs)) {
    graph.set(path, {
      static: input.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path),
      dynamic: input.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path),
    });
  }
  return graph;
}

function closure(starts: string[], graph: Map<string, ModuleImports>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const next of graph.get(f)?.static ?? []) stack.push(next);
  }
  return seen;
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

const gzipCache = new Map<string, number>();
function weigh(absFiles: Iterable<string>): Weight {
  const w: Weight = { files: 0, raw: 0, gzip: 0 };
  for (const f of absFiles) {
    const bytes = readFileSync(f);
    w.files++;
    w.raw += bytes.length;
    if (!gzipCache.has(f)) gzipCache.set(f, gzipSync(bytes, { level: 9 }).length);
    w.gzip += gzipCache.get(f)!;
  }
  return w;
}

/** Weigh each page (site URLs such as "/docs/"), reading the build in `outDir`. */
export async function pageWeights(outDir: string, baseUrl: string, urls: string[]): Promise<PageWeight[]> {
  const jsDir = join(outDir, 'assets', 'js');
  const graph = await importGraph(jsDir);
  // Only what lives under assets/js/ is in the graph; a URL elsewhere is weighed on its own.
  const toFile = (href: string) => join(outDir, href.startsWith(baseUrl) ? href.slice(baseUrl.length) : href.replace(/^\//, ''));
  const toGraphKey = (href: string) => toFile(href).slice(jsDir.length + 1);
  const fromGraphKey = (k: string) => join(jsDir, k);

  return urls.map((url) => {
    const htmlPath = toFile(url.endsWith('/') ? url + 'index.html' : url);
    const html = readFileSync(htmlPath, 'utf8');
    const css = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((t) => attr(t, 'rel') === 'stylesheet').map((t) => attr(t, 'href')!).filter(Boolean);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const external = scripts.map((m) => attr(m[0].slice(0, m[0].indexOf('>') + 1), 'src')).filter((s): s is string => !!s);
    const inline = scripts.filter((m) => !attr(m[1]!, 'src') && !/type="application\/(ld\+)?json"/.test(m[1]!)).reduce((n, m) => n + Buffer.byteLength(m[2]!), 0);
    const manifestText = /<script[^>]*id="zs-islands"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const manifest = JSON.parse(manifestText) as Record<string, string>;

    const beforeKeys = closure(external.map(toGraphKey), graph);
    const islandKeys = Object.values(manifest).map(toGraphKey);
    // The loader imports the hydration runtime (a literal dynamic import) when an island wakes.
    const runtimeKeys = islandKeys.length ? [...beforeKeys].flatMap((k) => graph.get(k)?.dynamic ?? []) : [];
    const idleKeys = closure([...beforeKeys, ...islandKeys, ...runtimeKeys], graph);
    const cssFiles = css.map(toFile);
    return {
      url,
      htmlBytes: Buffer.byteLength(html),
      inlineScriptBytes: inline,
      islands: Object.keys(manifest),
      beforeJs: weigh([...beforeKeys].map(fromGraphKey)),
      beforeCss: weigh(cssFiles),
      idleJs: weigh([...idleKeys].map(fromGraphKey)),
      idleCss: weigh(cssFiles),
    };
  });
}

/** A blog post URL from the blog index: the first link of the form /blog/<slug>/ that is a post. */
export function firstBlogPostUrl(outDir: string, blogBase: string): string | undefined {
  const html = readFileSync(join(outDir, blogBase, 'index.html'), 'utf8');
  const reserved = new Set(['tags', 'authors', 'archive', 'page']);
  for (const m of html.matchAll(new RegExp(`href="(/${blogBase}/([^/"#]+)/)"`, 'g'))) if (!reserved.has(m[2]!)) return m[1];
  return undefined;
}
