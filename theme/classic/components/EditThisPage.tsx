// "Edit this page" with its pencil, as Docusaurus's EditThisPage (docs and blog posts).
import { EditIcon } from '../../shared/edit-icon.tsx';
import { themeString } from '../theme-text.tsx';
import { IconEdit } from '../../shared/docusaurus-classes.ts';

/** `label`: the words when the caller has them (site code's translations); else the theme's. */
export function EditThisPage({ href, label }: { href: string; label?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      <EditIcon className={IconEdit.iconEdit} />
      {label ?? themeString('theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}
