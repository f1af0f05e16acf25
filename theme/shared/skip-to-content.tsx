// Docusaurus's skip link, first on every classic page: the classic layout draws it, and a site's
// ejected SkipToContent draws it through theme-common's SkipToContentLink.
export function SkipToContentLink({
  className,
  label = 'Skip to main content',
}: {
  className?: string;
  /** In the site's language (theme.common.skipToMainContent). */
  label?: string;
}) {
  return (
    <div role="region" aria-label={label}>
      <a className={className} href="#__docusaurus_skipToContent_fallback">
        {label}
      </a>
    </div>
  );
}
