// @docusaurus/ErrorBoundary: its children, or `fallback({ error, tryAgain })` once they throw. The
// server renders the children (a render error there stops the build, naming the page); in an
// island, a throw after hydration shows the fallback.
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children: ReactNode;
}

export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    const tryAgain = () => this.setState({ error: null });
    return this.props.fallback ? this.props.fallback({ error, tryAgain }) : null;
  }
}
