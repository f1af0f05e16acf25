// "Edit this page" with its pencil, as Docusaurus's EditThisPage (docs and blog posts).
import { EditIcon } from '../../shared/edit-icon.tsx';
import { themeString } from '../theme-text.tsx';

export function EditThisPage({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      <EditIcon className="iconEdit" />
      {themeString('theme.common.editThisPage', 'Edit this page')}
    </a>
  );
}
