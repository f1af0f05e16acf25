// @theme/DocCardList: a row of DocCards, two to a line on wide screens. Without `items` it shows the
// current sidebar category's items, as Docusaurus's does: rendered on the server, where the page's
// sidebar is not known yet, it leaves a place the page's render fills (DOC_CARDS_TAG).
import { createElement } from 'react';
import DocCard, { type CardItem } from './DocCard.tsx';
import { DOC_CARDS_TAG } from '../shared/docusaurus.ts';
import { serverPage } from './context.ts';
import { DocCardList as styles } from '../shared/docusaurus-classes.ts';

export default function DocCardList({ items, className }: { items?: CardItem[]; className?: string }) {
  if (!items) {
    const page = serverPage();
    if (page) page.docCards = true;
    return createElement(DOC_CARDS_TAG, className ? { 'data-class': className } : {});
  }
  return (
    <section className={['row', className].filter(Boolean).join(' ')}>
      {items.map((item, i) => (
        <article key={i} className={`${styles.docCardListItem} col col--6`}>
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
