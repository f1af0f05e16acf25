// @theme/ErrorPageContent: what a page shows when a component of it threw after it was live (the
// fallback sites hand @docusaurus/ErrorBoundary): the error's message and a button to render again.
export default function ErrorPageContent({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">Something on this page stopped working.</h1>
          <p>{error.message}</p>
          <button type="button" className="button button--primary" onClick={tryAgain}>
            Try again
          </button>
        </div>
      </div>
    </main>
  );
}
