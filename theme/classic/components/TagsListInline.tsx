// Docusaurus's TagsListInline: "Tags:" and the tag pills, under a blog post and a doc.
import { themeString } from '../theme-text.tsx';
import { Tag, TagsListInline as styles } from '../../shared/docusaurus-classes.ts';

export interface InlineTag {
  label: string;
  href: string;
  description?: string;
}

export function TagsListInline({ tags, className = 'col' }: { tags: InlineTag[]; className?: string }) {
  if (!tags.length) return null;
  return (
    <div className={className}>
      <TagsList tags={tags} />
    </div>
  );
}

/** "Tags:" and the pills alone (@theme/TagsListInline: the page puts them in its column). */
export function TagsList({ tags }: { tags: InlineTag[] }) {
  return (
    <>
      <b>{themeString('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className={`${styles.tags} padding--none margin-left--sm`}>
        {tags.map((t) => (
          <li key={t.href} className={styles.tag}>
            <a rel="tag" title={t.description} className={`${Tag.tag} ${Tag.tagRegular}`} href={t.href}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
