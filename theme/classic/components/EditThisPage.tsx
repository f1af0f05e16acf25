// "Edit this page" with its pencil, as Docusaurus's EditThisPage (docs and blog posts).
import { EditIcon } from '../../shared/edit-icon.tsx';

export function EditThisPage({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      <EditIcon className="iconEdit" />
      Edit this page
    </a>
  );
}
