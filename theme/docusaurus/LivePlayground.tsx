// The island of a live code block (theme/shared/live-playground.tsx): its first render is the
// server's still playground; once mounted it is react-live's, the code editable and rendered with
// the site's @theme/ReactLiveScope, again on every edit. A result that throws shows its error
// where the result goes, and the page goes on.
import { Component, useEffect, useState, type ReactNode } from 'react';
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import scope from '@theme/ReactLiveScope';
import {
  LIVE_EDITOR_THEME,
  PlaygroundFrame,
  StillPlayground,
  type PlaygroundProps,
} from '../shared/live-playground.tsx';

// As Docusaurus's playground: the code is an expression, ended here so a trailing comment is harmless.
const endExpression = (code: string) => `${code};`;

class ResultBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? (
      <pre className="playground__error">{String(this.state.error.message)}</pre>
    ) : (
      this.props.children
    );
  }
}

export default function LivePlayground(props: PlaygroundProps) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  if (!live) return <StillPlayground {...props} />;
  return (
    <LiveProvider
      code={props.code.replace(/\n$/, '')}
      scope={scope}
      noInline={props.noInline ?? false}
      theme={LIVE_EDITOR_THEME}
      transformCode={endExpression}
    >
      <PlaygroundFrame
        editor={<LiveEditor className="playground__editor" />}
        result={
          <>
            <ResultBoundary>
              <LivePreview />
            </ResultBoundary>
            <LiveError className="playground__error" />
          </>
        }
      />
    </LiveProvider>
  );
}
