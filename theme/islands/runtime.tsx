// Hydration with a crash boundary: a broken island shows the crash view, the rest of the page lives on.
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { HYDRATED_ATTR } from '../shared/island.ts';

class CrashBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="crash" role="alert">
        <h2 className="crash__title">This page crashed.</h2>
        <p className="crash__message">{this.state.error.message}</p>
        <button type="button" className="button button--primary" onClick={() => { this.setState({ error: null }); this.props.onRetry(); }}>
          Try again
        </button>
      </div>
    );
  }
}

function Live({ el, children }: { el: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    el.setAttribute(HYDRATED_ATTR, 'true');
  }, [el]);
  return <>{children}</>;
}

export function hydrate(el: HTMLElement, Comp: ComponentType<object>, props: object): void {
  let attempt = 0;
  const tree = () => (
    <CrashBoundary key={attempt} onRetry={() => { attempt++; root.render(tree()); }}>
      <Live el={el}>
        <Comp {...props} />
      </Live>
    </CrashBoundary>
  );
  // The boundary and Live wrap without adding DOM, so the server HTML still matches.
  const root = el.childNodes.length
    ? hydrateRoot(el, tree(), {
        onRecoverableError(error) {
          console.error('Hydration mismatch in island', el.getAttribute('data-island'), error);
        },
      })
    : createRoot(el);
  if (!el.childNodes.length) root.render(tree());
}
