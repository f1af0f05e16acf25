// @theme/DocCard: a sidebar item (a doc link or a category) as the card the classic theme's
// generated index pages show. A category links to its own page, else to its first link.
import Link from './Link.tsx';
import { isExternal } from '../shared/url-path.ts';
import { CARD_CLASS, cardIconTitle, DocCardInside } from '../shared/doc-card.tsx';

export interface CardItem {
  type: 'link' | 'category' | string;
  label: string;
  href?: string;
  description?: string;
  items?: CardItem[];
}

function firstHref(item: CardItem): string | undefined {
  if (item.href) return item.href;
  for (const child of item.items ?? []) {
    const href = firstHref(child);
    if (href) return href;
  }
  return undefined;
}

export default function DocCard({ item }: { item: CardItem }) {
  const category = item.type === 'category';
  const external = !category && isExternal(item.href ?? '');
  const count = item.items?.length ?? 0;
  const description = item.description ?? (category ? `${count} item${count === 1 ? '' : 's'}` : undefined);
  const href = firstHref(item);
  if (!href) return null;
  return (
    <Link className={CARD_CLASS} href={href}>
      <DocCardInside
        {...cardIconTitle(item.label, category ? 'category' : external ? 'link' : 'doc')}
        description={description}
      />
    </Link>
  );
}
