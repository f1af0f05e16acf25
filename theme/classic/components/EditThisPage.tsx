// "Edit this page" with its pencil, as Docusaurus's EditThisPage (docs and blog posts).
export function EditThisPage({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      <svg className="iconEdit" fill="currentColor" width="20" height="20" viewBox="0 0 40 40" aria-hidden="true">
        <path d="M29.6 4.6 35.4 10.4 31.8 14 26 8.2z M24.2 10 30 15.8 13 32.8H7.2V27z" />
      </svg>
      Edit this page
    </a>
  );
}
