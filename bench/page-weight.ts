// JS and CSS a page costs a fresh visitor: what it references before load (loader + its static
// imports + CSS); what runs before the first interaction (that, client navigation, which the
// loader imports after load, and the islands that wake by themselves: data-hydrate="load", with
// the hydration runtime); what is fetched once idle with no interaction (that plus islands that
// wake on idle or when visible); and, for reference, every island of the page woken.
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
  /** Executed before the first interaction (nothing tapped, hovered or focused). */
  firstInputJs: Weight;
  /** Fetched once idle, with no interaction. */
  idleJs: Weight;
  /** Every island of the page woken (what a visitor who uses them all fetches). */
  allJs: Weight;
  idleCss: Weight;
}

/** The budgets of issue 18, in gzip bytes. */
export const JS_BUDGETS = { firstInput: 10 * 1024, idle: 60 * 1024 } as const;

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
  const result = await build({
    entryPoints: entries,
    absWorkingDir: jsDir,
    bundle: true,
    write: false,
    splitting: true,
    format: 'esm',
    outdir: join(jsDir, '.graph'),
    metafile: true,
    logLevel: 'silent',
    // A site path (the mermaid island imports its prebuilt copy from /assets/) is fetched by the
    // browser when the island runs, not part of the graph read here.
    plugins: [
      {
        name: 'site-paths',
        setup(b) {
          b.onResolve({ filter: /^\// }, (a) => ({ path: a.path, external: true }));
        },
      },
    ],
  });
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
  const toFile = (href: string) =>
    join(outDir, href.startsWith(baseUrl) ? href.slice(baseUrl.length) : href.replace(/^\//, ''));
  const toGraphKey = (href: string) => toFile(href).slice(jsDir.length + 1);
  const fromGraphKey = (k: string) => join(jsDir, k);

  return urls.map((url) => {
    const htmlPath = toFile(url.endsWith('/') ? url + 'index.html' : url);
    const html = readFileSync(htmlPath, 'utf8');
    const css = [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((t) => attr(t, 'rel') === 'stylesheet')
      .map((t) => attr(t, 'href')!)
      .filter(Boolean);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    // A script the site's config loads from another host (analytics) is the site's, not weighed here.
    const external = scripts
      .map((m) => attr(m[0].slice(0, m[0].indexOf('>') + 1), 'src'))
      .filter((s): s is string => !!s && !/^(?:[a-z]+:)?\/\//i.test(s));
    const inline = scripts
      .filter((m) => !attr(m[1]!, 'src') && !/type="application\/(ld\+)?json"/.test(m[1]!))
      .reduce((n, m) => n + Buffer.byteLength(m[2]!), 0);
    const manifestText = /<script[^>]*id="zs-islands"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const manifest = JSON.parse(manifestText) as Record<string, string>;

    const beforeKeys = closure(external.map(toGraphKey), graph);
    // The loader's literal dynamic imports: the hydration runtime (whose closure holds React, so
    // it is the larger) and client navigation, imported after the load event.
    const islandKeys = Object.values(manifest).map(toGraphKey);
    const dynamic = [...new Set([...beforeKeys].flatMap((k) => graph.get(k)?.dynamic ?? []))].filter(
      (k) => !islandKeys.includes(k),
    );
    const sizeOf = (k: string) => weigh([...closure([k], graph)].map(fromGraphKey)).raw;
    const runtimeKey = dynamic.reduce<string | undefined>(
      (big, k) => (big === undefined || sizeOf(k) > sizeOf(big) ? k : big),
      undefined,
    );
    const navigationKeys = dynamic.filter((k) => k !== runtimeKey);
    const when = islandSchedules(html);
    const waking = (kinds: string[]) =>
      Object.entries(manifest)
        .filter(([name]) => kinds.includes(when.get(name) ?? 'idle'))
        .map(([, href]) => toGraphKey(href));
    const withRuntime = (keys: string[]) => (keys.length && runtimeKey ? [...keys, runtimeKey] : keys);
    const firstInputKeys = closure([...beforeKeys, ...navigationKeys, ...withRuntime(waking(['load']))], graph);
    const idleKeys = closure([...firstInputKeys, ...withRuntime(waking(['load', 'idle', 'visible']))], graph);
    const allKeys = closure([...idleKeys, ...withRuntime(islandKeys)], graph);
    const cssFiles = css.map(toFile);
    return {
      url,
      htmlBytes: Buffer.byteLength(html),
      inlineScriptBytes: inline,
      islands: Object.keys(manifest),
      beforeJs: weigh([...beforeKeys].map(fromGraphKey)),
      beforeCss: weigh(cssFiles),
      firstInputJs: weigh([...firstInputKeys].map(fromGraphKey)),
      idleJs: weigh([...idleKeys].map(fromGraphKey)),
      allJs: weigh([...allKeys].map(fromGraphKey)),
      idleCss: weigh(cssFiles),
    };
  });
}

/**
 * When each island of a page wakes without interaction (data-hydrate), for a fresh visitor: an
 * island that wakes at once for a stored choice (data-wake-stored) has none stored yet.
 */
function islandSchedules(html: string): Map<string, string> {
  const when = new Map<string, string>();
  const rank = ['intent', 'visible', 'idle', 'load'];
  for (const m of html.matchAll(/<[a-z]+\b[^>]*\sdata-island="([^"]+)"[^>]*>/g)) {
    const w = attr(m[0], 'data-hydrate') ?? 'idle';
    // The earliest schedule among the page's roots of one island decides when its code is fetched.
    if (rank.indexOf(w) > rank.indexOf(when.get(m[1]!) ?? 'intent')) when.set(m[1]!, w);
    else if (!when.has(m[1]!)) when.set(m[1]!, w);
  }
  return when;
}

/** A blog post URL from the blog index: the first link of the form /blog/<slug>/ that is a post. */
export function firstBlogPostUrl(outDir: string, blogBase: string): string | undefined {
  const html = readFileSync(join(outDir, blogBase, 'index.html'), 'utf8');
  const reserved = new Set(['tags', 'authors', 'archive', 'page']);
  for (const m of html.matchAll(new RegExp(`href="(/${blogBase}/([^/"#]+)/)"`, 'g')))
    if (!reserved.has(m[2]!)) return m[1];
  return undefined;
}
