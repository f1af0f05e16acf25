// @theme/DocCard: a sidebar item (a doc link or a category) as the card the classic theme's
// generated index pages show. A category links to its own page, else to its first link; a doc's
// card says what the doc's description says (useDocById), unless the item has its own.
import Link from './Link.tsx';
import { useDocById } from './plugin-content-docs/client.ts';
import { isExternal } from '../shared/url-path.ts';
import { CARD_CLASS, cardIconTitle, DocCardInside } from '../shared/doc-card.tsx';
import { translate } from './Translate.tsx';
import { usePluralForm } from './theme-common.tsx';

export interface CardItem {
  type: 'link' | 'category' | string;
  label: string;
  href?: string;
  description?: string;
  docId?: string;
  items?: CardItem[];
}

/** The doc's description, on a page that knows its docs version (a doc, a generated index); else none. */
function useDocDescription(docId: string | undefined): string | undefined {
  try {
    return useDocById(docId)?.description || undefined;
  } catch {
    return undefined;
  }
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
  const docDescription = useDocDescription(category ? undefined : item.docId);
  const { selectMessage } = usePluralForm();
  const items = translate(
    { id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' },
    { count },
  );
  const description = item.description ?? (category ? selectMessage(count, items) : docDescription);
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
