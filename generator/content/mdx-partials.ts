// Partials: a `.md` or `.mdx` file that a page, another partial or a component imports, rendered in
// place as a component (`<Partial name="x" />`, the props readable inside as `props.name`), as
// Docusaurus's MDX loader compiles every Markdown file it is asked for. An esbuild plugin in the
// server bundle (mdx-pages.ts): each partial is compiled once with the pages' MDX pipeline
// (mdx-compile.ts: admonitions, code blocks, links and images resolved from the partial's own
// file), and what that finds (problems, links) is handed to one page that imports it, so each is
// reported once, at the partial's own file and line. A page that imports no partial never meets
// this plugin: its filter matches Markdown files only.
import type { FoundImage } from './outside-images.ts';
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { withLineFeeds } from './decode.ts';
import { dirname, join, relative } from 'node:path';
import { compileMdx, PARTIAL_PROVIDER, type MdxCompileOptions, type MdxLinks } from './mdx-compile.ts';
import { sitePluginsFor } from './site-plugins.ts';
import { splitFrontMatter } from './front-matter.ts';
import { newState } from './state.ts';
import { contentDirOf } from './links.ts';
import { withBase } from '../routes/urls.ts';
import { PARTIAL_COMPONENTS_KEY } from './mdx-render.ts';
import type { ContentComponents, RenderedContent } from './markdown.ts';
import type { Diagnostic, LinkRef, SourceFile } from '../types.ts';
import { boxedPartial } from '../bundle/partial-islands.ts';
import { resolvedPast } from '../bundle/resolve-past.ts';
import { diag } from '../diagnostics.ts';
import { sitePreprocessor } from './site-markdown.ts';
import type { MdxSite } from './mdx-site.ts';

const MARKDOWN_RE = /\.(md|mdx|markdown)$/i;
const MARK = Symbol('partial');
const PROVIDER_NS = 'zapsite-mdx-partial-components';
const PAGE_NS = 'zapsite-mdx';

/** What compiling one partial found, for the page it is reported with. */
interface PartialFound {
  /** The page (by index) whose URL its relative links resolve against and that carries what it found. */
  page: number;
  diagnostics: Diagnostic[];
  /** Its links, each naming the partial as the file it is written in. */
  links: LinkRef[];
  components: string[];
  outsideImages?: [string, FoundImage][];
}

export interface PartialsContext {
  /** The MDX pages of this bundle, in order. */
  pages: { file: SourceFile; url: string }[];
  links: MdxLinks;
  components: ContentComponents;
  opts: MdxCompileOptions;
  /** The site's folder, and its markdown.preprocessor (site-markdown.ts), which Docusaurus's MDX loader runs on a partial too. */
  site: Pick<MdxSite, 'root' | 'markdown' | 'docusaurusValues'>;
}

/**
 * The plugin and what it found. `imports` is, per page, the modules it names (relative ones made
 * absolute): a partial a page imports is placed with the first such page, in page order.
 */
export function mdxPartials(
  ctx: PartialsContext,
  imports: string[][],
): { plugin: Plugin; found: Map<string, PartialFound> } {
  const found = new Map<string, PartialFound>();
  const pageOf = new Map<string, number>();
  const place = (path: string, page: number) => {
    const known = pageOf.get(path);
    if (known === undefined || page < known) pageOf.set(path, page);
  };
  imports.forEach((list, i) => {
    for (const key of list)
      if (MARKDOWN_RE.test(key)) place(key.startsWith('@site/') ? join(ctx.site.root, key.slice(6)) : key, i);
  });
  const plugin: Plugin = {
    name: 'zapsite-mdx-partials',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${PARTIAL_PROVIDER}$`) }, () => ({
        path: PARTIAL_PROVIDER,
        namespace: PROVIDER_NS,
      }));
      // The components of the page being rendered (mdx-render.ts sets them while React renders it).
      b.onLoad({ filter: /.*/, namespace: PROVIDER_NS }, () => ({
        contents: `export function useMDXComponents() { return globalThis[Symbol.for(${JSON.stringify(PARTIAL_COMPONENTS_KEY)})] ?? {}; }\n`,
        loader: 'js',
      }));
      b.onResolve({ filter: MARKDOWN_RE }, async (args) => {
        if (args.pluginData === MARK) return undefined;
        const resolved = await resolvedPast(b, args, MARK);
        if (!resolved || 'errors' in resolved) return resolved;
        // A partial imported by a page bundled whole, or by another partial, goes with that page.
        const from = args.namespace === PAGE_NS ? Number(args.importer) : pageOf.get(args.importer);
        if (from !== undefined) place(resolved.path, from);
        return { path: resolved.path };
      });
      b.onLoad({ filter: MARKDOWN_RE }, async (args) => {
        const page = pageOf.get(args.path) ?? 0;
        const js = await compilePartial(args.path, page, ctx, found);
        return { contents: boxedPartial(js), loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
  return { plugin, found };
}

async function compilePartial(
  path: string,
  page: number,
  ctx: PartialsContext,
  found: Map<string, PartialFound>,
): Promise<string> {
  const importer = ctx.pages[page]!;
  const resolver = ctx.links.resolverFor(importer.url);
  const relPath = relative(ctx.site.root, path).split('\\').join('/');
  const written = withLineFeeds(await readFile(path, 'utf8'));
  let text = written;
  const failed: Diagnostic[] = [];
  try {
    const preprocess = sitePreprocessor(ctx.site);
    if (preprocess) text = preprocess(path, written);
  } catch (error) {
    failed.push({
      ...diag({
        code: 'markdown-function',
        args: { option: 'preprocessor', error: error instanceof Error ? error.message : String(error), files: 1 },
        file: relPath,
      }),
      affects: [relPath],
    });
  }
  // Links to Markdown files resolve from the partial's own folder, in the importing page's content folder.
  const contentDir = contentDirOf(importer.file, resolver) ?? ctx.site.root;
  const file: SourceFile = {
    absPath: path,
    relPath,
    contentPath: relative(contentDir, path),
    kind: importer.file.kind,
    text,
    ...(importer.file.version ? { version: importer.file.version } : {}),
    ...(importer.file.instance ? { instance: importer.file.instance } : {}),
  };
  const split = splitFrontMatter(text, relPath);
  const st = newState(file, resolver, ctx.components, ctx.links);
  st.diagnostics.push(...failed, ...split.diagnostics);
  const compiled = await compileMdx(
    split.body,
    st,
    { located: new Set(ctx.opts.located), atProp: ctx.opts.atProp, partial: true },
    { fastPath: ctx.opts.fastPath, plugins: await sitePluginsFor(ctx.links.plugins, file) },
  );
  found.set(path, {
    page,
    diagnostics: st.diagnostics,
    links: st.links.map((l) => ({
      ...l,
      file: relPath,
      ...(l.position ? { sourceLine: st.lines[l.position.line - 1] } : {}),
    })),
    components: [...st.components],
    ...(st.outsideImages ? { outsideImages: [...st.outsideImages] } : {}),
  });
  // A partial that does not compile renders nothing; its mdx-syntax error stops the build.
  return compiled?.js ?? 'export const toc = [];\nexport default function MDXContent() { return null; }\n';
}

/**
 * What each partial found, added to the page it was placed with. A link of the partial to another
 * page that the page's HTML does not hold is left out (the page renders the partial inside a
 * component that draws no children, or only another choice's): Docusaurus checks only the links a
 * page renders (page-links.ts renderedLinks does the same for the page's own).
 */
export function attachPartials(
  byPath: Map<string, RenderedContent>,
  found: Map<string, PartialFound>,
  pages: { file: SourceFile; url: string }[],
  baseUrl: string,
): void {
  for (const f of found.values()) {
    const page = pages[f.page]!;
    const rendered = byPath.get(page.file.absPath);
    if (!rendered) continue;
    rendered.diagnostics = [...rendered.diagnostics, ...f.diagnostics];
    const drawn = (l: LinkRef) =>
      l.kind !== 'link' ||
      !rendered.html ||
      l.raw.startsWith(`${page.url}#`) ||
      written(withBase(baseUrl, l.raw)).some((href) => rendered.html.includes(`="${href}"`));
    const links = f.links.filter((l) => drawn(l) && !(rendered.siteAnchor && l.viaMdxA));
    rendered.links = [...rendered.links, ...links];
    rendered.components = [...new Set([...rendered.components, ...f.components])];
    if (f.outsideImages) rendered.outsideImages = [...(rendered.outsideImages ?? []), ...f.outsideImages];
  }
}

/** The ways an href stands between the double quotes of an attribute (React's `&amp;`, hast's `&#x26;`). */
function written(href: string): string[] {
  return href.includes('&') ? [href.replace(/&/g, '&amp;'), href.replace(/&/g, '&#x26;')] : [href];
}
