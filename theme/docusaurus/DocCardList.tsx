// @theme/DocCardList: a row of DocCards, two to a line on wide screens. Docusaurus lists the
// current category's items when `items` is left out; zapsite renders an MDX page before it knows
// the page's sidebar, so `items` must be given (a generated index lists a category's cards itself).
import DocCard, { type CardItem } from './DocCard.tsx';

export default function DocCardList({ items, className }: { items?: CardItem[]; className?: string }) {
  if (!items)
    throw new Error(
      '<DocCardList /> needs its `items` in zapsite (it cannot read the current sidebar category): pass them, or make the category a generated index (link: { type: "generated-index" }).',
    );
  return (
    <section className={['row', className].filter(Boolean).join(' ')}>
      {items.map((item, i) => (
        <article key={i} className="col col--6 margin-bottom--lg">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
