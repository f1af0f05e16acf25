// What the transforms of one file share while it renders: the file, what they found (links,
// components, problems) and the site's answers (URLs, images, components).
import type { ContentComponents, LinkResolver } from './markdown.ts';
import type { PoolContext } from './render-pool.ts';
import type { MagicComment } from '../../theme/shared/magic-comments.ts';
import type { MermaidBlock } from './mermaid-check.ts';
import type { FoundImage } from './outside-images.ts';
import type { Diagnostic, LinkRef, Position, SourceFile } from '../types.ts';

export interface State {
  file: SourceFile;
  /** The content writes its own title in place, Docusaurus's content title after other content (markdown-rules.ts). */
  titleInPlace?: boolean;
  lines: string[];
  diagnostics: Diagnostic[];
  links: LinkRef[];
  /** Ids of elements other than headings (raw HTML, JSX), which links may name as anchors. */
  ids: string[];
  components: Set<string>;
  /** Images outside the content and static folders the file names (outside-images.ts), by path. */
  outsideImages?: Map<string, FoundImage>;
  resolver: LinkResolver;
  comps: ContentComponents;
  brokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  brokenImages: 'throw' | 'warn' | 'ignore';
  /** An `<img>` or other element written as HTML or JSX naming a missing file. */
  brokenHtmlImages: 'throw' | 'warn' | 'ignore';
  /** The site's magic comments for code blocks; left out, the default ones. */
  magicComments?: readonly MagicComment[];
  /** ```mermaid blocks become diagrams (`markdown.mermaid`). */
  mermaid: boolean;
  /** The diagrams found so far, for the build-time syntax check. */
  diagrams: MermaidBlock[];
  /**
   * The site has remark plugins that run after zapsite's rules: directives that are not admonitions
   * are left for them (as Docusaurus does), and what is left after them is handled then (`leftDirectives`).
   */
  siteDirectives?: boolean;
}

export function pos(node: { position?: { start: { line: number; column: number } } }): Position | undefined {
  return node.position ? { line: node.position.start.line, column: node.position.start.column } : undefined;
}

export function report(st: State, d: Omit<Diagnostic, 'file' | 'sourceLine' | 'line' | 'column'>, at?: Position): void {
  st.diagnostics.push({
    ...d,
    file: st.file.relPath,
    line: at?.line,
    column: at?.column,
    sourceLine: at ? st.lines[at.line - 1] : undefined,
  });
}

export function newState(
  file: SourceFile,
  resolver: LinkResolver,
  comps: ContentComponents,
  opts: Pick<PoolContext, 'onBrokenMarkdownLinks' | 'onBrokenImages' | 'onBrokenHtmlImages' | 'magicComments'> & {
    mermaid?: boolean | object;
  },
): State {
  return {
    file,
    lines: file.text.split(/\r?\n/),
    diagnostics: [],
    links: [],
    ids: [],
    components: new Set(),
    resolver,
    comps,
    brokenMarkdownLinks: opts.onBrokenMarkdownLinks,
    brokenImages: opts.onBrokenImages,
    brokenHtmlImages: opts.onBrokenHtmlImages ?? opts.onBrokenImages,
    magicComments: opts.magicComments,
    mermaid: Boolean(opts.mermaid),
    diagrams: [],
  };
}
