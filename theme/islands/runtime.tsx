// Hydration with a crash boundary: a broken island shows the crash view, the rest of the page lives on.
import { Component, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { HYDRATED_ATTR, ISLAND_ATTR } from '../shared/island.ts';
import { reviveElements } from '../shared/island-elements.ts';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  onCrash?: () => void;
}

export class CrashBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  componentDidCatch() {
    this.props.onCrash?.();
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="crash" role="alert">
        <p className="crash__title">This page crashed.</p>
        <pre className="crash__message">{this.state.error.message}</pre>
        <button type="button" className="button button--primary crash__retry" onClick={this.props.onRetry}>
          Try again
        </button>
      </div>
    );
  }
}

// A passive effect, run after the island's own effects: a held tap replayed before those ran could
// be undone by them (the menu closes itself on mount).
function Live({ el, onLive, children }: { el: HTMLElement; onLive?: () => void; children: ReactNode }) {
  useEffect(() => {
    el.setAttribute(HYDRATED_ATTR, 'true');
    onLive?.();
  }, [el]);
  return <>{children}</>;
}

function report(kind: string, el: HTMLElement, error: unknown, info?: ErrorInfo): void {
  const name = el.getAttribute(ISLAND_ATTR) ?? 'unknown';
  console.error(`Island "${name}": ${kind}:`, error, info?.componentStack ?? '');
}

/** Told when the island is live (its effects have run) and when it crashes into the boundary. */
export interface HydrateHooks {
  onLive?: () => void;
  onCrash?: () => void;
}

/** Hydrates one island root; an island without server HTML is rendered from scratch. */
export function hydrate(el: HTMLElement, Comp: ComponentType<object>, props: object, hooks: HydrateHooks = {}): Root {
  let attempt = 0;
  let root: Root;
  // Elements in a site component's props arrive as data (theme/shared/island-elements.ts).
  const sent = reviveElements(props);
  // A new key remounts the island, so Try again starts it from a clean state.
  const retry = () => {
    attempt++;
    root.render(tree());
  };
  const tree = () => (
    <CrashBoundary key={attempt} onRetry={retry} onCrash={hooks.onCrash}>
      <Live el={el} onLive={hooks.onLive}>
        <Comp {...sent} />
      </Live>
    </CrashBoundary>
  );
  const options = {
    // A mismatch between server HTML and the first client render: React recovers by rendering
    // on the client, but the page showed wrong HTML until then, so it is reported as an error.
    onRecoverableError: (error: unknown, info: ErrorInfo) => report('hydration mismatch', el, error, info),
    onCaughtError: (error: unknown, info: ErrorInfo) => report('crashed', el, error, info),
    onUncaughtError: (error: unknown, info: ErrorInfo) => report('crashed outside its boundary', el, error, info),
  };
  // The boundary and Live wrap without adding DOM, so the server HTML still matches.
  if (el.childNodes.length) {
    root = hydrateRoot(el, tree(), options);
  } else {
    root = createRoot(el, options);
    root.render(tree());
  }
  return root;
}
