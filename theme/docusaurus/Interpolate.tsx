// @docusaurus/Interpolate: `{name}` placeholders in a string filled from `values`. When every value
// filled in is text (or a number) the result is a string; when one is a React element, a list of
// the text pieces and the elements (each element keyed by its place). A placeholder with no value
// stays as written. As Docusaurus's own, no escaping and no Markdown.
import { cloneElement, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

export interface InterpolateProps {
  children: string;
  values?: InterpolateValues;
}

export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  // Split keeps the placeholders at the odd places.
  const pieces: ReactNode[] = text.split(/(\{\w+\})/).map((piece, i) => {
    if (i % 2 === 0) return piece;
    const value = values?.[piece.slice(1, -1)];
    return value === undefined ? piece : value;
  });
  if (!pieces.some((p) => isValidElement(p))) return pieces.join('');
  return pieces.map((p, i) => (isValidElement(p) ? cloneElement(p, { key: i }) : p)).filter((p) => p !== '');
}

export default function Interpolate({ children, values }: InterpolateProps) {
  if (typeof children !== 'string')
    throw new Error(
      `<Interpolate> takes one string as its children (got ${isValidElement(children) ? 'a React element' : typeof children}): write <Interpolate values={{ name }}>{'Hello {name}'}</Interpolate>.`,
    );
  return <>{interpolate(children, values)}</>;
}
