// @theme/TagsListInline: "Tags:" and a doc's or post's tag pills (theme/classic/components/TagsListInline.tsx),
// from Docusaurus's tag metadata (label, permalink, description).
import { TagsList } from '../classic/components/TagsListInline.tsx';

interface TagMetadata {
  label: string;
  permalink: string;
  description?: string;
}

export default function TagsListInline({ tags }: { tags: readonly TagMetadata[] }) {
  return <TagsList tags={tags.map((t) => ({ label: t.label, href: t.permalink, description: t.description }))} />;
}
