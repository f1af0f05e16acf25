// A doc's content inside the classic theme's doc page: placeholders the page's components render
// where the content goes, which the page's HTML then has in their place (fillDocBody), in an
// island's props too. Two, as Docusaurus has two: the content under its title, as DocItem/Content
// writes it, and the MDX content alone, the component a whole DocItem is given.
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageRenderData } from '../shared/types.ts';
import { withDocCards } from '../shared/docusaurus.ts';
import { jsonForHtml } from '../shared/island.ts';
import { titledHtml } from './Toc.tsx';
import { CardRow } from './generated-index.tsx';
import type { DocContext } from '../shared/docusaurus.ts';
import { docContext } from './doc-context.ts';

/**
 * The doc's content, as the `children` Docusaurus gives DocItem/Layout and DocItem/Content, so in a
 * site's own DocItem/Content it sits right inside the site's `.markdown` box, as Docusaurus's MDX
 * content does (a wrapping element kept Infima's `.markdown > h2` rules from it). zapsite's
 * DocItem/Content writes the content itself.
 */
export function DocBody() {
  return createElement(DOC_BODY_TAG);
}

const DOC_BODY_TAG = 'zs-doc-body';
const DOC_MDX_TAG = 'zs-doc-mdx';

/**
 * Docusaurus's `content` prop of DocItem: the doc's MDX component, carrying its `metadata`,
 * `frontMatter`, `toc`, `contentTitle` and `assets`. It renders the content as MDX does, with the
 * content's own `# title` and no other: a whole DocItem adds the doc's title itself when the
 * content has none (`contentTitle`).
 */
export function docContent(data: PageRenderData): FunctionComponent & Partial<DocContext> {
  const Content: FunctionComponent = () => createElement(DOC_MDX_TAG);
  return Object.assign(Content, docContext(data));
}

/** A page's HTML with the doc's content in place of the placeholders, in an island's props too. */
export function fillDocBody(html: string, data: PageRenderData): string {
  if (!html.includes(DOC_BODY_TAG) && !html.includes(DOC_MDX_TAG)) return html;
  const inJson = (s: string) => jsonForHtml(s).slice(1, -1);
  const fill = (out: string, tag: string, content: () => string) => {
    if (!out.includes(tag)) return out;
    const mark = `<${tag}></${tag}>`;
    const text = content();
    return out.replaceAll(mark, () => text).replaceAll(inJson(mark), () => inJson(text));
  };
  const body = fill(html, DOC_BODY_TAG, () => contentHtml(data));
  return fill(body, DOC_MDX_TAG, () => withCards(data, mdxHtml(data.page)));
}

export function contentHtml(data: PageRenderData): string {
  return withCards(data, docHtml(data.page));
}

function withCards(data: PageRenderData, html: string): string {
  return withDocCards(html, (className) =>
    renderToStaticMarkup(<CardRow cards={data.docCards ?? []} base={data.site.baseUrl} className={className} />),
  );
}

/**
 * The doc's Markdown with its title, as Docusaurus's DocItem/Content writes it: the content's own
 * `# heading` where it has one (taken out when it opens the file, else already in place), else the
 * doc's title, which front matter `hide_title` leaves out.
 */
function docHtml(page: PageRenderData['page']): string {
  if (page.titleHeading !== undefined || page.titleInContent) return mdxHtml(page);
  return page.frontMatter.hide_title === true ? page.html : titledHtml(page.title, page.html);
}

/** The doc's Markdown as its MDX renders it: its own opening `# heading` back in place, no other title. */
function mdxHtml(page: PageRenderData['page']): string {
  return page.titleHeading !== undefined ? titledHtml(page.titleHeading, page.html, page.titleHeadingHtml) : page.html;
}
