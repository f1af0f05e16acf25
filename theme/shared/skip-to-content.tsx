// Docusaurus's skip link, first on every classic page: the classic layout draws it, and a site's
// ejected SkipToContent draws it through theme-common's SkipToContentLink.
export function SkipToContentLink({ className }: { className?: string }) {
  return (
    <div role="region" aria-label="Skip to main content">
      <a className={className} href="#__docusaurus_skipToContent_fallback">
        Skip to main content
      </a>
    </div>
  );
}
