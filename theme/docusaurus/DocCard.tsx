// @theme/DocCard: a sidebar item (a doc link or a category) as the card the classic theme's
// generated index pages show. A category links to its own page, else to its first link.
import Link from './Link.tsx';
import { isExternal } from '../shared/url-path.ts';

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
  const icon = category ? '🗃️' : external ? '🔗' : '📄️';
  const count = item.items?.length ?? 0;
  const description = item.description ?? (category ? `${count} item${count === 1 ? '' : 's'}` : undefined);
  const href = firstHref(item);
  if (!href) return null;
  return (
    <Link className="card padding--lg cardContainer" href={href}>
      <h2 className="text--truncate cardTitle" title={item.label}>
        {icon} {item.label}
      </h2>
      {description ? (
        <p className="text--truncate cardDescription" title={description}>
          {description}
        </p>
      ) : null}
    </Link>
  );
}
