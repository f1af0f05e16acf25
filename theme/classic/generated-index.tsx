// A category's generated index page, laid out as Docusaurus's DocCategoryGeneratedIndexPage (a page
// of its own, not a doc): version banner, breadcrumbs and badge, the title and description, a card
// per item, the pager; three quarters wide on desktop. CardRow is also the cards a doc's
// `<DocCardList />` shows.
import type { ReactNode } from 'react';
import type { DocCardData, NavLink, PageRenderData } from '../shared/types.ts';
import { isExternal, withBase } from '../shared/url-path.ts';
import { CARD_CLASS, cardIconTitle, DocCardInside } from '../shared/doc-card.tsx';
import { Pagination } from './Toc.tsx';
import { Themed } from './swizzle.tsx';
import { themePlural, themeString } from './theme-text.tsx';
import { DocCardList, DocCategoryGeneratedIndexPage as styles } from '../shared/docusaurus-classes.ts';

export function CardRow({ cards, base, className }: { cards: DocCardData[]; base: string; className?: string }) {
  return (
    <section className={['row', className].filter(Boolean).join(' ')}>
      {cards.map((card, i) => {
        const external = isExternal(card.href);
        return (
          <article key={i} className={`${DocCardList.docCardListItem} col col--6`}>
            <Themed
              name="DocCard"
              ours={() => (
                <a className={CARD_CLASS} href={external ? card.href : withBase(base, card.href)}>
                  <DocCardInside
                    {...cardIconTitle(card.label, card.kind)}
                    description={
                      card.itemCount === undefined
                        ? card.description
                        : themePlural(
                            'theme.docs.DocCard.categoryDescription.plurals',
                            '1 item|{count} items',
                            card.itemCount,
                          )
                    }
                  />
                </a>
              )}
              props={{ item: card.item }}
            />
          </article>
        );
      })}
    </section>
  );
}

type Part = (props: Record<string, unknown>) => ReactNode;

/**
 * The page's `categoryGeneratedIndex` prop, as Docusaurus's docs plugin gives its
 * DocCategoryGeneratedIndexPage (a site's swizzled one reads it; categoryGeneratedIndex.js
 * getCategoryGeneratedIndexMetadata): title, description, image, keywords, the link's slug, the
 * permalink with the base URL, the sidebar's name and the pager's neighbours.
 */
export function generatedIndexProp({ page, site, prev, next, categoryIndex }: PageRenderData) {
  const link = (l: NavLink | undefined) =>
    l ? { title: l.label, permalink: withBase(site.baseUrl, l.href) } : undefined;
  return {
    title: page.title,
    description: page.description,
    image: categoryIndex?.image,
    keywords: categoryIndex?.keywords,
    slug: categoryIndex?.slug,
    permalink: withBase(site.baseUrl, page.url),
    sidebar: categoryIndex?.sidebar,
    navigation: { previous: link(prev), next: link(next) },
  };
}

export function GeneratedIndexPage({
  data,
  cards,
  parts,
}: {
  data: PageRenderData;
  cards: DocCardData[];
  parts: Record<'DocVersionBanner' | 'DocBreadcrumbs' | 'DocVersionBadge', Part>;
}) {
  const { page, site } = data;
  return (
    <div className={styles.generatedIndexPage}>
      {parts.DocVersionBanner({})}
      {parts.DocBreadcrumbs({})}
      {parts.DocVersionBadge({})}
      <header>
        <h1 className={styles.title}>{page.title}</h1>
        {page.description ? <p>{page.description}</p> : null}
      </header>
      <article className="margin-top--lg">
        <CardRow cards={cards} base={site.baseUrl} />
      </article>
      <footer className="margin-top--md">
        <Pagination
          prev={data.prev}
          next={data.next}
          base={(href) => withBase(site.baseUrl, href)}
          label={themeString('theme.docs.paginator.navAriaLabel', 'Docs pages')}
          className=""
        />
      </footer>
    </div>
  );
}
